import Foundation
import PlumbGraphics
import PlumbRaster
import XCTest
@testable import PlumbText

/// The bundled faces for Korean, Arabic, Hebrew, Devanagari, Thai and colour emoji: which face
/// each script picks, that emoji sequences shape to one glyph and draw in colour, and that missing
/// font files make rendering fail with an error naming the file.
final class WorldFontTests: XCTestCase {
  let engine = TextEngine()

  private func layout(_ s: String, weight: Int = 400, width: Double? = nil) -> TextLayout {
    engine.layout(s, style: TextLayoutStyle(font: FontDescriptor(size: 17, weight: weight)),
                  proposedWidth: width, proposedHeight: nil)
  }

  func testEachScriptPicksItsFace() {
    XCTAssertEqual(layout("한국어").runs.map(\.fontName), ["NotoSansCJKkr-Regular"])
    XCTAssertEqual(layout("한국어", weight: 700).runs.map(\.fontName), ["NotoSansCJKkr-Bold"])
    XCTAssertEqual(layout("שלום").runs.map(\.fontName), ["NotoSansHebrew-Regular"])
    XCTAssertEqual(layout("مرحبا").runs.map(\.fontName), ["NotoSansArabic-Regular"])
    XCTAssertEqual(layout("नमस्ते").runs.map(\.fontName), ["NotoSansDevanagari-Regular"])
    XCTAssertEqual(layout("สวัสดี").runs.map(\.fontName), ["NotoSansThai-Regular"])
    XCTAssertEqual(layout("😀").runs.map(\.fontName), ["NotoColorEmoji"])
    XCTAssertEqual(layout("工厂").runs.map(\.fontName), ["NotoSansCJKsc-Regular"])
  }

  func testEmojiSequencesShapeToOneGlyph() {
    let emoji = FontLibrary.shared.face(named: FontLibrary.emojiFace)!
    let single = layout("😀").runs[0]
    XCTAssertEqual(single.glyphs, [emoji.glyph(for: "😀")!])
    for sequence in ["👍🏽", "👩🏻‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "❤️‍🔥", "🇰🇷"] {
      let l = layout(sequence)
      XCTAssertEqual(l.runs.map(\.fontName), ["NotoColorEmoji"], sequence)
      XCTAssertEqual(l.runs.first?.glyphs.count, 1, "\(sequence) is one ligature glyph")
      XCTAssertNotEqual(l.runs.first?.glyphs, single.glyphs)
      // Noto Color Emoji advances are 2550/2048 em.
      XCTAssertEqual(l.size.width, 17 * 2550 / 2048, accuracy: 0.01, sequence)
    }
    // A text-default emoji with VS16 takes the emoji face; without it, a face that has the
    // character as text ("☀" is not in Inter, so it is colour either way).
    XCTAssertEqual(layout("❤️").runs.map(\.fontName), ["NotoColorEmoji"])
  }

  func testColourEmojiDrawAsColourBitmaps() {
    let l = layout("😀❤️")
    var list = DisplayList()
    list.items = l.displayItems(at: CGPoint(x: 2, y: 2), color: .black)
    let image = Rasterizer().render(list, on: Canvas(size: CGSize(width: 50, height: 26), scale: 2, background: .white))
    var yellow = 0, red = 0
    for i in stride(from: 0, to: image.pixels.count, by: 4) {
      let r = Int(image.pixels[i]), g = Int(image.pixels[i + 1]), b = Int(image.pixels[i + 2])
      if r > 200 && g > 150 && b < 100 { yellow += 1 }
      if r > 200 && g < 80 && b < 80 { red += 1 }
    }
    XCTAssertGreaterThan(yellow, 100, "the grinning face is drawn in yellow (CBDT through cairo-ft)")
    XCTAssertGreaterThan(red, 100, "the heart is drawn in red")
  }

  func testMissingFontFilesFailRenderingWithTheFileName() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-no-fonts-\(getpid())")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    try FontLibrary.withFonts(in: empty) {
      XCTAssertThrowsError(try FontLibrary.current.fallbackChain(for: FontDescriptor(size: 17))) { error in
        XCTAssertEqual(error as? FontLoadingError, .missingResource("Inter-Regular.otf"))
      }
      let l = engine.layout("Settings", style: TextLayoutStyle(font: FontDescriptor(size: 17)),
                            proposedWidth: nil, proposedHeight: nil)
      var list = DisplayList()
      list.items = [.group(DisplayGroup(items: l.displayItems(at: .zero, color: .black)))]
      XCTAssertThrowsError(try Rasterizer().rendering(list, on: Canvas(size: CGSize(width: 20, height: 20), scale: 1))) { error in
        XCTAssertTrue("\(error)".contains("Inter-Regular.otf"), "\(error)")
      }
      // With only Inter present, the first missing fallback face is named.
      let partial = empty.appendingPathComponent("partial")
      try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: FontLibrary.shared.fileURL(named: "Inter-Regular")!,
                                       to: partial.appendingPathComponent("Inter-Regular.otf"))
      try FontLibrary.withFonts(in: partial) {
        XCTAssertThrowsError(try FontLibrary.current.fallbackChain(for: FontDescriptor(size: 17))) { error in
          XCTAssertEqual(error as? FontLoadingError, .missingResource("NotoSansCJKsc-Regular.otf"))
        }
      }
    }
    // Outside the hook the bundle is used again.
    XCTAssertNoThrow(try FontLibrary.current.fallbackChain(for: FontDescriptor(size: 17)))
  }
}
