import Foundation

/// The horizontal or vertical dimension, as SwiftUI's `Axis`; stacks use it to share one engine.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// A set of axes, as `Axis.Set` (`ScrollView(.horizontal)`, `fixedSize`).
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }

  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges, as `Edge.Set` (padding, ignoresSafeArea).
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on the four edges, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
  }
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
              bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }
  var horizontal: CGFloat { leading + trailing }
  var vertical: CGFloat { top + bottom }
}

/// A point in a view's unit square, as SwiftUI's `UnitPoint` (anchors of scale, rotation, scrollTo).
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat, y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle, as SwiftUI's `Angle`; positive rotations are clockwise on screen (y points down).
public struct Angle: Hashable, Sendable, Comparable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  public static let zero = Angle()
  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
