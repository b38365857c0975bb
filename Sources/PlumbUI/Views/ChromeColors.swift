import Foundation

/// The colours of the chrome PlumbUI draws itself (bars, list headers, alerts, dialogs, controls)
/// that are not a row of SystemColorTable: each keeps the exact light value the chrome always
/// had, and adds the dark value iOS's control shows (docs/appearance.md gives the confidence of
/// each; most are measured from screenshots, not published).
extension Color {
  private static func chrome(_ name: String, light: RGBAColor, dark: (Int, Int, Int, Double),
                             elevated: (Int, Int, Int, Double)? = nil) -> Color {
    func c(_ v: (Int, Int, Int, Double)) -> RGBAColor { RGBAColor(r8: v.0, g8: v.1, b8: v.2, alpha: v.3) }
    return Color(light: light, dark: c(dark), darkElevated: elevated.map(c), name: name)
  }

  /// Navigation and tab bars once content scrolls under them (the translucent bar material).
  static let barBackground = chrome("barBackground", light: RGBAColor(r8: 249, g8: 249, b8: 249, alpha: 0.94),
                                    dark: (29, 29, 29, 0.94))
  /// The fill of iOS 26's glass over the blur of what is behind it: (253, 253, 253) over white and
  /// (40, 40, 41) over black content, measured (docs/design-generations.md, "Tab bars"); how much
  /// of the content shows through is **L** (15 %).
  static let floatingBarFill = chrome("floatingBarFill", light: RGBAColor(r8: 255, g8: 255, b8: 255, alpha: 0.85),
                                      dark: (45, 45, 46, 0.85))
  /// `Glass.clear`'s fill: more of what is behind shows through (**L**).
  static let clearGlassFill = chrome("clearGlassFill", light: RGBAColor(r8: 255, g8: 255, b8: 255, alpha: 0.35),
                                     dark: (45, 45, 46, 0.35))
  /// The light edge of iOS 26's glass bars.
  static let floatingBarEdge = chrome("floatingBarEdge", light: RGBAColor(r8: 255, g8: 255, b8: 255, alpha: 0.9),
                                      dark: (255, 255, 255, 0.22))
  /// The pill under iOS 26's selected tab: (235, 235, 235) over the light bar, (74, 70, 61) over
  /// a (41, 37, 29) dark one.
  static let floatingBarSelection = chrome("floatingBarSelection", light: RGBAColor(r8: 0, g8: 0, b8: 0, alpha: 0.07),
                                           dark: (255, 255, 255, 0.15))
  /// A plain list's section header band.
  static let plainListHeaderBackground = chrome("plainListHeaderBackground", light: RGBAColor(red: 0.97, green: 0.97, blue: 0.97),
                                                dark: (28, 28, 30, 1), elevated: (44, 44, 46, 1))
  /// An alert's panel and a confirmation dialog's action group (the alert material).
  static let alertBackground = chrome("alertBackground", light: RGBAColor(red: 0.96, green: 0.96, blue: 0.96),
                                      dark: (44, 44, 46, 1))
  /// An alert's glass in iOS 26's design: (25, 24, 19) measured in dark over dimmed content, drawn
  /// neutral; the light value is not measured (**L**; docs/design-generations.md, "Alerts").
  static let alertBackground26 = chrome("alertBackground26", light: RGBAColor(r8: 250, g8: 250, b8: 250, alpha: 1),
                                        dark: (28, 28, 28, 1))
  /// An alert button's capsule in iOS 26's design: white at 10 % over the dark glass ((49, 49, 46)
  /// over (25, 24, 19), measured), black at 6 % in light (**L**).
  static let alertButton26 = chrome("alertButton26", light: RGBAColor(r8: 0, g8: 0, b8: 0, alpha: 0.06),
                                    dark: (255, 255, 255, 0.1))
  /// A confirmation dialog's separate Cancel button.
  static let dialogCancelBackground = chrome("dialogCancelBackground", light: .white, dark: (28, 28, 30, 1),
                                             elevated: (44, 44, 46, 1))
  /// A switch's track when off.
  static let toggleOffTrack = chrome("toggleOffTrack", light: RGBAColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16),
                                     dark: (120, 120, 128, 0.32))
  /// A switch's track when off in iOS 26's design: (197, 197, 199) over white, measured
  /// (docs/design-generations.md, "Toggles"); the dark value is iOS 18's, not measured yet.
  static let toggleOffTrack26 = chrome("toggleOffTrack26", light: RGBAColor(r8: 120, g8: 120, b8: 128, alpha: 0.43),
                                       dark: (120, 120, 128, 0.32))
  /// A segmented picker's selected segment.
  static let segmentThumb = chrome("segmentThumb", light: .white, dark: (99, 99, 102, 1))
  /// A sheet's grabber.
  static let sheetGrabber = chrome("sheetGrabber", light: RGBAColor(red: 0.75, green: 0.75, blue: 0.75),
                                   dark: (91, 91, 96, 1))
  /// The spokes of `ProgressView()`'s spinner (alpha is set per spoke).
  static let spinnerSpoke = chrome("spinnerSpoke", light: RGBAColor(red: 0.24, green: 0.24, blue: 0.26),
                                   dark: (235, 235, 245, 1))
  /// The fill of rounded control capsules (segmented picker track, date picker, control group).
  static let controlCapsule = chrome("controlCapsule", light: RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
                                     dark: (118, 118, 128, 0.24))
  /// A text field's placeholder.
  static let textFieldPlaceholder = chrome("textFieldPlaceholder", light: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
                                           dark: (235, 235, 245, 0.3))
  /// GroupBox's rounded background (secondarySystemBackground).
  static let groupBoxFill = chrome("groupBoxFill", light: RGBAColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
                                   dark: (28, 28, 30, 1), elevated: (44, 44, 46, 1))

  /// The same colour under another debug name (layout dumps keep the names they were recorded with).
  func debugNamed(_ name: String) -> Color { Color(copying: self, name: name) }
}
