import Foundation

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding` (`$state`,
/// `.constant`, `$model.field` through dynamic member lookup).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get; setter = set
  }

  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get; setter = { set($0, Transaction()) }
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let g = getter, s = setter
    return Binding<Subject>(get: { g()[keyPath: keyPath] }, set: { v in
      var whole = g()
      whole[keyPath: keyPath] = v
      s(whole)
    })
  }

  /// Unwraps a binding to an optional, as SwiftUI's failable initialiser.
  public init?(_ base: Binding<Value?>) {
    guard let v = base.wrappedValue else { return nil }
    var last = v
    self.init(get: { base.wrappedValue ?? last }, set: { last = $0; base.wrappedValue = $0 })
  }

  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding: @unchecked Sendable {}
extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

/// The context of a state change, as SwiftUI's `Transaction` (animation lands with presentations).
public struct Transaction: Sendable {
  public var animation: Animation?
  public var disablesAnimations = false
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

/// An animation description, as SwiftUI's `Animation`. Layout changes are applied immediately in
/// this engine for now; curves and springs (layout-spec.md §8) land with presentations.
public struct Animation: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case bezier(duration: Double, p1: CGPoint, p2: CGPoint)
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
  }
  let kind: Kind

  public static let `default` = Animation.spring(response: 0.5, dampingFraction: 1, blendDuration: 0)
  public static let linear = Animation.linear(duration: 0.35)
  public static let easeIn = Animation.easeIn(duration: 0.35)
  public static let easeOut = Animation.easeOut(duration: 0.35)
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  public static let spring = Animation.spring(response: 0.5, dampingFraction: 1, blendDuration: 0)
  public static let smooth = Animation.spring(response: 0.5, dampingFraction: 1, blendDuration: 0)
  public static let snappy = Animation.spring(response: 0.5, dampingFraction: 0.85, blendDuration: 0)
  public static let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0)
  public static let interactiveSpring = Animation.spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)

  public static func linear(duration: Double) -> Animation {
    Animation(kind: .bezier(duration: duration, p1: .zero, p2: CGPoint(x: 1, y: 1)))
  }
  public static func easeIn(duration: Double) -> Animation {
    Animation(kind: .bezier(duration: duration, p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 1, y: 1)))
  }
  public static func easeOut(duration: Double) -> Animation {
    Animation(kind: .bezier(duration: duration, p1: .zero, p2: CGPoint(x: 0.58, y: 1)))
  }
  public static func easeInOut(duration: Double) -> Animation {
    Animation(kind: .bezier(duration: duration, p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 0.58, y: 1)))
  }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                            blendDuration: Double = 0) -> Animation {
    Animation(kind: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return Animation(kind: .spring(response: duration, dampingFraction: zeta, blendDuration: 0))
  }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` as one state change; the animation is recorded for transition frames.
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
