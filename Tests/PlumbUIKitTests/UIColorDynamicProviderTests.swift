import Foundation
import PlumbTesting
import SwiftUI
import Testing
import UIKit

// `UIColor(dynamicProvider:)` resolves per appearance as UIKit's does.

@Suite struct UIColorDynamicProviderTests {
  let color = UIColor { traits in
    if traits.accessibilityContrast == .high { return .black }
    if traits.userInterfaceStyle == .dark { return traits.userInterfaceLevel == .elevated ? .gray : .white }
    return .red
  }

  @Test func resolvesEachAppearance() {
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba == UIColor.red.rgba)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba == UIColor.white.rgba)
    let elevated = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                  UITraitCollection(userInterfaceLevel: .elevated)])
    #expect(color.resolvedColor(with: elevated).rgba == UIColor.gray.rgba)
    let high = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                              UITraitCollection(accessibilityContrast: .high)])
    #expect(color.resolvedColor(with: high).rgba == UIColor.black.rgba)
  }

  @Test func aFixedProviderIsAFixedColour() {
    let fixed = UIColor { _ in .blue }
    #expect(fixed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba == UIColor.blue.rgba)
  }

  /// In SwiftUI, the colour paints its dark value under a dark colour scheme.
  @Test @MainActor func swiftUIPaintsTheDarkValue() async throws {
    let options = ViewRenderOptions(device: .custom(width: 10, height: 10, scale: 1), background: nil)
    let light = try await renderView(Color(uiColor: color), options: options).image[5, 5]
    let dark = try await renderView(Color(uiColor: color).environment(\.colorScheme, .dark), options: options).image[5, 5]
    #expect(light.r == 255 && light.g < 60)
    #expect(dark.r == 255 && dark.g == 255)
  }
}
