import Foundation

/// Foundation's `NSUserActivity` (Handoff, Spotlight and Siri suggestions), which Foundation on
/// Linux does not have. Apps create one per screen and set its fields; here it only keeps them:
/// a render advertises nothing, `becomeCurrent()` and friends change no system state and the
/// delegate is never called.
open class NSUserActivity: NSObject {
  /// The activity's type, usually a reverse-DNS string declared in the app's Info.plist.
  public let activityType: String
  open var title: String?
  open var userInfo: [AnyHashable: Any]?
  open var requiredUserInfoKeys: Set<String>?
  open var needsSave: Bool = false
  open var webpageURL: URL?
  open var referrerURL: URL?
  open var expirationDate: Date?
  open var keywords: Set<String> = []
  open var supportsContinuationStreams: Bool = false
  open weak var delegate: (any NSUserActivityDelegate)?
  open var targetContentIdentifier: String?
  open var isEligibleForHandoff: Bool = true
  open var isEligibleForSearch: Bool = false
  open var isEligibleForPublicIndexing: Bool = false
  open var isEligibleForPrediction: Bool = false
  open var persistentIdentifier: NSUserActivityPersistentIdentifier?

  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Apple's deprecated initialiser: the activity type is the main bundle's first declared one;
  /// here it is empty.
  @available(*, deprecated, message: "Use init(activityType:) with a specific activity type string")
  public convenience override init() {
    self.init(activityType: "")
  }

  /// Merges `otherDictionary` into `userInfo`; its values win on shared keys.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var merged = userInfo ?? [:]
    for (key, value) in otherDictionary { merged[key] = value }
    userInfo = merged
  }

  /// Marks the activity current; nothing is advertised on Linux.
  open func becomeCurrent() { isCurrent = true }
  /// Stops the activity being current.
  open func resignCurrent() { isCurrent = false }
  /// Ends the activity for good; nothing was advertised to withdraw.
  open func invalidate() { isCurrent = false }

  private var isCurrent = false

  /// Apple deletes the donated activities with these identifiers; there are none here.
  open class func deleteSavedUserActivities(
    withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier],
    completionHandler handler: @escaping () -> Void
  ) { handler() }

  /// Apple deletes every activity the app donated; there are none here.
  open class func deleteAllSavedUserActivities(completionHandler handler: @escaping () -> Void) { handler() }
}

/// The identifier type of `NSUserActivity.persistentIdentifier`.
public typealias NSUserActivityPersistentIdentifier = String

/// The activity type for continuing a web page (`webpageURL`) in a browser or app.
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
