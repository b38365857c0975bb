import Foundation

/// A task the system runs for the app, as BackgroundTasks' `BGTask` (the abstract base). Only
/// the system makes tasks, and it runs none in a render, so a launch handler never receives one.
open class BGTask: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var onExpiration: (() -> Void)?
  private var completion: Bool?

  /// The identifier the launch handler was registered for.
  public let identifier: String

  init(identifier: String) {
    self.identifier = identifier
    super.init()
  }

  /// Called shortly before the task's background time runs out.
  open var expirationHandler: (() -> Void)? {
    get { lock.lock(); defer { lock.unlock() }; return onExpiration }
    set { lock.lock(); defer { lock.unlock() }; onExpiration = newValue }
  }

  /// Tells the scheduler the task is done (the first call counts).
  open func setTaskCompleted(success: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if completion == nil { completion = success }
  }
}

/// A short refresh run in the background, as `BGAppRefreshTask`.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// Minutes of deferrable work run in the background, as `BGProcessingTask`.
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// Work the user started that may go on in the background (iOS 26), as
/// `BGContinuedProcessingTask`; it reports its progress to the system's Live Activity.
open class BGContinuedProcessingTask: BGTask, ProgressReporting, @unchecked Sendable {
  private let titleLock = NSLock()
  private var shown: (title: String, subtitle: String)

  /// The task's progress, shown by the system.
  public let progress = Progress(totalUnitCount: 0)

  init(identifier: String, title: String, subtitle: String) {
    shown = (title, subtitle)
    super.init(identifier: identifier)
  }

  /// The title the system shows.
  open var title: String { titleLock.lock(); defer { titleLock.unlock() }; return shown.title }
  /// The subtitle the system shows.
  open var subtitle: String { titleLock.lock(); defer { titleLock.unlock() }; return shown.subtitle }

  /// Changes what the system shows for the task.
  open func updateTitle(_ title: String, subtitle: String) {
    titleLock.lock()
    defer { titleLock.unlock() }
    shown = (title, subtitle)
  }
}
