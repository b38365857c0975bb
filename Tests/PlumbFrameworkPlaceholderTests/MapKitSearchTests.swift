import Foundation
import MapKit
import Testing

/// Search completion and local search without a network (docs/compatibility/frameworks.md,
/// "MapKit"): the completer keeps what it is given, has no results and never calls its delegate;
/// a search answers MapKit's server-failure error.
@Suite struct MapKitSearchTests {
  final class Delegate: NSObject, MKLocalSearchCompleterDelegate {
    var updates = 0, failures = 0
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) { updates += 1 }
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) { failures += 1 }
  }

  @Test @MainActor func theCompleterKeepsTheQueryAndStaysEmpty() async throws {
    let completer = MKLocalSearchCompleter()
    let delegate = Delegate()
    completer.delegate = delegate
    #expect(completer.resultTypes == [.address, .pointOfInterest, .query])
    completer.resultTypes = .address
    completer.queryFragment = "Coffee"
    completer.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35),
                                          span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
    try await Task.sleep(nanoseconds: 10_000_000)
    #expect(completer.queryFragment == "Coffee" && completer.resultTypes == .address)
    #expect(completer.results.isEmpty && !completer.isSearching)
    completer.cancel()
    #expect(delegate.updates == 0 && delegate.failures == 0)
  }

  @Test @MainActor func aSearchFromACompletionFailsWithoutANetwork() async {
    let completion = MKLocalSearchCompletion(title: "Café de Flore", subtitle: "Paris",
                                             titleHighlightRanges: [NSValue(range: NSRange(location: 0, length: 4))])
    let request = MKLocalSearch.Request(completion: completion)
    #expect(request.naturalLanguageQuery == "Café de Flore, Paris")
    #expect(completion.titleHighlightRanges.first?.rangeValue == NSRange(location: 0, length: 4))
    let search = MKLocalSearch(request: request)
    do {
      _ = try await search.start()
      Issue.record("a search answered")
    } catch MKError.serverFailure {
    } catch {
      Issue.record("unexpected \(error)")
    }
    let answer: (MKLocalSearch.Response?, (any Error)?) = await withCheckedContinuation { continuation in
      search.start { response, error in continuation.resume(returning: (response, error)) }
    }
    #expect(answer.0 == nil && (answer.1 as? MKError)?.code == .serverFailure)
  }
}
