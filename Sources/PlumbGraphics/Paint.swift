import Foundation

/// What fills or strokes a path: a solid colour or a gradient, in the same user space as the path.
public enum Paint: Hashable, Sendable, Codable {
  case solid(RGBAColor)
  /// A linear gradient from `start` to `end` (points in user space).
  case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
  /// A radial gradient centred at `center`, from `startRadius` to `endRadius`.
  case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: Double, endRadius: Double)
  /// A conic gradient about `center`: the stops run clockwise (y down) from `startAngle` to
  /// `endAngle`, in radians from the positive x axis; outside that range the end colours hold.
  case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
  /// A mesh gradient: a grid of `columns` × `rows` vertices (row by row, points in user space)
  /// with a colour each; every cell is a patch whose colour runs bilinearly between its four
  /// corners. Outside the mesh nothing is painted.
  case mesh(columns: Int, rows: Int, points: [CGPoint], colors: [RGBAColor])
}

/// One colour stop of a gradient; `location` runs from 0 to 1.
public struct GradientStop: Hashable, Sendable, Codable {
  public var color: RGBAColor
  public var location: Double
  public init(color: RGBAColor, location: Double) {
    self.color = color
    self.location = location
  }
}

/// Which points are inside a self-intersecting path.
public enum FillRule: String, Hashable, Sendable, Codable {
  case nonZero, evenOdd
}

/// Line width, caps, joins and dashes of a stroke, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable, Codable {
  public enum LineCap: String, Hashable, Sendable, Codable { case butt, round, square }
  public enum LineJoin: String, Hashable, Sendable, Codable { case miter, round, bevel }

  public var lineWidth: Double
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  public var miterLimit: Double
  public var dash: [Double]
  public var dashPhase: Double

  public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
              miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
    self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
    self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
  }
}
