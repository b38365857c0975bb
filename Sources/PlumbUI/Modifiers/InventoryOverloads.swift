import Foundation

// Overloads SwiftUI declares beside ones Plumbline already has, so calls written with their exact
// labels compile (the inventory's most used missing entries, docs/compatibility/inventory.md). Each
// draws what its sibling draws.

extension View {
  /// Fills behind this view with the background style (systemBackground), extended into the safe
  /// area on `edges`, as SwiftUI's `background(ignoresSafeAreaEdges:)`.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(Color.systemBackground, ignoresSafeAreaEdges: edges)
  }

  /// Rewrites the transaction of changes inside this view when `value` changes (iOS 17).
  public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
    transaction(transform)
  }

  /// Rewrites the transaction of the changes that `body`'s content makes (iOS 17).
  public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                   @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
    body(PlaceholderContentView(content: AnyView(self))).transaction(transform)
  }

  /// Animates the changes that `body`'s content makes with `animation` (iOS 17).
  public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
    body(PlaceholderContentView(content: AnyView(self))).transaction { $0.animation = animation }
  }

  /// Haptic feedback whose kind `feedback` chooses from the trigger's change (no haptics in a render).
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                            condition: @escaping (T, T) -> Bool) -> some View { self }

  /// Digits of the text below at equal widths (tabular figures).
  public func monospacedDigit() -> some View { transformEnvironment(\.textAttributes) { $0.monospacedDigits = true } }
}

extension Color {
  /// A grey in `colorSpace` (only sRGB values are drawn; the others are treated as sRGB, as
  /// `init(_:red:green:blue:opacity:)` does).
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }
  /// The colour of a `CGColor`.
  public init(cgColor: CGColor) {
    let c = cgColor.rgba
    self.init(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer and no header, in the trailing-closure form (`Section { … } footer: { … }`).
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(footer: footer(), content: content)
  }
}

extension Shape {
  /// The same shape, asked for its path in a rectangle of `size` at the frame's origin.
  public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }
  public func size(width: CGFloat, height: CGFloat) -> some Shape { size(CGSize(width: width, height: height)) }
}

/// A shape drawn from a fixed-size rectangle, as SwiftUI's `_SizedShape`.
public struct _SizedShape<S: Shape>: Shape {
  let shape: S
  let size: CGSize
  public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

extension View {
  /// Lets text below tighten its letter spacing before truncating. Not drawn: a text that
  /// truncates with it warns once (Layout/TextNodeLayout.swift).
  public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}

