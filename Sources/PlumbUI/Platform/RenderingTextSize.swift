import Foundation

/// The Dynamic Type size "the system setting" means to code outside SwiftUI's environment
/// (UIKit's `UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics`,
/// `UIApplication.shared.preferredContentSizeCategory`).
///
/// On a device that is the user's Settings choice, whatever a view's environment says; here it
/// is the root text size of the host being set up, rendered, advanced or receiving an event on the
/// main thread (a golden variant's `.dynamicType(…)`, `plumb render --text-size`), else the
/// process default (Large unless set). As with `RenderingDevice`, a font made in a view's stored
/// property is made before its host exists and reads the process default; when the host then
/// renders at another size it warns once ("UIFont.preferredFont"). docs/dynamic-type.md.
public enum RenderingTextSize {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var storedDefault: DynamicTypeSize = .large
  nonisolated(unsafe) private static var readOutsideHost: DynamicTypeSize?

  /// Answered when no host is active (any thread).
  public static var processDefault: DynamicTypeSize {
    get { lock.withLock { storedDefault } }
    set { lock.withLock { storedDefault = newValue } }
  }

  /// The root sizes of the hosts being set up or rendered (innermost last), kept beside
  /// `PlatformHosts`'s stack so that any thread can read them (UIFont is not main-actor bound).
  nonisolated(unsafe) private static var hostSizes: [DynamicTypeSize] = []

  /// The root text size of the active host, else the process default.
  public static var current: DynamicTypeSize {
    lock.withLock {
      if let size = hostSizes.last { return size }
      readOutsideHost = storedDefault
      return storedDefault
    }
  }

  /// A host becomes active (`PlatformHosts.enter`) or stops being so (`leave`).
  static func hostDidEnter(_ size: DynamicTypeSize) { lock.withLock { hostSizes.append(size) } }
  static func hostDidLeave() { lock.withLock { _ = hostSizes.popLast() } }

  /// Runs `body` with `size` as the process default (then restores the previous one). Reads
  /// made inside are checked by the hosts made inside: the scope starts with no read recorded and
  /// leaves the one from before it in place, so a read here never warns a later, unrelated host.
  public static func withDefault<T>(_ size: DynamicTypeSize, _ body: () throws -> T) rethrows -> T {
    let (saved, savedRead) = lock.withLock { () -> (DynamicTypeSize, DynamicTypeSize?) in
      defer { storedDefault = size; readOutsideHost = nil }
      return (storedDefault, readOutsideHost)
    }
    defer { lock.withLock { storedDefault = saved; readOutsideHost = savedRead } }
    return try body()
  }

  /// Called as a host is made: warns if a read outside any host answered another size.
  static func hostWillSetUp(at size: DynamicTypeSize) {
    let read: DynamicTypeSize? = lock.withLock {
      defer { readOutsideHost = nil }
      return readOutsideHost
    }
    guard let read, read != size else { return }
    RenderWarnings.warnOnce("UIFont.preferredFont", "UIFont.preferredFont / UIFontMetrics were read outside a render "
      + "and answered the \(read) text size, but the view is rendered at \(size); set RenderingTextSize.processDefault "
      + "(or build the view inside RenderingTextSize.withDefault) so fonts stored at init match the render")
  }
}

extension ViewHost {
  /// The Dynamic Type size of this host's root (its traits, else Large).
  var rootTextSize: DynamicTypeSize { graph.traits.dynamicTypeSize ?? .large }
}
