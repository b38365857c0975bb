import Foundation

/// UIKit's haptic feedback generators, so code that plays haptics from a button compiles
/// unchanged. A haptic is felt, not drawn, so calling them changes no pixel, on iOS as here.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  public init() {}
  /// Readies the Taptic Engine on iOS; nothing to ready here.
  open func prepare() {}
}

/// A physical impact, as `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the impact; raw values as UIKit's.
  public enum FeedbackStyle: Int, Sendable {
    case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
  }
  public let style: FeedbackStyle
  public init(style: FeedbackStyle) { self.style = style; super.init() }
  public override convenience init() { self.init(style: .medium) }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning or error, as `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The kind of notification; raw values as UIKit's.
  public enum FeedbackType: Int, Sendable {
    case success = 0, warning = 1, error = 2
  }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A selection change, as `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}
