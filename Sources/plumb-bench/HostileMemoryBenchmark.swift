import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbRaster
import PlumbTestSupport

/// Peak memory and time of hostile input, each case in a child process measured by
/// `/usr/bin/time -v` (issues 13 and 23):
/// - `plumb diff` and `plumb verify` on a 16384 × 16384 1-bit PNG (a fraction of a megabyte on
///   disk, 1 GiB as RGBA), refused from its header, and `verify` against an 8192² golden, the
///   largest the golden limit accepts (docs/security.md promises at most 805306368 bytes of pixels);
/// - every hostile asset of `HostileAssets` (SVG text and entity bombs, PNG/JPEG/PDF bombs,
///   operator floods), drawn by `plumb-bench hostile-child <file>` as an asset catalog image is:
///   each must end within 10 s under 300 MB with a warning naming the file;
/// - the costliest files the `ResourceBudget` still accepts, drawn the same way, which must meet
///   the same bars (the budget's limits are only as good as the worst file they let through).
enum HostileMemoryBenchmark {
  static let maxSeconds = 10.0
  static let maxPeakBytes = 300_000_000

  static func run() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-hostile").path
    try? FileManager.default.removeItem(atPath: dir)
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let time = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil
    if time == nil {
      print("  (no /usr/bin/time: ru_maxrss includes this process's own peak, \(BenchProcess.ownPeakBytes >> 20) MiB, the floor of every figure)")
    } else {
      print("  (peak RSS: \"Maximum resident set size\" of /usr/bin/time -v, whose child is the case alone)")
    }
    print("  load average: \(BenchProcess.loadAverage)")
    print("")
    try goldenTools(dir, time: time)
    print("")
    try assets(dir, time: time)
  }

  /// One measured child: exit status, peak bytes, wall ms and its output.
  static func measure(_ executable: String, _ args: [String], time: String?) -> (status: Int32, peak: Int, wallMs: Double, output: String)? {
    let run = time.map { BenchProcess.run($0, ["-v", executable] + args) } ?? BenchProcess.run(executable, args)
    guard let r = run else { return nil }
    let reported = r.stderr.split(separator: "\n").last { $0.contains("Maximum resident set size (kbytes):") }
    let peak = reported.flatMap { Int($0.split(separator: " ").last ?? "") }.map { $0 * 1024 } ?? r.maxRSSBytes
    return (r.status, peak, r.wallMs, r.stderr + r.stdout)
  }

  static func goldenTools(_ dir: String, time: String?) throws {
    guard let plumb = BenchProcess.plumbExecutable() else { return }
    let goldens = dir + "/Goldens", folder = goldens + "/Catalog-custom-200x300"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let big = dir + "/Goldens8192", bigFolder = big + "/Catalog-custom-200x300"
    try FileManager.default.createDirectory(atPath: bigFolder, withIntermediateDirectories: true)
    let huge = dir + "/huge.png", small = dir + "/small.png"
    let bytes = hugeOneBitPNG(side: 16384)
    try PNG.writeFile(bytes, to: huge)
    try PNG.writeFile(bytes, to: folder + "/shapes.png")
    try PNG.writeFile(hugeOneBitPNG(side: 8192), to: bigFolder + "/shapes.png")
    try PNG.writeFile(PNG.encode(.init(width: 200, height: 300, fill: (255, 255, 255, 255))), to: small)
    print("  golden tools; input: 16384×16384, 1-bit grey, \(bytes.count / 1024) KiB on disk, \((16384 * 16384 * 4) >> 20) MiB as RGBA")
    BenchProcess.row("whole process", ["exit", "peak RSS", "wall"])
    let cases: [(String, [String])] = [
      ("plumb diff huge.png small.png --out d.png", ["diff", huge, small, "--out", dir + "/d.png"]),
      ("plumb diff huge.png huge.png", ["diff", huge, huge]),
      ("plumb verify shapes (a 16384² golden, 200×300 device)",
       ["verify", "shapes", "--goldens", goldens, "--device", "200x300", "--artifacts", dir + "/artifacts"]),
      ("plumb verify shapes (an 8192² golden: within the limit)",
       ["verify", "shapes", "--goldens", big, "--device", "200x300", "--artifacts", dir + "/artifacts8192"]),
    ]
    for (label, args) in cases {
      guard let r = measure(plumb, args, time: time) else { BenchProcess.row(label, ["failed"]); continue }
      BenchProcess.row(label, ["\(r.status)", "\(r.peak >> 20) MiB", BenchProcess.format(r.wallMs) + " ms"])
      let said = r.output.split(separator: "\n").first { $0.contains("268435456") }
      print("      " + (said.map { String($0.prefix(200)) } ?? "(no mention of the 268435456-byte limit)"))
    }
  }

  /// The costliest files `ResourceBudget.untrusted` accepts, by name, with what each holds.
  static var worstAccepted: [(name: String, bytes: [UInt8], claim: String)] {
    let budget = ResourceBudget.untrusted
    let side = Int(Double(budget.maxPixels).squareRoot())
    let strokes = (budget.maxOperations - 1000) / 3
    return [
      ("accepted-png-\(side).png", HostileAssets.oneBitPNG(side: side), "a \(side)² PNG (the pixel limit)"),
      ("accepted-jpeg-2048.jpg", HostileAssets.jpegHeaderBomb(width: 2048, height: 2048), "a 2048² JPEG frame with no real scan data"),
      ("accepted-svg-text.svg", HostileAssets.svgPlainText(characters: budget.maxTextCharacters - 100),
       "\(budget.maxTextCharacters - 100) characters in one <text>"),
      ("accepted-svg-elements.svg", HostileAssets.svgElements(count: budget.maxElements - 10), "\(budget.maxElements - 10) elements"),
      ("accepted-svg-nesting.svg", HostileAssets.svgNesting(depth: budget.maxDepth - 2), "translucent groups \(budget.maxDepth - 2) deep"),
      ("accepted-pdf-operators.pdf", HostileAssets.pdfOperatorFlood(inflatedBytes: strokes * 14), "\(strokes * 3) operators"),
      ("accepted-pdf-image.pdf", HostileAssets.pdfImageBomb(side: side), "a \(side)² image XObject"),
    ]
  }

  static func assets(_ dir: String, time: String?) throws {
    let me = CommandLine.arguments[0]
    print("  assets, each drawn as a catalog image (390×390 pt at @3x on a 390×844 screen) by `plumb-bench hostile-child`;")
    print("  every case must end within \(Int(maxSeconds)) s under \(maxPeakBytes / 1_000_000) MB with a warning naming the file")
    BenchProcess.row("case", ["exit", "wall", "peak RSS", "warned", "verdict"], width: 34)
    var failures = 0
    let hostile = HostileAssets.names.map { name -> (String, [UInt8], String, Bool) in
      let c = HostileAssets.make(name, floodBytes: 1 << 30)
      return (c.name, c.bytes, c.claim, true)
    }
    let accepted = worstAccepted.map { ($0.name, $0.bytes, $0.claim, false) }
    for (name, bytes, claim, mustWarn) in hostile + accepted {
      let path = dir + "/" + name
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      guard let r = measure(me, ["hostile-child", path], time: time) else { BenchProcess.row(name, ["failed"], width: 34); continue }
      let warned = r.output.contains("\"\(path)\"") && r.output.contains("resource budget")
      let ok = r.status == 0 && r.wallMs < maxSeconds * 1000 && r.peak < maxPeakBytes && warned == mustWarn
      if !ok { failures += 1 }
      BenchProcess.row(name, ["\(r.status)", BenchProcess.format(r.wallMs / 1000) + " s", "\(r.peak >> 20) MiB",
                              warned ? "yes" : "no", ok ? "ok" : "FAILED"], width: 34)
      print("      \(bytes.count) bytes: \(claim)")
      if let line = r.output.split(separator: "\n").first(where: { $0.hasPrefix("warning:") }) {
        print("      " + String(line.replacingOccurrences(of: dir + "/", with: "").prefix(220)))
      }
    }
    print(failures == 0 ? "  every case within the bars" : "  \(failures) case(s) over a bar")
  }

  /// The child: draws one file as an asset catalog image, on a 390×844 screen at @3x.
  static func child(_ path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let source: ImageItem.Source
    switch (path as NSString).pathExtension {
    case "svg": source = .svg(bytes)
    case "pdf": source = .pdf(bytes)
    case "jpg": source = .jpeg(bytes)
    default: source = .png(bytes)
    }
    let item = ImageItem(source: source, rect: CGRect(x: 0, y: 0, width: 390, height: 390), name: path)
    let image = Rasterizer().render(DisplayList([.image(item)]), on: Canvas(size: CGSize(width: 390, height: 844), scale: 3))
    print("drew \(image.width)×\(image.height)")
  }

  /// A 1-bit grey PNG of `side` × `side` black pixels whose zlib stream is written by hand
  /// (one fixed-Huffman block: a literal 0, then back-references of 258 bytes at distance 1),
  /// so that making it never holds the 32 MiB of raw rows in this process.
  static func hugeOneBitPNG(side: Int) -> [UInt8] {
    let raw = side * (1 + (side + 7) / 8)  // each row: filter byte 0, then the packed bits (all 0)
    var bits = BitWriter()
    bits.write(0b1, count: 1)   // BFINAL
    bits.write(0b01, count: 2)  // BTYPE = fixed Huffman
    bits.writeCode(0b0011_0000, length: 8)  // literal 0
    var left = raw - 1
    while left >= 258 {
      bits.writeCode(0b1100_0101, length: 8)  // length code 285: 258 bytes
      bits.writeCode(0, length: 5)            // distance code 0: distance 1
      left -= 258
    }
    for _ in 0..<left { bits.writeCode(0b0011_0000, length: 8) }
    bits.writeCode(0, length: 7)  // end of block (256)
    var zlib: [UInt8] = [0x78, 0x01] + bits.flushed
    let a: UInt32 = 1, b = UInt32(raw % 65521)  // Adler-32 of `raw` zero bytes
    let adler = b << 16 | a
    zlib += [UInt8(adler >> 24), UInt8(truncatingIfNeeded: adler >> 16), UInt8(truncatingIfNeeded: adler >> 8), UInt8(truncatingIfNeeded: adler)]
    func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    let ihdr = be32(side) + be32(side) + [1, 0, 0, 0, 0]  // bit depth 1, grey, deflate, no filter set, no interlace
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGTesting.chunk("IHDR", ihdr)
      + PNGTesting.chunk("IDAT", zlib) + PNGTesting.chunk("IEND", [])
  }

  /// Deflate's bit order: fields least significant bit first, Huffman codes most significant first.
  private struct BitWriter {
    var bytes: [UInt8] = []
    private var current: UInt8 = 0
    private var used = 0

    mutating func write(_ value: UInt32, count: Int) {
      for i in 0..<count { push(UInt8(value >> UInt32(i) & 1)) }
    }

    mutating func writeCode(_ code: UInt32, length: Int) {
      for i in stride(from: length - 1, through: 0, by: -1) { push(UInt8(code >> UInt32(i) & 1)) }
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
