import CoreGraphics
import Foundation
import PlumbGraphics

/// A failure of an AVFoundation operation, as `AVError` (domain `AVFoundationErrorDomain`).
public struct AVError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case unknown = -11800
    case fileFormatNotRecognized = -11828
    case operationNotSupportedForAsset = -11838
    case decodeFailed = -11821
    case noImageAtTime = -11832
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// Makes still images of a video, as `AVAssetImageGenerator`. Plumbline decodes no video, so
/// every request fails with `AVError(.decodeFailed)` (the app's own error path is drawn) and
/// that is warned once (docs/compatibility/frameworks.md, "AVFoundation").
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
  public let asset: AVAsset
  open var appliesPreferredTrackTransform = false
  open var maximumSize: CGSize = .zero
  open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
  open var requestedTimeToleranceAfter: CMTime = .positiveInfinity

  public init(asset: AVAsset) { self.asset = asset; super.init() }

  private func failure() -> AVError {
    RenderWarnings.warnOnce("AVAssetImageGenerator",
      "AVAssetImageGenerator: video frames are not decoded; every image request fails with AVError.decodeFailed")
    return AVError(.decodeFailed)
  }

  open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
    throw failure()
  }

  open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
    throw failure()
  }

  public enum Result: Int, Sendable { case succeeded, failed, cancelled }

  open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue],
                                           completionHandler handler: @escaping @Sendable (CMTime, CGImage?, CMTime, Result, (any Error)?) -> Void) {
    let e = failure()
    for _ in requestedTimes { handler(.zero, nil, .zero, .failed, e) }
  }

  open func cancelAllCGImageGeneration() {}
}
