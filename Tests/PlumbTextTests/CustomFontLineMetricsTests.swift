import Foundation
import PlumbGraphics
import Testing
@testable import PlumbText

/// Lines of text in an app font are spaced with the font's own `hhea` metrics (docs/fonts.md,
/// "Line height"): line height = (ascender − descender + lineGap) × size ÷ unitsPerEm, the
/// baseline `ascender` below the line's top, the line gap below the descent. Expected numbers come
/// from the font file's bytes, read here independently of FreeType; for the record, fontTools
/// (`TTFont("Comfortaa-Regular.ttf")["hhea"]`) gives ascent 881, descent −234, lineGap 0, and
/// `["head"].unitsPerEm` 1000. Damaged metrics are made by patching a copy of the fixture.
@Suite struct CustomFontLineMetricsTests {
  /// The big-endian tables of a font file: offset of `tag`'s table.
  static func tableOffset(_ d: Data, _ tag: String) throws -> Int {
    let count = Int(u16(d, 4))
    for t in 0..<count {
      let record = 12 + 16 * t
      if String(decoding: d[record..<record + 4], as: UTF8.self) == tag { return Int(u32(d, record + 8)) }
    }
    throw CocoaError(.fileReadCorruptFile)
  }
  static func u16(_ d: Data, _ i: Int) -> UInt16 { UInt16(d[i]) << 8 | UInt16(d[i + 1]) }
  static func i16(_ d: Data, _ i: Int) -> Int { Int(Int16(bitPattern: u16(d, i))) }
  static func u32(_ d: Data, _ i: Int) -> UInt32 {
    UInt32(d[i]) << 24 | UInt32(d[i + 1]) << 16 | UInt32(d[i + 2]) << 8 | UInt32(d[i + 3])
  }
  static func put(_ d: inout Data, _ i: Int, _ v: Int) {
    let u = UInt16(bitPattern: Int16(v))
    d[i] = UInt8(u >> 8); d[i + 1] = UInt8(u & 0xFF)
  }

  /// `(ascender, descender, lineGap, unitsPerEm)` straight from the file's hhea and head tables.
  static func hhea(_ url: URL) throws -> (Int, Int, Int, Int) {
    let d = try Data(contentsOf: url)
    let h = try tableOffset(d, "hhea"), head = try tableOffset(d, "head")
    return (i16(d, h + 4), i16(d, h + 6), i16(d, h + 8), Int(u16(d, head + 18)))
  }

  /// A copy of Comfortaa-Regular named `name`, changed by `patch` (given the bytes and the
  /// offsets of hhea and OS/2), registered alone in a fresh registry.
  static func patched(_ name: String, _ patch: (inout Data, _ hhea: Int, _ os2: Int) -> Void) throws -> (FontRegistry, URL) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-metrics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    var d = try Data(contentsOf: CustomFontTests.regular)
    patch(&d, try tableOffset(d, "hhea"), try tableOffset(d, "OS/2"))
    let url = dir.appendingPathComponent(name)
    try d.write(to: url)
    let r = FontRegistry(discoversResources: false)
    try r.register(url)
    return (r, url)
  }

  static func layout(_ s: String, size: Double = 20, in registry: FontRegistry, spacing: Double = 0,
                     height: Double? = nil, name: String = "Comfortaa-Regular") -> (TextLayout, [String]) {
    RenderWarnings.collecting {
      FontRegistry.withRegistry(registry) {
        TextEngine().layout(s, style: TextLayoutStyle(font: CustomFontTests.custom(name, size: size), lineSpacing: spacing),
                            proposedWidth: nil, proposedHeight: height)
      }
    }
  }

  static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test func metricsAreTheFontsHheaNumbers() throws {
    let (asc, desc, gap, upem) = try Self.hhea(CustomFontTests.regular)
    #expect((asc, desc, gap, upem) == (881, -234, 0, 1000))
    let r = try CustomFontTests.comfortaa()
    for name in ["Comfortaa-Regular", "Comfortaa-Bold"] {
      let m = try #require(r.face(postScriptName: name)).lineMetrics
      let url = name == "Comfortaa-Regular" ? CustomFontTests.regular : CustomFontTests.bold
      let (a, d, g, u) = try Self.hhea(url)
      #expect(Self.near(m.ascent, Double(a) / Double(u)), "\(name) \(m)")
      #expect(Self.near(m.descent, Double(-d) / Double(u)), "\(name) \(m)")
      #expect(Self.near(m.leading, Double(g) / Double(u)), "\(name) \(m)")
    }
    // The bundled faces keep SF Pro's metrics.
    #expect(try FontLibrary.shared.loadFace(named: "Inter-Regular").lineMetrics == .system)
  }

  @Test func oneLineIsTheFontsLineHeight() throws {
    let (l, w) = Self.layout("Plumbline", in: try CustomFontTests.comfortaa())
    #expect(w.isEmpty, "\(w)")
    // (881 + 234 + 0) × 20 / 1000 = 22.3 pt (SF Pro's would be 23.87).
    #expect(Self.near(l.size.height, 22.3), "\(l.size.height)")
    #expect(Self.near(l.firstBaseline, 17.62), "\(l.firstBaseline)")
    #expect(Self.near(l.lastBaseline, 17.62))
    #expect(l.runs.allSatisfy { $0.positions.allSatisfy { Self.near($0.y, 17.62) } })
  }

  @Test func twoLinesAreTwiceTheLineHeightPlusSpacing() throws {
    let r = try CustomFontTests.comfortaa()
    let (l, _) = Self.layout("Quiet\nfox", in: r)
    #expect(Self.near(l.size.height, 44.6), "\(l.size.height)")
    #expect(l.lines.map(\.origin.y).enumerated().allSatisfy { Self.near($1, 17.62 + 22.3 * Double($0)) }, "\(l.lines.map(\.origin.y))")
    #expect(Self.near(l.lastBaseline, 22.3 + 17.62))
    let (spaced, _) = Self.layout("Quiet\nfox", in: r, spacing: 5)
    #expect(Self.near(spaced.size.height, 49.6), "\(spaced.size.height)")
    #expect(Self.near(spaced.lines[1].origin.y, 22.3 + 5 + 17.62))
  }

  /// Two lines of Comfortaa are 44.6 pt: both fit in 45 pt, where two lines of SF Pro (47.73) would not.
  @Test func proposedHeightCountsTheFontsLines() throws {
    let r = try CustomFontTests.comfortaa()
    let (l, _) = Self.layout("one\ntwo\nthree", in: r, height: 45)
    #expect(l.lines.count == 2)
    #expect(l.isTruncated)
    #expect(Self.near(l.size.height, 44.6))
    let (system, _) = RenderWarnings.collecting {
      TextEngine().layout("one\ntwo\nthree", style: TextLayoutStyle(font: FontDescriptor(size: 20)), proposedWidth: nil, proposedHeight: 45)
    }
    #expect(system.lines.count == 1)
  }

  /// A line that falls back to the system chain (a CJK character) takes the larger ascent and
  /// descent of Comfortaa (0.881, 0.234 em) and SF Pro (0.952, 0.241 em), as a CTLine takes its
  /// runs' largest; a line of Comfortaa alone keeps Comfortaa's.
  @Test func aLineWithFallbackGlyphsTakesTheLargestMetrics() throws {
    let (l, _) = Self.layout("a\n工", in: try CustomFontTests.comfortaa())
    let sf = FontLineMetrics.system
    #expect(Self.near(l.lines[0].origin.y, 17.62))
    #expect(Self.near(l.lines[1].origin.y, 22.3 + sf.ascent * 20), "\(l.lines[1].origin.y)")
    #expect(Self.near(l.size.height, 22.3 + sf.height * 20), "\(l.size.height)")
    #expect(Self.near(l.lastBaseline, l.size.height - sf.descent * 20))
    #expect(l.runs.map(\.fontName) == ["app:Comfortaa-Regular", "NotoSansCJKsc-Regular"])
  }

  /// A line gap is added below each line's descent; the first baseline stays `ascender` down.
  /// The OS/2 typographic metrics are not used even though USE_TYPO_METRICS is set (the fixture
  /// already sets it: fsSelection 0xC0) and they differ (Core Text reads hhea).
  @Test func aLineGapIsAddedAndTypoMetricsAreIgnored() throws {
    let (r, _) = try Self.patched("Gap.ttf") { d, hhea, os2 in
      Self.put(&d, hhea + 8, 200)                  // hhea.lineGap
      Self.put(&d, os2 + 62, 0xC0 | (1 << 7))      // fsSelection |= USE_TYPO_METRICS
      Self.put(&d, os2 + 68, 1000)                 // sTypoAscender
      Self.put(&d, os2 + 70, -300)                 // sTypoDescender
    }
    let (l, w) = Self.layout("Quiet\nfox", in: r)
    #expect(w.isEmpty, "\(w)")
    // (881 + 234 + 200) × 20 / 1000 = 26.3 per line.
    #expect(Self.near(l.size.height, 52.6), "\(l.size.height)")
    #expect(Self.near(l.firstBaseline, 17.62))
    #expect(Self.near(l.lines[1].origin.y, 26.3 + 17.62))
    #expect(Self.near(l.lastBaseline, 52.6 - (234 + 200) * 20 / 1000.0))
  }

  /// A zero hhea ascender and descender: the OS/2 typographic ones are used, with a warning
  /// naming the file; a line is never zero high.
  @Test func zeroHheaMetricsFallBackToTypoAndWarn() throws {
    let (r, url) = try Self.patched("ZeroHhea.ttf") { d, hhea, os2 in
      Self.put(&d, hhea + 4, 0); Self.put(&d, hhea + 6, 0)
      Self.put(&d, os2 + 68, 800); Self.put(&d, os2 + 70, -200); Self.put(&d, os2 + 72, 0)
    }
    let (l, w) = Self.layout("Hi", in: r)
    #expect(Self.near(l.size.height, 20), "\(l.size.height)")
    #expect(Self.near(l.firstBaseline, 16))
    #expect(w == ["Font.custom: the line metrics of \(url.path) are unusable as they are: its hhea ascender 0 and descender 0 (of 1000 units per em) make no line; its OS/2 typographic metrics are used"], "\(w)")
  }

  /// Every table zero: SF Pro's metrics, and a warning naming the file.
  @Test func noUsableMetricsAtAllUseTheSystemFonts() throws {
    let (r, url) = try Self.patched("AllZero.ttf") { d, hhea, os2 in
      for i in [hhea + 4, hhea + 6, hhea + 8, os2 + 68, os2 + 70, os2 + 72, os2 + 74, os2 + 76] { Self.put(&d, i, 0) }
    }
    let (l, w) = Self.layout("Hi", in: r)
    #expect(Self.near(l.size.height, FontLineMetrics.system.height * 20), "\(l.size.height)")
    #expect(w.count == 1)
    #expect(w.first?.hasPrefix("Font.custom: the line metrics of \(url.path) are unusable") == true, "\(w)")
    #expect(w.first?.hasSuffix("; the system font's metrics are used") == true, "\(w)")
  }

  /// An absurd ascender (30 em) and a negative line gap are clamped (4 em, 0), with one warning.
  @Test func absurdMetricsAreClampedAndWarnOnce() throws {
    let (r, url) = try Self.patched("Huge.ttf") { d, hhea, _ in
      Self.put(&d, hhea + 4, 30000); Self.put(&d, hhea + 8, -50)
    }
    let (l, w) = Self.layout("Hi\nthere", in: r)
    // (4 em + 0.234 em + 0) × 20 per line.
    #expect(Self.near(l.size.height, 2 * (80 + 4.68)), "\(l.size.height)")
    #expect(Self.near(l.firstBaseline, 80))
    #expect(w == ["Font.custom: the line metrics of \(url.path) are unusable as they are: its ascent 30000, line gap -50 (of 1000 units per em) are clamped to 0…4 em"], "\(w)")
    let (_, again) = Self.layout("Hi", in: r)
    #expect(again.isEmpty, "the face is read once: \(again)")
  }

  @Test func chooseRules() {
    // hhea wins over typo and win.
    let (m, p) = FontLineMetrics.choose(unitsPerEm: 2048, hhea: (1900, -500, 100), typo: (1500, -500, 0), win: (2000, 600))
    #expect(m == FontLineMetrics(ascent: 1900.0 / 2048, descent: 500.0 / 2048, leading: 100.0 / 2048))
    #expect(p == nil)
    // An inverted hhea (descender above the ascender's line) with no OS/2 table: SF Pro's.
    let (s, q) = FontLineMetrics.choose(unitsPerEm: 1000, hhea: (100, 200, 0), typo: nil, win: nil)
    #expect(s == .system)
    #expect(q == "its hhea ascender 100 and descender 200 (of 1000 units per em) make no line; the system font's metrics are used")
    // No units per em.
    #expect(FontLineMetrics.choose(unitsPerEm: 0, hhea: (800, -200, 0), typo: nil, win: nil).metrics == .system)
  }
}
