import Foundation
import PlumbGraphics
import PlumbUI

/// The appearance proxies of UIKit's `appearance()`: one per class per render session (the
/// process's unless a session asks for its own, as tests do with `freshSession()`), so settings
/// an app makes at launch reach views made later without leaking between parallel renders.
package final class UIAppearanceProxies: RenderSessionKey, @unchecked Sendable {
  package static let defaultValue = UIAppearanceProxies()
  private let lock = NSLock()
  private var proxies: [ObjectIdentifier: AnyObject] = [:]
  private var contained: [ObjectIdentifier: AnyObject] = [:]
  package init() {}

  private static var current: UIAppearanceProxies { RenderSession.current[UIAppearanceProxies.self] }

  /// The proxy of `type`, made on first use.
  @MainActor static func proxy<T: AnyObject>(_ type: T.Type, _ make: () -> T) -> T {
    let store = current
    if let p = store.lock.withLock({ store.proxies[ObjectIdentifier(type)] }) as? T { return p }
    let p = make()
    store.lock.withLock { store.proxies[ObjectIdentifier(type)] = p }
    return p
  }

  /// The proxy of `type`, if one was asked for.
  static func existing<T: AnyObject>(_ type: T.Type) -> T? {
    let store = current
    return store.lock.withLock { store.proxies[ObjectIdentifier(type)] } as? T
  }

  /// A proxy for views inside some containers: kept so settings compile, never applied.
  @MainActor static func containedProxy<T: AnyObject>(_ type: T.Type, _ containers: [AnyClass], _ make: () -> T) -> T {
    RenderWarnings.warnOnce("appearance(whenContainedInInstancesOf:) \(type)", """
      \(type).appearance(whenContainedInInstancesOf: \(containers.map { "\($0)" })): settings on this proxy are not applied
      """)
    let store = current
    if let p = store.lock.withLock({ store.contained[ObjectIdentifier(type)] }) as? T { return p }
    let p = make()
    store.lock.withLock { store.contained[ObjectIdentifier(type)] = p }
    return p
  }

  /// The current session with proxies (and SwiftUI bar styles) of its own.
  package static func freshSession() -> RenderSession {
    var session = PlatformBarStyles.freshSession()
    session[UIAppearanceProxies.self] = UIAppearanceProxies()
    return session
  }
}
