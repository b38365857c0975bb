import PlumbGraphics

// SwiftUI's bridge to CoreGraphics' path: `Path(bezierPath.cgPath)`, `path.cgPath`.
extension Path {
  /// The path a CoreGraphics path holds (`Path(UIBezierPath(...).cgPath)`).
  public init(_ path: CGPath) { self.init(elements: path.path.elements) }
  /// The path as an immutable CoreGraphics path.
  public var cgPath: CGPath { CGPath(path: self) }
}
