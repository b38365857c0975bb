import Foundation

/// What a scroll view's anchor applies to, as SwiftUI's `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  /// Where the content starts scrolled to.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
  /// What stays in place when the content or the container changes size.
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
  /// Where content smaller than the scroll view sits.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

/// The anchors `defaultScrollAnchor` set for the scroll views below it.
struct ScrollAnchors: Hashable {
  var initialOffset: UnitPoint?
  var sizeChanges: UnitPoint?
  var alignment: UnitPoint?
}

private struct ScrollAnchorsKey: EnvironmentKey { static var defaultValue: ScrollAnchors { ScrollAnchors() } }

extension EnvironmentValues {
  var scrollAnchors: ScrollAnchors {
    get { self[ScrollAnchorsKey.self] }
    set { self[ScrollAnchorsKey.self] = newValue }
  }
}

extension View {
  /// Scroll views below start scrolled to `anchor` and align content smaller than themselves to
  /// it (iOS 17): `.defaultScrollAnchor(.bottom)` opens a chat at its last message.
  /// (docs/layout-rules.md §6: no size changes happen within a still render.)
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    transformEnvironment(\.scrollAnchors) { $0 = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor) }
  }
  /// Sets the anchor for one role (iOS 18).
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    transformEnvironment(\.scrollAnchors) { anchors in
      switch role {
      case .initialOffset: anchors.initialOffset = anchor
      case .sizeChanges: anchors.sizeChanges = anchor
      default: anchors.alignment = anchor
      }
    }
  }
}
