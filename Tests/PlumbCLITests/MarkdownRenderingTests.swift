import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import PlumbGoldens
import Testing
@testable import PlumbCLI

/// The Markdown summary as GitHub reads it: rendered by cmark-gfm (GitHub's Markdown parser,
/// Debian package `cmark-gfm`, installed by scripts/bootstrap.sh) with GitHub's extensions, to
/// its syntax tree. Hostile sentences and titles must come out as one row of five cells of plain
/// text, their characters as typed, with no HTML, emphasis, code or link nodes but ours.
@Suite struct MarkdownRenderingTests {
  static let hostile = [
    "Label “a|b” <script>alert(1)</script> <img src=x onerror=alert(2)> `code` [link](javascript:alert(1))",
    "![i](https://evil.example/x.png) **bold** _it_ @octocat www.evil.example https://evil.example a@b.example",
    ":smile: ~~s~~ \\| x &lt;b&gt;\n| forged | row |\r\n# heading <!-- c --> <details open>",
  ]

  @Test func hostileRowsStayPlainTextInFiveCells() throws {
    let s = Scratch()
    for (i, sentence) in Self.hostile.enumerated() {
      let dir = s.path("a/S/home-\(i)")
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      let summary = GoldenFailureSummary(
        suite: "S", name: "home-\(i)", golden: "G/S/home-\(i).png", differentPixels: 3, totalPixels: 48, largestDelta: 0.5,
        loosestPassingThreshold: nil, layoutChanges: [sentence], sizeMismatch: nil, goldenRenderer: nil, message: "m", status: .failed)
      try JSONEncoder().encode(summary).write(to: URL(fileURLWithPath: "\(dir)/summary.json"))
      for f in ["golden.png", "actual.png", "diff.png"] { try s.png("a/S/home-\(i)/\(f)") }
    }
    let title = "PR <b>#1</b> | `x` @me [t](javascript:x)"
    let r = runPlumb(["report", "--artifacts", s.path("a"), "--out", s.path("r"), "--markdown", s.path("s.md"),
                      "--image-base-url", "https://ex.example/run 1".replacingOccurrences(of: " ", with: "%20"), "--title", title])
    #expect(r.status == .success, "\(r.err)")
    let tree = try CommonMarkTree(rendering: s.path("s.md"))

    #expect(tree.headings == [title.replacingOccurrences(of: "@", with: "@\u{2060}")])
    #expect(tree.forbidden.isEmpty, "nodes built from data: \(tree.forbidden)")
    #expect(tree.rows.count == 3)
    for (i, row) in tree.rows.enumerated() {
      #expect(row.count == 5, "row \(i): \(row.map(\.text))")
      guard row.count == 5 else { continue }
      #expect(row[0].code == "S/home-\(i)")
      let expected = Self.hostile[i].replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        .replacingOccurrences(of: "@", with: "@\u{2060}")
      #expect(row[3].text == expected, "row \(i)")
      #expect(row[3].nodes == ["text"], "row \(i): \(row[3].nodes)")
      #expect(row[4].links == ["golden", "actual", "diff"].map { "https://ex.example/run%201/S/home-\(i)/\($0).png" })
    }
  }
}

/// What cmark-gfm's XML output of a document holds: headings' text, table rows (each cell's text,
/// code, links and node kinds), and any node kind that no string from data may produce.
final class CommonMarkTree: NSObject, XMLParserDelegate {
  struct Cell {
    var text = ""
    var code = ""
    var links: [String] = []
    var nodes: Set<String> = []
  }

  var headings: [String] = []
  var rows: [[Cell]] = []
  var forbidden: [String] = []
  private var inHeading = false, inRow = false, inCell = false, inHeader = false
  private var element = ""

  init(rendering path: String) throws {
    super.init()
    let found = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first { FileManager.default.isExecutableFile(atPath: $0) }
    let cmark = try #require(found, "cmark-gfm is not installed: run scripts/bootstrap.sh (Debian package 'cmark-gfm')")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: cmark)
    p.arguments = ["-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter", "-t", "xml", path]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    let parser = XMLParser(data: data)
    parser.delegate = self
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }

  func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
              attributes: [String: String] = [:]) {
    element = name
    switch name {
    case "heading": inHeading = true; headings.append("")
    case "table_header": inHeader = true
    case "table_row": inRow = true; rows.append([])
    case "table_cell" where inRow: inCell = true; rows[rows.count - 1].append(Cell())
    default: break
    }
    // HTML, images, strike-through and emphasis anywhere, bold in rows and headings, links
    // outside cells, code in headings: none of these is ours.
    if ["html_inline", "html_block", "image", "strikethrough", "emph"].contains(name)
        || (name == "strong" && (inRow || inHeading)) || (name == "link" && !inCell) || (name == "code" && inHeading) {
      forbidden.append(name)
    }
    guard inCell, name != "table_cell" else { return }
    rows[rows.count - 1][rows[rows.count - 1].count - 1].nodes.insert(name)
    if name == "link" { rows[rows.count - 1][rows[rows.count - 1].count - 1].links.append(attributes["destination"] ?? "") }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    switch name {
    case "heading": inHeading = false
    case "table_header": inHeader = false
    case "table_row": inRow = false
    case "table_cell": inCell = false
    default: break
    }
    element = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inHeading && element == "text" { headings[headings.count - 1] += string }
    guard inCell else { return }
    let i = rows.count - 1, j = rows[i].count - 1
    if element == "code" { rows[i][j].code += string } else if element == "text" { rows[i][j].text += string }
  }
}
