// ImageIO's headers import CoreGraphics (CGImage and the CoreFoundation names its calls take);
// its orientation type is the one Core Image's `oriented(_:)` takes, not a copy.
@_exported import CoreGraphics
@_exported import enum CoreImage.CGImagePropertyOrientation
