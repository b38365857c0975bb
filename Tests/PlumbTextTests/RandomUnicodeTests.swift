import PlumbTestSupport
import XCTest
import PlumbGraphics
import PlumbRaster
@testable import PlumbText

/// 1,000 random strings full of what breaks text engines measure and draw without crashing, and
/// give sane geometry, in the real engine and in the fixed-metrics test font.
final class RandomUnicodeTests: XCTestCase {

  static let pools: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0x00...0x1F, 0x7F...0x9F, 0xA0...0x24F, 0x300...0x36F, 0x590...0x5FF,
    0x600...0x6FF, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028...0x2029,
    0x3000...0x303F, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFE00...0xFE0F, 0xFFF0...0xFFFF,
    0xE000...0xF8FF, 0x1F300...0x1F6FF, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0x20000...0x2A6DF,
    0xE0000...0xE007F, 0x10FFF0...0x10FFFF,
    // The bundled world scripts: Arabic (with presentation forms), Hebrew, Devanagari, Thai,
    // Hangul jamo and compatibility jamo, and the emoji blocks with skin tones.
    0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0xFB1D...0xFB4F, 0x900...0x97F,
    0xE00...0xE7F, 0x1100...0x11FF, 0x3130...0x318F, 0x1F900...0x1F9FF, 0x1F600...0x1F64F,
  ]

  /// Whole sequences the random strings also draw from: ZWJ emoji, skin tones, flags, and
  /// mixed-direction text with numbers.
  static let sequences = ["👩🏽‍💻", "👍🏿", "🏳️‍🌈", "🇰🇷", "❤️‍🔥", "مرحبا 123", "שלום (עולם)", "नमस्ते",
                          "ภาษาไทย", "한국어", "\u{202E}abc\u{202C}", "\u{2067}שלום\u{2069}"]

  /// Sentences in each bundled world script, long enough to wrap, so that line breaking (ICU's
  /// rules, Thai dictionary breaking, kinsoku, Korean word breaking) and bidi reordering across
  /// lines run on real words, not only on random code points.
  static let sentences: [(script: String, text: String)] = [
    ("Arabic", "مرحبًا بالعالم، هذا نص عربي طويل يلتف على عدة أسطر"),
    ("Hebrew", "שלום עולם, זהו טקסט בעברית שנשבר לכמה שורות"),
    ("mixed", "Order 4521: المجموع 1,250.75 ريال (3 items) — הזמנה 123 נשלחה ב-2024"),
    ("emoji", "👩🏻‍💻👩🏼‍💻👩🏽‍💻👩🏾‍💻👩🏿‍💻 👍🏻👍🏼👍🏽👍🏾👍🏿 👨‍👩‍👧‍👦 🏳️‍🌈 ❤️‍🔥 🧑🏽‍🚀"),
    ("Korean", "한국어 문장은 띄어쓰기에서 줄이 나뉩니다 기기 목록 설정"),
    ("Thai", "ภาษาไทยเป็นภาษาที่ไม่มีช่องว่างระหว่างคำจึงต้องใช้พจนานุกรมตัดคำ"),
    ("Devanagari", "नमस्ते दुनिया, यह हिन्दी में लिखा गया एक लंबा वाक्य है"),
    ("Chinese", "点击底部的“首页”和“工厂”标签，可以在两个页面之间切换。"),
  ]

  /// A string built from UTF-16 code units that may include lone surrogates, decoded lossily
  /// (each becomes U+FFFD) as text read from a file would be.
  static func randomString(_ rng: inout SplitMix64) -> String {
    var units: [UInt16] = []
    for _ in 0..<Int.random(in: 0...40, using: &rng) {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0: units.append(UInt16.random(in: 0xD800...0xDFFF, using: &rng))  // lone surrogate
      case 1: units += Array("👩‍👩‍👧‍👦".utf16)
      case 2: units += Array("\r\n".utf16)
      case 3: units += Array("e\u{301}\u{302}\u{303}".utf16)
      case 4: units += Array(sequences[Int.random(in: 0..<sequences.count, using: &rng)].utf16)
      case 5: units += Array(sentences[Int.random(in: 0..<sentences.count, using: &rng)].text.utf16)
      default:
        let pool = pools[Int.random(in: 0..<pools.count, using: &rng)]
        if let s = Unicode.Scalar(UInt32.random(in: pool, using: &rng)) { units += Array(String(s).utf16) }
      }
    }
    return String(decoding: units, as: UTF16.self)
  }

  func testRandomStringsMeasureAndDrawWithoutCrashing() {
    var rng = SplitMix64(seed: 0x5EED)
    let engine = TextEngine()
    let rasterizer = Rasterizer()
    var list = DisplayList()
    var sentencesSeen: [String: Int] = [:]
    for i in 0..<1000 {
      let text = Self.randomString(&rng)
      for (script, sentence) in Self.sentences where text.contains(sentence) { sentencesSeen[script, default: 0] += 1 }
      let font = FontDescriptor(size: [0, 1, 11, 17, 34, 200][i % 6], weight: Int.random(in: -100...1200, using: &rng),
                                design: [.default, .monospaced, .serif, .rounded][i % 4], italic: i % 3 == 0)
      let style = TextLayoutStyle(font: font, lineLimit: [nil, 1, 2, 0][i % 4],
                                  truncationMode: [.head, .middle, .tail][i % 3],
                                  alignment: [.leading, .center, .trailing][i % 3], lineSpacing: [0, 4, -2][i % 3],
                                  baseDirection: [.natural, .leftToRight, .rightToLeft][i % 5 % 3])
      let width: Double? = [nil, 0, 1, 37.5, 150, .infinity, -5][i % 7]
      let height: Double? = [nil, 0, 30, .nan][i % 4]
      let l = engine.layout(text, style: style, proposedWidth: width, proposedHeight: height)
      XCTAssertTrue(l.size.width.isFinite && l.size.width >= 0, "width of \(text.debugDescription)")
      XCTAssertTrue(l.size.height.isFinite && l.size.height >= 0, "height of \(text.debugDescription)")
      XCTAssertFalse(l.lines.isEmpty)
      // Deterministic: laying the same string out again gives the same glyphs and places.
      XCTAssertEqual(engine.layout(text, style: style, proposedWidth: width, proposedHeight: height), l)
      if i % 10 == 0 {
        // And with nothing cached (shaping and the pooled ICU iterators start afresh).
        TextEngine.clearCaches()
        XCTAssertEqual(engine.layout(text, style: style, proposedWidth: width, proposedHeight: height), l,
                       text.debugDescription)
      }
      for run in l.runs {
        XCTAssertTrue(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite }, text.debugDescription)
      }
      list.items += l.displayItems(at: CGPoint(x: 0, y: Double(i % 10) * 20), color: .black)
      // The fixed-metrics test font takes the same input.
      let f = FixedMetricsFont().layout(text, style: style, proposedWidth: width, proposedHeight: height)
      XCTAssertFalse(f.lines.isEmpty)
      list.items += f.displayItems(at: CGPoint(x: 100, y: Double(i % 10) * 20), color: .black)
      if i % 50 == 49 {
        let image = rasterizer.render(list, on: Canvas(size: CGSize(width: 200, height: 200), scale: 1))
        XCTAssertEqual(image.width, 200)
        list = DisplayList()
      }
    }
    // Every world script's sentence took part, many times over.
    for (script, _) in Self.sentences {
      XCTAssertGreaterThanOrEqual(sentencesSeen[script] ?? 0, 50, "\(script) sentences in 1,000 strings")
    }
  }
}
