import Foundation
import PlumbTestSupport
import Testing

/// AVFoundation's async property loading as apps write it (docs/compatibility/frameworks.md,
/// "AVFoundation"), type-checked in both language modes.
@Suite struct AVAssetLoadingSnippetTests {
  static let snippet = """
    import AVFoundation
    import UIKit

    @MainActor final class VideoInfo {
      var seconds: Double = 0
      var size: CGSize = .zero

      func read(_ url: URL) async {
        let asset = AVURLAsset(url: url)
        do {
          let duration = try await asset.load(.duration)
          seconds = CMTimeGetSeconds(duration)
          let (tracks, playable) = try await asset.load(.tracks, .isPlayable)
          let (length, transform, _) = try await asset.load(.duration, .preferredTransform, .isPlayable)
          _ = (playable, length, transform)
          if let track = try await asset.loadTracks(withMediaType: .video).first ?? tracks.first {
            let (natural, trackTransform) = try await track.load(.naturalSize, .preferredTransform)
            size = natural.applying(trackTransform)
          }
        } catch {
          print(error)
        }
      }

      func readOld(_ asset: AVAsset) {
        asset.loadValuesAsynchronously(forKeys: ["duration"]) {
          var error: NSError?
          _ = asset.statusOfValue(forKey: "duration", error: &error) == .loaded
        }
      }
    }
    """

  @Test(arguments: [5, 6]) func assetLoadingCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
