import CDeflate
import PlumbPNG

/// Hostile image files, generated at run time (none is committed): SVG text and entity bombs,
/// PNG, JPEG and PDF bombs, operator floods (issue 23). The hostile-asset tests and
/// `plumb-bench hostile-memory` draw each through the rasteriser and expect a warning naming the
/// file, quickly and in bounded memory.
///
/// Each is small on disk and enormous once decoded, expanded or executed; deflate streams are
/// written by hand (back-references of 258 bytes), so making one never holds its expansion.
public enum HostileAssets {
  /// One hostile file: `name` is its file name (the extension says its kind).
  public struct Case: Sendable {
    public var name: String
    public var bytes: [UInt8]
    /// What it would cost without the budget, in words.
    public var claim: String
  }

  /// The cases' names, for parameterised tests (each is made on demand by `make`).
  public static let names = [
    "svg-text-entity.svg", "svg-text-plain.svg", "svg-billion-laughs.svg", "svg-elements.svg", "svg-nesting.svg",
    "svg-use-fanout.svg", "svg-use-text.svg", "svg-external-entity.svg", "png-16384.png", "png-8192.png",
    "jpeg-16384.jpg", "pdf-image-30000.pdf", "pdf-inline-image.pdf", "pdf-operator-flood.pdf", "pdf-form-fanout.pdf",
  ]

  /// The case called `name`. `floodBytes` is the operator flood's inflated size (the issue
  /// measured 1 GiB; tests use less, since the budget refuses it at 32 MiB either way).
  public static func make(_ name: String, floodBytes: Int = 64 << 20) -> Case {
    switch name {
    case "svg-text-entity.svg": Case(name: name, bytes: svgTextEntity(), claim: "one <text> expanding one entity to 10.5 M characters")
    case "svg-text-plain.svg": Case(name: name, bytes: svgPlainText(characters: 10_000_000), claim: "10 MB of plain text in one <text>")
    case "svg-billion-laughs.svg": Case(name: name, bytes: svgBillionLaughs(), claim: "entities nested 10 deep, 10 each (3·10^10 bytes)")
    case "svg-elements.svg": Case(name: name, bytes: svgElements(count: 200_000), claim: "200000 elements")
    case "svg-nesting.svg": Case(name: name, bytes: svgNesting(depth: 5000), claim: "translucent groups nested 5000 deep")
    case "svg-use-fanout.svg": Case(name: name, bytes: svgUseFanout(levels: 8, fanout: 10), claim: "<use> fan-out instantiating 10^8 elements")
    case "svg-use-text.svg": Case(name: name, bytes: svgUseText(), claim: "<use> fan-out of a <text>: 10^6 × 1000 characters")
    case "svg-external-entity.svg": Case(name: name, bytes: svgExternalEntity(), claim: "an external entity naming a local file")
    case "png-16384.png": Case(name: name, bytes: oneBitPNG(side: 16384), claim: "a 1-bit 16384² PNG (1 GiB as RGBA)")
    case "png-8192.png": Case(name: name, bytes: oneBitPNG(side: 8192), claim: "a 1-bit 8192² PNG (256 MiB as RGBA)")
    case "jpeg-16384.jpg": Case(name: name, bytes: jpegHeaderBomb(width: 16384, height: 16384), claim: "a JPEG frame of 16384²")
    case "pdf-image-30000.pdf": Case(name: name, bytes: pdfImageBomb(side: 30000), claim: "a 30000² image XObject")
    case "pdf-inline-image.pdf": Case(name: name, bytes: pdfInlineImageBomb(side: 30000), claim: "a 30000² inline image")
    case "pdf-operator-flood.pdf": Case(name: name, bytes: pdfOperatorFlood(inflatedBytes: floodBytes),
                                        claim: "a content stream inflating to \(floodBytes >> 20) MiB of operators")
    case "pdf-form-fanout.pdf": Case(name: name, bytes: pdfFormFanout(levels: 4, fanout: 100), claim: "forms invoking forms: 3·10^8 operators")
    default: preconditionFailure("no hostile case \(name)")
    }
  }

  // MARK: - SVG

  static let svgOpen = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">"#

  public static func svgTextEntity() -> [UInt8] {
    let a = String(repeating: "A", count: 1024)
    let b = String(repeating: "&a;", count: 64)
    let body = String(repeating: "&b;", count: 160)
    return Array("""
      <?xml version="1.0"?>
      <!DOCTYPE svg [<!ENTITY a "\(a)"><!ENTITY b "\(b)">]>
      \(svgOpen)<text x="0" y="20" font-size="12">\(body)</text></svg>
      """.utf8)
  }

  public static func svgPlainText(characters: Int) -> [UInt8] {
    Array("\(svgOpen)<text x=\"0\" y=\"20\">".utf8) + [UInt8](repeating: UInt8(ascii: "W"), count: characters)
      + Array("</text></svg>".utf8)
  }

  public static func svgBillionLaughs() -> [UInt8] {
    var entities = "<!ENTITY l0 \"lol\">"
    for i in 1...10 { entities += "<!ENTITY l\(i) \"" + String(repeating: "&l\(i - 1);", count: 10) + "\">" }
    return Array("<?xml version=\"1.0\"?><!DOCTYPE svg [\(entities)]>\(svgOpen)<text y=\"20\">&l10;</text></svg>".utf8)
  }

  public static func svgElements(count: Int) -> [UInt8] {
    Array(svgOpen.utf8) + Array(String(repeating: "<rect width=\"1\" height=\"1\"/>", count: count).utf8) + Array("</svg>".utf8)
  }

  public static func svgNesting(depth: Int) -> [UInt8] {
    Array((svgOpen + String(repeating: "<g opacity=\"0.9\">", count: depth) + "<rect width=\"100\" height=\"100\"/>"
      + String(repeating: "</g>", count: depth) + "</svg>").utf8)
  }

  public static func svgUseFanout(levels: Int, fanout: Int) -> [UInt8] {
    var defs = "<g id=\"l0\"><rect width=\"1\" height=\"1\"/></g>"
    for i in 1...levels {
      defs += "<g id=\"l\(i)\">" + String(repeating: "<use href=\"#l\(i - 1)\"/>", count: fanout) + "</g>"
    }
    return Array((svgOpen + "<defs>\(defs)</defs><use href=\"#l\(levels)\"/></svg>").utf8)
  }

  public static func svgUseText() -> [UInt8] {
    var defs = "<text id=\"l0\" y=\"20\">" + String(repeating: "W", count: 1000) + "</text>"
    for i in 1...6 { defs += "<g id=\"l\(i)\">" + String(repeating: "<use href=\"#l\(i - 1)\"/>", count: 10) + "</g>" }
    return Array((svgOpen + "<defs>\(defs)</defs><use href=\"#l6\"/></svg>").utf8)
  }

  public static func svgExternalEntity() -> [UInt8] {
    Array("<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>\(svgOpen)<text y=\"20\">&x;</text></svg>".utf8)
  }

  // MARK: - Bitmaps

  /// A 1-bit grey PNG of `side` × `side` black pixels (a few KB for 16384).
  public static func oneBitPNG(side: Int) -> [UInt8] {
    let rowBytes = 1 + (side + 7) / 8  // each row: filter byte 0, then the packed bits (all 0)
    let zlib = zlibOfZeros(count: side * rowBytes)
    let ihdr = be32(side) + be32(side) + [1, 0, 0, 0, 0]  // bit depth 1, grey, deflate, no filter set, no interlace
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGTesting.chunk("IHDR", ihdr)
      + PNGTesting.chunk("IDAT", zlib) + PNGTesting.chunk("IEND", [])
  }

  /// A baseline JPEG's markers (quantisation and Huffman tables, a frame of `width` × `height`,
  /// a scan header) and a few bytes of scan data: a few hundred bytes whose frame asks a decoder
  /// for the whole image.
  public static func jpegHeaderBomb(width: Int, height: Int) -> [UInt8] {
    var out: [UInt8] = [0xFF, 0xD8]
    out += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)  // DQT 0
    out += [0xFF, 0xC0, 0x00, 0x11, 8] + be16(height) + be16(width) + [3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]  // SOF0
    // DHT: DC table 0 and AC table 0, one code of length 1 each (symbol 0).
    let counts: [UInt8] = [1] + [UInt8](repeating: 0, count: 15)
    out += [0xFF, 0xC4, 0x00, 0x14, 0x00] + counts + [0]
    out += [0xFF, 0xC4, 0x00, 0x14, 0x10] + counts + [0]
    out += [0xFF, 0xDA, 0x00, 0x0C, 3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]  // SOS
    out += [UInt8](repeating: 0, count: 512)
    return out + [0xFF, 0xD9]
  }

  // MARK: - PDF

  /// A page drawing one `side`² 1-bit image XObject whose Flate data inflates to the whole image.
  public static func pdfImageBomb(side: Int) -> [UInt8] {
    let data = zlibOfZeros(count: side * ((side + 7) / 8))
    return pdf([
      Array("<< /Type /XObject /Subtype /Image /Width \(side) /Height \(side) /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode /Length \(data.count) >>".utf8),
    ], streams: [data], page: "q 100 0 0 100 0 0 cm /Im0 Do Q", resources: "/XObject << /Im0 5 0 R >>")
  }

  /// A page whose content holds one inline image of `side`² pixels (Flate data of zeros).
  public static func pdfInlineImageBomb(side: Int) -> [UInt8] {
    let data = zlibOfZeros(count: side * ((side + 7) / 8))
    let content = Array("q 100 0 0 100 0 0 cm BI /W \(side) /H \(side) /BPC 1 /CS /G /F /Fl ID ".utf8) + data + Array("\nEI Q".utf8)
    return pdf([], streams: [], pageContent: content, resources: "")
  }

  /// A page whose Flate content stream inflates to `inflatedBytes` of `0 0 m 1 1 l S` strokes.
  public static func pdfOperatorFlood(inflatedBytes: Int) -> [UInt8] {
    let pattern = Array("0 0 m 1 1 l S\n".utf8)
    return pdf([], streams: [], pageContent: zlibOfRepeats(pattern, count: inflatedBytes), resources: "", compressed: true)
  }

  /// Forms invoking forms: each level's form invokes the one below `fanout` times; the lowest
  /// strokes `fanout` lines; the page invokes the top one.
  public static func pdfFormFanout(levels: Int, fanout: Int) -> [UInt8] {
    var dictionaries: [[UInt8]] = [], streams: [[UInt8]] = []
    for level in 0...levels {
      let content = level == 0 ? String(repeating: "0 0 m 1 1 l S\n", count: fanout)
        : String(repeating: "/F\(level - 1) Do\n", count: fanout)
      let resources = level == 0 ? "" : "/Resources << /XObject << /F\(level - 1) \(5 + level - 1) 0 R >> >>"
      dictionaries.append(Array("<< /Type /XObject /Subtype /Form /BBox [0 0 100 100] \(resources) /Length \(content.utf8.count) >>".utf8))
      streams.append(Array(content.utf8))
    }
    return pdf(dictionaries, streams: streams, page: "/F\(levels) Do", resources: "/XObject << /F\(levels) \(5 + levels) 0 R >>")
  }

  /// A one-page PDF: objects 1–4 are the catalog, pages, page and its content; 5… are the
  /// given stream objects.
  public static func pdf(_ dictionaries: [[UInt8]], streams: [[UInt8]], page: String? = nil, pageContent: [UInt8]? = nil,
                  resources: String, compressed: Bool = false) -> [UInt8] {
    let content = pageContent ?? Array((page ?? "").utf8)
    var objects: [[UInt8]] = [
      Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
      Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
      Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R /Resources << \(resources) >> >>".utf8),
      Array("<< \(compressed ? "/Filter /FlateDecode " : "")/Length \(content.count) >>\nstream\n".utf8) + content + Array("\nendstream".utf8),
    ]
    for (d, s) in zip(dictionaries, streams) { objects.append(d + Array("\nstream\n".utf8) + s + Array("\nendstream".utf8)) }
    var out = Array("%PDF-1.4\n".utf8)
    var offsets: [Int] = []
    for (i, body) in objects.enumerated() {
      offsets.append(out.count)
      out += Array("\(i + 1) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
    }
    let xref = out.count
    var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for o in offsets { table += String(repeating: "0", count: 10 - String(o).count) + "\(o) 00000 n \n" }
    table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return out + Array(table.utf8)
  }

  // MARK: - Deflate by hand

  /// A zlib stream of `count` zero bytes.
  public static func zlibOfZeros(count: Int) -> [UInt8] { zlibOfRepeats([0], count: count) }

  /// A zlib stream of `pattern` repeated to exactly `count` bytes: the pattern as literals, then
  /// back-references of 258 bytes at the pattern's distance (one fixed-Huffman block).
  public static func zlibOfRepeats(_ pattern: [UInt8], count: Int) -> [UInt8] {
    precondition(!pattern.isEmpty && pattern.count <= 256 && count >= pattern.count)
    var bits = BitWriter()
    bits.write(0b1, count: 1)   // BFINAL
    bits.write(0b01, count: 2)  // BTYPE = fixed Huffman
    for byte in pattern { bits.literal(byte) }
    let (distanceCode, extraBits, extra) = distance(pattern.count)
    var left = count - pattern.count
    while left >= 258 {
      bits.writeCode(0b1100_0101, length: 8)  // length code 285: 258 bytes
      bits.writeCode(UInt32(distanceCode), length: 5)
      bits.write(UInt32(extra), count: extraBits)
      left -= 258
    }
    // The rest as literals, taken from the pattern where the stream has reached.
    let done = count - left
    for k in 0..<left { bits.literal(pattern[(done + k) % pattern.count]) }
    bits.writeCode(0, length: 7)  // end of block (256)
    let adler = adler32(pattern, count: count)
    return [0x78, 0x01] + bits.flushed + be32(Int(adler))
  }

  /// Deflate's distance code, extra-bit count and extra value for a distance of 1…256.
  static func distance(_ d: Int) -> (Int, Int, Int) {
    if d <= 4 { return (d - 1, 0, 0) }
    var code = 4, base = 5, extra = 1
    while true {
      for half in 0..<2 {
        let span = 1 << extra
        if d < base + span { return (code + half, extra, d - base) }
        base += span
      }
      code += 2
      extra += 1
    }
  }

  /// Adler-32 of `pattern` repeated to `count` bytes, a megabyte at a time.
  static func adler32(_ pattern: [UInt8], count: Int) -> UInt32 {
    let chunkCount = (1 << 20) / pattern.count * pattern.count
    let chunk = (0..<chunkCount).map { pattern[$0 % pattern.count] }
    var adler: UInt32 = 1, left = count
    while left > 0 {
      let n = min(left, chunk.count)
      adler = UInt32(chunk.withUnsafeBufferPointer { libdeflate_adler32(adler, $0.baseAddress, n) })
      left -= n
    }
    return adler
  }

  static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

  /// Deflate's bit order: fields least significant bit first, Huffman codes most significant first.
  struct BitWriter {
    var bytes: [UInt8] = []
    private var current: UInt8 = 0
    private var used = 0

    mutating func write(_ value: UInt32, count: Int) {
      for i in 0..<count { push(UInt8(value >> UInt32(i) & 1)) }
    }

    mutating func writeCode(_ code: UInt32, length: Int) {
      for i in stride(from: length - 1, through: 0, by: -1) { push(UInt8(code >> UInt32(i) & 1)) }
    }

    /// A literal byte in the fixed Huffman code.
    mutating func literal(_ b: UInt8) {
      if b < 144 { writeCode(0x30 + UInt32(b), length: 8) } else { writeCode(0x190 + UInt32(b) - 144, length: 9) }
    }

    private mutating func push(_ bit: UInt8) {
      current |= bit << UInt8(used)
      used += 1
      if used == 8 { bytes.append(current); current = 0; used = 0 }
    }

    /// The written bits, the last byte padded with zeros.
    var flushed: [UInt8] { used == 0 ? bytes : bytes + [current] }
  }
}
