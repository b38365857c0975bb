import Foundation

// Combine's joining operators, declared as Combine declares them; `Combiner` does the work. The
// transforming forms return `Publishers.Map<…, T>` spelled as the type that alias names (the
// alias over a joined publisher crashes the 6.3 compiler's indexer).

extension Publishers {
  /// Pairs the n-th values of its upstreams, as Combine's `Publishers.Zip`: each output waits
  /// for a value from every upstream; it finishes once an upstream finished with nothing left to pair.
  public struct Zip<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a; self.b = b
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let combiner = Combiner<Output, Failure>(.zip, inputs: 2, downstream: AnySubscriber(subscriber)) { ($0[0] as! A.Output, $0[1] as! B.Output) }
      combiner.start { $0.attach(a, 0); $0.attach(b, 1) }
    }
  }

  /// Pairs the n-th values of its upstreams, as Combine's `Publishers.Zip3`: each output waits
  /// for a value from every upstream; it finishes once an upstream finished with nothing left to pair.
  public struct Zip3<A, B, C>: Publisher where A: Publisher, B: Publisher, C: Publisher, A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a; self.b = b; self.c = c
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let combiner = Combiner<Output, Failure>(.zip, inputs: 3, downstream: AnySubscriber(subscriber)) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
      combiner.start { $0.attach(a, 0); $0.attach(b, 1); $0.attach(c, 2) }
    }
  }

  /// Pairs the n-th values of its upstreams, as Combine's `Publishers.Zip4`: each output waits
  /// for a value from every upstream; it finishes once an upstream finished with nothing left to pair.
  public struct Zip4<A, B, C, D>: Publisher where A: Publisher, B: Publisher, C: Publisher, D: Publisher, A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a; self.b = b; self.c = c; self.d = d
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let combiner = Combiner<Output, Failure>(.zip, inputs: 4, downstream: AnySubscriber(subscriber)) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
      combiner.start { $0.attach(a, 0); $0.attach(b, 1); $0.attach(c, 2); $0.attach(d, 3) }
    }
  }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers {
  /// Publishes the latest value of every upstream whenever one publishes, once all have, as
  /// Combine's `Publishers.CombineLatest`; it finishes when all upstreams have finished.
  public struct CombineLatest<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a; self.b = b
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let combiner = Combiner<Output, Failure>(.latest, inputs: 2, downstream: AnySubscriber(subscriber)) { ($0[0] as! A.Output, $0[1] as! B.Output) }
      combiner.start { $0.attach(a, 0); $0.attach(b, 1) }
    }
  }

  /// Publishes the latest value of every upstream whenever one publishes, once all have, as
  /// Combine's `Publishers.CombineLatest3`; it finishes when all upstreams have finished.
  public struct CombineLatest3<A, B, C>: Publisher where A: Publisher, B: Publisher, C: Publisher, A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a; self.b = b; self.c = c
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let combiner = Combiner<Output, Failure>(.latest, inputs: 3, downstream: AnySubscriber(subscriber)) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
      combiner.start { $0.attach(a, 0); $0.attach(b, 1); $0.attach(c, 2) }
    }
  }

  /// Publishes the latest value of every upstream whenever one publishes, once all have, as
  /// Combine's `Publishers.CombineLatest4`; it finishes when all upstreams have finished.
  public struct CombineLatest4<A, B, C, D>: Publisher where A: Publisher, B: Publisher, C: Publisher, D: Publisher, A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a; self.b = b; self.c = c; self.d = d
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let combiner = Combiner<Output, Failure>(.latest, inputs: 4, downstream: AnySubscriber(subscriber)) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
      combiner.start { $0.attach(a, 0); $0.attach(b, 1); $0.attach(c, 2); $0.attach(d, 3) }
    }
  }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
  /// Zips this publisher with another.
  public func zip<P>(_ other: P) -> Publishers.Zip<Self, P> where P: Publisher, Self.Failure == P.Failure {
    Publishers.Zip<Self, P>(self, other)
  }
  /// As `zip`, each output transformed by `transform`.
  public func zip<P, T>(_ other: P, _ transform: @escaping (Self.Output, P.Output) -> T) -> RelayPublisher<Publishers.Zip<Self, P>, T, Failure> where P: Publisher, Self.Failure == P.Failure {
    zip(other).map { transform($0.0, $0.1) }
  }
  /// Zips this publisher with 2 others.
  public func zip<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q> where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3<Self, P, Q>(self, publisher1, publisher2)
  }
  /// As `zip`, each output transformed by `transform`.
  public func zip<P, Q, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Self.Output, P.Output, Q.Output) -> T) -> RelayPublisher<Publishers.Zip3<Self, P, Q>, T, Failure> where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
    zip(publisher1, publisher2).map { transform($0.0, $0.1, $0.2) }
  }
  /// Zips this publisher with 3 others.
  public func zip<P, Q, R>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.Zip4<Self, P, Q, R> where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4<Self, P, Q, R>(self, publisher1, publisher2, publisher3)
  }
  /// As `zip`, each output transformed by `transform`.
  public func zip<P, Q, R, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Self.Output, P.Output, Q.Output, R.Output) -> T) -> RelayPublisher<Publishers.Zip4<Self, P, Q, R>, T, Failure> where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    zip(publisher1, publisher2, publisher3).map { transform($0.0, $0.1, $0.2, $0.3) }
  }
  /// Combines the latest values of this publisher with another.
  public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P> where P: Publisher, Self.Failure == P.Failure {
    Publishers.CombineLatest<Self, P>(self, other)
  }
  /// As `combineLatest`, each output transformed by `transform`.
  public func combineLatest<P, T>(_ other: P, _ transform: @escaping (Self.Output, P.Output) -> T) -> RelayPublisher<Publishers.CombineLatest<Self, P>, T, Failure> where P: Publisher, Self.Failure == P.Failure {
    combineLatest(other).map { transform($0.0, $0.1) }
  }
  /// Combines the latest values of this publisher with 2 others.
  public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q> where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3<Self, P, Q>(self, publisher1, publisher2)
  }
  /// As `combineLatest`, each output transformed by `transform`.
  public func combineLatest<P, Q, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Self.Output, P.Output, Q.Output) -> T) -> RelayPublisher<Publishers.CombineLatest3<Self, P, Q>, T, Failure> where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
    combineLatest(publisher1, publisher2).map { transform($0.0, $0.1, $0.2) }
  }
  /// Combines the latest values of this publisher with 3 others.
  public func combineLatest<P, Q, R>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.CombineLatest4<Self, P, Q, R> where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4<Self, P, Q, R>(self, publisher1, publisher2, publisher3)
  }
  /// As `combineLatest`, each output transformed by `transform`.
  public func combineLatest<P, Q, R, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Self.Output, P.Output, Q.Output, R.Output) -> T) -> RelayPublisher<Publishers.CombineLatest4<Self, P, Q, R>, T, Failure> where P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    combineLatest(publisher1, publisher2, publisher3).map { transform($0.0, $0.1, $0.2, $0.3) }
  }
}
