internal import CCmarkGFM
import Foundation

/// Turns Markdown into an `AttributedString` through cmark-gfm's syntax tree: one walk that
/// carries the inline intent, link and enclosing blocks down to each text node.
///
/// Inline-only syntax reads each line on its own, with the marks that would start a block at the
/// line's start escaped, so that `# 1` or `- x` stay as typed, as Foundation leaves them.
struct MarkdownParser {
  let options: AttributedString.MarkdownParsingOptions
  let baseURL: URL?

  /// cmark-gfm's extension registry is filled once per process (its own flag is not thread-safe).
  private static let registered: Void = plumb_markdown_register()

  func parse(_ markdown: String) -> AttributedString {
    switch options.interpretedSyntax {
    case .full:
      return document(markdown, blocks: true)
    case .inlineOnly:
      let collapsed = markdown.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
      return inlineLine(collapsed)
    case .inlineOnlyPreservingWhitespace:
      var out = AttributedString()
      for (i, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if i > 0 { out += AttributedString("\n") }
        out += inlineLine(String(line))
      }
      return out
    }
  }

  /// One line of inline Markdown: white space around it kept as typed, block marks escaped.
  private func inlineLine(_ line: String) -> AttributedString {
    let leading = line.prefix(while: { $0 == " " || $0 == "\t" })
    let rest = line.dropFirst(leading.count)
    let trailingCount = rest.reversed().prefix(while: { $0 == " " || $0 == "\t" }).count
    let body = String(rest.dropLast(trailingCount))
    var out = AttributedString(String(leading))
    if !body.isEmpty { out += document(Self.escapingBlockStart(body), blocks: false) }
    out += AttributedString(String(rest.suffix(trailingCount)))
    return out
  }

  /// `body` with a backslash before the mark that would open a block (heading, quote, list item,
  /// fence, thematic break, HTML block) so that cmark reads it as text. A line is parsed alone, so
  /// setext headings and tables cannot form; marks that open inline syntax (`**bold**` at the
  /// start, `` `code` ``, `~~strike~~`) are left alone.
  static func escapingBlockStart(_ body: String) -> String {
    guard let first = body.first else { return body }
    let second = body.dropFirst().first
    let marksRun = body.prefix(while: { $0 == first }).count
    let isThematicBreak = "-*_".contains(first)
      && body.allSatisfy({ $0 == first || $0 == " " || $0 == "\t" }) && body.filter({ $0 == first }).count >= 3
    let afterMarks = body.dropFirst(marksRun).first
    let opensBlock: Bool
    if first == ">" || first == "<" {
      opensBlock = true
    } else if first == "#" {
      opensBlock = marksRun <= 6 && (afterMarks == nil || afterMarks == " " || afterMarks == "\t")
    } else if first == "-" || first == "+" || first == "*" {
      opensBlock = second == nil || second == " " || second == "\t" || isThematicBreak
    } else if first == "_" {
      opensBlock = isThematicBreak
    } else if first == "`" || first == "~" {
      opensBlock = marksRun >= 3
    } else {
      opensBlock = false
    }
    if opensBlock { return "\\" + body }
    // An ordered-list marker: digits then `.` or `)`.
    let digits = body.prefix(while: { $0.isASCII && $0.isNumber })
    if !digits.isEmpty, digits.count <= 9 {
      let after = body.dropFirst(digits.count)
      if let mark = after.first, mark == "." || mark == ")" {
        return String(digits) + "\\" + String(after)
      }
    }
    return body
  }

  private func document(_ markdown: String, blocks: Bool) -> AttributedString {
    _ = Self.registered
    let bytes = Array(markdown.utf8)
    let root: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          plumb_markdown_parse($0, buffer.count, CMARK_OPT_DEFAULT)
        }
      } ?? plumb_markdown_parse("", 0, CMARK_OPT_DEFAULT)
    }
    guard let root else { return AttributedString(markdown) }
    defer { cmark_node_free(root) }
    var walk = Walk(baseURL: baseURL, blocks: blocks)
    walk.children(of: root, Context())
    return walk.output
  }
}

/// What a node's text inherits from the nodes above it.
private struct Context {
  var inline: InlinePresentationIntent = []
  var link: URL?
  var imageURL: URL?
  var presentation: PresentationIntent?
}

/// The walk's state: the text so far and the block identities handed out.
private struct Walk {
  let baseURL: URL?
  let blocks: Bool
  var output = AttributedString()
  var nextIdentity = 1

  mutating func children(of node: OpaquePointer, _ context: Context) {
    var child = cmark_node_first_child(node)
    var ordinal = 1
    while let c = child {
      visit(c, context, ordinal: ordinal)
      ordinal += 1
      child = cmark_node_next(c)
    }
  }

  mutating func append(_ text: String, _ context: Context) {
    guard !text.isEmpty else { return }
    var run = AttributedString(text)
    if !context.inline.isEmpty { run.inlinePresentationIntent = context.inline }
    if let link = context.link { run.link = link }
    if let imageURL = context.imageURL { run.imageURL = imageURL }
    if blocks, let presentation = context.presentation { run.presentationIntent = presentation }
    output += run
  }

  mutating func block(_ kind: PresentationIntent.Kind, _ node: OpaquePointer, _ context: Context) {
    var inner = context
    inner.presentation = PresentationIntent(kind, identity: nextIdentity, parent: context.presentation)
    nextIdentity += 1
    children(of: node, inner)
  }

  func url(_ node: OpaquePointer) -> URL? {
    guard let raw = cmark_node_get_url(node).map({ String(cString: $0) }), !raw.isEmpty else { return nil }
    return URL(string: raw, relativeTo: baseURL)
  }

  func literal(_ node: OpaquePointer) -> String {
    cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
  }

  mutating func visit(_ node: OpaquePointer, _ context: Context, ordinal: Int) {
    let type = plumb_markdown_type(node).map { String(cString: $0) } ?? ""
    var inner = context
    switch type {
    case "text":
      append(literal(node), context)
    case "softbreak":
      inner.inline.insert(.softBreak)
      append(blocks ? " " : "\n", inner)
    case "linebreak":
      inner.inline.insert(.lineBreak)
      append("\n", inner)
    case "code":
      inner.inline.insert(.code)
      append(literal(node), inner)
    case "html_inline":
      inner.inline.insert(.inlineHTML)
      append(literal(node), inner)
    case "emph":
      inner.inline.insert(.emphasized)
      children(of: node, inner)
    case "strong":
      inner.inline.insert(.stronglyEmphasized)
      children(of: node, inner)
    case "strikethrough":
      inner.inline.insert(.strikethrough)
      children(of: node, inner)
    case "link":
      inner.link = url(node)
      children(of: node, inner)
    case "image":
      inner.imageURL = url(node)
      children(of: node, inner)
    case "paragraph":
      if blocks { block(.paragraph, node, context) } else { children(of: node, context) }
    case "heading":
      block(.header(level: Int(cmark_node_get_heading_level(node))), node, context)
    case "list":
      block(cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? .orderedList : .unorderedList, node, context)
    case "item":
      block(.listItem(ordinal: ordinal), node, context)
    case "block_quote":
      block(.blockQuote, node, context)
    case "code_block":
      let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      let hint = info.split(separator: " ").first.map(String.init)
      inner.presentation = PresentationIntent(.codeBlock(languageHint: hint), identity: nextIdentity,
                                              parent: context.presentation)
      nextIdentity += 1
      append(literal(node), inner)
    case "html_block":
      inner.inline.insert(.blockHTML)
      append(literal(node), inner)
    case "thematic_break":
      // A rule has no text; iOS gives it none either.
      nextIdentity += 1
    case "table":
      let count = Int(cmark_gfm_extensions_get_table_columns(node))
      let alignments = cmark_gfm_extensions_get_table_alignments(node)
      let columns = (0..<count).map { i -> PresentationIntent.TableColumn in
        switch alignments?[i] {
        case UInt8(ascii: "c"): return .init(alignment: .center)
        case UInt8(ascii: "r"): return .init(alignment: .right)
        default: return .init(alignment: .left)
        }
      }
      block(.table(columns: columns), node, context)
    case "table_header":
      block(.tableHeaderRow, node, context)
    case "table_row":
      block(cmark_gfm_extensions_get_table_row_is_header(node) != 0 ? .tableHeaderRow : .tableRow(rowIndex: ordinal),
            node, context)
    case "table_cell":
      block(.tableCell(columnIndex: ordinal - 1), node, context)
    default:
      // Footnotes and anything newer: their text, unstyled.
      children(of: node, context)
    }
  }
}
