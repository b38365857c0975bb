import Foundation

// Handoff and Spotlight activities (SwiftUI's user-activity modifiers). A render advertises no
// activity and is never continued from another device, so the modifiers draw nothing and their
// closures are not called, as on a device where no activity arrives.
extension View {
  /// Runs `action` when the app is continued with an activity of `activityType` (never, in a render).
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View {
    self
  }
  /// Advertises an activity of `activityType` while `isActive` (nothing is advertised in a render).
  public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> ()) -> some View {
    self
  }
  /// Advertises an activity for `element` while it is non-nil (nothing is advertised in a render).
  public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View {
    self
  }
  /// Runs `action` when the app is opened with a URL (never, in a render).
  public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }
  /// Prefers this scene for external events matching `preferring` (no events arrive in a render).
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

extension Scene {
  /// Which external events (URLs, activities) create this scene: none arrive in a render.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}
