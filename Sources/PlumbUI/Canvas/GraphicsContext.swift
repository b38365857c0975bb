import Foundation

/// The drawing surface of a `Canvas`, as SwiftUI's `GraphicsContext`: a value carrying a
/// transform, an opacity and clips, whose drawing calls append display items (each drawn with the
/// state in effect when it was made, as in SwiftUI). `drawLayer` draws into a sub-context whose
/// result is composited as one group.
@MainActor
public struct GraphicsContext {
  /// Collects what a context and its copies draw.
  @MainActor
  final class Recorder {
    var items: [DisplayItem] = []
  }

  let recorder: Recorder
  /// The environment of the canvas (text measuring, fonts, colours).
  public var environment: EnvironmentValues
  /// User space → canvas points (the canvas origin included).
  public var transform: CGAffineTransform
  /// Applied to each subsequent drawing operation.
  public var opacity: Double = 1
  /// Clips in canvas points, each a path already mapped through the transform it was set with.
  var clips: [Path] = []

  init(recorder: Recorder, environment: EnvironmentValues, transform: CGAffineTransform) {
    self.recorder = recorder; self.environment = environment; self.transform = transform
  }

  // MARK: Transform

  public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
  public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
  public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

  // MARK: Clipping

  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    if options.contains(.inverse) {
      RenderWarnings.warnOnce("GraphicsContext.clip(options: .inverse)",
                              "GraphicsContext.clip(to:options: .inverse): the inverse clip is drawn as a normal clip")
    }
    clips.append(path.applying(transform))
  }

  /// Options of `clip(to:style:options:)`, as SwiftUI's `GraphicsContext.ClipOptions`.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let inverse = ClipOptions(rawValue: 1)
  }

  // MARK: Shading

  /// What fills and strokes use, as SwiftUI's `GraphicsContext.Shading`.
  public struct Shading: Sendable {
    let style: any ShapeStyle
    let isForeground: Bool
    public static func color(_ color: Color) -> Shading { Shading(style: color, isForeground: false) }
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                             opacity: Double = 1) -> Shading {
      .color(Color(red: red, green: green, blue: blue, opacity: opacity))
    }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style, isForeground: false) }
    public static var foreground: Shading { Shading(style: ForegroundStyle(), isForeground: true) }
    /// A linear gradient between two points in user space.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                      options: GradientOptions = GradientOptions()) -> Shading {
      Shading(style: CanvasGradient(gradient: gradient, kind: .linear(startPoint, endPoint)), isForeground: false)
    }
    /// A radial gradient around a point in user space.
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                      options: GradientOptions = GradientOptions()) -> Shading {
      Shading(style: CanvasGradient(gradient: gradient, kind: .radial(center, startRadius, endRadius)), isForeground: false)
    }
  }

  /// Gradient options, as SwiftUI's `GraphicsContext.GradientOptions` (accepted).
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// The paint of `shading`; gradients are given in user space, so they are mapped through the
  /// transform like the path.
  private func paint(_ shading: Shading) -> Paint {
    if let g = shading.style as? CanvasGradient {
      let stops = g.gradient.stops.map { GradientStop(color: $0.color.rgba, location: Double($0.location)) }
      switch g.kind {
      case .linear(let a, let b): return .linearGradient(stops: stops, start: a, end: b)
      case .radial(let c, let r0, let r1):
        return .radialGradient(stops: stops, center: c, startRadius: Double(r0), endRadius: Double(r1))
      }
    }
    return resolvePaint(shading.style, in: .zero, foreground: environment.foregroundColor)
  }

  // MARK: Drawing

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    emit(.fill(path, paint(shading), style.isEOFilled ? .evenOdd : .nonZero))
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    emit(.stroke(path, paint(shading), style))
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: Double(lineWidth)))
  }

  /// Draws text with its anchor point at `point` (user space), measured by the canvas's text engine.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let resolved = resolve(text)
    let s = resolved.layout.size
    draw(resolved, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height,
                              width: s.width, height: s.height))
  }

  /// Draws text wrapped to `rect`'s width, from its top-leading corner.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text, width: Double(rect.width)), in: rect)
  }

  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let s = text.layout.size
    draw(text, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
  }

  public func draw(_ text: ResolvedText, in rect: CGRect) {
    let runs = text.layout.runs.filter { !$0.glyphs.isEmpty }.map { run -> DisplayItem in
      var r = run
      r.color = text.color.rgba
      r.positions = run.positions.map { CGPoint(x: $0.x + rect.minX, y: $0.y + rect.minY) }
      return .glyphs(r)
    }
    guard !runs.isEmpty else { return }
    emit(.group(DisplayGroup(items: runs)))
  }

  /// Images are not drawn in a canvas yet (the image's frame is drawn as nothing, with a warning).
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    RenderWarnings.warnOnce("GraphicsContext.draw(Image)", "GraphicsContext.draw(Image): images are not drawn in a Canvas")
  }
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(image, in: CGRect(origin: point, size: .zero))
  }

  /// Text measured once for repeated drawing, as SwiftUI's `GraphicsContext.ResolvedText`.
  public struct ResolvedText {
    let layout: TextLayout
    let color: Color
    /// The size the text needs on one line (or wrapped, when resolved for a width).
    public func measure(in size: CGSize) -> CGSize { layout.size }
  }

  public func resolve(_ text: Text) -> ResolvedText { resolve(text, width: nil) }

  private func resolve(_ text: Text, width: Double?) -> ResolvedText {
    var f = environment.resolvedFont(text.font)
    if let w = text.weight ?? environment.fontWeight { f = f.weight(w) }
    if text.isItalic { f.isItalic = true }
    let style = TextLayoutStyle(font: f.descriptor, lineLimit: environment.lineLimit)
    let layout = environment.textMeasurer.layout(text.string, style: style, proposedWidth: width, proposedHeight: nil)
    return ResolvedText(layout: layout, color: text.color ?? environment.foregroundColor ?? .primary)
  }

  /// Draws `content` into a new layer composited as one group at this context's opacity, with
  /// this context's transform and clips.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    let layer = Recorder()
    var sub = GraphicsContext(recorder: layer, environment: environment, transform: transform)
    try content(&sub)
    guard !layer.items.isEmpty else { return }
    var item = DisplayItem.group(DisplayGroup(items: layer.items, opacity: opacity))
    for clip in clips.reversed() { item = .group(DisplayGroup(items: [item], clip: clip)) }
    recorder.items.append(item)
  }

  /// Appends `item` (in user space) with the current transform, opacity and clips.
  private func emit(_ item: DisplayItem) {
    var out = DisplayItem.group(DisplayGroup(items: [item], opacity: opacity, transform: transform))
    for clip in clips.reversed() { out = .group(DisplayGroup(items: [out], clip: clip)) }
    recorder.items.append(out)
  }
}

/// A gradient given in a canvas's user space (points, not unit points).
struct CanvasGradient: ShapeStyle {
  enum Kind: Sendable { case linear(CGPoint, CGPoint), radial(CGPoint, CGFloat, CGFloat) }
  let gradient: Gradient
  let kind: Kind
}
