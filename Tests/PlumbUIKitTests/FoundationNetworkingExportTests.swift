import Foundation
import SwiftUI
import Testing

/// On iOS `import SwiftUI` brings Foundation's URLSession; on Linux it lives in FoundationNetworking,
/// which the SwiftUI facade re-exports, so view models that load data compile unchanged.
@Suite struct FoundationNetworkingExportTests {
  @Test func urlSessionIsVisibleThroughSwiftUI() {
    let session: URLSession = .shared
    let request = URLRequest(url: URL(string: "https://example.com/feed.json")!)
    #expect(request.url?.host == "example.com")
    #expect(session.configuration.timeoutIntervalForRequest > 0)
  }
}
