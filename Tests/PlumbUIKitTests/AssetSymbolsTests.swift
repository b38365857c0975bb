import Foundation
import PlumbAssetSymbolsFixture
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// A target built with the PlumbAssetSymbols plugin (Tests/PlumbAssetSymbolsFixture) uses the
/// generated symbols as an Xcode 15 app does: `.brand` (from "BrandColor"), `Color(.accent)`,
/// `Image(.checkmarkChecked)`, `UIColor.brand`, `UIImage.checkmarkChecked` (docs/assets.md).
@Suite struct AssetSymbolsTests {
  @Test @MainActor func generatedSymbolsFindTheTargetsOwnAssets() async throws {
    let (host, warnings) = RenderWarnings.collecting { ViewHost(AssetSymbolsFixture.Screen(), device: .iPhone14) }
    try await host.settle()
    // No asset warning. (The two process-wide checks, UIScreen.main and UIFont.preferredFont read
    // outside a render, can be left armed by another test running in parallel; they are not this
    // test's subject.)
    let own = warnings.filter { !$0.hasPrefix("UIScreen.main") && !$0.hasPrefix("UIFont.preferredFont") }
    #expect(own.isEmpty, "\(warnings)")
    let r = rasterise(host)
    let brand = try #require(host.layoutSnapshot.frame(id: "brand")), red = try #require(host.layoutSnapshot.frame(id: "red"))
    // BrandColor.colorset's light value, 0x12 0x9A 0x55; Highlight.colorset's 0xE0 0x10 0x20.
    let b = pixel(r, brand.midX, brand.midY), c = pixel(r, red.midX, red.midY)
    #expect([b.r, b.g, b.b] == [0x12, 0x9A, 0x55])
    #expect([c.r, c.g, c.b] == [0xE0, 0x10, 0x20])
    // The images are the catalog's files at their point sizes, not the missing-asset placeholder.
    let checkmark = try #require(host.layoutSnapshot.frame(id: "checkmark"))
    #expect(checkmark.size == UIImage(named: "checkmark_checked", in: AssetSymbolsFixture.bundle, compatibleWith: nil)?.size)
    // The namespaced symbol resolves to the catalog's "Icons/star-filled" (80×40 px at 2x), drawn
    // here on a 3x device as when the one-off SIGSEGV was seen (docs/security.md explains it).
    let icon = try #require(host.layoutSnapshot.frame(id: "icon"))
    #expect(icon.size == CGSize(width: 40, height: 20))
    #expect(AssetSymbolsFixture.iconSize == CGSize(width: 40, height: 20))
    #expect(!host.layoutSnapshot.root.flattened.contains { $0.name.contains("placeholder") })
  }

  @Test func uiKitMembersResolveTheSameAssets() {
    #expect(AssetSymbolsFixture.brandUIColor.rgba == RGBAColor(r8: 0x12, g8: 0x9A, b8: 0x55))
    #expect(AssetSymbolsFixture.brandUIColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba == RGBAColor(r8: 150, g8: 160, b8: 255))
    #expect(AssetSymbolsFixture.checkmark.size.width > 0)
  }

  /// `UIImage(resource:)` is not optional, as on iOS: a missing asset keeps its name, and
  /// `Image(uiImage:)` then draws the labelled placeholder with its warning.
  @Test @MainActor func aMissingResourceIsThePlaceholder() async throws {
    let missing = UIImage(resource: ImageResource(name: "not-there", bundle: AssetSymbolsFixture.bundle))
    #expect(missing.size == .zero)
    let (host, warnings) = RenderWarnings.collecting { ViewHost(Image(uiImage: missing), device: .iPhone14) }
    #expect(host.layoutSnapshot.root.flattened.contains { $0.name.contains("placeholder") })
    #expect(warnings.contains { $0.contains("not-there") })
  }
}
