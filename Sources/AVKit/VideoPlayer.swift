@_exported import AVFoundation
import Foundation
import PlumbUI

/// A video player with its system controls, as AVKit's SwiftUI `VideoPlayer`. Nothing is decoded,
/// so it draws a labelled placeholder: the space it is offered in black, a play button in the
/// middle, the media's file name, and the overlay on top (docs/compatibility/frameworks.md,
/// "AVKit and AVFoundation"), with one warning.
public struct VideoPlayer<VideoOverlay: View>: View {
  let player: AVPlayer?
  let overlay: VideoOverlay

  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player; overlay = videoOverlay()
  }

  public var body: some View {
    ZStack {
      Color.black
      VStack(spacing: 10) {
        Image(systemName: "play.fill").font(.system(size: 26)).foregroundStyle(Color.white)
          .frame(width: 64, height: 64)
          .background(Circle().fill(Color.white.opacity(0.22)))
        Text("Video placeholder" + (fileName.map { " · \($0)" } ?? ""))
          .font(.caption.weight(.semibold)).foregroundStyle(Color.white.opacity(0.75))
          .lineLimit(1)
      }
      .padding(8)
      overlay
    }
    .warnOnce(key: "AVKit.VideoPlayer", message: "VideoPlayer is a placeholder (no video is decoded): a black area with "
      + "a play button\(fileName.map { " and the file name \($0)" } ?? ""); not drawn: the video's frames and the playback controls' timeline")
  }

  private var fileName: String? {
    (player?.currentItem?.asset as? AVURLAsset)?.url.lastPathComponent
  }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}
