import Foundation

/// The engine behind `Publishers.Zip*` and `Publishers.CombineLatest*`: several upstreams of one
/// failure type feed one downstream. Zip pairs the n-th values of every input (each input keeps
/// a queue); combine-latest publishes the latest value of every input whenever one changes, once
/// all have published. Upstreams are asked for every value; results wait here for the
/// downstream's demand, so a subscriber asking for one value gets one (docs/compatibility/combine.md).
final class Combiner<Output, Failure: Error>: Subscription, @unchecked Sendable {
  enum Rule { case zip, latest }

  private let lock = NSLock()
  private let rule: Rule
  private let build: ([Any]) -> Output
  private let downstream: AnySubscriber<Output, Failure>
  private var values: [[Any]]
  private var finished: [Bool]
  private var upstreams: [(any Subscription)?]
  private var demand: Subscribers.Demand = .none
  private var ready: [Output] = []
  private var ending = false
  private var done = false
  private var draining = false

  init(_ rule: Rule, inputs: Int, downstream: AnySubscriber<Output, Failure>, build: @escaping ([Any]) -> Output) {
    self.rule = rule; self.build = build; self.downstream = downstream
    values = Array(repeating: [], count: inputs)
    finished = Array(repeating: false, count: inputs)
    upstreams = Array(repeating: nil, count: inputs)
  }

  /// Hands the downstream its subscription, then subscribes to every upstream.
  func start(_ attach: (Combiner) -> Void) {
    downstream.receive(subscription: self)
    attach(self)
  }

  /// Subscribes to `publisher` as input `index`.
  func attach<P: Publisher>(_ publisher: P, _ index: Int) where P.Failure == Failure {
    publisher.subscribe(CombinerInput<P.Output, Output, Failure>(self, index))
  }

  fileprivate func input(_ index: Int, subscribed s: any Subscription) {
    let keep = lock.withLock { () -> Bool in
      guard !done else { return false }
      upstreams[index] = s
      return true
    }
    if keep { s.request(.unlimited) } else { s.cancel() }
  }

  fileprivate func input(_ index: Int, value: Any) {
    lock.withLock {
      guard !done, !ending else { return }
      switch rule {
      case .zip:
        values[index].append(value)
        while values.allSatisfy({ !$0.isEmpty }) {
          ready.append(build(values.map { $0[0] }))
          for i in values.indices { values[i].removeFirst() }
        }
        // An input that finished with nothing queued can never pair again.
        if finished.indices.contains(where: { finished[$0] && values[$0].isEmpty }) { ending = true }
      case .latest:
        values[index] = [value]
        if values.allSatisfy({ !$0.isEmpty }) { ready.append(build(values.map { $0[0] })) }
      }
    }
    drain()
  }

  fileprivate func input(_ index: Int, completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .failure:
      let others = lock.withLock { () -> [any Subscription]? in
        guard !done else { return nil }
        done = true
        ready = []
        defer { upstreams = upstreams.map { _ in nil } }
        return upstreams.enumerated().compactMap { $0.offset == index ? nil : $0.element }
      }
      guard let others else { return }
      others.forEach { $0.cancel() }
      downstream.receive(completion: completion)
    case .finished:
      lock.withLock {
        finished[index] = true
        switch rule {
        case .zip: if values[index].isEmpty { ending = true }
        case .latest: if finished.allSatisfy({ $0 }) { ending = true }
        }
      }
      drain()
    }
  }

  func request(_ more: Subscribers.Demand) {
    lock.withLock { demand += more }
    drain()
  }

  func cancel() {
    let subs = lock.withLock { () -> [any Subscription] in
      done = true
      ready = []
      defer { upstreams = upstreams.map { _ in nil } }
      return upstreams.compactMap { $0 }
    }
    subs.forEach { $0.cancel() }
  }

  /// Delivers ready results while there is demand, then the end once all are out. Re-entrant
  /// calls (a downstream asking for more from inside `receive`) leave the work to the running loop.
  private enum Step { case value(Output), end([any Subscription]), stop }

  private func drain() {
    guard lock.withLock({ () -> Bool in
      if draining { return false }
      draining = true
      return true
    }) else { return }
    while true {
      let step = lock.withLock { () -> Step in
        if done { draining = false; return .stop }
        if !ready.isEmpty, demand > .none {
          demand -= .max(1)
          return .value(ready.removeFirst())
        }
        if ready.isEmpty, ending {
          done = true
          draining = false
          defer { upstreams = upstreams.map { _ in nil } }
          return .end(upstreams.compactMap { $0 })
        }
        draining = false
        return .stop
      }
      switch step {
      case .value(let v):
        let more = downstream.receive(v)
        lock.withLock { demand += more }
      case .end(let subs):
        subs.forEach { $0.cancel() }
        downstream.receive(completion: .finished)
        return
      case .stop:
        return
      }
    }
  }
}

/// The subscriber a `Combiner` attaches to one upstream. It holds the combiner strongly: the
/// upstream's subscription keeps both alive until it completes or the combiner cancels it.
final class CombinerInput<Input, Output, Failure: Error>: Subscriber, @unchecked Sendable {
  private let combiner: Combiner<Output, Failure>
  private let index: Int

  init(_ combiner: Combiner<Output, Failure>, _ index: Int) {
    self.combiner = combiner
    self.index = index
  }

  func receive(subscription: any Subscription) { combiner.input(index, subscribed: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand {
    combiner.input(index, value: input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Failure>) { combiner.input(index, completion: completion) }
}
