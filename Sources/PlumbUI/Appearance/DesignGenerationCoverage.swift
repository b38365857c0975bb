import PlumbGraphics

/// What of a design generation Plumbline draws. A render in a generation whose chrome is only
/// partly drawn warns once, naming what is still drawn in the standard generation's design: the
/// picture is then honest about what it shows (docs/design-generations.md, "What is drawn").
enum DesignGenerationCoverage {
  /// The parts of the iOS 26 design that are drawn as iOS 26 draws them.
  static let drawnInIOS26 = [
    "inset-grouped lists and forms (rows, cards, separators, headers)", "the system colours", "toggles",
    "bordered buttons", "navigation bars", "tab bars", "alerts", "sheets", "segmented pickers", "search fields",
    "glass (blurred behind, without refraction)",
  ]
  /// The parts still drawn in iOS 18's design under `.iOS26`.
  static let notYetDrawnInIOS26 = [
    "plain lists", "bottom toolbars", "confirmation dialogs", "menus", "sliders", "steppers", "progress views",
  ]

  static func warnAboutWhatIsNotDrawn(in generation: DesignGeneration) {
    guard generation == .iOS26, !notYetDrawnInIOS26.isEmpty else { return }
    RenderWarnings.warnOnce("design generation: iOS 26",
      "iOS 26 design: drawn in the iOS 18 design still: \(notYetDrawnInIOS26.joined(separator: ", "))"
      + (drawnInIOS26.isEmpty ? "" : "; drawn as iOS 26: \(drawnInIOS26.joined(separator: ", "))")
      + " (docs/design-generations.md)")
  }
}
