import Foundation
import SwiftUI
import Testing
import UIKit

/// `UITraitCollection.accessibilityContrast` (Increase Contrast): `resolvedColor(with:)`,
/// `UIColor(named:in:compatibleWith:)` and `Color(uiColor:)` give the increased-contrast values
/// (SystemColorTable+IncreasedContrast.swift; HIG **H** for systemBlue, Flutter's CupertinoColors
/// **M** for the backgrounds; docs/increased-contrast.md).
@Suite struct UIColorContrastTests {
  func bytes(_ c: UIColor) -> [Int] {
    [c.rgba.red, c.rgba.green, c.rgba.blue, c.rgba.alpha].map { Int(($0 * 255).rounded()) }
  }
  let high = UITraitCollection(accessibilityContrast: .high)
  let dark = UITraitCollection(userInterfaceStyle: .dark)

  @Test func traitsCombineTheContrast() {
    #expect(UITraitCollection(userInterfaceStyle: .dark).accessibilityContrast == .unspecified)
    let both = UITraitCollection(traitsFrom: [dark, high])
    #expect(both.userInterfaceStyle == .dark && both.accessibilityContrast == .high)
    let undone = UITraitCollection(traitsFrom: [both, UITraitCollection(accessibilityContrast: .normal)])
    #expect(undone.accessibilityContrast == .normal && undone.userInterfaceStyle == .dark)
    #expect(UIAccessibilityContrast.high.rawValue == 1 && UIAccessibilityContrast.unspecified.rawValue == -1)
  }

  @Test func resolvedColorPicksTheIncreasedContrastValue() {
    let darkHigh = UITraitCollection(traitsFrom: [dark, high])
    #expect(bytes(UIColor.systemBlue.resolvedColor(with: UITraitCollection(accessibilityContrast: .normal))) == [0, 122, 255, 255])
    #expect(bytes(UIColor.systemBlue.resolvedColor(with: high)) == [0, 64, 221, 255])
    #expect(bytes(UIColor.systemBlue.resolvedColor(with: darkHigh)) == [64, 156, 255, 255])
    let elevated = UITraitCollection(traitsFrom: [darkHigh, UITraitCollection(userInterfaceLevel: .elevated)])
    #expect(bytes(UIColor.secondarySystemGroupedBackground.resolvedColor(with: elevated)) == [54, 54, 56, 255])
    #expect(bytes(UIColor.secondaryLabel.resolvedColor(with: high)) == [60, 60, 67, 173])
    #expect(bytes(UIColor.systemBlue.withAlphaComponent(0.5).resolvedColor(with: high)) == [0, 64, 221, 128])
    #expect(bytes(UIColor.white.resolvedColor(with: darkHigh)) == [255, 255, 255, 255])
  }

  @Test func namedColourPicksItsHighContrastAppearance() throws {
    let brand = try #require(UIColor(named: "Brand", in: nil, compatibleWith: nil))
    #expect(bytes(brand.resolvedColor(with: high)) == [58, 30, 160, 255])
    let fixed = try #require(UIColor(named: "Brand", in: nil,
                                     compatibleWith: UITraitCollection(traitsFrom: [dark, high])))
    #expect(bytes(fixed) == [200, 205, 255, 255])
  }

  @Test func colorFromUIColorKeepsTheIncreasedValues() {
    var env = EnvironmentValues()
    env._colorSchemeContrast = .increased
    let blue = Color(uiColor: .systemBlue).resolve(in: env)
    #expect([blue.red, blue.green, blue.blue].map { Int(($0 * 255).rounded()) } == [0, 64, 221])
    let back = UIColor(Color.blue).resolvedColor(with: high)
    #expect(bytes(back) == [0, 64, 221, 255])
  }
}
