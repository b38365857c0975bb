import Foundation

/// The outline of a bordered button, as SwiftUI's `ButtonBorderShape` (`buttonBorderShape(_:)`):
/// drawn by `.bordered` and `.borderedProminent` (and the glass styles). `.automatic` is the
/// control size's rounded rectangle (6 pt at `.regular`, **L**).
public struct ButtonBorderShape: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case automatic, capsule, roundedRectangle(CGFloat?), circle }
  let kind: Kind

  public static let automatic = ButtonBorderShape(kind: .automatic)
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A rounded rectangle with the system's radius for the control size.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  /// iOS 17's circle.
  public static let circle = ButtonBorderShape(kind: .circle)
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius))
  }

  /// The shape to fill, with `defaultRadius` where the shape leaves the radius to the system.
  func shape(defaultRadius: CGFloat) -> AnyShape {
    switch kind {
    case .automatic, .roundedRectangle(nil): AnyShape(RoundedRectangle(cornerRadius: defaultRadius, style: .continuous))
    case .roundedRectangle(let r?): AnyShape(RoundedRectangle(cornerRadius: r, style: .continuous))
    case .capsule: AnyShape(Capsule(style: .continuous))
    case .circle: AnyShape(Circle())
    }
  }
}

extension ButtonBorderShape: InsettableShape {
  public func path(in rect: CGRect) -> Path { shape(defaultRadius: 6).path(in: rect) }
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}

struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// Sets the outline the bordered button styles draw.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
