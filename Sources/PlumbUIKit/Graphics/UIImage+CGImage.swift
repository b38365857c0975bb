import Foundation
import PlumbGraphics

extension UIImage {
  /// The bitmap behind the image: always nil here (no `UIImage` has a bitmap; see `CGImage`), with
  /// one warning the first time it is asked.
  public var cgImage: CGImage? {
    RenderWarnings.warnOnce("UIImage.cgImage",
      "UIImage.cgImage: images have no bitmap here (symbols and named assets are drawn as placeholders); nil is returned")
    return nil
  }
}
