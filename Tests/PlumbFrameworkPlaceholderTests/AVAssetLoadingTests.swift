import AVFoundation
import Foundation
import Testing

/// `AVAsset.load(_:)` and its two- and three-property forms answer at once with what the asset
/// reports: nothing is read from the file (docs/compatibility/frameworks.md, "AVFoundation").
@Suite struct AVAssetLoadingTests {
  @Test func loadAnswersWhatTheAssetReports() async throws {
    let asset = AVURLAsset(url: URL(fileURLWithPath: "clip.mov"))
    let duration = try await asset.load(.duration)
    #expect(duration == asset.duration && duration == .indefinite)
    let (tracks, playable) = try await asset.load(.tracks, .isPlayable)
    #expect(tracks.isEmpty && !playable)
    let (_, transform, _) = try await asset.load(.duration, .preferredTransform, .isPlayable)
    #expect(transform == .identity)
    #expect(try await asset.loadTracks(withMediaType: .video).isEmpty)
    let track = AVAssetTrack()
    #expect(try await track.load(.naturalSize) == .zero)
    if case .loaded(let value) = asset.status(of: .duration) { #expect(value == .indefinite) } else { Issue.record("not loaded") }
    var called = false
    asset.loadValuesAsynchronously(forKeys: ["duration"]) { }
    asset.loadValuesAsynchronously(forKeys: ["duration"], completionHandler: nil)
    called = asset.statusOfValue(forKey: "duration", error: nil) == .loaded
    #expect(called)
  }
}
