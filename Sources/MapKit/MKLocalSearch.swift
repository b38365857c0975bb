import Foundation

/// A search for places, as MapKit's `MKLocalSearch`. A render has no network: `start` answers
/// with MapKit's server-failure error (the error a device without a connection gets), on the main
/// queue, so a screen shows its "no results" or error state.
open class MKLocalSearch: NSObject, @unchecked Sendable {
  /// What to look for, as `MKLocalSearch.Request`.
  open class Request: NSObject, @unchecked Sendable {
    /// Which kinds of result to include, as `MKLocalSearch.ResultType` (MapKit's bits).
    public struct ResultType: OptionSet, Hashable, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let address = ResultType(rawValue: 1 << 0)
      public static let pointOfInterest = ResultType(rawValue: 1 << 1)
      public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }
    open var naturalLanguageQuery: String?
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest]
    open var pointOfInterestFilter: MKPointOfInterestFilter?

    public override init() { super.init() }
    /// A request for `naturalLanguageQuery` (iOS 18).
    public convenience init(naturalLanguageQuery: String) {
      self.init(); self.naturalLanguageQuery = naturalLanguageQuery
    }
    /// A request for a completer's suggestion: its title and subtitle become the query.
    public convenience init(completion: MKLocalSearchCompletion) {
      self.init()
      naturalLanguageQuery = completion.subtitle.isEmpty ? completion.title : completion.title + ", " + completion.subtitle
    }
  }

  /// A search's answer, as `MKLocalSearch.Response` (never made by a search here).
  open class Response: NSObject, @unchecked Sendable {
    open var mapItems: [MKMapItem] = []
    open var boundingRegion = MKCoordinateRegion()
    public override init() { super.init() }
  }

  /// What `start` answers with, as `MKLocalSearch.CompletionHandler`.
  public typealias CompletionHandler = @MainActor @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void

  public let request: Request
  public init(request: MKLocalSearch.Request) { self.request = request; super.init() }

  /// Whether the search is under way: never.
  open var isSearching: Bool { false }

  /// Calls `completionHandler` on the main queue with no response and `MKError.serverFailure`.
  open func start(completionHandler: @escaping MKLocalSearch.CompletionHandler) {
    let error = MKError(.serverFailure)
    DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler(nil, error) } }
  }

  /// Throws `MKError.serverFailure` (no network in a render).
  open func start() async throws -> MKLocalSearch.Response { throw MKError(.serverFailure) }

  /// Stops the search (none runs).
  open func cancel() {}
}

/// MapKit's errors, as `MKError` (codes as MapKit's `MKError.Code`).
public struct MKError: Error, Hashable, Sendable {
  public enum Code: UInt, Sendable {
    case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
  }
  public static let errorDomain = "MKErrorDomain"
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var serverFailure: Code { .serverFailure }
  public static var unknown: Code { .unknown }
  public static var placemarkNotFound: Code { .placemarkNotFound }
  public static var directionsNotFound: Code { .directionsNotFound }
  public static var loadingThrottled: Code { .loadingThrottled }
  public static var decodingFailed: Code { .decodingFailed }
}

extension MKError: CustomNSError {
  public var errorCode: Int { Int(code.rawValue) }
}

extension MKError.Code {
  /// `catch MKError.serverFailure` matches an `MKError` with that code, as with MapKit's error.
  public static func ~= (match: MKError.Code, error: any Error) -> Bool { (error as? MKError)?.code == match }
}
