import Foundation

/// The orientation of image data, as ImageIO's `CGImagePropertyOrientation` (declared here because
/// Plumbline has no ImageIO module; PhotoKit's data requests answer with it).
public enum CGImagePropertyOrientation: UInt32, Sendable {
  case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
