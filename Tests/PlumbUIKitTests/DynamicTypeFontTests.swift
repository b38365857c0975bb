import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// Reads UIKit's text-size answers while its body is evaluated (inside the render).
private final class SizeProbe: @unchecked Sendable {
  var body: CGFloat?
  var headline: CGFloat?
  var category: UIContentSizeCategory?
}

private struct ReadsPreferredFont: View {
  let probe: SizeProbe
  var body: some View {
    probe.body = UIFont.preferredFont(forTextStyle: .body).pointSize
    probe.headline = UIFontMetrics(forTextStyle: .headline).scaledValue(for: 10)
    probe.category = UIApplication.shared.preferredContentSizeCategory
    return Text("Body").font(Font(UIFont.preferredFont(forTextStyle: .body))).id("text")
  }
}

/// A font stored when the view value is made, before any host exists.
private struct StoresPreferredFont: View {
  let font = UIFont.preferredFont(forTextStyle: .body)
  var body: some View { Text("x").font(Font(font)) }
}

/// UIFont.preferredFont, UIFontMetrics and UIContentSizeCategory follow the rendered text size
/// (RenderingTextSize, docs/dynamic-type.md). Expected sizes: the HIG Dynamic Type table
/// (body 17 at Large, 23 at xxxLarge, 40 at AX3; caption 1 32 at AX3; title1 28 → 34 at
/// xxxLarge), as docs/dynamic-type.md transcribes it, H.
@Suite(.serialized) struct DynamicTypeFontTests {
  @Test @MainActor func preferredFontFollowsTheProcessDefaultOutsideAHost() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    RenderingTextSize.withDefault(.accessibility3) {
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 40)
      #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 32)  // Caption 1 at AX3
      #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraLarge)
    }
    #expect(RenderingTextSize.processDefault == .large)
  }

  @Test @MainActor func insideARenderTheHostsRootSizeAnswers() throws {
    let probe = SizeProbe()
    let host = ViewHost(ReadsPreferredFont(probe: probe), device: .iPhone14,
                        traits: RenderTraits(dynamicTypeSize: .xxxLarge))
    #expect(probe.body == 23)
    #expect(probe.headline == CGFloat(10) * 23 / 17)
    #expect(probe.category == .extraExtraExtraLarge)
    // The UIFont drawn through Font(_:) is the 23-point one: taller than the same text at 17.
    let large = ViewHost(ReadsPreferredFont(probe: SizeProbe()), device: .iPhone14)
    let tall = try #require(host.layoutSnapshot.frame(id: "text")), short = try #require(large.layoutSnapshot.frame(id: "text"))
    #expect(tall.height > short.height)
  }

  @Test @MainActor func metricsScaleAndCap() {
    RenderingTextSize.withDefault(.xxxLarge) {
      let metrics = UIFontMetrics(forTextStyle: .title1)
      #expect(metrics.scaledValue(for: 10) == CGFloat(10) * 34 / 28)
      #expect(metrics.scaledFont(for: .systemFont(ofSize: 28)).pointSize == 34)
      #expect(metrics.scaledFont(for: .systemFont(ofSize: 28), maximumPointSize: 30).pointSize == 30)
      #expect(metrics.scaledFont(for: .systemFont(ofSize: 28), maximumPointSize: 0).pointSize == 34)
      #expect(UIFontMetrics.default.scaledValue(for: 17) == 23)
    }
    #expect(UIFontMetrics.default.scaledValue(for: 17) == 17)
  }

  /// A trait collection that sets a text size wins over the rendered one; one that does not
  /// (or nil) leaves it, and combining traits keeps the last size set.
  @Test @MainActor func compatibleWithTraitsUsesTheirSize() {
    let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax1).pointSize == 28)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)).pointSize == 17)
    #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax1) == 28)
    #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28), compatibleWith: ax1).pointSize == 38)
    let merged = UITraitCollection(traitsFrom: [ax1, UITraitCollection(userInterfaceStyle: .dark)])
    #expect(merged.preferredContentSizeCategory == .accessibilityMedium && merged.userInterfaceStyle == .dark)
    RenderingTextSize.withDefault(.xxxLarge) {
      #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 23)
      #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax1).pointSize == 28)
    }
  }

  @Test @MainActor func categoriesConvertAndOrder() {
    for size in DynamicTypeSize.allCases {
      #expect(DynamicTypeSize(UIContentSizeCategory(size)) == size)
    }
    #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.large < .accessibilityMedium)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
  }

  /// A font stored before the host exists reads the default; the host at another size warns.
  @Test @MainActor func aFontMadeBeforeTheHostWarnsWhenTheSizesDiffer() {
    let made = StoresPreferredFont()
    #expect(made.font.pointSize == 17)
    let (_, warnings) = RenderWarnings.collecting {
      ViewHost(made, device: .iPhone14, traits: RenderTraits(dynamicTypeSize: .accessibility3))
    }
    #expect(warnings.contains { $0.contains("UIFont.preferredFont") && $0.contains("large") && $0.contains("accessibility3") })
    let (_, quiet) = RenderWarnings.collecting {
      RenderingTextSize.withDefault(.accessibility3) {
        ViewHost(StoresPreferredFont(), device: .iPhone14, traits: RenderTraits(dynamicTypeSize: .accessibility3))
      }
    }
    #expect(!quiet.contains { $0.contains("UIFont.preferredFont") })
  }
}
