import Foundation

// Scroll targeting (iOS 17): how a scroll view settles after a fling, and which views it settles
// on. A still render has no fling, so accepting them unchanged draws what the device draws.

/// How a scroll view picks where to stop, as SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {}

/// Stops at page boundaries (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
/// Stops at the views of a `scrollTargetLayout()` (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// Which views are candidates, as `ViewAlignedScrollTargetBehavior.LimitBehavior`.
  public struct LimitBehavior: Sendable {
    public static let automatic = LimitBehavior(), always = LimitBehavior(), never = LimitBehavior()
  }
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension View {
  /// Where a fling stops (no fling happens in a still; nothing to draw).
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
  /// Marks the layout's views as scroll targets (no visual effect).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
