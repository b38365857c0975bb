import Foundation

/// Sets a layout trait on each content node (no node of its own).
struct TraitModifier: ViewModifier, AttachingModifier {
  let apply: @MainActor (Node) -> Void
  func attach(to node: Node, _ ctx: ResolveContext) { apply(node) }
}

/// Gives the content an explicit identity: a new identity path component and an id that
/// `ScrollViewProxy.scrollTo` can find.
struct IDModifier: ViewModifier, PrimitiveModifier {
  let id: AnyHashable
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    let start = out.count
    resolveView(content, ctx.child("#\(id.base)"), into: &out)
    for i in start..<out.count { out[i].explicitID = id }
  }
}

extension View {
  /// The view's priority when its stack divides space (docs/layout-rules.md §2.2). Must be the
  /// outermost modifier: frames and padding around it reset priority to 0.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(TraitModifier { $0.layoutPriority = value })
  }
  /// Drawing order among siblings; layout is unaffected.
  public func zIndex(_ value: Double) -> some View {
    modifier(TraitModifier { $0.zIndex = value })
  }
  /// An explicit identity: changing it replaces the view (and its state).
  public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: AnyHashable(id))) }

  /// Names this view's coordinate space for `frame(in: .named(_:))` and gestures.
  public func coordinateSpace<N: Hashable>(name: N) -> some View {
    modifier(TraitModifier { $0.extrasCreatingIfNeeded().coordinateSpaceName = AnyHashable(name) })
  }
  /// Names this view's coordinate space, the iOS 17 form (`.coordinateSpace(.named("card"))`).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(TraitModifier { $0.extrasCreatingIfNeeded().coordinateSpaceName = name.name })
  }
  /// Whether the view takes part in hit testing.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(TraitModifier { if !enabled { $0.extrasCreatingIfNeeded().allowsHitTesting = false } })
  }
  /// The shape used for hit testing instead of the view's frame.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(TraitModifier { $0.extrasCreatingIfNeeded().contentShape = shape })
  }
}

/// Writes environment values used by text and shapes.
extension View {
  public func font(_ font: Font?) -> some View { environment(\.font, font) }
  public func fontWeight(_ weight: Font.Weight?) -> some View { transformEnvironment(\.fontWeight) { $0 = weight } }
  public func bold(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.fontWeight) { if isActive { $0 = .bold } }
  }
  public func foregroundColor(_ color: Color?) -> some View { transformEnvironment(\.foregroundColor) { $0 = color } }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    // A type-erased style is read as the style it holds (`AnyShapeStyle(.secondary)`).
    var unwrapped: any ShapeStyle = style
    while let erased = unwrapped as? AnyShapeStyle { unwrapped = erased.base }
    let style = unwrapped
    return transformEnvironment(\.foregroundColor) {
      if let c = style as? Color { $0 = c } else if style is TintShapeStyle { $0 = .accentColor }
      else if let h = style as? HierarchicalShapeStyle { $0 = h.color(under: $0) }
      else if style is SeparatorShapeStyle { $0 = .separator }
      else if style is FillShapeStyle { $0 = .systemFill }
      else if style is SelectionShapeStyle { $0 = .accentColor }
      else if let l = style as? LeveledStyle, let c = l.color(under: $0) { $0 = c }
      else if style is ForegroundStyle {}
      else if style is BackgroundStyle { $0 = .systemBackground }
      else {
        RenderWarnings.warnOnce("foregroundStyle.\(type(of: style))",
                                "foregroundStyle(\(type(of: style))): text and symbols keep the foreground colour they had")
      }
    }
  }
  public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
  public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing) }
  /// Lets text below shrink, down to `factor` of its size, before it truncates (Layout/TextNodeLayout.swift).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, min(1, max(0.01, factor.isFinite ? factor : 1)))
  }
  public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
  }
  public func labelsHidden() -> some View { environment(\.labelsAreHidden, true) }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}

extension Text {
  /// Letter case transforms, as `Text.Case` (accepted; not applied).
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
}
