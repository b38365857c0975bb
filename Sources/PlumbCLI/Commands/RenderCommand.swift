import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbPNG
import PlumbRaster
import PlumbText

/// `plumb render <screen>`: draws a catalog screen on a device and writes a PNG (atomically).
enum RenderCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "render", abstract: "Render a built-in screen to a PNG file.",
    discussion: """
      Renders one screen of the catalog ('plumb list' shows them) on a device preset ('plumb list \
      --devices') or a custom size such as 400x300. Transition screens render every sampled frame \
      with --frames. Files are written atomically: a failed render never leaves a partial PNG.
      """,
    arguments: [ArgumentSpec("screen", help: "The catalog screen to render.")],
    options: [
      OptionSpec("device", value: "name", default: Device.iPhone14.name,
                 help: "Device preset, or a custom size WIDTHxHEIGHT in points."),
      OptionSpec("scale", value: "1|2|3", help: "Pixels per point (default: the device's scale).",
                 allowedValues: ["1", "2", "3"]),
      OptionSpec("out", value: "path", help: "Output PNG path (default: <screen>.png)."),
      OptionSpec("time", value: "seconds", default: "0",
                 help: "Time at which to sample a transition screen."),
      .flag("frames", help: "Render every sampled frame of a transition as <out>.<index>.png."),
      OptionSpec("layout", value: "path", help: "Also write the layout tree as JSON to this path."),
      .flag("transparent", help: "Leave the background transparent instead of white."),
    ] + TraitOptions.options)

  /// The largest canvas `render` accepts, in pixels per side.
  static let maxPixels = 16384

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    let screenName = args.argument("screen")!
    guard let screen = ScreenSet.current.screen(named: screenName) else {
      throw UsageError.invalidChoice(what: "screen", value: screenName, valid: ScreenSet.current.screens.map(\.name))
    }
    var device = try resolveDevice(args.option("device")!)
    if let scale = try args.int("scale", in: 1...3) { device.scale = scale }
    let time = try args.double("time", in: 0...3600) ?? 0
    let variant = try TraitOptions.variant(from: args)
    try TraitOptions.check(variant, for: screen)
    let out = args.option("out") ?? "\(screen.name).png"
    let canvas = Canvas(size: device.size, scale: device.scale, background: args.flag("transparent") ? nil : .white)
    try checkCanvas(canvas)

    let times: [Double]
    if args.flag("frames") {
      guard !screen.transitionTimes.isEmpty else {
        throw CommandError("Screen '\(screen.name)' is a still, not a transition; drop --frames.")
      }
      times = screen.transitionTimes
    } else {
      times = [time]
    }
    for (index, t) in times.enumerated() {
      let path = times.count == 1 ? out : framePath(out, index: index)
      let rendering: Rendering
      do {
        rendering = try ScreenRenderer.render(screen, device: device, time: t, background: canvas.background,
                                              traits: variant.traits)
      } catch {
        throw CommandError("Screen '\(screen.name)' failed to render: \(error)")
      }
      let image = rendering.image
      let metadata = PNGMetadata(rendererFingerprint: RendererFingerprint.current, pixelHash: PixelHash.of(image))
      do {
        try PNG.writeFile(PNG.encode(image, metadata: metadata), to: path)
      } catch {
        throw CommandError("Could not write \(path): \(error)")
      }
      if let layoutPath = args.option("layout"), let layout = rendering.layout {
        let target = times.count == 1 ? layoutPath : framePath(layoutPath, index: index)
        do {
          try PNG.writeFile(Array(layout.jsonData()), to: target)
        } catch {
          throw CommandError("Could not write \(target): \(error.localizedDescription)")
        }
      }
      if times.count > 1 { console.progress("[\(index + 1)/\(times.count)] t=\(t)s → \(path)") }
      else {
        let traits = variant.nameSuffix.map { ", \($0)" } ?? ""
        console.print("Rendered \(screen.name) on \(device.displayName) @\(device.scale)x\(traits) (\(image.width)×\(image.height)) → \(path)")
      }
    }
    return .success
  }

  /// Refuses a canvas over the pixel limit before anything is drawn (exit 2 with the limit);
  /// every command that renders calls it.
  static func checkCanvas(_ canvas: Canvas) throws {
    guard canvas.pixelWidth <= maxPixels, canvas.pixelHeight <= maxPixels,
          canvas.pixelWidth * canvas.pixelHeight * 4 <= PNGLimits.goldenImageBytes else {
      throw CommandError("The canvas would be \(canvas.pixelWidth)×\(canvas.pixelHeight) pixels; the limit is \(maxPixels)×\(maxPixels) "
        + "and \(PNGLimits.goldenImageBytes) bytes as RGBA.")
    }
  }

  /// The canvas a device renders on (white background), checked against the limit.
  static func checkCanvas(of device: Device) throws {
    try checkCanvas(Canvas(size: device.size, scale: device.scale, background: .white))
  }

  /// A preset name, or WIDTHxHEIGHT in points for a custom screen without safe-area insets.
  static func resolveDevice(_ name: String) throws -> Device {
    if let d = Device.named(name) { return d }
    let parts = name.lowercased().split(separator: "x")
    if parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) {
      guard w > 0, h > 0, w <= 10000, h <= 10000 else {
        throw CommandError("Custom device size \(name) is out of range: each side must be 1…10000 points.")
      }
      return .custom(width: w, height: h)
    }
    throw UsageError.invalidChoice(what: "device", value: name, valid: Device.presets.map(\.name))
  }

  /// `shot.png` → `shot.03.png`; `shot.layout.json` → `shot.03.layout.json`. A file name that
  /// would pass the 255-byte limit keeps its start, a hash of the whole and its frame suffix.
  static func framePath(_ path: String, index: Int) -> String {
    let n = index < 10 ? "0\(index)" : "\(index)"
    for ext in [".layout.json", ".png", ".json"] where path.hasSuffix(ext) && path.count > ext.count {
      return FileNameFitting.fittedPath(String(path.dropLast(ext.count)) + ".\(n)" + ext, keeping: ".\(n)" + ext)
    }
    let url = URL(fileURLWithPath: path)
    let ext = url.pathExtension
    let stem = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
    let suffix = ext.isEmpty ? ".\(n)" : ".\(n).\(ext)"
    return FileNameFitting.fittedPath(stem + suffix, keeping: suffix)
  }

}
