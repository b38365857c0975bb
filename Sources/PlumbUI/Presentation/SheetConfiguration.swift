import Foundation

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent` (docs/layout-rules.md §9).
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case large, medium, height(CGFloat), fraction(CGFloat) }
  let kind: Kind

  /// The full-height sheet: top at safeTop + 10.
  public static let large = PresentationDetent(kind: .large)
  /// About half the screen (modelled as 0.5 × screen height, **L-M**).
  public static let medium = PresentationDetent(kind: .medium)
  /// An exact height, including the bottom safe area.
  public static func height(_ h: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(h)) }
  /// A fraction of the screen height.
  public static func fraction(_ f: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(f)) }

  /// The sheet's height on a screen of `height` with a top safe inset `safeTop`: the large one
  /// reaches 10 pt below the safe area's top in iOS 18's design, the top itself in iOS 26's
  /// (docs/design-generations.md, "Sheets").
  func sheetHeight(screenHeight height: CGFloat, safeTop: CGFloat, generation: DesignGeneration = .iOS18) -> CGFloat {
    let large = height - safeTop - (generation == .iOS26 ? 0 : 10)
    switch kind {
    case .large: return large
    case .medium: return min(large, height * 0.5)
    case .height(let h): return min(large, max(0, h))
    case .fraction(let f): return min(large, max(0, f * height))
    }
  }
}

/// What the presented content says about its sheet (detents, dismissal, indicator, background),
/// written by presentation modifiers inside it while it resolves.
@MainActor
final class SheetConfiguration {
  var detents: Set<PresentationDetent>?
  var selectedDetent: PresentationDetent?
  var interactiveDismissDisabled = false
  var onDismissAttempt: [() -> Void] = []
  /// Presentation-controller delegates installed by platform code (Platform/PlatformSheet.swift).
  var platformConsultants: [PlatformSheetConsultant] = []
  var dragIndicator: Visibility = .automatic
  var background: Color?
  var cornerRadius: CGFloat?
  /// Whether the view behind stays usable (and undimmed) (PresentationInteraction.swift).
  var backgroundInteraction: PresentationBackgroundInteraction = .automatic
}

struct SheetConfigurationKey: EnvironmentKey {
  static var defaultValue: SheetConfiguration? { nil }
}

extension EnvironmentValues {
  var sheetConfiguration: SheetConfiguration? {
    get { self[SheetConfigurationKey.self] }
    set { self[SheetConfigurationKey.self] = newValue }
  }
}

/// Writes into the nearest presented sheet's configuration, then resolves the content unchanged.
struct SheetConfigurationModifier: ViewModifier, PrimitiveModifier {
  let write: @MainActor (SheetConfiguration) -> Void
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    if let config = ctx.environment.sheetConfiguration { write(config) }
    resolveView(content, ctx, into: &out)
  }
}

extension View {
  /// The heights the enclosing sheet can rest at; it opens at the smallest.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(SheetConfigurationModifier { $0.detents = detents })
  }
  /// The heights the enclosing sheet can rest at; it rests at `selection`.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    let selected = selection.wrappedValue
    return modifier(SheetConfigurationModifier { $0.detents = detents; $0.selectedDetent = selected })
  }
  /// Refuses interactive dismissal (the downward swipe rubber-bands back), as
  /// `isModalInPresentation` (docs/layout-rules.md §9).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(SheetConfigurationModifier { if isDisabled { $0.interactiveDismissDisabled = true } })
  }
  /// Whether the enclosing sheet shows its grabber (36×5, 5 pt from the top).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(SheetConfigurationModifier { $0.dragIndicator = visibility })
  }
  /// The enclosing sheet's or cover's background (`.clear` shows the presenter through it).
  public func presentationBackground(_ color: Color) -> some View {
    modifier(SheetConfigurationModifier { $0.background = color })
  }
  /// The enclosing sheet's top corner radius (10 by default).
  public func presentationCornerRadius(_ radius: CGFloat?) -> some View {
    modifier(SheetConfigurationModifier { $0.cornerRadius = radius })
  }

  /// PlumbUI only (not SwiftUI): runs `action` when a swipe tries to dismiss the enclosing sheet
  /// while interactive dismissal is disabled, as UIKit's
  /// `presentationControllerDidAttemptToDismiss(_:)` (what a SwiftUI app reaches through a small
  /// UIKit bridge).
  public func onDismissAttempt(perform action: @escaping () -> Void) -> some View {
    modifier(SheetConfigurationModifier { $0.onDismissAttempt.append(action) })
  }
}
