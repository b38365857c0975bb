import PlumbGraphics

/// `plumb list`: the catalog's screens and the device presets.
enum ListCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "list", abstract: "List the built-in screens and devices.",
    options: [.flag("devices", help: "List the device presets instead of the screens.")])

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    if args.flag("devices") {
      for d in Device.presets {
        let i = d.safeAreaInsets
        console.print(pad(d.name, 26) + "\(Int(d.size.width))×\(Int(d.size.height)) @\(d.scale)x  "
          + "safe area top \(fmt(i.top)) leading \(fmt(i.leading)) bottom \(fmt(i.bottom)) trailing \(fmt(i.trailing))  (\(d.displayName))")
      }
      return .success
    }
    for s in ScreenSet.current.screens {
      let frames = s.transitionTimes.isEmpty ? "" : "  [transition, \(s.transitionTimes.count) frames]"
      console.print(pad(s.name, 26) + s.summary + frames)
    }
    return .success
  }
}

func pad(_ s: String, _ width: Int) -> String {
  s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
}

func fmt(_ v: Double) -> String {
  v == v.rounded() ? String(Int(v)) : String(v)
}
