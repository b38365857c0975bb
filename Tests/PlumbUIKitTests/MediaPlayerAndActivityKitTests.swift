import ActivityKit
import Foundation
import MediaPlayer
import PlumbGraphics
import PlumbTestSupport
import Testing
import UIKit

/// MediaPlayer and ActivityKit as apps use them: now-playing info is kept, remote-command targets
/// are added and removed, the library is not authorised, an `MPVolumeView` warns that it is not
/// drawn, and a Live Activity request throws `.unsupported` (docs/compatibility/frameworks.md).
@Suite struct MediaPlayerAndActivityKitTests {
  struct Delivery: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutes: Int }
    var orderID: String
  }

  @Test func aLiveActivityIsUnsupportedAndNoneRuns() async {
    #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
    #expect(throws: ActivityAuthorizationError.unsupported) {
      try Activity.request(attributes: Delivery(orderID: "1"),
                           content: ActivityContent(state: .init(minutes: 5), staleDate: nil), pushType: .token)
    }
    #expect(Activity<Delivery>.activities.isEmpty)
  }

  @Test func nowPlayingInfoAndRemoteCommandsAreKept() {
    let center = MPNowPlayingInfoCenter.default()
    let key = "test-\(UUID().uuidString)"
    center.nowPlayingInfo = [MPMediaItemPropertyTitle: key, MPMediaItemPropertyPlaybackDuration: 90.0]
    #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == key)
    let command = MPRemoteCommand()
    let token = command.addTarget { _ in .success }
    command.addTarget { _ in .commandFailed }
    #expect(command.handlerCount == 2)
    command.removeTarget(token)
    #expect(command.handlerCount == 1)
    command.isEnabled = false
    #expect(!command.isEnabled)
    #expect(MPMediaLibrary.authorizationStatus() == .denied)
    #expect(MPMediaQuery.songs().items?.isEmpty == true)
  }

  @Test @MainActor func aVolumeViewKeepsItsFrameAndWarns() {
    let (view, warnings) = RenderWarnings.collecting { MPVolumeView(frame: CGRect(x: 0, y: 0, width: 200, height: 30)) }
    #expect(view.frame.size == CGSize(width: 200, height: 30))
    #expect(warnings.contains { $0.hasPrefix("MPVolumeView: the system volume slider") }, "\(warnings)")
  }

  static let snippet = """
    import ActivityKit
    import MediaPlayer
    import SwiftUI

    struct CallAttributes: ActivityAttributes {
      public struct ContentState: Codable, Hashable { var duration: Int; var isMuted: Bool }
      var caller: String
    }

    @MainActor final class Player {
      var activity: Activity<CallAttributes>?
      func start() {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        do {
          activity = try Activity<CallAttributes>.request(attributes: CallAttributes(caller: "Ann"),
            content: .init(state: .init(duration: 0, isMuted: false), staleDate: nil))
        } catch { print(error.localizedDescription) }
      }
      func stop() async {
        await activity?.end(nil, dismissalPolicy: .immediate)
      }
      func publish(title: String, artwork: UIImage) {
        var info: [String: Any] = [MPMediaItemPropertyTitle: title, MPNowPlayingInfoPropertyPlaybackRate: 1.0]
        info[MPMediaItemPropertyArtwork] = MPMediaItemArtwork(boundsSize: artwork.size) { _ in artwork }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
        let commands = MPRemoteCommandCenter.shared()
        commands.playCommand.addTarget { _ in .success }
        commands.changePlaybackPositionCommand.addTarget { event in
          guard let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
          return event.positionTime >= 0 ? .success : .commandFailed
        }
        commands.skipForwardCommand.preferredIntervals = [30]
      }
    }

    struct VolumeSlider: UIViewRepresentable {
      func makeUIView(context: Context) -> MPVolumeView { MPVolumeView(frame: .zero) }
      func updateUIView(_ view: MPVolumeView, context: Context) {}
    }
    """

  @Test(arguments: [5, 6]) func appCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
