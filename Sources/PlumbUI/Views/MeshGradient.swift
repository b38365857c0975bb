import Foundation

/// A two-dimensional gradient over a grid of points, as SwiftUI's `MeshGradient` (iOS 18): a view
/// that fills its frame and a shape style. Points are unit coordinates of the filled rectangle,
/// row by row. Each cell is drawn with its colours running bilinearly between its four corners;
/// what iOS draws differently is warned once (docs/compatibility/graphics.md, "MeshGradient").
nonisolated public struct MeshGradient: ShapeStyle, Equatable, Sendable, View, PrimitiveView {
  /// Where the grid's vertices are.
  public enum Locations: Equatable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([MeshGradient.BezierPoint])
  }

  /// The vertices' colours, one per vertex.
  public enum Colors: Equatable, Sendable {
    case colors([Color])
    case resolvedColors([Color.Resolved])
  }

  /// A vertex with the control points of the four edges that meet at it.
  public struct BezierPoint: Equatable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>
    public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
      self.position = position; self.leadingControlPoint = leadingControlPoint; self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint; self.bottomControlPoint = bottomControlPoint
    }
  }

  public var width: Int
  public var height: Int
  public var locations: Locations
  public var colors: Colors
  public var background: Color
  public var smoothsColors: Bool
  public var colorSpace: Gradient.ColorSpace

  public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.width = width; self.height = height; self.locations = locations; self.colors = colors
    self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
  }
  public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
              smoothsColors: smoothsColors, colorSpace: colorSpace)
  }
  public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
              background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }
  public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
              background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }
  public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], resolvedColors: [Color.Resolved],
              background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
              background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public var body: Never { primitiveBody() }
  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("MeshGradient")
    out.append(c.node("MeshGradient", ShapeLayout(shape: Rectangle(), paint: .fill(self), sizing: .proposal)))
  }
}

extension MeshGradient {
  /// The display-list paint for a fill of `rect`: the grid mapped onto the rectangle.
  func paint(in rect: CGRect) -> Paint {
    let positions: [SIMD2<Float>]
    switch locations {
    case .points(let p): positions = p
    case .bezierPoints(let b):
      positions = b.map(\.position)
      RenderWarnings.warnOnce("MeshGradient.bezierPoints",
        "MeshGradient(bezierPoints:): the cells' edges are drawn straight between the vertices; their control points are not drawn")
    }
    let rgba: [RGBAColor]
    switch colors {
    case .colors(let c): rgba = c.map(\.rgba)
    case .resolvedColors(let r): rgba = r.map { Color($0).rgba }
    }
    let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    guard width >= 2, height >= 2, positions.count == width * height, rgba.count == positions.count else {
      RenderWarnings.warnOnce("MeshGradient.counts",
        "MeshGradient: a \(width) × \(height) grid needs \(max(width, 0) * max(height, 0)) points and colours (has \(positions.count) and \(rgba.count)); nothing is drawn")
      return .solid(clear)
    }
    if smoothsColors {
      RenderWarnings.warnOnce("MeshGradient.smoothsColors",
        "MeshGradient: colours run bilinearly across each cell; iOS smooths them across cells (smoothsColors), so colours between the vertices differ slightly")
    }
    if colorSpace == .perceptual {
      RenderWarnings.warnOnce("MeshGradient.colorSpace", "MeshGradient: colours are mixed in device RGB, not perceptually")
    }
    if background.rgba.alpha > 0 {
      RenderWarnings.warnOnce("MeshGradient.background", "MeshGradient: the background outside the mesh is not drawn")
    }
    let points = positions.map {
      CGPoint(x: rect.minX + CGFloat($0.x) * rect.width, y: rect.minY + CGFloat($0.y) * rect.height)
    }
    return .mesh(columns: width, rows: height, points: points, colors: rgba)
  }
}
