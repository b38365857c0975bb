import Foundation

extension Publisher {
  /// Runs the given closures as events pass through, as Combine's `handleEvents`: a subscription
  /// arriving, each value, completion, cancellation and each request for more values.
  public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil,
                           receiveOutput: ((Output) -> Void)? = nil,
                           receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                           receiveCancel: (() -> Void)? = nil,
                           receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
                            receiveRequest: receiveRequest)
  }
}

extension Publishers {
  /// The publisher `handleEvents` returns: the upstream's events, unchanged, with side effects.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public var receiveSubscription: ((any Subscription) -> Void)?
    public var receiveOutput: ((Upstream.Output) -> Void)?
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    public var receiveCancel: (() -> Void)?
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public init(upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
                receiveOutput: ((Upstream.Output) -> Void)?, receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?,
                receiveCancel: (() -> Void)?, receiveRequest: ((Subscribers.Demand) -> Void)?) {
      self.upstream = upstream; self.receiveSubscription = receiveSubscription; self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion; self.receiveCancel = receiveCancel; self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: EventHandler(downstream: AnySubscriber(subscriber), events: self))
    }
  }
}

/// The subscriber and subscription between `handleEvents` and its downstream.
private final class EventHandler<Upstream: Publisher>: Subscriber, Subscription, @unchecked Sendable {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure
  private let lock = NSLock()
  private let downstream: AnySubscriber<Upstream.Output, Upstream.Failure>
  private let events: Publishers.HandleEvents<Upstream>
  private var upstream: (any Subscription)?

  init(downstream: AnySubscriber<Upstream.Output, Upstream.Failure>, events: Publishers.HandleEvents<Upstream>) {
    self.downstream = downstream; self.events = events
  }

  func receive(subscription: any Subscription) {
    lock.withLock { upstream = subscription }
    events.receiveSubscription?(subscription)
    downstream.receive(subscription: self)
  }
  func receive(_ input: Upstream.Output) -> Subscribers.Demand {
    events.receiveOutput?(input)
    return downstream.receive(input)
  }
  func receive(completion: Subscribers.Completion<Upstream.Failure>) {
    events.receiveCompletion?(completion)
    downstream.receive(completion: completion)
  }
  func request(_ demand: Subscribers.Demand) {
    events.receiveRequest?(demand)
    lock.withLock { upstream }?.request(demand)
  }
  func cancel() {
    events.receiveCancel?()
    lock.withLock { () -> (any Subscription)? in defer { upstream = nil }; return upstream }?.cancel()
  }
}
