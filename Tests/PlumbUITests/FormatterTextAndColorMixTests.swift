import Foundation
@testable import PlumbUI
import Testing

/// `Text(_:formatter:)` formats in the environment's locale and time zone unless the formatter
/// has its own (round 9's IETF Next weather view); `Color.mix(with:by:in:)` (iOS 18).
@MainActor @Suite struct FormatterTextAndColorMixTests {
  let date = Date(timeIntervalSince1970: 1_767_260_460)  // 2026-01-01 09:41 UTC

  func width(_ view: some View) -> CGFloat {
    ViewHost(view.id("t"), device: .iPhoneSE3).layoutSnapshot.frame("t")!.width
  }

  @Test func aDateFormatterTakesTheEnvironmentsTimeZoneAndLocale() {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm"
    #expect(width(Text(date, formatter: formatter)) == width(Text(verbatim: "09:41")))
    // A formatter given its own time zone keeps it.
    let tokyo = DateFormatter()
    tokyo.dateFormat = "HH:mm"
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")
    #expect(width(Text(date, formatter: tokyo)) == width(Text(verbatim: "18:41")))
  }

  @Test func aNumberFormatterFormatsInTheEnvironmentsLocale() {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    let german = Text(NSNumber(value: 1234.5), formatter: formatter).environment(\.locale, Locale(identifier: "de_DE"))
    #expect(width(german) == width(Text(verbatim: "1.234,5")))
    #expect(width(Text("Total \(NSNumber(value: 1234.5), formatter: formatter)")) == width(Text(verbatim: "Total 1,234.5")))
  }

  @Test func mixingInDeviceSpaceAveragesComponents() {
    let mixed = Color.red.mix(with: .blue, by: 0.5, in: .device).rgba(in: .light)
    let red = Color.red.rgba(in: .light), blue = Color.blue.rgba(in: .light)
    #expect(abs(mixed.red - (red.red + blue.red) / 2) < 1e-9)
    #expect(abs(mixed.blue - (red.blue + blue.blue) / 2) < 1e-9)
  }

  @Test func perceptualMixingKeepsTheEndsAndMixesInOklab() {
    let black = Color(white: 0), white = Color(white: 1)
    #expect(black.mix(with: white, by: 0).rgba(in: .light) == black.rgba(in: .light))
    let mid = black.mix(with: white, by: 0.5).rgba(in: .light)
    // Oklab's middle (L 0.5) is 0.5³ = 0.125 linear, 0.39 in sRGB: not the components' average 0.5.
    #expect(abs(mid.red - 0.389) < 0.01)
    #expect(abs(white.mix(with: black, by: 1).rgba(in: .light).red) < 1e-6)
  }

  @Test func adaptiveColorsMixPerAppearance() {
    let mixed = Color.primary.mix(with: .red, by: 0.25)
    #expect(mixed.rgba(in: .light) != mixed.rgba(in: PaintAppearance(colorScheme: .dark, isElevated: false)))
  }
}
