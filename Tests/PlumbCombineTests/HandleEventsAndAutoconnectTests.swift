import Combine
import Foundation
import Testing

/// `handleEvents` runs its closures in order as events pass, and `autoconnect()` returns
/// `Publishers.Autoconnect`, whose `upstream` apps keep to stop a timer.
@Suite struct HandleEventsAndAutoconnectTests {
  @Test func handleEventsSeesEveryEventInOrder() {
    var log: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let c = subject
      .handleEvents(receiveSubscription: { _ in log.append("subscription") },
                    receiveOutput: { log.append("output \($0)") },
                    receiveCompletion: { _ in log.append("completion") },
                    receiveCancel: { log.append("cancel") },
                    receiveRequest: { log.append("request \($0)") })
      .map { $0 * 2 }
      .sink { log.append("sink \($0)") }
    subject.send(1)
    subject.send(completion: .finished)
    _ = c
    #expect(log == ["subscription", "request unlimited", "output 1", "sink 2", "completion"])

    log = []
    let cancelled = Just(5).handleEvents(receiveCancel: { log.append("cancel") })
    let d = PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { log.append("cancel") }).sink { _ in }
    d.cancel()
    #expect(log == ["cancel"])
    _ = cancelled
  }

  @Test func autoconnectKeepsItsUpstream() {
    let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    #expect(timer.upstream.interval == 1)
    let c = timer.sink { _ in }
    timer.upstream.connect().cancel()
    _ = c
  }
}
