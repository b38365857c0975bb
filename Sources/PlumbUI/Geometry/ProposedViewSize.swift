import Foundation

/// A parent's size proposal to a child, one optional value per dimension, as SwiftUI's
/// `ProposedViewSize` (docs/layout-rules.md §1.1): nil asks for the ideal size, 0 for the minimum,
/// `.infinity` for the maximum; any other value is a concrete offer.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// Nil dimensions replaced by `size` (10×10 by default, as SwiftUI).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  public var description: String {
    func d(_ v: CGFloat?) -> String { v.map { "\($0)" } ?? "nil" }
    return "(\(d(width)), \(d(height)))"
  }

  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// A proposal built from a major-axis and a minor-axis value.
  init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
    if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
  }

  /// The proposal shrunk by `insets`, clamped at zero; nil dimensions stay nil (§3 padding).
  func inset(by insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                     height: height.map { max(0, $0 - insets.top - insets.bottom) })
  }
}

extension CGSize {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  init(major: CGFloat, minor: CGFloat, axis: Axis) {
    if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
  }
}

extension CGPoint {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}
