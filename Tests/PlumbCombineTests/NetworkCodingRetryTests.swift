import Combine
import Foundation
import PlumbGraphics
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `retry`, `decode`/`encode` and `URLSession.dataTaskPublisher` (docs/compatibility/combine.md).
@Suite struct NetworkCodingRetryTests {
  struct Message: Codable, Equatable { let id: Int }

  @Test func decodeAndEncodeWithJSONCoders() {
    var got: [Message] = []
    var failed = false
    let data = try! JSONEncoder().encode([Message(id: 3)])
    let c = Just(data).decode(type: [Message].self, decoder: JSONDecoder())
      .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { got = $0 })
    #expect(got == [Message(id: 3)])
    #expect(!failed)
    var error: (any Error)?
    let d = Just(Data("nope".utf8)).decode(type: Message.self, decoder: JSONDecoder())
      .sink(receiveCompletion: { if case .failure(let e) = $0 { error = e } }, receiveValue: { _ in })
    #expect(error is DecodingError)
    var encoded: Data?
    let e = Just(Message(id: 1)).encode(encoder: JSONEncoder()).sink(receiveCompletion: { _ in }) { encoded = $0 }
    #expect(encoded.map { String(decoding: $0, as: UTF8.self) } == #"{"id":1}"#)
    _ = (c, d, e)
  }

  @Test func retryResubscribesUntilTheRetriesRunOut() {
    var attempts = 0
    let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
      attempts += 1
      return attempts < 3 ? Fail(error: TestError.boom).eraseToAnyPublisher() : Just(7).setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    var events: [String] = []
    let c = flaky.retry(2).sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
    #expect(attempts == 3)
    #expect(events == ["7", "finished"])
    attempts = 0
    events = []
    let d = flaky.retry(1).sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
    #expect(attempts == 2)
    #expect(events == ["failure(PlumbCombineTests.TestError.boom)"])
    _ = (c, d)
  }

  @Test func dataTaskPublisherStaysPendingAndSaysSo() {
    let url = URL(string: "https://example.com/messages.json")!
    var events: [String] = []
    let (c, warnings) = RenderWarnings.collecting {
      URLSession.shared.dataTaskPublisher(for: url).retry(1).map(\.data)
        .decode(type: [Message].self, decoder: JSONDecoder())
        .replaceError(with: [])
        .sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
    }
    #expect(events.isEmpty)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("dataTaskPublisher(for: https://example.com/messages.json)") == true)
    _ = c
  }
}
