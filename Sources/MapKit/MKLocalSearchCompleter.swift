import Foundation

/// One suggestion of a search completer, as MapKit's `MKLocalSearchCompletion`: a title, a
/// subtitle and the ranges of each that match the query. Only an app (or a test) makes one here:
/// no completer ever returns any (there is no network in a render).
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
  open var title: String
  open var subtitle: String
  /// The ranges of `title` that match the query fragment (as `NSValue`-wrapped `NSRange`s on iOS;
  /// `NSValue(range:)` here too).
  open var titleHighlightRanges: [NSValue]
  open var subtitleHighlightRanges: [NSValue]

  /// A completion with the given texts (MapKit makes them; this one is for previews and tests).
  public init(title: String = "", subtitle: String = "", titleHighlightRanges: [NSValue] = [],
              subtitleHighlightRanges: [NSValue] = []) {
    self.title = title; self.subtitle = subtitle
    self.titleHighlightRanges = titleHighlightRanges; self.subtitleHighlightRanges = subtitleHighlightRanges
    super.init()
  }
}

/// What a search completer tells its delegate, as MapKit's `MKLocalSearchCompleterDelegate`. Both
/// methods are optional in MapKit; here each has an empty default. Neither is ever called: no
/// query reaches Apple's servers from a render.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Search-as-you-type suggestions, as MapKit's `MKLocalSearchCompleter`. A render has no network:
/// setting `queryFragment` keeps it and starts nothing, `results` stays empty, `isSearching` false,
/// and the delegate is never called, so a search screen shows its empty state, as on a device
/// before the first answer arrives.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
  /// Which kinds of completion to include, as `MKLocalSearchCompleter.ResultType` (MapKit's bits).
  public struct ResultType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let address = ResultType(rawValue: 1 << 0)
    public static let pointOfInterest = ResultType(rawValue: 1 << 1)
    public static let query = ResultType(rawValue: 1 << 2)
    public static let physicalFeature = ResultType(rawValue: 1 << 3)
  }

  open weak var delegate: (any MKLocalSearchCompleterDelegate)?
  /// The text typed so far (kept; nothing is looked up).
  open var queryFragment = ""
  /// Where to look (kept).
  open var region = MKCoordinateRegion()
  /// The kinds of result wanted (MapKit's default: addresses, points of interest and queries).
  open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
  /// The points of interest to include (kept).
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// The suggestions: always empty here.
  open private(set) var results: [MKLocalSearchCompletion] = []
  /// Whether a lookup is under way: never.
  open var isSearching: Bool { false }

  public override init() { super.init() }
  /// Stops a lookup (none runs).
  open func cancel() {}
}

/// The points of interest a search includes or excludes, as MapKit's `MKPointOfInterestFilter`.
open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
  /// Every category.
  public static let includingAll = MKPointOfInterestFilter(including: [])
  /// No category.
  public static let excludingAll = MKPointOfInterestFilter(excluding: [])
  public let includedCategories: [MKPointOfInterestCategory]
  public let excludedCategories: [MKPointOfInterestCategory]
  public init(including categories: [MKPointOfInterestCategory]) {
    includedCategories = categories; excludedCategories = []
    super.init()
  }
  public init(excluding categories: [MKPointOfInterestCategory]) {
    includedCategories = []; excludedCategories = categories
    super.init()
  }
  public func includes(_ category: MKPointOfInterestCategory) -> Bool {
    includedCategories.isEmpty ? !excludedCategories.contains(category) : includedCategories.contains(category)
  }
  public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}
