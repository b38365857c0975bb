import Foundation
import PlumbGraphics
import PlumbRaster
import Testing
@testable import PlumbText

/// A user's own Apple fonts, proved with stand-ins (docs/fonts.md, "Your own Apple fonts"):
/// `scripts/make-system-font-standins.py` made two families from Noto Sans Mono, "Plumb Stand-In
/// Text" and "… Display", every ASCII glyph 600 of 1000 units wide, with `trak` tables of known
/// values (Text: 9 pt +19, 17 pt −26, 28 pt −36 units; Display: 20 pt −20, 34 pt −30) and known
/// hhea metrics (Text 1000/−250/0, Display 900/−300/100). Mapped as the system font's Text and
/// Display families, text is drawn in them, as wide and as tall as their metrics give.
@Suite struct SystemFontSetTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/SystemFontStandIns")
  static let families = SystemFontSet.Families(
    text: "Plumb Stand-In Text", display: "Plumb Stand-In Display", rounded: "Plumb Stand-In Rounded",
    monospaced: "Plumb Stand-In Mono", serifText: "Plumb Stand-In Serif", serifDisplay: "Plumb Stand-In Serif")

  static func set() throws -> SystemFontSet { try SystemFontSet(folder: folder, families: families) }

  static func layout(_ text: String, size: Double, scale: Double = 3) -> TextLayout {
    TextEngine().layout(text, style: TextLayoutStyle(font: FontDescriptor(size: size), pixelScale: scale),
                        proposedWidth: nil, proposedHeight: nil)
  }

  /// The expected width of `n` stand-in glyphs at `size` with `trak` units of tracking each.
  static func width(_ n: Int, size: Double, trak: Double) -> Double { Double(n) * (600 + trak) / 1000 * size }
  /// A line `em` tall at `size`, rounded up to the @3x pixel grid.
  static func height(_ em: Double, size: Double) -> Double { (em * size * 3).rounded(.up) / 3 }

  @Test func textUnderTwentyPointsIsDrawnInTheTextFaceWithItsOwnTrackingAndMetrics() throws {
    let set = try Self.set()
    let l = SystemFontSet.withSystemFonts(set) { Self.layout("abcde", size: 17) }
    #expect(abs(l.size.width - Self.width(5, size: 17, trak: -26)) < 1.0 / 3, "\(l.size)")
    #expect(abs(l.size.height - Self.height(1.25, size: 17)) < 1.0 / 3, "\(l.size)")
    #expect(l.runs.first?.fontName == "system:PlumbStandInText-Regular")
    // Between listed sizes the tracking is interpolated: 13 pt is halfway from +19 to −26.
    let mid = SystemFontSet.withSystemFonts(set) { Self.layout("abcde", size: 13) }
    #expect(abs(mid.size.width - Self.width(5, size: 13, trak: -3.5)) < 0.01, "\(mid.size)")
  }

  @Test func twentyPointsAndMoreTakeTheDisplayFace() throws {
    let set = try Self.set()
    let l = SystemFontSet.withSystemFonts(set) { Self.layout("abcde", size: 28) }
    #expect(l.runs.first?.fontName == "system:PlumbStandInDisplay-Regular")
    // 28 pt lies 8/14 of the way from 20 pt (−20) to 34 pt (−30).
    #expect(abs(l.size.width - Self.width(5, size: 28, trak: -20 - 10 * 8 / 14)) < 0.01, "\(l.size)")
    #expect(abs(l.size.height - Self.height(1.3, size: 28)) < 1.0 / 3, "\(l.size)")
  }

  @Test func withoutASetTheBundledStandInsDrawAsBefore() throws {
    let set = try Self.set()
    let bundled = SystemFontSet.withSystemFonts(nil) { Self.layout("abcde", size: 17) }
    let own = SystemFontSet.withSystemFonts(set) { Self.layout("abcde", size: 17) }
    #expect(bundled.runs.first?.fontName.hasPrefix("Inter-") == true)
    #expect(abs(bundled.size.width - own.size.width) > 1, "the cache must not hand one set's shaping to the other")
  }

  @Test func aDesignTheFolderLacksIsDrawnByTheStandInWithAWarning() throws {
    let set = try Self.set()
    let (layout, warnings) = RenderWarnings.collecting {
      SystemFontSet.withSystemFonts(set) {
        TextEngine().layout("abc", style: TextLayoutStyle(font: FontDescriptor(size: 17, design: .monospaced)),
                            proposedWidth: nil, proposedHeight: nil)
      }
    }
    #expect(layout.runs.first?.fontName == "NotoSansMono-Regular")
    #expect(warnings.contains { $0.contains("has no Plumb Stand-In Mono face") }, "\(warnings)")
  }

  @Test func aFolderWithoutTheFamiliesIsAnErrorNamingItAndWhatItHolds() throws {
    #expect(throws: SystemFontError.self) { try SystemFontSet(folder: Self.folder) }
    do { _ = try SystemFontSet(folder: Self.folder) } catch {
      #expect(error.description.contains(Self.folder.path))
      #expect(error.description.contains("SF Pro Text"))
      #expect(error.description.contains("it holds Plumb Stand-In Display, Plumb Stand-In Text"), "\(error)")
    }
    let missing = Self.folder.appendingPathComponent("nope")
    #expect(throws: SystemFontError.notAFolder(missing.path)) { try SystemFontSet(folder: missing) }
  }

  @Test func aFileLinkedFromOutsideTheFolderIsNotRead() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sysfonts-\(UUID().uuidString)")
    let inside = dir.appendingPathComponent("Fonts"), outside = dir.appendingPathComponent("Elsewhere")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let text = "PlumbStandInText-Regular.ttf", display = "PlumbStandInDisplay-Regular.ttf"
    try FileManager.default.copyItem(at: Self.folder.appendingPathComponent(text), to: inside.appendingPathComponent(text))
    try FileManager.default.copyItem(at: Self.folder.appendingPathComponent(display), to: outside.appendingPathComponent(display))
    try FileManager.default.createSymbolicLink(at: inside.appendingPathComponent(display),
                                               withDestinationURL: outside.appendingPathComponent(display))
    let (set, warnings) = try RenderWarnings.collecting { try SystemFontSet(folder: inside, families: Self.families) }
    #expect(warnings.contains { $0.contains(display) && $0.contains("outside the folder") }, "\(warnings)")
    #expect(set.fingerprint.hasPrefix("system fonts 1x ") && set.fingerprint.hasSuffix("(Plumb Stand-In Text)"), "\(set.fingerprint)")
  }

  @Test func theFingerprintNamesTheSetAndDrawingUsesItsFaces() throws {
    let set = try Self.set()
    #expect(set.fingerprint.hasPrefix("system fonts 2x "))
    #expect(set.fingerprint.hasSuffix("(Plumb Stand-In Text, Plumb Stand-In Display)"))
    let fingerprint = SystemFontSet.withSystemFonts(set) { RendererFingerprint.current }
    #expect(RendererFingerprint.systemFontsPart(of: fingerprint) == set.fingerprint)
    #expect(RendererFingerprint.systemFontsPart(of: RendererFingerprint.current) == nil)
    let image = try SystemFontSet.withSystemFonts(set) { () throws -> RGBAImage in
      let l = Self.layout("abc", size: 17, scale: 2)
      var list = DisplayList()
      for var run in l.runs {
        run.positions = run.positions.map { CGPoint(x: $0.x + 4, y: $0.y + 4 + l.firstBaseline) }
        list.items.append(.glyphs(run))
      }
      return try Rasterizer().rendering(list, on: Canvas(size: CGSize(width: 60, height: 30), scale: 2, background: .white))
    }
    #expect(image.pixels.contains { $0 < 128 }, "the stand-in's glyphs are drawn")
  }

  @Test func aSetThatFailedToLoadFailsTheRenderNamingWhy() throws {
    let failure = SystemFontError.configured(by: "PLUMB_SYSTEM_FONTS=/nowhere", .notAFolder("/nowhere"))
    let l = SystemFontSet.withResult(.failure(failure)) { Self.layout("abc", size: 17) }
    #expect(l.runs.first?.fontName == FontLibrary.systemFontsUnavailableName)
    var list = DisplayList()
    list.items = l.runs.map { .glyphs($0) }
    do {
      _ = try SystemFontSet.withResult(.failure(failure)) {
        try Rasterizer().rendering(list, on: Canvas(size: CGSize(width: 20, height: 20), scale: 1, background: nil))
      }
      Issue.record("a render with unloadable system fonts must fail")
    } catch {
      #expect("\(error)".contains("/nowhere"), "\(error)")
      #expect("\(error)".contains("PLUMB_SYSTEM_FONTS"), "\(error)")
    }
  }

  @Test func theTrakTableIsReadAndDamagedOnesAreIgnored() throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("PlumbStandInText-Regular.ttf"))
    let offset = try CustomFontLineMetricsTests.tableOffset(data, "trak")
    let length = Int(CustomFontLineMetricsTests.u32(data, 12 + 16 * (try Self.recordIndex(data, "trak")) + 12))
    let bytes = [UInt8](data[offset..<offset + length])
    let table = try #require(FontTrackingTable(trak: bytes))
    #expect(table.entries.map(\.size) == [9, 17, 28])
    #expect(table.value(atSize: 17) == -26)
    #expect(abs(table.value(atSize: 40) - (-26 - 10 * 23.0 / 11)) < 1e-9)   // extrapolated
    #expect(FontTrackingTable(trak: Array(bytes.prefix(20))) == nil)
    var outOfOrder = bytes
    outOfOrder[12 + 8 + 8 + 4 + 1] = 0   // the second size, 17 pt (0x00110000), becomes 0
    #expect(FontTrackingTable(trak: outOfOrder) == nil)
    #expect(FontTrackingTable(trak: []) == nil)
  }

  static func recordIndex(_ d: Data, _ tag: String) throws -> Int {
    let count = Int(CustomFontLineMetricsTests.u16(d, 4))
    for t in 0..<count where String(decoding: d[12 + 16 * t..<12 + 16 * t + 4], as: UTF8.self) == tag { return t }
    throw CocoaError(.fileReadCorruptFile)
  }
}
