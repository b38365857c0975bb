import Foundation
import PlumbTestSupport
import Testing
import UIKit

/// `UIImage(named:in:with:)` (iOS 13) loads what `UIImage(named:in:compatibleWith:)` loads, for the
/// configuration's traits.
@Suite struct UIImageConfigurationTests {
  @Test func namedImageWithConfigurationLoadsTheSameAsset() throws {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let configured = try #require(UIImage(named: "logo", in: nil, with: dark.imageConfiguration))
    let traits = try #require(UIImage(named: "logo", in: nil, compatibleWith: dark))
    #expect(configured == traits && configured.size == traits.size && configured.scale == traits.scale)
    #expect(UIImage(named: "logo", in: nil, with: nil) == UIImage(named: "logo"))
    #expect(dark.imageConfiguration.traitCollection === dark)
    #expect(UIImage(named: "no-such-image", in: nil, with: nil) == nil)
  }

  @Test(arguments: [5, 6]) func configurationCodeTypeChecks(mode: Int) {
    let source = """
      import UIKit
      func themedIcon(_ traits: UITraitCollection) -> UIImage? {
        UIImage(named: "logo", in: .main, with: traits.imageConfiguration)
          ?? UIImage(named: "logo", in: nil, with: traits.imageConfiguration.withTraitCollection(nil))
      }
      """
    let said = SnippetTypeCheck.diagnostics(source, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
