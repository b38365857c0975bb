import Foundation

/// A publisher that code can push values into, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Subscribers.Completion<Failure>)
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

/// Broadcasts each sent value to the subscribers present at the time, as Combine's
/// `PassthroughSubject`; a value sent with no subscriber is dropped.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let hub = SubscriberHub<Output, Failure>()
  public init() {}
  public func send(_ value: Output) { hub.send(value) }
  public func send(completion: Subscribers.Completion<Failure>) { hub.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    hub.attach(subscriber, initial: nil)
  }
}

/// Holds a current value and sends it to each new subscriber and on every change, as Combine's
/// `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let hub = SubscriberHub<Output, Failure>()
  private let lock = NSLock()
  private var current: Output

  public init(_ value: Output) { current = value }

  /// The current value; setting it sends it.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  public func send(_ value: Output) {
    lock.withLock { current = value }
    hub.send(value)
  }
  public func send(completion: Subscribers.Completion<Failure>) { hub.finish(completion) }
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    hub.attach(subscriber, initial: value)
  }
}

/// The subscribers of a subject, each with its own demand. Values go out synchronously, in
/// subscription order, outside the lock (so a subscriber may send or subscribe re-entrantly).
final class SubscriberHub<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var links: [Link] = []
  private var completion: Subscribers.Completion<Failure>?

  func attach<S: Subscriber>(_ s: S, initial: Output?) where S.Input == Output, S.Failure == Failure {
    let done = lock.withLock { completion }
    let link = Link(AnySubscriber(s), hub: self, pending: initial)
    if let done {
      s.receive(subscription: EmptySubscription())
      s.receive(completion: done)
      return
    }
    lock.withLock { links.append(link) }
    s.receive(subscription: link)
  }

  func send(_ value: Output) {
    for link in lock.withLock({ links }) { link.deliver(value) }
  }

  func finish(_ c: Subscribers.Completion<Failure>) {
    let current = lock.withLock { () -> [Link] in
      guard completion == nil else { return [] }
      completion = c
      let l = links
      links = []
      return l
    }
    for link in current { link.complete(c) }
  }

  func remove(_ link: Link) { lock.withLock { links.removeAll { $0 === link } } }

  /// One subscriber's subscription to the hub.
  final class Link: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var pending: Output?
    private weak var hub: SubscriberHub?

    init(_ s: AnySubscriber<Output, Failure>, hub: SubscriberHub, pending: Output?) {
      downstream = s; self.hub = hub; self.pending = pending
    }

    func request(_ d: Subscribers.Demand) {
      let first = lock.withLock { () -> Output? in
        demand += d
        let p = pending
        pending = nil
        return p
      }
      if let first { deliver(first) }
    }

    func deliver(_ value: Output) {
      let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
        guard let s = downstream, demand > .none else { return nil }
        demand -= .max(1)
        return s
      }
      guard let target else { return }
      let more = target.receive(value)
      lock.withLock { demand += more }
    }

    func complete(_ c: Subscribers.Completion<Failure>) {
      let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
        let s = downstream
        downstream = nil
        return s
      }
      target?.receive(completion: c)
    }

    func cancel() {
      lock.withLock { downstream = nil }
      hub?.remove(self)
    }
  }
}

/// A subscription that does nothing: handed to subscribers of publishers that already finished.
struct EmptySubscription: Subscription {
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
