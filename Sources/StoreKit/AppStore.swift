import Foundation
import PlumbUI
import PlumbUIKit

/// The App Store, as StoreKit's `AppStore`: nothing to sync or show in a snapshot.
public enum AppStore {
  /// Asks for a review: nothing is shown in a snapshot.
  @MainActor public static func requestReview(in scene: UIWindowScene) {}
  /// Syncs purchases: nothing to sync.
  public static func sync() async throws {}
  /// Whether the user may pay: false (no App Store account).
  public static var canMakePayments: Bool { false }
  @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
}

/// The older review prompt, as `SKStoreReviewController` (nothing is shown in a snapshot).
public final class SKStoreReviewController {
  @available(*, deprecated, message: "Use requestReview(in:)")
  public static func requestReview() {}
  @MainActor public static func requestReview(in windowScene: UIWindowScene) {}
}

/// The environment's review prompt, as `RequestReviewAction` (`@Environment(\.requestReview)`):
/// calling it does nothing in a snapshot, as iOS may also show nothing.
public struct RequestReviewAction: Sendable {
  @MainActor public func callAsFunction() {}
}

struct RequestReviewKey: EnvironmentKey { static var defaultValue: RequestReviewAction { RequestReviewAction() } }

extension EnvironmentValues {
  /// Asks the system for a review prompt.
  public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}
