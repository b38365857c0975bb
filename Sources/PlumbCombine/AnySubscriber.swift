/// A type-erased subscriber, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let subscription: (any Subscription) -> Void
  private let value: (Input) -> Subscribers.Demand
  private let completion: (Subscribers.Completion<Failure>) -> Void

  public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = s.combineIdentifier
    subscription = s.receive(subscription:)
    value = s.receive(_:)
    completion = s.receive(completion:)
  }

  public init(receiveSubscription: ((any Subscription) -> Void)? = nil,
              receiveValue: ((Input) -> Subscribers.Demand)? = nil,
              receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
    combineIdentifier = CombineIdentifier()
    subscription = receiveSubscription ?? { _ in }
    value = receiveValue ?? { _ in .none }
    completion = receiveCompletion ?? { _ in }
  }

  public var description: String { "AnySubscriber" }
  public func receive(subscription s: any Subscription) { subscription(s) }
  public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
  public func receive(completion c: Subscribers.Completion<Failure>) { completion(c) }
}
