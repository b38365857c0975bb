import Foundation
import PlumbGraphics
import PlumbText
@testable import PlumbUI
import Testing

// Conformance: three text layout rules real SwiftUI follows (issue "Text that measures like
// iOS", docs/layout-rules.md §1.2), checked with the real engine.

@Suite struct TextRulesConformanceTests {
  private func engine(_ text: String, size: Double = 17, width: Double?, height: Double? = nil,
                      scale: Double = 0) -> TextLayout {
    TextEngine().layout(text, style: TextLayoutStyle(font: FontDescriptor(size: size), pixelScale: scale),
                        proposedWidth: width, proposedHeight: height)
  }

  /// Proposed zero width, Text answers zero width (not one glyph or "…"), one line tall, and
  /// 0 × 0 when the height offered is zero too; it draws nothing.
  @Test @MainActor func zeroWidthIsZeroWidth() {
    let l = engine("Hello, world", width: 0)
    #expect(l.size.width == 0)
    #expect(abs(l.size.height - TextEngine.lineHeight(forSize: 17)) < 1e-9)
    #expect(l.runs.isEmpty && l.isTruncated)
    #expect(engine("Hello, world", width: 0, height: 0).size == .zero)
    let host = ViewHost(Text("Hello").frame(width: 0, height: 0).id("f"), textMeasurer: TextEngine())
    let text = host.layoutSnapshot.root.flattened.first { $0.name.hasPrefix("Text(") }
    #expect(text?.frame.size == .zero)
    #expect(!host.displayList.items.contains { if case .glyphs = $0 { true } else { false } })
  }

  /// The blank that ends a wrapped line hangs past it: a line's width is its characters' without
  /// the trailing space ("mm mm … m" at width 100 is 93 wide on iOS, not 100).
  @Test func trailingSpaceOfAWrappedLineDoesNotCount() throws {
    let two = engine("mm mm", width: nil).size.width
    let three = engine("mm mm mm", width: nil).size.width
    let wrapped = engine("mm mm mm mm", width: (two + three) / 2)
    #expect(wrapped.lines.count == 2)
    #expect(abs(wrapped.size.width - two) < 1e-9, "\(wrapped.size.width) vs \(two)")
    #expect(wrapped.lines.allSatisfy { !$0.text.hasSuffix(" ") || $0.width < wrapped.size.width + 1e-9 })
  }

  /// Each line's height is rounded up to the device's pixel grid, so stacked lines add up as on
  /// iOS: 8.4-pt type's 10.02-pt lines are 10.333 at @3x and 10.5 at @2x.
  @Test @MainActor func lineHeightsRoundUpToThePixelGrid() {
    let raw = TextEngine.lineHeight(forSize: 8.4)
    #expect(abs(raw - 10.0247) < 1e-3)
    #expect(abs(engine("a", size: 8.4, width: nil, scale: 3).size.height - 31.0 / 3) < 1e-9)
    #expect(abs(engine("a\nb\nc", size: 8.4, width: nil, scale: 3).size.height - 93.0 / 3) < 1e-9)
    #expect(abs(engine("a", size: 8.4, width: nil, scale: 2).size.height - 10.5) < 1e-9)
    #expect(abs(engine("a\nb\nc", size: 8.4, width: nil, scale: 2).size.height - 31.5) < 1e-9)
    #expect(abs(engine("a\nb\nc", size: 8.4, width: nil).size.height - 3 * raw) < 1e-9, "unrounded without a scale")
    // Through a view on a @2x device: the Text's frame is the rounded lines.
    let host = ViewHost(Text("a\nb").font(.system(size: 8.4)).fixedSize(), device: .iPhoneSE3, textMeasurer: TextEngine())
    let frame = host.layoutSnapshot.root.flattened.first { $0.name.hasPrefix("Text(") }?.frame
    #expect(frame.map { abs($0.height - 21) < 1e-9 } == true, "\(String(describing: frame))")
  }
}
