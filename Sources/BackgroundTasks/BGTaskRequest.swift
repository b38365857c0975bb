import Foundation

// BackgroundTasks, as iOS declares it (docs/compatibility/frameworks.md, "BackgroundTasks").
// A render never goes to the background, so no task ever runs; the scheduler keeps what the app
// submits, in memory, so code that schedules, lists and cancels requests runs.

/// A request to launch the app in the background, as BackgroundTasks' `BGTaskRequest` (the
/// abstract base of the request kinds).
open class BGTaskRequest: NSObject, NSCopying, @unchecked Sendable {
  /// The identifier the app registered a launch handler for.
  public let identifier: String
  /// The earliest the task may run (nil: no delay).
  open var earliestBeginDate: Date?

  init(taskIdentifier: String) {
    identifier = taskIdentifier
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let made = BGTaskRequest(taskIdentifier: identifier)
    made.earliestBeginDate = earliestBeginDate
    return made
  }

  open override var description: String {
    "<\(type(of: self)): \(identifier), earliestBeginDate: \(earliestBeginDate.map { "\($0)" } ?? "(null)")>"
  }
}

/// A request for a short refresh in the background, as `BGAppRefreshTaskRequest`.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
  public init(identifier: String) { super.init(taskIdentifier: identifier) }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let made = BGAppRefreshTaskRequest(identifier: identifier)
    made.earliestBeginDate = earliestBeginDate
    return made
  }
}

/// A request for minutes of deferrable work, as `BGProcessingTaskRequest`.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
  /// Run only with network access (false by default).
  open var requiresNetworkConnectivity = false
  /// Run only while charging (false by default).
  open var requiresExternalPower = false

  public init(identifier: String) { super.init(taskIdentifier: identifier) }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let made = BGProcessingTaskRequest(identifier: identifier)
    made.earliestBeginDate = earliestBeginDate
    made.requiresNetworkConnectivity = requiresNetworkConnectivity
    made.requiresExternalPower = requiresExternalPower
    return made
  }
}

/// A request for work that starts now, in the foreground, and may go on in the background
/// (iOS 26), as `BGContinuedProcessingTaskRequest`.
open class BGContinuedProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
  /// What happens when the task cannot start at once, as
  /// `BGContinuedProcessingTaskRequest.SubmissionStrategy`.
  public enum SubmissionStrategy: Int, @unchecked Sendable {
    /// Submission fails (`immediateRunIneligible`).
    case fail = 0
    /// The request waits in a queue.
    case queue = 1
  }

  /// Extra system resources the task needs, as `BGContinuedProcessingTaskRequest.Resources`.
  public struct Resources: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let `default` = Resources([])
    public static let gpu = Resources(rawValue: 1 << 0)
  }

  /// The title the system shows (a Live Activity on iOS) before the task runs.
  open var title: String
  /// The subtitle the system shows before the task runs.
  open var subtitle: String
  /// `.queue` by default.
  open var strategy: BGContinuedProcessingTaskRequest.SubmissionStrategy = .queue
  /// `.default` by default.
  open var requiredResources: BGContinuedProcessingTaskRequest.Resources = .default

  public init(identifier: String, title: String, subtitle: String) {
    self.title = title
    self.subtitle = subtitle
    super.init(taskIdentifier: identifier)
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let made = BGContinuedProcessingTaskRequest(identifier: identifier, title: title, subtitle: subtitle)
    made.earliestBeginDate = earliestBeginDate
    made.strategy = strategy
    made.requiredResources = requiredResources
    return made
  }
}
