import AVKit
import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import XCTest

/// AVKit's `VideoPlayer` and the AVFoundation types views hold (docs/compatibility/frameworks.md,
/// "AVKit and AVFoundation"): a labelled black placeholder at the player's size, one warning.
final class AVKitTests: XCTestCase {
  func testTimesAndPlayersAnswerAsBeforePlayback() throws {
    let t = CMTime(seconds: 2.5, preferredTimescale: 600)
    XCTAssertEqual(t.value, 1500)
    XCTAssertEqual(CMTimeGetSeconds(t), 2.5)
    XCTAssertEqual((t + CMTime(value: 1, timescale: 2)).seconds, 3)
    XCTAssertTrue(CMTime.invalid.seconds.isNaN)
    let player = AVPlayer(url: URL(fileURLWithPath: "/videos/clip.mp4"))
    XCTAssertEqual(player.currentTime(), .zero)
    player.play()
    XCTAssertEqual(player.rate, 1)
    XCTAssertEqual(player.timeControlStatus, .paused, "nothing plays in a snapshot")
    XCTAssertThrowsError(try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such/sound.wav")))
    try AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
  }

  func testAVideoPlayerFillsItsFrameInBlackWithItsOverlayAndOneWarning() { onMain {
    let view = VideoPlayer(player: AVPlayer(url: URL(fileURLWithPath: "/videos/clip.mp4"))) {
      VStack { Text("Overlay").foregroundStyle(.white); Spacer() }
    }
    .frame(width: 300, height: 200)
    let (picture, warnings) = try rendered(view, device: .custom(width: 300, height: 200, scale: 2))
    XCTAssert(near(rgb(picture, 5, 195), [0, 0, 0]), "\(rgb(picture, 5, 195))")
    let names = picture.layout?.root.flattened.map(\.name).joined(separator: "|") ?? ""
    XCTAssert(names.contains("Video placeholder · clip") && names.contains("Overlay"), names)
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssert(warnings[0].hasPrefix("VideoPlayer is a placeholder"))
  } }

  /// After Dimillian/RedditOS, RedditOs/Features/Post/PostDetailContent.swift: a post's video,
  /// `VideoPlayer(player: AVPlayer(url:))` framed to the video's size between spacers, under its text.
  func testGoldenPostVideo() { onMain {
    let screen = VStack(alignment: .leading, spacing: 12) {
      Text("Morning at the harbour").font(.headline)
      Text("Shot on a walk before work.").font(.body)
      HStack {
        Spacer()
        VideoPlayer(player: AVPlayer(url: URL(string: "https://v.example.com/harbour/DASH_720.mp4")!))
          .frame(width: min(500, 358), height: min(500, 220))
        Spacer()
      }
      Spacer()
    }
    .padding()
    assertGolden(of: screen, named: "post-video", device: .iPhone14)
  } }
}
