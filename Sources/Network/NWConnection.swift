import Foundation

/// A connection to an endpoint, as Network's `NWConnection`.
///
/// Nothing is sent or received in a render, and no connection completes: `start(queue:)` moves
/// the connection to `.preparing` (reported on that queue) and it stays there, as a connection
/// still being set up when the screen is drawn. Receives and sends wait and their completions
/// never run; `cancel()` moves it to `.cancelled` (docs/compatibility/frameworks.md, "Network").
public final class NWConnection: CustomDebugStringConvertible, @unchecked Sendable {
  /// Where a connection is in its life, as `NWConnection.State`.
  public enum State: Equatable, Sendable {
    case setup
    case waiting(NWError)
    case preparing
    case ready
    case failed(NWError)
    case cancelled
  }

  /// What happens once a send's content is handed to the network, as
  /// `NWConnection.SendCompletion`.
  public enum SendCompletion: Sendable {
    /// Called once the content is processed (never in a render: nothing is sent).
    case contentProcessed(@Sendable (_ error: NWError?) -> Void)
    /// Content that may be sent more than once, with no completion.
    case idempotent
  }

  /// How a message is sent or was received, as `NWConnection.ContentContext`.
  public final class ContentContext: @unchecked Sendable {
    public let identifier: String
    public let expirationMilliseconds: UInt64
    public let relativePriority: Double
    public let isFinal: Bool
    public let antecedent: NWConnection.ContentContext?
    public let protocolMetadata: [NWProtocolMetadata]

    public init(identifier: String, expiration: UInt64 = 0, priority: Double = 0.5, isFinal: Bool = false,
                antecedent: NWConnection.ContentContext? = nil, metadata: [NWProtocolMetadata]? = []) {
      self.identifier = identifier
      expirationMilliseconds = expiration
      relativePriority = priority
      self.isFinal = isFinal
      self.antecedent = antecedent
      protocolMetadata = metadata ?? []
    }

    /// One whole message, sent at once.
    public static let defaultMessage = ContentContext(identifier: "default message")
    /// The last message: the connection's sending side closes after it.
    public static let finalMessage = ContentContext(identifier: "final message", isFinal: true)
    /// A stream's content.
    public static let defaultStream = ContentContext(identifier: "default stream")
  }

  public let endpoint: NWEndpoint
  public let parameters: NWParameters

  private let lock = NSLock()
  private var currentState = State.setup
  private var deliveryQueue: DispatchQueue?
  private var onState: (@Sendable (State) -> Void)?
  private var onPath: (@Sendable (NWPath) -> Void)?
  private var onViability: (@Sendable (Bool) -> Void)?
  private var onBetterPath: (@Sendable (Bool) -> Void)?

  /// A connection to `endpoint` made with `parameters`.
  public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
    self.endpoint = endpoint
    self.parameters = parameters
  }

  /// A connection to `host` on `port`.
  public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
    self.init(to: .hostPort(host: host, port: port), using: parameters)
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// The connection's state: `.setup`, then `.preparing` once started (it goes no further in a
  /// render), then `.cancelled`.
  public var state: NWConnection.State { locked { currentState } }

  /// Called on the connection's queue with each new state.
  @preconcurrency public var stateUpdateHandler: (@Sendable (_ state: NWConnection.State) -> Void)? {
    get { locked { onState } }
    set { locked { onState = newValue } }
  }

  /// Called when the connection's path changes (never in a render).
  @preconcurrency public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
    get { locked { onPath } }
    set { locked { onPath = newValue } }
  }

  /// Called when the connection can or cannot send (never in a render).
  @preconcurrency public var viabilityUpdateHandler: (@Sendable (_ isViable: Bool) -> Void)? {
    get { locked { onViability } }
    set { locked { onViability = newValue } }
  }

  /// Called when a better path appears (never in a render).
  @preconcurrency public var betterPathUpdateHandler: (@Sendable (_ betterPathAvailable: Bool) -> Void)? {
    get { locked { onBetterPath } }
    set { locked { onBetterPath = newValue } }
  }

  /// The connection's path: none until it is ready, so none in a render.
  public var currentPath: NWPath? { nil }

  /// The queue given to `start(queue:)`, nil before.
  public var queue: DispatchQueue? { locked { deliveryQueue } }

  /// The largest datagram a send may carry (no path, so 0).
  public var maximumDatagramSize: Int { 0 }

  /// Moves to `state` and reports it on the queue (nothing when it is already there).
  private func move(to state: State) {
    let (queue, handler) = locked { () -> (DispatchQueue?, (@Sendable (State) -> Void)?) in
      guard currentState != state, currentState != .cancelled else { return (nil, nil) }
      currentState = state
      return (deliveryQueue, onState)
    }
    if let queue, let handler { queue.async { handler(state) } }
  }

  /// Starts the connection: `.preparing` reaches `stateUpdateHandler` on `queue`.
  public func start(queue: DispatchQueue) {
    let first = locked { () -> Bool in
      guard deliveryQueue == nil else { return false }
      deliveryQueue = queue
      return true
    }
    if first { move(to: .preparing) }
  }

  /// Starts connecting again (it prepares, as before).
  public func restart() { move(to: .preparing) }

  /// Closes the connection: `.cancelled` reaches `stateUpdateHandler`.
  public func cancel() { move(to: .cancelled) }

  /// Closes the connection at once: `.cancelled` reaches `stateUpdateHandler`.
  public func forceCancel() { move(to: .cancelled) }

  /// Moves on to the endpoint's next address (there is none being tried in a render).
  public func cancelCurrentEndpoint() {}

  /// Reads between `minimumIncompleteLength` and `maximumLength` bytes; nothing arrives in a
  /// render, so `completion` is never called.
  public func receive(minimumIncompleteLength: Int, maximumLength: Int,
                      completion: @escaping @Sendable (_ content: Data?, _ contentContext: NWConnection.ContentContext?,
                                                       _ isComplete: Bool, _ error: NWError?) -> Void) {}

  /// Reads a whole message; nothing arrives in a render, so `completion` is never called.
  public func receiveMessage(completion: @escaping @Sendable (_ completeContent: Data?, _ contentContext: NWConnection.ContentContext?,
                                                              _ isComplete: Bool, _ error: NWError?) -> Void) {}

  /// Sends `content`; nothing is sent in a render, so a `.contentProcessed` completion is never
  /// called.
  public func send(content: Data?, contentContext: NWConnection.ContentContext = .defaultMessage,
                   isComplete: Bool = true, completion: NWConnection.SendCompletion) {}

  /// Runs `block`, whose sends and receives are batched on iOS.
  public func batch(_ block: () -> Void) { block() }

  public var debugDescription: String { "[C] \(endpoint.debugDescription) \(parameters.debugDescription)" }
}
