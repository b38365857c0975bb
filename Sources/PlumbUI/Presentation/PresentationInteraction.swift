import Foundation

/// Whether people can use the view behind a sheet, as SwiftUI's
/// `PresentationBackgroundInteraction` (iOS 16.4). With `.enabled(upThrough: .medium)`, a sheet
/// resting at or below that detent draws no dim behind it, as iOS does; above it, the usual dim.
public struct PresentationBackgroundInteraction: Sendable {
  enum Kind: Sendable, Equatable { case automatic, enabled(PresentationDetent?), disabled }
  let kind: Kind
  public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
  public static let enabled = PresentationBackgroundInteraction(kind: .enabled(nil))
  public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(kind: .enabled(detent))
  }
}

/// How a sheet's scroll view and its resizing share a swipe, as SwiftUI's
/// `PresentationContentInteraction` (iOS 16.4). No swipe happens in a snapshot: kept, not drawn.
public struct PresentationContentInteraction: Equatable, Sendable {
  let name: String
  public static let automatic = PresentationContentInteraction(name: "automatic")
  public static let resizes = PresentationContentInteraction(name: "resizes")
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How a popover or sheet adapts in a compact size class, as SwiftUI's `PresentationAdaptation`
/// (iOS 16.4). Plumbline presents every popover as iOS does on a compact iPhone (a sheet); any
/// other adaptation is warned.
public struct PresentationAdaptation: Equatable, Sendable {
  let name: String
  public static let automatic = PresentationAdaptation(name: "automatic")
  public static let none = PresentationAdaptation(name: "none")
  public static let popover = PresentationAdaptation(name: "popover")
  public static let sheet = PresentationAdaptation(name: "sheet")
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
  /// Lets people use the view behind the enclosing sheet; a sheet that allows it at its
  /// resting detent draws no dim.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    modifier(SheetConfigurationModifier { $0.backgroundInteraction = interaction })
  }
  /// Whether a swipe on the sheet's scroll view scrolls or resizes the sheet (kept, not drawn).
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
  /// How the enclosing presentation adapts in a compact size class.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    modifier(AdaptationWarning(adaptation: adaptation))
  }
  /// How the enclosing presentation adapts, per size class.
  public func presentationCompactAdaptation(horizontal: PresentationAdaptation,
                                            vertical: PresentationAdaptation) -> some View {
    modifier(AdaptationWarning(adaptation: horizontal == .automatic ? vertical : horizontal))
  }
}

/// Warns once when a compact adaptation other than the default (a sheet) is asked for.
struct AdaptationWarning: ViewModifier, PrimitiveModifier {
  let adaptation: PresentationAdaptation
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    if adaptation != .automatic && adaptation != .sheet {
      RenderWarnings.warnOnce("presentationCompactAdaptation.\(adaptation.name)",
                              "presentationCompactAdaptation(.\(adaptation.name)): presented as a sheet, as the default on a compact iPhone")
    }
    resolveView(content, ctx, into: &out)
  }
}

extension SheetConfiguration {
  /// Whether the sheet dims what is behind it when it rests at `detent`.
  func dimsBehind(at detent: PresentationDetent, screenHeight: CGFloat, safeTop: CGFloat) -> Bool {
    switch backgroundInteraction.kind {
    case .automatic, .disabled: return true
    case .enabled(nil): return false
    case .enabled(let limit?):
      return detent.sheetHeight(screenHeight: screenHeight, safeTop: safeTop)
        > limit.sheetHeight(screenHeight: screenHeight, safeTop: safeTop)
    }
  }
}
