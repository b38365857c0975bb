import Foundation
import PlumbTestSupport
import Testing

/// `NSDataDetector` as iOS code writes it (docs/compatibility/foundation.md): it compiles in both
/// language modes. Linux Foundation marks `CheckingType.link` and `.phoneNumber` deprecated (its
/// own regular expressions never return them), so the only diagnostics allowed are those warnings.
@Suite struct DataDetectorSnippetTests {
  static let snippet = """
    import UIKit

    func links(in text: String) -> [URL] {
      let types = NSTextCheckingResult.CheckingType.link.rawValue | NSTextCheckingResult.CheckingType.phoneNumber.rawValue
      guard let detector = try? NSDataDetector(types: types) else { return [] }
      let range = NSRange(text.startIndex..<text.endIndex, in: text)
      _ = detector.numberOfMatches(in: text, options: [], range: range)
      _ = detector.firstMatch(in: text, options: [], range: range)?.phoneNumber
      detector.enumerateMatches(in: text, options: [], range: range) { match, _, stop in
        if match?.resultType == .phoneNumber { stop.pointee = true }
      }
      return detector.matches(in: text, options: [], range: range).compactMap { $0.url }
    }
    """

  @Test(arguments: [5, 6]) func dataDetectorCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode) ?? ""
    let diagnostics = said.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }
    #expect(diagnostics.allSatisfy { $0.contains("warning:") && $0.contains("is deprecated: These types of result will not be returned") },
            "Swift \(mode): \(said)")
  }
}
