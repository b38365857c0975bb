import Foundation
import PlumbTestSupport
import Testing

/// Search completion as apps write it (docs/compatibility/frameworks.md, "MapKit"), type-checked
/// in both language modes.
@Suite struct MapKitSearchSnippetTests {
  static let snippet = """
    import MapKit
    import SwiftUI

    final class SearchModel: NSObject, ObservableObject, MKLocalSearchCompleterDelegate {
      @Published var completions: [MKLocalSearchCompletion] = []
      private let completer = MKLocalSearchCompleter()
      override init() {
        super.init()
        completer.delegate = self
        completer.resultTypes = [.address, .pointOfInterest]
        completer.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35),
                                              span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
      }
      func update(_ text: String) { completer.queryFragment = text }
      func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) { completions = completer.results }
      func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) { completer.cancel() }
      func select(_ completion: MKLocalSearchCompletion) {
        _ = (completion.title, completion.subtitle, completion.titleHighlightRanges, completion.subtitleHighlightRanges)
        let request = MKLocalSearch.Request(completion: completion)
        MKLocalSearch(request: request).start { response, error in _ = (response?.mapItems, error) }
      }
    }
    """

  @Test(arguments: [5, 6]) func completerCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
