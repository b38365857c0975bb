import Foundation
import PlumbGraphics

extension UIImage {
  /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  /// The same image drawn in `renderingMode`. Images reach SwiftUI as symbols or catalog assets,
  /// whose own template setting already decides how they draw: the mode is kept and reported by
  /// `renderingMode`, and an `alwaysTemplate` image is shown as a template by `Image(uiImage:)`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    let copy = UIImage(copying: self)
    copy.storedRenderingMode = renderingMode
    return copy
  }

  /// The image tinted `color`, as UIKit's `withTintColor(_:)`; kept, the tint is not applied
  /// (warned once: apply `.foregroundStyle` in SwiftUI instead).
  public func withTintColor(_ color: UIColor) -> UIImage {
    RenderWarnings.warnOnce("UIImage.withTintColor", "UIImage.withTintColor(_:): the tint is not applied to the image")
    return self
  }
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withRenderingMode(renderingMode).withTintColor(color)
  }
}
