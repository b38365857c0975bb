import Foundation

/// Whether a `Text` literal holds inline Markdown that iOS would style (`**bold**`, `*italic*`,
/// `_italic_`, `~~strike~~`, `` `code` ``, `[link](url)`): SwiftUI parses Markdown in
/// `LocalizedStringKey` text, Plumbline does not yet, so such text is drawn with its marks as
/// literal characters and warns once (docs/text.md). `Text(verbatim:)` and `Text(someString)` are
/// never Markdown, on iOS either.
enum TextMarkdownCheck {
  /// The first Markdown construct found, named for the warning, or nil.
  static func construct(in s: String) -> String? {
    let c = Array(s)
    func closes(_ mark: [Character], from start: Int) -> Bool {
      // A closing mark after at least one character, not preceded by a space.
      var i = start + 1
      while i + mark.count <= c.count {
        if Array(c[i..<i + mark.count]) == mark && c[i - 1] != " " { return true }
        i += 1
      }
      return false
    }
    for i in c.indices {
      let next: Character? = i + 1 < c.count ? c[i + 1] : nil
      let before: Character? = i > 0 ? c[i - 1] : nil
      let opensWord = next.map { $0 != " " } ?? false
      switch c[i] {
      case "*" where next == "*" && i + 2 < c.count && c[i + 2] != " " && closes(["*", "*"], from: i + 2):
        return "**bold**"
      case "~" where next == "~" && i + 2 < c.count && c[i + 2] != " " && closes(["~", "~"], from: i + 2):
        return "~~strikethrough~~"
      case "*" where opensWord && next != "*" && (before == nil || before == " ") && closes(["*"], from: i + 1):
        return "*italic*"
      case "_" where opensWord && (before == nil || before == " ") && closes(["_"], from: i + 1):
        return "_italic_"
      case "`" where opensWord && closes(["`"], from: i + 1):
        return "`code`"
      case "[":
        if let close = c[i...].firstIndex(of: "]"), close + 1 < c.count, c[close + 1] == "(", c[close...].contains(")") {
          return "[link](url)"
        }
      default: break
      }
    }
    return nil
  }
}
