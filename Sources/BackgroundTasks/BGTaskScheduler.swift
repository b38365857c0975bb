import Foundation

/// The domain of `BGTaskScheduler.Error`, as `BGTaskSchedulerErrorDomain`.
public let BGTaskSchedulerErrorDomain = "BGTaskSchedulerErrorDomain"

/// Schedules the app's background work, as BackgroundTasks' `BGTaskScheduler`.
///
/// A render never goes to the background, so no launch handler is ever called. The scheduler
/// keeps what the app submits, in memory, with iOS's limits (one pending app refresh, ten
/// processing tasks; a request with a pending identifier replaces it), so code that schedules,
/// lists and cancels requests runs. iOS's simulator refuses every submission
/// (`Error.Code.unavailable`); here a submission is accepted, as on a device. A continued
/// processing request with the `.fail` strategy cannot start at once (nothing runs), so it is
/// refused with `immediateRunIneligible`, as iOS does when it cannot run it right away.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
  /// A scheduling error, as `BGTaskScheduler.Error` (domain `BGTaskSchedulerErrorDomain`).
  public struct Error: CustomNSError, Hashable, Sendable {
    /// The scheduling errors, as `BGTaskScheduler.Error.Code`.
    public enum Code: Int, @unchecked Sendable, Equatable {
      /// The app cannot schedule background work (Background App Refresh off, the simulator).
      case unavailable = 1
      /// Too many pending requests of the kind.
      case tooManyPendingTaskRequests = 2
      /// The identifier is not in the app's permitted list, or the background mode is missing.
      case notPermitted = 3
      /// A `.fail` continued processing request could not start at once.
      case immediateRunIneligible = 4
    }

    public let code: BGTaskScheduler.Error.Code
    public init(_ code: BGTaskScheduler.Error.Code) { self.code = code }

    public static var errorDomain: String { BGTaskSchedulerErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var unavailable: BGTaskScheduler.Error.Code { .unavailable }
    public static var tooManyPendingTaskRequests: BGTaskScheduler.Error.Code { .tooManyPendingTaskRequests }
    public static var notPermitted: BGTaskScheduler.Error.Code { .notPermitted }
    public static var immediateRunIneligible: BGTaskScheduler.Error.Code { .immediateRunIneligible }
  }

  private static let instance = BGTaskScheduler()

  /// The app's scheduler.
  open class var shared: BGTaskScheduler { instance }

  /// The extra resources continued processing tasks may ask for: none in a render.
  open class var supportedResources: BGContinuedProcessingTaskRequest.Resources { [] }

  private let lock = NSLock()
  private var handlers: [String: (DispatchQueue?, (BGTask) -> Void)] = [:]
  private var pending: [BGTaskRequest] = []

  override init() { super.init() }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Registers the launch handler for `identifier` (nil queue: a background queue). It is kept
  /// and never called: no task runs in a render. Answers true, as for a permitted identifier.
  @discardableResult
  open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                     launchHandler: @escaping (BGTask) -> Void) -> Bool {
    locked { handlers[identifier] = (queue, launchHandler) }
    return true
  }

  /// Schedules `taskRequest` (see the type's comment for what is refused).
  open func submit(_ taskRequest: BGTaskRequest) throws {
    if let continued = taskRequest as? BGContinuedProcessingTaskRequest, continued.strategy == .fail {
      throw Error(.immediateRunIneligible)
    }
    let copy = taskRequest.copy() as? BGTaskRequest ?? taskRequest
    try locked {
      let others = pending.filter { $0.identifier != copy.identifier }
      let limit: Int? = copy is BGAppRefreshTaskRequest ? 1 : copy is BGProcessingTaskRequest ? 10 : nil
      if let limit, others.filter({ type(of: $0) == type(of: copy) }).count >= limit {
        throw Error(.tooManyPendingTaskRequests)
      }
      pending = others + [copy]
    }
  }

  /// Removes the pending request for `identifier`.
  open func cancel(taskRequestWithIdentifier identifier: String) {
    locked { pending.removeAll { $0.identifier == identifier } }
  }

  /// Removes every pending request.
  open func cancelAllTaskRequests() {
    locked { pending.removeAll() }
  }

  /// The pending requests, to `completionHandler` (on a background queue, as on iOS).
  open func getPendingTaskRequests(completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void) {
    let requests = locked { pending }
    DispatchQueue.global().async { completionHandler(requests) }
  }

  /// The pending requests.
  open func pendingTaskRequests() async -> [BGTaskRequest] { locked { pending } }
}

/// Matches `catch BGTaskScheduler.Error.tooManyPendingTaskRequests`-style patterns.
public func ~= (code: BGTaskScheduler.Error.Code, error: any Error) -> Bool {
  (error as? BGTaskScheduler.Error)?.code == code
}
