import Foundation
import PlumbGraphics

/// One track of an asset, as AVFoundation's `AVAssetTrack`. Assets here read no file, so none
/// has tracks; the class exists so track code and `load(.naturalSize)` type-check.
open class AVAssetTrack: NSObject, AVAsynchronousKeyValueLoading, @unchecked Sendable {
  /// The track's media type.
  open var mediaType: AVMediaType { .video }
  /// The track's size before its transform (zero).
  open var naturalSize: CGSize { .zero }
  /// The transform for the track's frames (identity).
  open var preferredTransform: CGAffineTransform { .identity }
  /// The track's identifier within its asset.
  open var trackID: Int32 { 0 }
  open func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus { .loaded }
  open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) { handler?() }
}
