import Foundation
import PlumbGoldens
import PlumbGraphics
import Testing
import XCTest

/// Where an assertion was written, threaded through every public assert.
public struct CallSite: Sendable {
  public var fileID: StaticString
  public var filePath: StaticString
  public var line: UInt
  public var column: UInt
  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID; self.filePath = filePath; self.line = line; self.column = column
  }
}

/// The one place that chooses between Swift Testing and XCTest to report a failure.
///
/// Inside a Swift Testing test (`Test.current != nil`) the failure is an `Issue` at the call
/// site, and files are attached (collected by `swift test --attachments-path`); otherwise it is
/// an `XCTFail` at the same file and line, with the artifact paths in the message. Messages quote
/// files (golden names, sidecar text, error descriptions) and the test framework prints them to
/// the terminal, so they pass `TerminalText.escapeLines` first (docs/security.md); paths under the
/// package are written relative to it (`PackageRelativePaths`).
func recordIssue(_ message: String, attachments: [(name: String, path: String)] = [], at site: CallSite) {
  let message = TerminalText.escapeLines(PackageRelativePaths.apply(message))
  if Test.current != nil {
    let location = SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
    for a in attachments {
      if let data = FileManager.default.contents(atPath: a.path) {
        Attachment.record(Array(data), named: a.name, sourceLocation: location)
      }
    }
    // Recorded as an error, so that Swift Testing titles the issue with the golden and its cause
    // (an `Issue.record(comment)` is titled "Issue recorded" whatever it says); the whole message
    // follows as the comment, as before, for whoever matches on it.
    Issue.record(GoldenIssue(message), Comment(rawValue: message), sourceLocation: location)
  } else {
    XCTFail(message, file: site.filePath, line: site.line)
  }
}

/// A golden assertion's failure as Swift Testing titles it: the message's first line (which golden,
/// and what happened to it), with the line after it when that is a mismatch's most specific cause
/// (docs/layout-diff.md, "The first line").
struct GoldenIssue: Error, CustomStringConvertible {
  let title: String

  init(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var title = lines.first ?? message
    if title.hasPrefix("Golden mismatch:"), lines.count > 1, !lines[1].isEmpty, !lines[1].hasPrefix(" ") {
      title += " — " + lines[1]
    }
    self.title = title
  }

  var description: String { title }
}
