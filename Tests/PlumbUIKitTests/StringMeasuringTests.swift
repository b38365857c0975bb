import Foundation
import PlumbTestSupport
import SwiftUI
import Testing
import UIKit

/// UIKit's string measuring (round 9's Meshtastic emoji image): sizes from the text engine,
/// growing with the font and wrapping with `.usesLineFragmentOrigin`; not main-actor isolated.
@Suite struct StringMeasuringTests {
  @Test func sizeGrowsWithTheFontAndWrapsInABoundingRect() {
    let small = "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    let large = ("Hello, world" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
    #expect(small.width > 0 && large.width > small.width * 1.8)
    #expect(large.height > small.height)
    let text = String(repeating: "word ", count: 40)
    let oneLine = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [],
                                    attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
    let wrapped = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                    options: .usesLineFragmentOrigin,
                                    attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
    #expect(oneLine.width > 100)
    #expect(wrapped.width <= 100 && wrapped.height > oneLine.height * 5)
  }

  static let nonisolatedUse = """
    import UIKit

    extension String {
      func textWidth(_ size: CGFloat) -> CGFloat {
        self.size(withAttributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: size)]).width
      }
    }
    """

  @Test(arguments: [5, 6]) func measuringFromNonisolatedCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.nonisolatedUse, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
