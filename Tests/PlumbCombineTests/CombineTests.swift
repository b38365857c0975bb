import Combine
import Foundation
import PlumbGraphics
import Testing

@Suite struct SubjectTests {
  @Test func passthroughDeliversToCurrentSubscribersOnly() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(0)  // nobody listens: dropped
    var seen: [Int] = []
    let c = subject.sink { seen.append($0) }
    subject.send(1)
    subject.send(2)
    c.cancel()
    subject.send(3)
    #expect(seen == [1, 2])
  }

  @Test func currentValueSendsItsValueFirst() {
    let subject = CurrentValueSubject<String, Never>("a")
    var seen: [String] = []
    let c = subject.sink { seen.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(seen == ["a", "b", "c"])
    #expect(subject.value == "c")
    _ = c
  }

  @Test func completionEndsTheStreamAndReachesLateSubscribers() {
    let subject = PassthroughSubject<Int, TestError>()
    var events: [String] = []
    let c = subject.sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
    subject.send(1)
    subject.send(completion: .failure(.boom))
    subject.send(2)
    var late: [String] = []
    let d = subject.sink(receiveCompletion: { late.append("\($0)") }, receiveValue: { late.append("\($0)") })
    #expect(events == ["1", "failure(PlumbCombineTests.TestError.boom)"])
    #expect(late == ["failure(PlumbCombineTests.TestError.boom)"])
    _ = (c, d)
  }

  @Test func releasingTheCancellableCancels() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var c: AnyCancellable? = subject.sink { seen.append($0) }
    subject.send(1)
    c = nil
    subject.send(2)
    #expect(seen == [1])
    #expect(c == nil)
  }

  @Test func demandIsHonoured() {
    let subject = PassthroughSubject<Int, Never>()
    let counter = TakeTwo()
    subject.subscribe(counter)
    for i in 1...5 { subject.send(i) }
    #expect(counter.values == [1, 2])
  }

  @Test func cancellablesStoreInASet() {
    var bag = Set<AnyCancellable>()
    let subject = CurrentValueSubject<Int, Never>(1)
    var seen: [Int] = []
    subject.sink { seen.append($0) }.store(in: &bag)
    subject.send(2)
    bag.removeAll()
    subject.send(3)
    #expect(seen == [1, 2])
  }
}

@Suite struct OperatorTests {
  @Test func mapFilterCompactMapScan() {
    let subject = PassthroughSubject<String, Never>()
    var out: [Int] = []
    let c = subject.compactMap(Int.init).filter { $0 % 2 == 1 }.map { $0 * 10 }.scan(0, +).sink { out.append($0) }
    for s in ["1", "x", "2", "3", "5"] { subject.send(s) }
    #expect(out == [10, 40, 90])
    _ = c
  }

  @Test func removeDuplicatesAndDropFirst() {
    var out: [Int] = []
    let subject = PassthroughSubject<Int, Never>()
    let c = subject.removeDuplicates().dropFirst().sink { out.append($0) }
    for v in [1, 1, 2, 2, 2, 3, 1] { subject.send(v) }
    #expect(out == [2, 3, 1])
    _ = c
  }

  @Test func tryMapFailsAndReplaceErrorRecovers() {
    var out: [Int] = []
    var finished = false
    let subject = PassthroughSubject<Int, Never>()
    let c = subject.tryMap { v -> Int in if v < 0 { throw TestError.boom }; return v }
      .replaceError(with: -1)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { out.append($0) })
    subject.send(1)
    subject.send(-5)
    subject.send(2)
    #expect(out == [1, -1])
    #expect(finished)
    _ = c
  }

  @Test func justFutureEmptyAndErasure() {
    var out: [Int] = []
    let a = Just(7).eraseToAnyPublisher().sink { out.append($0) }
    let b = Future<Int, Never> { promise in promise(.success(8)) }.sink { out.append($0) }
    var emptyDone = false
    let e = Empty<Int, Never>().sink(receiveCompletion: { _ in emptyDone = true }, receiveValue: { out.append($0) })
    #expect(out == [7, 8])
    #expect(emptyDone)
    _ = (a, b, e)
  }

  // On the main actor, so the main queue cannot run the delivery between send and the first check
  // (off it, the check raced the main thread and failed under load).
  @Test @MainActor func receiveOnMainDeliversAtTheNextTurn() async {
    let subject = PassthroughSubject<Int, Never>()
    let box = Box()
    let c = subject.receive(on: DispatchQueue.main).sink { v in box.add(v) }
    subject.send(1)
    #expect(box.values.isEmpty)  // not yet: delivered by the main queue
    await withCheckedContinuation { k in DispatchQueue.main.async { k.resume() } }
    #expect(box.values == [1])
    _ = c
  }

  @Test func debounceWarnsThatNoTimePasses() {
    let subject = PassthroughSubject<Int, Never>()
    let (c, warnings) = RenderWarnings.collecting {
      subject.debounce(for: .milliseconds(300), scheduler: ImmediateScheduler.shared).sink { _ in }
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("debounce") == true)
    _ = c
  }

  /// Outside a render there is no render clock: the timer does not tick, and says so.
  @Test func aTimerOutsideARenderDoesNotTickAndSaysSo() {
    var ticks = 0
    let (c, warnings) = RenderWarnings.collecting {
      Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
    }
    #expect(ticks == 0)
    #expect(warnings.first?.contains("Timer.publish(every: 1.0): the timer does not tick outside a render") == true, "\(warnings)")
    _ = c
  }

  @Test func notificationCenterPublisher() {
    let center = NotificationCenter()
    let name = Notification.Name("plumb.test")
    var got = 0
    var c: AnyCancellable? = center.publisher(for: name).sink { _ in got += 1 }
    center.post(name: name, object: nil)
    c = nil
    center.post(name: name, object: nil)
    #expect(got == 1)
    #expect(c == nil)
  }
}

@Suite struct PublishedTests {
  final class Model: ObservableObject {
    @Published var count = 0
    @Published var text = ""
  }

  @Test func writesAnnounceBeforeTheyStore() {
    let m = Model()
    var log: [String] = []
    let a = m.objectWillChange.sink { log.append("willChange(count=\(m.count))") }
    let b = m.$count.sink { log.append("$count=\($0) (stored \(m.count))") }
    m.count = 1
    #expect(log == ["$count=0 (stored 0)", "willChange(count=0)", "$count=1 (stored 0)"])
    #expect(m.count == 1)
    _ = (a, b)
  }

  @Test func assignToPublished() {
    let m = Model()
    let subject = PassthroughSubject<Int, Never>()
    subject.map { "n=\($0)" }.assign(to: &m.$text)
    subject.send(4)
    #expect(m.text == "n=4")
  }

  @Test func assignOnObject() {
    let m = Model()
    let c = Just(9).assign(to: \.count, on: m)
    #expect(m.count == 9)
    _ = c
  }
}

enum TestError: Error { case boom }

/// A subscriber that asks for two values and no more.
final class TakeTwo: Subscriber {
  typealias Input = Int
  typealias Failure = Never
  var values: [Int] = []
  func receive(subscription: any Subscription) { subscription.request(.max(2)) }
  func receive(_ input: Int) -> Subscribers.Demand { values.append(input); return .none }
  func receive(completion: Subscribers.Completion<Never>) {}
}

final class Box: @unchecked Sendable {
  private let lock = NSLock()
  private var v: [Int] = []
  func add(_ x: Int) { lock.withLock { v.append(x) } }
  var values: [Int] { lock.withLock { v } }
}
