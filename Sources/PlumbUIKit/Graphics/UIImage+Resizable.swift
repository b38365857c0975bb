import Foundation
import PlumbUI

/// `UIImage.resizableImage(withCapInsets:)` and `(withCapInsets:resizingMode:)`: a copy that keeps
/// its caps at their size and tiles or stretches the rest when drawn resized. `Image(uiImage:)`
/// carries the caps into SwiftUI, where `.resizable()` draws them (docs/images.md).
extension UIImage {
  /// How the interior of a resizable image is resized, as `UIImage.ResizingMode`.
  public enum ResizingMode: Int, Hashable, Sendable {
    case tile = 0
    case stretch = 1
  }

  /// A copy with these cap insets, tiled (UIKit's default). Zero insets tile the whole image.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// A copy with these cap insets and resizing mode.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
    let copy = UIImage(copying: self)
    copy.capInsets = capInsets
    copy.resizingMode = resizingMode
    copy.isResizableWithCaps = true
    return copy
  }

  var swiftUICaps: ImageCapInsets {
    ImageCapInsets(insets: EdgeInsets(top: capInsets.top, leading: capInsets.left, bottom: capInsets.bottom,
                                      trailing: capInsets.right),
                   tiles: resizingMode == .tile)
  }
}
