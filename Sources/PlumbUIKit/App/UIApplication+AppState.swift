import Foundation

// App-wide settings and keys (docs/compatibility/uikit.md, "App and scene lifecycle"). The values
// an app sets are kept for the render session and read back; none changes the picture (there is
// no idle timer, Home Screen badge or shake gesture in a render).

extension UIApplication {
  /// Whether the screen is kept from dimming: kept as set (false until then); nothing dims in a render.
  public var isIdleTimerDisabled: Bool {
    get { UIApplicationLifecycleState.current.value("isIdleTimerDisabled", default: false) }
    set { UIApplicationLifecycleState.current.setValue(newValue, for: "isIdleTimerDisabled") }
  }

  /// The Home Screen badge: kept as set (0 until then); no badge is drawn.
  @available(iOS, introduced: 2.0, deprecated: 17.0, message: "Use -[UNUserNotificationCenter setBadgeCount:withCompletionHandler:] instead.")
  public var applicationIconBadgeNumber: Int {
    get { UIApplicationLifecycleState.current.value("applicationIconBadgeNumber", default: 0) }
    set { UIApplicationLifecycleState.current.setValue(newValue, for: "applicationIconBadgeNumber") }
  }

  /// Whether shaking offers undo: kept as set (true until then, UIKit's default); nothing shakes.
  public var applicationSupportsShakeToEdit: Bool {
    get { UIApplicationLifecycleState.current.value("applicationSupportsShakeToEdit", default: true) }
    set { UIApplicationLifecycleState.current.setValue(newValue, for: "applicationSupportsShakeToEdit") }
  }

  /// True: the device is unlocked, so protected files can be read.
  public var isProtectedDataAvailable: Bool { true }

  /// The orientations the app supports for `window`: its delegate's answer, else UIKit's without
  /// an Info.plist list (every orientation on an iPad, all but upside down on an iPhone).
  public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
    if let delegate { return delegate.application(self, supportedInterfaceOrientationsFor: window) }
    return UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// Opening a URL the old way (deprecated in iOS 10): nothing opens in a render, so false.
  @available(iOS, introduced: 2.0, deprecated: 10.0, message: "Please use openURL:options:completionHandler: instead")
  public func openURL(_ url: URL) -> Bool { false }

  /// The keys of the options given to `application(_:open:options:)`, as UIKit's.
  public struct OpenURLOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the app that asked.
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// A document interaction controller's annotation.
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file is opened in place.
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    /// The tap's event attribution.
    public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
  }

  /// The kinds of app extension an app may refuse, as UIKit's `UIApplication.ExtensionPointIdentifier`.
  public struct ExtensionPointIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Custom keyboards.
    public static let keyboard = ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
  }
}

extension UIApplication.LaunchOptionsKey {
  /// The activity type inside `userActivityDictionary`.
  public static let userActivityType = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
  /// Core Bluetooth central managers to restore.
  public static let bluetoothCentrals = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
  /// Core Bluetooth peripheral managers to restore.
  public static let bluetoothPeripherals = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
  /// A CloudKit share invitation.
  public static let cloudKitShareMetadata = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
  /// The tap's event attribution.
  public static let eventAttribution = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsEventAttributionKey")
}
