import PlumbGraphics
import PlumbText
import XCTest

/// The text goldens: what the bundled fonts, shaping, breaking and truncation look like.
final class TextGoldenTests: XCTestCase {
  /// iOS text styles at the default content size: name, size, weight.
  static let textStyles: [(String, Double, Int)] = [
    ("Large Title", 34, 400), ("Title", 28, 400), ("Title 2", 22, 400), ("Title 3", 20, 400),
    ("Headline", 17, 600), ("Body", 17, 400), ("Callout", 16, 400), ("Subheadline", 15, 400),
    ("Footnote", 13, 400), ("Caption", 12, 400), ("Caption 2", 11, 400),
  ]
  static let weightNames = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

  static let paragraph = "Plumbline renders SwiftUI-style screens to PNG on Linux, so layout, overlay "
    + "and transition regressions are caught by golden-image comparison—without a simulator."
  static let chinese = "点击底部的“首页”和“工厂”标签，可以在两个页面之间切换；切换时，当前工厂的设备列表会自动刷新，"
    + "未保存的修改不会丢失。"

  private func style(_ size: Double, _ weight: Int = 400, design: FontDescriptor.Design = .default,
                     italic: Bool = false, lineLimit: Int? = nil, mode: TruncationMode = .tail,
                     alignment: TextLineAlignment = .leading, spacing: Double = 0) -> TextLayoutStyle {
    TextLayoutStyle(font: FontDescriptor(size: size, weight: weight, design: design, italic: italic),
                    lineLimit: lineLimit, truncationMode: mode, alignment: alignment, lineSpacing: spacing)
  }

  func testTextStyles() {
    var scene = TextScene(width: 300)
    for (name, size, weight) in Self.textStyles {
      scene.text("\(name) \(Int(size))", style: style(size, weight))
    }
    TextGoldens.assertGolden(scene, named: "text-styles")
  }

  func testWeights() {
    var scene = TextScene(width: 360)
    for (i, name) in Self.weightNames.enumerated() {
      let weight = (i + 1) * 100
      scene.text("\(weight) \(name) Quiet fox", style: style(17, weight), advance: false)
      scene.text("Italic", style: style(17, weight, italic: true), x: 250)
    }
    scene.caption("monospaced regular, bold, italic (synthetic oblique)")
    scene.text("let total = 42 // ok", style: style(15, design: .monospaced))
    scene.text("let total = 42 // ok", style: style(15, 700, design: .monospaced))
    scene.text("let total = 42 // ok", style: style(15, design: .monospaced, italic: true))
    TextGoldens.assertGolden(scene, named: "weights")
  }

  func testLatinParagraphWrappedAtThreeWidths() {
    var scene = TextScene(width: 340)
    for width in [120.0, 220, 320] {
      scene.caption("width \(Int(width))")
      scene.text(Self.paragraph, style: style(17), width: width)
    }
    TextGoldens.assertGolden(scene, named: "latin-paragraph-wrapped")
  }

  func testChineseParagraphWrapped() {
    var scene = TextScene(width: 340)
    for width in [160.0, 320] {
      scene.caption("width \(Int(width))")
      scene.text(Self.chinese, style: style(17), width: width)
    }
    scene.caption("semibold 20, width 240")
    scene.text("首页 · 工厂 · 设备 · 设置", style: style(20, 600), width: 240)
    TextGoldens.assertGolden(scene, named: "chinese-paragraph-wrapped")
  }

  func testTruncationModes() {
    var scene = TextScene(width: 260)
    let text = "Living Room HomePod mini (Kitchen) — Factory 工厂 settings"
    for mode in [TruncationMode.tail, .head, .middle] {
      scene.caption("lineLimit 1, \(mode.rawValue)")
      scene.text(text, style: style(17, lineLimit: 1, mode: mode), width: 200)
    }
    scene.caption("lineLimit 2, tail")
    scene.text(Self.paragraph, style: style(17, lineLimit: 2), width: 240)
    scene.caption("height for 2 lines, tail, Chinese")
    scene.text(Self.chinese, style: style(15), width: 200, height: 40)
    TextGoldens.assertGolden(scene, named: "truncation")
  }

  func testMixedLatinAndCJK() {
    var scene = TextScene(width: 420)
    scene.text("Switch to 工厂 Factory, then back to 首页 Home.", style: style(17))
    scene.text("Switch to 工厂 Factory, then back to 首页 Home.", style: style(17, 600))
    scene.text("设备 iPhone 15 Pro（256 GB）已连接。", style: style(17))
    scene.text("Missing: 😀 👩‍👩‍👧 مرحبا שלום ✓", style: style(17))
    scene.text("Kerning AV Wa To; arrows -> <- ; fi fl ffi", style: style(17))
    TextGoldens.assertGolden(scene, named: "mixed-latin-cjk")
  }

  func testWorldScripts() {
    var scene = TextScene(width: 360)
    scene.caption("Arabic, Hebrew (right-to-left paragraphs)")
    scene.text("مرحبا بالعالم، الطلب رقم 2024 جاهز", style: style(17))
    scene.text("שלום עולם, הזמנה מספר 42 מוכנה", style: style(17, 700))
    scene.caption("mixed directions with numbers, wrapped at 220")
    scene.text("Order 1234 — الطلب رقم 5678 (جاهز) — ready", style: style(17), width: 220)
    scene.caption("right-to-left base direction set by the caller, leading = right")
    scene.text(TextGoldenTests.arabicParagraph, style: TextLayoutStyle(font: FontDescriptor(size: 15),
               baseDirection: .rightToLeft), width: 300)
    scene.caption("Korean, Thai, Devanagari, Chinese")
    scene.text("설정 · 기기 목록 · 한국어", style: style(17))
    scene.text("ภาษาไทย สวัสดีครับ", style: style(17))
    scene.text("नमस्ते दुनिया, हिन्दी", style: style(17))
    scene.text("工厂设备列表已刷新", style: style(17))
    scene.caption("emoji: skin tones, ZWJ sequences, flags")
    scene.text("👍 👍🏻 👍🏽 👍🏿 👩‍💻 👨🏾‍🚀 👨‍👩‍👧‍👦 🏳️‍🌈 ❤️‍🔥 🇨🇳 🇰🇷 🇸🇦", style: style(17))
    TextGoldens.assertGolden(scene, named: "world-scripts")
  }

  static let arabicParagraph = "اضغط على «الرئيسية» أو «المصنع» للتنقل بين الصفحتين؛ تُحدَّث قائمة الأجهزة 3 مرات."

  func testAlignmentAndLineSpacing() {
    var scene = TextScene(width: 340)
    let text = "Short line\nA much longer second line\nMid-sized third"
    for alignment in [TextLineAlignment.leading, .center, .trailing] {
      scene.caption("\(alignment.rawValue)")
      scene.text(text, style: style(15, alignment: alignment))
    }
    scene.caption("center, width 200, lineSpacing 8")
    scene.text(Self.paragraph, style: style(15, alignment: .center, spacing: 8), width: 200)
    TextGoldens.assertGolden(scene, named: "alignment")
  }

  func testIconsInARow() {
    var scene = TextScene(width: 400)
    let names = ["chevron.down", "chevron.right", "xmark", "checkmark", "plus", "iphone", "ipad", "ipod",
                 "appletv", "applewatch", "homepod", "gearshape", "person", "magnifyingglass"]
    for (size, color) in [(17.0, RGBAColor.black), (28.0, RGBAColor(red: 0, green: 0.478, blue: 1))] {
      scene.caption("\(Int(size)) pt")
      var x = 8.0
      var rowHeight = 0.0
      for name in names {
        if x + SymbolLibrary.boxScale * size > 392 {
          x = 8
          scene.y += rowHeight + 4
        }
        rowHeight = scene.symbol(name, size: size, x: x, y: scene.y, color: color)
        x += rowHeight + 4
      }
      scene.y += rowHeight + 8
    }
    scene.caption("more symbols, 22 pt")
    var x2 = 8.0
    for name in SymbolLibrary.names where !names.contains(name) {
      if x2 + SymbolLibrary.boxScale * 22 > 392 {
        x2 = 8
        scene.y += SymbolLibrary.boxScale * 22 + 4
      }
      x2 += scene.symbol(name, size: 22, x: x2, y: scene.y, color: .black) + 4
    }
    scene.y += SymbolLibrary.boxScale * 22 + 8
    // A symbol beside text shares its baseline; an unknown name draws the labelled placeholder.
    scene.caption("beside text (baselines aligned), and an unknown name")
    let size = 17.0
    let side = SymbolLibrary.boxScale * size
    let top = scene.y
    let baseline = top + SymbolLibrary.baseline * side
    var x = 8.0
    for (name, label) in [("gearshape", "Settings"), ("person", "Account"), ("no.such.symbol", "no.such.symbol")] {
      scene.symbol(name, size: size, x: x, y: top, color: .black)
      x += side + 4
      scene.y = baseline - TextEngine.ascent * size
      let l = scene.text(label, style: style(size), x: x, advance: false)
      x += l.size.width + 16
    }
    scene.y = top + side + 8
    TextGoldens.assertGolden(scene, named: "icons")
  }
}
