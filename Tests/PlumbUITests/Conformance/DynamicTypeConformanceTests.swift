import Foundation
import PlumbUI
import XCTest

// Conformance: Dynamic Type (docs/dynamic-type.md). Expected point sizes come from Apple's HIG
// "Typography → Specifications → iOS, iPadOS Dynamic Type sizes" tables (H). On the fixed-metrics
// test font a one-line Text is exactly one em tall and 0.6 em per character wide, so a Text's
// height is its point size.

private struct SizedText: View {
  let font: Font
  var body: some View { Text("Hi").font(font).id("t") }
}

private struct ScaledSquare: View {
  @ScaledMetric var side: CGFloat = 24
  @ScaledMetric(relativeTo: .caption2) var small: CGFloat = 10
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: side, height: side).id("side")
      Color.blue.frame(width: small, height: small).id("small")
    }
  }
}

private struct SizeReader: View {
  @Environment(\.dynamicTypeSize) var size
  @Environment(\.sizeCategory) var category
  var body: some View {
    Text(verbatim: "\(size)|\(category)").font(.system(size: 10)).id("r")
  }
}

/// The height (= point size) of a one-line Text in `font` at `size`.
@MainActor private func height(_ font: Font, at size: DynamicTypeSize) -> CGFloat? {
  layout(SizedText(font: font).environment(\.dynamicTypeSize, size)).frame("t")?.height
}

final class DynamicTypeConformanceTests: XCTestCase {

  /// HIG table (H): a sample of styles at every one of the 12 sizes, including both ends.
  func testTextStylePointSizesFollowTheHIGTable() { onMain {
    let cases: [(Font, DynamicTypeSize, CGFloat)] = [
      (.largeTitle, .xSmall, 31), (.title, .small, 26), (.title2, .medium, 21), (.title3, .large, 20),
      (.headline, .xLarge, 19), (.body, .xxLarge, 21), (.callout, .xxxLarge, 22),
      (.subheadline, .xxxLarge, 21), (.footnote, .accessibility1, 23), (.caption, .accessibility2, 26),
      (.caption2, .accessibility3, 29), (.body, .accessibility3, 40), (.largeTitle, .accessibility4, 56),
      (.title, .accessibility5, 58), (.caption2, .xSmall, 11), (.footnote, .medium, 12),
      (.subheadline, .accessibility5, 49), (.title3, .accessibility2, 37),
    ]
    for (font, size, expected) in cases {
      XCTAssertEqual(height(font, at: size), expected, "\(font) at \(size)")
    }
  } }

  /// At the default size every style keeps the size it had before Dynamic Type (goldens unchanged).
  func testLargeKeepsTheDefaultSizes() { onMain {
    let defaults: [(Font, CGFloat)] = [(.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                       (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13),
                                       (.caption, 12), (.caption2, 11)]
    for (font, expected) in defaults {
      XCTAssertEqual(height(font, at: .large), expected, "\(font)")
      XCTAssertEqual(layout(SizedText(font: font)).frame("t")?.height, expected, "\(font) with no size set")
    }
  } }

  /// Weight and design modifiers keep the style's scaling (`.largeTitle.bold()` in large titles).
  func testModifiedStylesStillScale() { onMain {
    XCTAssertEqual(height(.largeTitle.bold(), at: .accessibility3), 52)
    XCTAssertEqual(height(.system(.body, design: .rounded), at: .xSmall), 14)
    XCTAssertEqual(height(.headline.italic(), at: .accessibility1), 28)
  } }

  /// SwiftUI: `system(size:)` and `custom(_:fixedSize:)` do not scale; `custom(_:size:)` scales
  /// with body and `custom(_:size:relativeTo:)` with its style, by the style's size ratio (H for
  /// which scale; M for the exact unrounded ratio, which is what UIFontMetrics.scaledValue returns).
  func testCustomAndFixedSizes() { onMain {
    XCTAssertEqual(height(.system(size: 20), at: .accessibility5), 20)
    XCTAssertEqual(height(.custom("Avenir", fixedSize: 20), at: .accessibility5), 20)
    XCTAssertEqual(height(.custom("Avenir", size: 20), at: .large), 20)
    XCTAssertEqual(Double(height(.custom("Avenir", size: 20), at: .accessibility1) ?? 0), 20 * 28 / 17, accuracy: 1e-9)
    XCTAssertEqual(Double(height(.custom("Avenir", size: 20, relativeTo: .title), at: .accessibility1) ?? 0),
                   20 * 38 / 28, accuracy: 1e-9)
    XCTAssertEqual(Double(height(.custom("Avenir", size: 20, relativeTo: .caption2), at: .xSmall) ?? 0), 20, accuracy: 1e-9)
  } }

  /// `.dynamicTypeSize(_:)` with a value sets it; with a range it clamps the inherited size.
  func testDynamicTypeSizeModifierAndRanges() { onMain {
    @MainActor func body(_ inner: some View, under outer: DynamicTypeSize) -> CGFloat? {
      layout(inner.environment(\.dynamicTypeSize, outer)).frame("t")?.height
    }
    let text = SizedText(font: .body)
    XCTAssertEqual(body(text.dynamicTypeSize(.xSmall), under: .accessibility3), 14)
    XCTAssertEqual(body(text.dynamicTypeSize(...DynamicTypeSize.xxxLarge), under: .accessibility3), 23)
    XCTAssertEqual(body(text.dynamicTypeSize(...DynamicTypeSize.xxxLarge), under: .xLarge), 19)
    XCTAssertEqual(body(text.dynamicTypeSize(DynamicTypeSize.large...), under: .xSmall), 17)
    XCTAssertEqual(body(text.dynamicTypeSize(DynamicTypeSize.large...), under: .accessibility3), 40)
    XCTAssertEqual(body(text.dynamicTypeSize(.small ... .xLarge), under: .accessibility5), 19)
    XCTAssertEqual(body(text.dynamicTypeSize(.small ... .xLarge), under: .xSmall), 15)
    XCTAssertEqual(body(text.dynamicTypeSize(.small ..< .xLarge), under: .accessibility5), 17)
    // The innermost setting wins, as for any environment value.
    XCTAssertEqual(body(text.dynamicTypeSize(.accessibility1).dynamicTypeSize(.xSmall), under: .large), 28)
  } }

  /// `\.sizeCategory` is the legacy spelling of the same value, both ways.
  func testLegacySizeCategory() { onMain {
    XCTAssertEqual(layout(SizedText(font: .body).environment(\.sizeCategory, .accessibilityExtraLarge)).frame("t")?.height, 40)
    XCTAssertEqual(layout(SizedText(font: .body).environment(\.sizeCategory, .extraSmall)).frame("t")?.height, 14)
    // "accessibility3|accessibilityExtraLarge" is 38 characters at 6 pt each.
    XCTAssertEqual(layout(SizeReader().dynamicTypeSize(.accessibility3)).frame("r")?.width, 38 * 6)
  } }

  /// @ScaledMetric: base × style size at the current size ÷ style size at Large (UIFontMetrics, M).
  func testScaledMetric() { onMain {
    let large = layout(ScaledSquare())
    assertFrame(large.frame("side").map { CGRect(origin: .zero, size: $0.size) }, 0, 0, 24, 24)
    assertFrame(large.frame("small").map { CGRect(origin: .zero, size: $0.size) }, 0, 0, 10, 10)
    let ax3 = layout(ScaledSquare().dynamicTypeSize(.accessibility3))
    XCTAssertEqual(Double(ax3.frame("side")?.width ?? 0), 24 * 40 / 17, accuracy: 1e-9)
    XCTAssertEqual(Double(ax3.frame("small")?.width ?? 0), 10 * 29 / 11, accuracy: 1e-9)
    let xs = layout(ScaledSquare().dynamicTypeSize(.xSmall))
    XCTAssertEqual(Double(xs.frame("side")?.width ?? 0), 24 * 14 / 17, accuracy: 1e-9)
    XCTAssertEqual(Double(xs.frame("small")?.width ?? 0), 10, accuracy: 1e-9)
  } }

  /// SF Symbols follow the font, so they grow with Dynamic Type too.
  func testSymbolsGrowWithTheFont() { onMain {
    @MainActor func side(_ size: DynamicTypeSize) -> CGFloat? {
      layout(Image(systemName: "checkmark").font(.body).id("i").environment(\.dynamicTypeSize, size)).frame("i")?.height
    }
    let large = side(.large) ?? 0, ax3 = side(.accessibility3) ?? 0
    XCTAssertGreaterThan(large, 0)
    XCTAssertEqual(Double(ax3 / large), 40.0 / 17.0, accuracy: 1e-9)
  } }
}
