import Foundation
import PlumbGraphics
import SwiftUI
import Testing
import UIKit

/// `UIImage(named:)` and `UIColor(named:)` over the demo asset catalog, which the default search
/// finds in the PlumbCatalog resource bundle next to the test binary (docs/assets.md).
@Suite struct UIKitAssetTests {
  @Test func namedImageHasTheChosenFilesSizeAndScale() throws {
    let logo = try #require(UIImage(named: "logo"))
    #expect(logo.size == CGSize(width: 40, height: 20))
    #expect(logo.scale == 3)
    let dark = try #require(UIImage(named: "logo", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(dark.size == CGSize(width: 40, height: 20))
  }

  /// `UIImage(imageLiteralResourceName:)` (what `#imageLiteral` makes) is the named image; a
  /// missing one is the empty image, with `UIImage(named:)`'s warning.
  @Test func imageLiteralIsTheNamedImage() {
    let logo = UIImage(imageLiteralResourceName: "logo")
    #expect(logo.size == CGSize(width: 40, height: 20))
    #expect(logo == UIImage(named: "logo"))
    let (missing, warnings) = RenderWarnings.collecting { UIImage(imageLiteralResourceName: "no-such-literal") }
    #expect(missing.size == .zero)
    #expect(warnings.contains { $0.hasPrefix("UIImage(named: \"no-such-literal\")") }, "\(warnings)")
  }

  @Test func missingNamesAreNilAndWarnOnce() {
    let (values, warnings) = RenderWarnings.collecting { () -> [Bool] in
      [UIImage(named: "no-such-image") == nil, UIImage(named: "no-such-image") == nil, UIColor(named: "NoSuchColour") == nil]
    }
    #expect(values == [true, true, true])
    // Only the lookups' own warnings: the first use of a catalog in this process (which test
    // runs first varies) also reports that catalog's problems in the same scope.
    let lookups = warnings.filter { $0.hasPrefix("UIImage(named:") || $0.hasPrefix("UIColor(named:") }
    #expect(lookups.count == 2, "\(warnings)")
    #expect(lookups.first?.hasPrefix("UIImage(named: \"no-such-image\"): no image named \"no-such-image\" in asset catalogs [") == true)
    #expect(lookups.last?.hasPrefix("UIColor(named: \"NoSuchColour\"): no color named") == true)
  }

  @Test func namedColourIsAdaptiveAndResolvesPerTrait() throws {
    let brand = try #require(UIColor(named: "Brand"))
    #expect(brand.rgba == RGBAColor(r8: 0x5B, g8: 0x4A, b8: 0xD2))
    #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba == RGBAColor(r8: 150, g8: 160, b8: 255))
    let dark = try #require(UIColor(named: "Brand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(dark.rgba == RGBAColor(r8: 150, g8: 160, b8: 255))
  }
}
