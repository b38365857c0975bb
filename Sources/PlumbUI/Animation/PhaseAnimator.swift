import Foundation

/// A view that steps through phases, as iOS 17's `PhaseAnimator`. At rest it shows its first
/// phase, which is what a trigger-driven animator shows until its trigger changes. Without a
/// trigger it cycles for ever on iOS: drawn in its first phase, warned once.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let first: Phase?
  let content: (Phase) -> Content
  let cycles: Bool

  public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    first = phases.first(where: { _ in true }); self.content = content; cycles = false
  }
  public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    first = phases.first(where: { _ in true }); self.content = content; cycles = true
  }

  public var body: some View {
    if let first {
      content(first).warnOnce(key: "PhaseAnimator.cycles",
        message: cycles ? "PhaseAnimator without a trigger cycles through its phases; drawn in its first phase" : nil)
    }
  }
}

extension View {
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let view = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
  }
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let view = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
  }
}
