import Foundation

/// A custom alignment's identity and default value, as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
  /// The guide's value for a view that does not set it explicitly.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide: which `AlignmentID` it is and on which axis it measures. Engine-side key.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let id: ObjectIdentifier
  let axis: Axis
  let type: any AlignmentID.Type

  init(_ type: any AlignmentID.Type, axis: Axis) {
    self.id = ObjectIdentifier(type); self.axis = axis; self.type = type
  }
  func defaultValue(_ d: ViewDimensions) -> CGFloat { type.defaultValue(in: d) }
  static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
  func hash(into h: inout Hasher) { h.combine(id); h.combine(axis) }
}

private enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
private enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
private enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
private enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// A non-text view's baselines sit at its bottom (docs/layout-rules.md §2.5).
private enum FirstBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
private enum LastBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// A guide along the x axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
  public static let leading = HorizontalAlignment(LeadingID.self)
  public static let center = HorizontalAlignment(HCenterID.self)
  public static let trailing = HorizontalAlignment(TrailingID.self)
  public static let listRowSeparatorLeading = HorizontalAlignment(LeadingID.self)
  public static let listRowSeparatorTrailing = HorizontalAlignment(TrailingID.self)
}

/// A guide along the y axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
  public static let top = VerticalAlignment(TopID.self)
  public static let center = VerticalAlignment(VCenterID.self)
  public static let bottom = VerticalAlignment(BottomID.self)
  public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
  public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}

/// A pair of guides, as SwiftUI's `Alignment` (frames, ZStack, overlay, background).
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal; self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)

  var unitPoint: UnitPoint? {
    let x: CGFloat? = horizontal == .leading ? 0 : horizontal == .center ? 0.5 : horizontal == .trailing ? 1 : nil
    let y: CGFloat? = vertical == .top ? 0 : vertical == .center ? 0.5 : vertical == .bottom ? 1 : nil
    guard let x, let y else { return nil }
    return UnitPoint(x: x, y: y)
  }
}

/// A view's size and alignment guides, as the closure of `.alignmentGuide` sees them.
public struct ViewDimensions {
  public let width: CGFloat
  public let height: CGFloat
  let explicit: (AlignmentKey) -> CGFloat?

  init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
    width = size.width; height = size.height; self.explicit = explicit
  }

  public subscript(guide: HorizontalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.defaultValue(self) }
  public subscript(guide: VerticalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.defaultValue(self) }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
}
