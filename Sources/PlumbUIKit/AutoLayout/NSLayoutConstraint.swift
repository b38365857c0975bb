import Foundation
import PlumbGraphics
import PlumbUI

/// A layout priority, as UIKit's `UILayoutPriority` (1000 required).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
  public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
  public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

/// One linear relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `first.attribute = multiplier × second.attribute + constant`. Active constraints between a
/// view and its superview (or its layout guides) or siblings are solved when the superview lays
/// out (AutoLayoutSolver); see docs/compatibility/uikit.md, "Auto Layout".
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// A layout attribute, as `NSLayoutConstraint.Attribute` (iOS raw values).
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins,
         centerYWithinMargins
    case notAnAttribute = 0
  }
  /// `=`, `≤` or `≥`, as `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
  /// A layout axis, as `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  open var constant: CGFloat { didSet { AutoLayoutSolver.invalidate(self) } }
  open var priority: UILayoutPriority = .required
  open var identifier: String?
  open var shouldBeArchived = false

  /// Whether the constraint takes part in layout.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive { AutoLayoutSolver.activate(self) } else { AutoLayoutSolver.deactivate(self) }
    }
  }

  public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
              attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  public class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
  public class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

  /// Visual-format constraints are not parsed here (warned once); none are made.
  public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
    RenderWarnings.warnOnce("NSLayoutConstraint.visualFormat", "NSLayoutConstraint.constraints(withVisualFormat: \(format)): the visual format language is not parsed; no constraints were made")
    return []
  }

  /// Options of the visual format language, as `NSLayoutConstraint.FormatOptions`.
  public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
  }
}

/// An edge, centre or size of a view or layout guide that constraints relate, as UIKit's
/// `NSLayoutAnchor` (its axis subclasses keep x, y and sizes apart at compile time, as UIKit's do).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute
  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) { self.item = item; self.attribute = attribute }

  func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>, _ c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other.item, attribute: other.attribute,
                       multiplier: 1, constant: c)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, 0) }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, 0)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, 0) }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, c)
  }
}

/// A horizontal edge or centre, as `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge, centre or baseline, as `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height, as `NSLayoutDimension`: also a constant size, or a multiple of another.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  private func sized(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                       multiplier: 1, constant: c)
  }
  private func scaled(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutDimension, _ m: CGFloat, _ c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other.item, attribute: other.attribute,
                       multiplier: m, constant: c)
  }
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { sized(.equal, c) }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { sized(.greaterThanOrEqual, c) }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { sized(.lessThanOrEqual, c) }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { scaled(.equal, anchor, m, 0) }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    scaled(.equal, anchor, m, c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    scaled(.greaterThanOrEqual, anchor, m, 0)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    scaled(.lessThanOrEqual, anchor, m, 0)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    scaled(.greaterThanOrEqual, anchor, m, c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    scaled(.lessThanOrEqual, anchor, m, c)
  }
}

/// A rectangle constraints can refer to, as UIKit's `UILayoutGuide`: the safe area and layout
/// margins of a view (`safeAreaLayoutGuide`, `layoutMarginsGuide`), or one an app adds (whose
/// frame is solved like a view's).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  enum Kind { case safeArea, margins, custom }
  let kind: Kind
  public internal(set) weak var owningView: UIView?
  open var identifier = ""
  /// The guide's rectangle in its owning view's coordinates.
  public internal(set) var layoutFrame: CGRect = .zero

  public override init() { kind = .custom; super.init() }
  init(kind: Kind, owner: UIView) { self.kind = kind; owningView = owner; super.init() }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
