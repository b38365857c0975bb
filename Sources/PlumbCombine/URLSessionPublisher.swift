import Foundation
import PlumbGraphics
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
  /// A data task as a publisher, as Combine's `URLSession.dataTaskPublisher(for:)`. A render never
  /// touches the network (as `AsyncImage`, docs/compatibility/combine.md): the request stays
  /// pending, so the view shows what it shows before the answer, and a warning says so.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// The same for a full request.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// The publisher `dataTaskPublisher(for:)` returns: it never sends (see there).
  public struct DataTaskPublisher: Publisher, @unchecked Sendable {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError
    public let request: URLRequest
    public let session: URLSession
    public init(request: URLRequest, session: URLSession) { self.request = request; self.session = session }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
      RenderWarnings.warnOnce("URLSession.dataTaskPublisher", """
        URLSession.dataTaskPublisher(for: \(request.url?.absoluteString ?? "a request")): a render does not use the network; \
        the request stays pending and the view shows its state before the answer
        """)
      Empty<Output, URLError>(completeImmediately: false).receive(subscriber: subscriber)
    }
  }
}
