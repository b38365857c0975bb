import Foundation
import PlumbGraphics
import PlumbUI

/// `plumb untranslated`: the localized strings each screen draws untranslated in a locale, read
/// from the render's own warnings (docs/localization.md, "A missing translation").
enum UntranslatedCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "untranslated", abstract: "List the keys each screen draws untranslated in a locale.",
    discussion: """
      Renders each screen in the locale given by --locale (or a pseudolanguage) and prints, under \
      the screen's name, every key whose table has no entry in that language: the key, the table \
      and the language, as the render's warning says. Exit status 1 when any key is untranslated, \
      so a CI step can require complete translations.
      """,
    arguments: [ArgumentSpec("screens", help: "Screens to check (default: all).", isOptional: true, isVariadic: true)],
    options: [OptionSpec("device", value: "name", default: Device.iPhone14.name, help: "Device preset to render on.")]
      + TraitOptions.options)

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    guard args.option("locale") != nil || args.option("pseudolanguage") != nil else {
      throw CommandError("untranslated needs --locale <identifier> (e.g. de, ar, zh-Hans): the language to check")
    }
    let variant = try TraitOptions.variant(from: args)
    let device = try RenderCommand.resolveDevice(args.option("device")!)
    let all = ScreenSet.current.screens
    let names = args.arguments("screens")
    let screens = try names.isEmpty ? all.filter { !$0.ignoresTraits } : names.map { name in
      guard let s = ScreenSet.current.screen(named: name) else {
        throw UsageError.invalidChoice(what: "screen", value: name, valid: all.map(\.name))
      }
      return s
    }
    var untranslated = 0
    for screen in screens {
      let warnings = try RenderWarnings.collecting {
        try ScreenRenderer.render(screen, device: device, traits: variant.traits)
      }.warnings.filter { $0.hasPrefix("Localization: ") }
      guard !warnings.isEmpty else { continue }
      console.print(screen.name)
      for w in warnings { console.print("  " + TerminalText.escape(String(w.dropFirst("Localization: ".count)))) }
      untranslated += warnings.count
    }
    console.print(untranslated == 0
      ? "Every localized string of \(screens.count) screen(s) has a translation."
      : "\(untranslated) untranslated string(s).")
    return untranslated == 0 ? .success : .differences
  }
}
