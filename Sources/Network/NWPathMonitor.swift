import Foundation

/// Watches the network and reports each new path, as Network's `NWPathMonitor`.
///
/// A render is a device on Wi-Fi that stays on it: `start(queue:)` delivers the render's path
/// once, asynchronously on that queue, and no other update follows. A monitor limited to an
/// interface the render does not have (cellular, wired Ethernet) reports `unsatisfied`.
/// `currentPath` is that path from the start: iOS answers an empty, unsatisfied path until the
/// first update, which would draw an offline state the device is not in
/// (docs/compatibility/frameworks.md, "Network").
public final class NWPathMonitor: @unchecked Sendable, CustomDebugStringConvertible {
  private let lock = NSLock()
  private var path: NWPath
  private var handler: (@Sendable (NWPath) -> Void)?
  private var onCancel: (@Sendable () -> Void)?
  private var deliveryQueue: DispatchQueue?
  private var cancelled = false
  private var iterators: [UUID: AsyncStream<NWPath>.Continuation] = [:]

  /// A monitor of every interface type.
  public init() { path = .render(required: nil, prohibited: []) }

  /// A monitor of one interface type.
  public init(requiredInterfaceType: NWInterface.InterfaceType) {
    path = .render(required: requiredInterfaceType, prohibited: [])
  }

  /// A monitor of every interface type but `prohibitedInterfaceTypes`.
  public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
    path = .render(required: nil, prohibited: prohibitedInterfaceTypes)
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Called on the monitor's queue with each new path (once, after `start(queue:)`, in a render).
  @preconcurrency public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
    get { locked { handler } }
    set { locked { handler = newValue } }
  }

  /// Called on the monitor's queue once it is cancelled.
  public var cancelHandler: (@Sendable () -> Void)? {
    get { locked { onCancel } }
    set { locked { onCancel = newValue } }
  }

  /// The latest path the monitor knows: the render's path (see the type's comment).
  public var currentPath: NWPath {
    get { locked { path } }
    set { locked { path = newValue } }
  }

  /// The queue given to `start(queue:)`, nil before.
  public var queue: DispatchQueue? { locked { deliveryQueue } }

  /// Starts monitoring: the path reaches `pathUpdateHandler` on `queue`, after this call returns.
  public func start(queue: DispatchQueue) {
    let first = locked { () -> Bool in
      guard deliveryQueue == nil, !cancelled else { return false }
      deliveryQueue = queue
      return true
    }
    guard first else { return }
    queue.async { [self] in
      guard let (handler, path) = locked({ cancelled ? nil : handler.map { ($0, path) } }) else { return }
      handler(path)
    }
  }

  /// Stops monitoring: no update follows, `cancelHandler` runs on the monitor's queue (if it
  /// was started) and async iterations end.
  public func cancel() {
    let (queue, onCancel, waiting) = locked { () -> (DispatchQueue?, (@Sendable () -> Void)?, [AsyncStream<NWPath>.Continuation]) in
      guard !cancelled else { return (nil, nil, []) }
      cancelled = true
      defer { iterators.removeAll() }
      return (deliveryQueue, self.onCancel, Array(iterators.values))
    }
    waiting.forEach { $0.finish() }
    if let onCancel, let queue { queue.async { onCancel() } }
  }

  public var debugDescription: String { "NWPathMonitor: \(currentPath.debugDescription)" }

  /// A new stream of this monitor's paths: the render's path, then nothing until `cancel()`.
  fileprivate func stream() -> AsyncStream<NWPath> {
    AsyncStream { continuation in
      let id = UUID()
      let live = locked { () -> Bool in
        guard !cancelled else { return false }
        iterators[id] = continuation
        return true
      }
      continuation.yield(currentPath)
      if !live { continuation.finish() }
      continuation.onTermination = { [weak self] _ in
        guard let self else { return }
        _ = self.locked { self.iterators.removeValue(forKey: id) }
      }
    }
  }
}

extension NWPathMonitor: AsyncSequence {
  public typealias Element = NWPath
  public typealias AsyncIterator = NWPathMonitor.Iterator

  /// Steps through a monitor's paths in `for await`: the render's path, then it waits until
  /// the monitor is cancelled.
  public struct Iterator: AsyncIteratorProtocol {
    var base: AsyncStream<NWPath>.Iterator

    public mutating func next() async -> NWPath? { await base.next() }
  }

  public func makeAsyncIterator() -> NWPathMonitor.Iterator { Iterator(base: stream().makeAsyncIterator()) }
}
