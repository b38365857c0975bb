import Foundation

// UserNotifications, as iOS declares it: local notifications an app schedules. Nothing is
// delivered in a render (no time passes outside the render clock and no banner is drawn); the
// centre keeps what the app schedules, in memory, so code that schedules and lists requests runs.
// Authorization: the permission prompt is not drawn; the centre answers as if the user allowed
// (status `.authorized` once requested, `.notDetermined` before), the state screens usually show.

/// What an app asks permission for, as `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may post notifications, as `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

/// One notification setting, as `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable { case notSupported, disabled, enabled }

/// The app's notification settings, as `UNNotificationSettings`.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
  public let authorizationStatus: UNAuthorizationStatus
  public var alertSetting: UNNotificationSetting { authorizationStatus == .authorized ? .enabled : .disabled }
  public var soundSetting: UNNotificationSetting { alertSetting }
  public var badgeSetting: UNNotificationSetting { alertSetting }
  public var lockScreenSetting: UNNotificationSetting { alertSetting }
  public var notificationCenterSetting: UNNotificationSetting { alertSetting }
  init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

/// A notification's sound, as `UNNotificationSound`.
public final class UNNotificationSound: NSObject, @unchecked Sendable {
  let name: String
  init(name: String) { self.name = name }
  public static let `default` = UNNotificationSound(name: "default")
  public static let defaultCritical = UNNotificationSound(name: "defaultCritical")
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
  public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(named: name) }
}

/// A sound file's name, as `UNNotificationSoundName`.
public struct UNNotificationSoundName: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// How urgent a notification is, as `UNNotificationInterruptionLevel`.
public enum UNNotificationInterruptionLevel: UInt, Sendable { case passive, active, timeSensitive, critical }

/// What a notification shows, as `UNNotificationContent`.
open class UNNotificationContent: NSObject, @unchecked Sendable {
  open var title = ""
  open var subtitle = ""
  open var body = ""
  open var badge: NSNumber?
  open var sound: UNNotificationSound?
  open var userInfo: [AnyHashable: Any] = [:]
  open var categoryIdentifier = ""
  open var threadIdentifier = ""
  open var targetContentIdentifier: String?
  open var interruptionLevel: UNNotificationInterruptionLevel = .active
  open var relevanceScore: Double = 0
  open var attachments: [UNNotificationAttachment] = []
  public override init() {}
}

/// Content an app fills in, as `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

/// A file shown with a notification, as `UNNotificationAttachment`.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
  public let identifier: String
  public let url: URL
  public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
    self.identifier = identifier
    url = URL
  }
}

/// When a notification fires, as `UNNotificationTrigger`.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// After an interval, as `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval
  let created = Date()
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
  public func nextTriggerDate() -> Date? { created.addingTimeInterval(timeInterval) }
}

/// At calendar components, as `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let dateComponents: DateComponents
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
  public func nextTriggerDate() -> Date? {
    Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
  }
}

/// A scheduled notification, as `UNNotificationRequest`.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier; self.content = content; self.trigger = trigger
  }
}

/// A delivered notification, as `UNNotification`.
open class UNNotification: NSObject, @unchecked Sendable {
  public let request: UNNotificationRequest
  public let date: Date
  init(request: UNNotificationRequest, date: Date) { self.request = request; self.date = date }
}

/// The user's answer to a notification, as `UNNotificationResponse`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String
  init(notification: UNNotification, actionIdentifier: String) { self.notification = notification; self.actionIdentifier = actionIdentifier }
}

public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification shows while the app is in front, as `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A button on a notification, as `UNNotificationAction`.
open class UNNotificationAction: NSObject, @unchecked Sendable {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier; self.title = title; self.options = options
  }
}

/// A text reply action, as `UNTextInputNotificationAction`.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
              textInputButtonTitle: String, textInputPlaceholder: String) {
    super.init(identifier: identifier, title: title, options: options)
  }
}

public struct UNNotificationActionOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A kind of notification with its actions, as `UNNotificationCategory`.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
              options: UNNotificationCategoryOptions = []) {
    self.identifier = identifier; self.actions = actions
  }
}

public struct UNNotificationCategoryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
}

/// Callbacks of the notification centre, as `UNUserNotificationCenterDelegate` (none fires in a
/// render: nothing is delivered).
public protocol UNUserNotificationCenterDelegate: AnyObject {
  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                              withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                              withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                     withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {}
  public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                     withCompletionHandler completionHandler: @escaping () -> Void) {}
}

/// The app's notification centre, as `UNUserNotificationCenter` (see the top of this file).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [UNNotificationRequest] = []
  private var status = UNAuthorizationStatus.notDetermined
  private var categories: Set<UNNotificationCategory> = []
  open weak var delegate: (any UNUserNotificationCenterDelegate)?
  open var supportsContentExtensions: Bool { false }

  private static let shared = UNUserNotificationCenter()
  /// The app's centre (one per process, as on iOS).
  open class func current() -> UNUserNotificationCenter { shared }
  /// A centre of its own, for tests that need one starting empty.
  public override init() {}

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  open func requestAuthorization(options: UNAuthorizationOptions = [],
                                 completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    locked { status = .authorized }
    completionHandler(true, nil)
  }
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    locked { status = .authorized }
    return true
  }
  open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    completionHandler(UNNotificationSettings(authorizationStatus: locked { status }))
  }
  open func notificationSettings() async -> UNNotificationSettings {
    UNNotificationSettings(authorizationStatus: locked { status })
  }
  open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    locked {
      pending.removeAll { $0.identifier == request.identifier }
      pending.append(request)
    }
    completionHandler?(nil)
  }
  open func add(_ request: UNNotificationRequest) async throws { add(request, withCompletionHandler: nil) }
  open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
    completionHandler(locked { pending })
  }
  open func pendingNotificationRequests() async -> [UNNotificationRequest] { locked { pending } }
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    locked { pending.removeAll { identifiers.contains($0.identifier) } }
  }
  open func removeAllPendingNotificationRequests() { locked { pending.removeAll() } }
  open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) { completionHandler([]) }
  open func deliveredNotifications() async -> [UNNotification] { [] }
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  open func removeAllDeliveredNotifications() {}
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { locked { self.categories = categories } }
  open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
    completionHandler(locked { categories })
  }
  open func notificationCategories() async -> Set<UNNotificationCategory> { locked { categories } }
  open func setBadgeCount(_ newBadgeCount: Int) async throws {}
  open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    completionHandler?(nil)
  }
}
