import Foundation
import SwiftUI
import Testing
import UIKit

/// UIKit's semantic colours are adaptive: `resolvedColor(with:)` and `Color(uiColor:)` give iOS's
/// dark values (SystemColorTable); fixed UIColors stay fixed.
@Suite struct UIColorDarkTests {
  func bytes(_ c: UIColor) -> [Int] {
    [c.rgba.red, c.rgba.green, c.rgba.blue].map { Int(($0 * 255).rounded()) } + [Int((c.rgba.alpha * 100).rounded())]
  }

  @Test func resolvedColorPicksTheDarkValue() {
    let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
    #expect(bytes(UIColor.systemBackground.resolvedColor(with: light)) == [255, 255, 255, 100])
    #expect(bytes(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 100])
    let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
    #expect(bytes(UIColor.systemBackground.resolvedColor(with: elevated)) == [28, 28, 30, 100])
    #expect(bytes(UIColor.secondaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 60])
    #expect(bytes(UIColor.separator.resolvedColor(with: dark)) == [84, 84, 88, 60])
    #expect(bytes(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 100])
    #expect(bytes(UIColor.white.resolvedColor(with: dark)) == [255, 255, 255, 100])
    #expect(bytes(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).resolvedColor(with: dark)) == [51, 102, 153, 100])
  }

  @Test func colorFromUIColorStaysAdaptive() {
    var env = EnvironmentValues()
    env.colorScheme = .dark
    let label = Color(uiColor: .label).resolve(in: env)
    #expect([label.red, label.green, label.blue, label.opacity] == [1, 1, 1, 1])
    let fill = Color(uiColor: .systemGroupedBackground).resolve(in: env)
    #expect([fill.red, fill.green, fill.blue] == [0, 0, 0])
    let fixed = Color(uiColor: .black).resolve(in: env)
    #expect([fixed.red, fixed.green, fixed.blue] == [0, 0, 0])
  }
}
