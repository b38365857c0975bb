import Testing
@testable import PlumbTesting

/// Issue messages quote files (sidecar text, error descriptions, paths) and Swift Testing or
/// XCTest prints them to the terminal as they are, so `recordIssue` escapes them first: an escape
/// sequence or a bidi override from a file reaches the terminal as `\u{…}`, lines stay lines.
@Suite struct IssueEscapingTests {
  @Test func recordedIssuesAreEscapedForTheTerminal() {
    let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    let hostile = "Layout changes (1):\n  Text \"\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}gnp.exe\" moved\tby 3 pt"
    withKnownIssue {
      recordIssue(hostile, at: site)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text == "Layout changes (1):\n  Text \"\\u{1B}]0;owned\\u{7}\\u{1B}[2J\\u{202E}gnp.exe\" moved\tby 3 pt"
    }
  }
}
