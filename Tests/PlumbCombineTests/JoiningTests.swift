import Combine
import Foundation
import Testing

/// `Publishers.Zip*` and `Publishers.CombineLatest*` (docs/compatibility/combine.md, "joining").
@Suite struct JoiningTests {
  @Test func zipPairsTheNthValuesAndFinishesWhenAnInputRunsDry() {
    let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
    var events: [String] = []
    let c = Publishers.Zip(a, b).sink(receiveCompletion: { events.append("\($0)") },
                                      receiveValue: { events.append("\($0.0)\($0.1)") })
    a.send(1); a.send(2); a.send(3)
    b.send("x")
    b.send("y")
    #expect(events == ["1x", "2y"])
    b.send(completion: .finished)  // 3 waits for a partner that can never come
    #expect(events == ["1x", "2y", "finished"])
    a.send(4)
    #expect(events.count == 3)
    _ = c
  }

  @Test func zipOfJustsAsTheHackingWithSwiftSampleWritesIt() {
    var got: ([Int], Set<Int>)?
    var finished = false
    let c = Publishers.Zip(Just([1, 2]).eraseToAnyPublisher(), Just(Set([7])).eraseToAnyPublisher())
      .sink(receiveCompletion: { _ in finished = true }) { got = ($0, $1) }
    #expect(got?.0 == [1, 2])
    #expect(got?.1 == [7])
    #expect(finished)
    _ = c
  }

  @Test func zip3Zip4AndTheTransformingForm() {
    var three: [String] = [], four: [Int] = []
    let c1 = Just(1).zip(Just("a"), Just(true)).sink { three.append("\($0)\($1)\($2)") }
    let c2 = Just(1).zip(Just(2), Just(3), Just(4)) { $0 + $1 + $2 + $3 }.sink { four.append($0) }
    #expect(three == ["1atrue"])
    #expect(four == [10])
    _ = (c1, c2)
  }

  @Test func combineLatestWaitsForAllThenSendsOnEveryChange() {
    let a = PassthroughSubject<Int, Never>(), b = CurrentValueSubject<String, Never>("x")
    var events: [String] = []
    let c = a.combineLatest(b) { "\($0)\($1)" }
      .sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append($0) })
    #expect(events.isEmpty)  // b has a value, a not yet
    a.send(1)
    b.send("y")
    a.send(2)
    #expect(events == ["1x", "1y", "2y"])
    a.send(completion: .finished)
    b.send("z")  // b still runs: its change still combines with a's last value
    #expect(events == ["1x", "1y", "2y", "2z"])
    b.send(completion: .finished)
    #expect(events.last == "finished")
    _ = c
  }

  @Test func combineLatest3And4() {
    var seen: [String] = []
    let a = PassthroughSubject<Int, Never>()
    let c1 = a.combineLatest(Just("b"), Just(true)).sink { seen.append("\($0)\($1)\($2)") }
    let c2 = Publishers.CombineLatest4(a, Just(1), Just(2), Just(3)).sink { seen.append("\($0 + $1 + $2 + $3)") }
    a.send(5)
    #expect(seen == ["5btrue", "11"])
    _ = (c1, c2)
  }

  @Test func aFailureCancelsTheOtherInputsAndEndsTheStream() {
    let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
    var events: [String] = []
    let c = a.zip(b).sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
    a.send(1)
    b.send(completion: .failure(.boom))
    b.send(2)
    a.send(3)
    #expect(events == ["failure(PlumbCombineTests.TestError.boom)"])
    _ = c
  }

  @Test func demandIsHonouredAndTheRestWaits() {
    let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
    let taker = TakeTwo()
    Publishers.Zip(a, b).map { $0 * 10 + $1 }.subscribe(taker)
    for i in 1...4 { a.send(i); b.send(i) }
    #expect(taker.values == [11, 22])
  }

  @Test func cancellingStopsDelivery() {
    let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let c = a.combineLatest(b).sink { seen.append($0 + $1) }
    a.send(1); b.send(1)
    c.cancel()
    a.send(5)
    #expect(seen == [2])
  }

  @Test func equatableWhenTheUpstreamsAre() {
    #expect(Publishers.Zip(Just(1), Just(2)) == Publishers.Zip(Just(1), Just(2)))
    #expect(Publishers.CombineLatest(Just(1), Just(2)) != Publishers.CombineLatest(Just(1), Just(3)))
  }
}
