import Foundation
import PlumbPNG

/// Peak memory of `plumb diff` and `plumb verify` on a hostile PNG: 16384 × 16384 pixels at
/// 1 bit (a fraction of a megabyte on disk, 1 GiB as RGBA), the case of issue 13 that once drove
/// `diff` to 2–3 GB and `verify` to 4.2 GB. Memory must follow the work the tool agrees to do:
/// both refuse it from its header (over the 256 MiB golden limit).
enum HostileMemoryBenchmark {
  static func run() throws {
    guard let plumb = BenchProcess.plumbExecutable() else { return }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-hostile").path
    try? FileManager.default.removeItem(atPath: dir)
    let goldens = dir + "/Goldens", folder = goldens + "/Catalog-custom-200x300"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let huge = dir + "/huge.png", small = dir + "/small.png"
    let bytes = hugeOneBitPNG(side: 16384)
    try PNG.writeFile(bytes, to: huge)
    try PNG.writeFile(bytes, to: folder + "/shapes.png")
    try PNG.writeFile(PNG.encode(.init(width: 200, height: 300, fill: (255, 255, 255, 255))), to: small)
    print("  input: 16384×16384, 1-bit grey, \(bytes.count / 1024) KiB on disk, \((16384 * 16384 * 4) >> 20) MiB as RGBA")
    // ru_maxrss of a child spawned from here includes this process's own peak (posix_spawn runs
    // the child in this address space until exec); GNU time forks from its own small process.
    let time = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil
    if time == nil {
      print("  (no /usr/bin/time: ru_maxrss includes this process's own peak, \(BenchProcess.ownPeakBytes >> 20) MiB, the floor of every figure)")
    } else {
      print("  (peak RSS: ru_maxrss of the child of /usr/bin/time -f %M, whose own few MiB are its floor)")
    }
    print("  load average: \(BenchProcess.loadAverage)")
    print("")
    BenchProcess.row("whole process", ["exit", "peak RSS", "wall"])
    let cases: [(String, [String])] = [
      ("plumb diff huge.png small.png --out d.png", ["diff", huge, small, "--out", dir + "/d.png"]),
      ("plumb diff huge.png huge.png", ["diff", huge, huge]),
      ("plumb verify shapes (a 16384² golden, 200×300 device)",
       ["verify", "shapes", "--goldens", goldens, "--device", "200x300", "--artifacts", dir + "/artifacts"]),
    ]
    for (label, args) in cases {
      let run = time.map { BenchProcess.run($0, ["-f", "plumb-bench-maxrss %M", plumb] + args) } ?? BenchProcess.run(plumb, args)
      guard let r = run else { BenchProcess.row(label, ["failed"]); continue }
      let reported = r.stderr.split(separator: "\n").last { $0.hasPrefix("plumb-bench-maxrss ") }
      let peak = reported.flatMap { Int($0.split(separator: " ").last ?? "") }.map { $0 * 1024 } ?? r.maxRSSBytes
      BenchProcess.row(label, ["\(r.status)", "\(peak >> 20) MiB", BenchProcess.format(r.wallMs) + " ms"])
      let said = (r.stderr + r.stdout).split(separator: "\n").first { $0.contains("268435456") }
      print("      " + (said.map { String($0.prefix(200)) } ?? "(no mention of the 268435456-byte limit)"))
    }
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
