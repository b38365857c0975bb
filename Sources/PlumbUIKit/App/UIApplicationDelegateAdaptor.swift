import Foundation
import PlumbCombine
import PlumbUI

/// SwiftUI's `@UIApplicationDelegateAdaptor`: an `App` names its UIKit app delegate.
///
/// SwiftUI makes the delegate with the Objective-C runtime (`[[DelegateType alloc] init]`). Swift
/// on Linux can call `DelegateType()` only when the type's `init()` is `required`, which an app's
/// `class AppDelegate: NSObject, UIApplicationDelegate` never declares, so the adaptor cannot make
/// the delegate itself. It uses the delegate set as `UIApplication.shared.delegate` (a test or
/// harness sets it before making the `App`): when there is one of this type, making the adaptor
/// makes it the app's delegate and tells it, once per render session, that the app will and did
/// finish launching (no options), before the first render. Without one, the `App` still compiles
/// and renders; reading `wrappedValue` (the delegate) then stops with a message saying so.
/// docs/compatibility/uikit.md, "App and scene lifecycle".
///
/// UIKit constrains `DelegateType` to `NSObject`; here `UIResponder` is not an `NSObject`, so only
/// `UIApplicationDelegate` is required (`class AppDelegate: UIResponder, UIApplicationDelegate`
/// works too).
@preconcurrency @MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate>: DynamicProperty {
  private let delegate: DelegateType?

  /// The adaptor of an app delegate of type `delegateType`.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    delegate = Self.launchDelegate()
  }

  /// The app delegate.
  public var wrappedValue: DelegateType {
    guard let delegate else {
      preconditionFailure("""
        UIApplicationDelegateAdaptor: no \(DelegateType.self) to use. Swift on Linux cannot make one \
        from its type (its init() is not `required`); set `UIApplication.shared.delegate = \
        \(DelegateType.self)()` before making the App (docs/compatibility/uikit.md)
        """)
    }
    return delegate
  }

  /// The current delegate if it is a `DelegateType`, told it launched (once per session).
  static func launchDelegate() -> DelegateType? {
    let app = UIApplication.shared
    guard let delegate = app.delegate as? DelegateType else {
      RenderWarnings.warnOnce("UIApplicationDelegateAdaptor \(DelegateType.self)", """
        @UIApplicationDelegateAdaptor(\(DelegateType.self).self): the delegate is not made (Swift on Linux \
        cannot make a class from its type unless its init() is required), so it is not told the app \
        launched; set UIApplication.shared.delegate first to have it used
        """)
      return nil
    }
    if UIApplicationLifecycleState.current.shouldLaunch(delegate) {
      _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
      _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
    }
    return delegate
  }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
  /// The adaptor of an app delegate that is an observable object (SwiftUI also puts it in the
  /// environment; here the `App`'s body passes it on itself).
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    delegate = Self.launchDelegate()
  }

  /// Bindings to the delegate's properties. Declared, as SwiftUI declares it, in this constrained
  /// extension, where Swift does not look for a wrapper's projection: `$appDelegate` is not
  /// synthesized (no app in the corpora uses it).
  public var projectedValue: ObservedObject<DelegateType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}
