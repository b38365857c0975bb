import Foundation
import PlumbGraphics
import PlumbUI

/// The screen being rendered, as UIKit's `UIScreen`.
///
/// `UIScreen.main` answers `RenderingDevice.current` (PlumbUI): the device of the host being set
/// up, rendered, advanced or receiving an event; else the process default (iPhone 14 unless set).
/// A stored property such as `let w = UIScreen.main.bounds.width` runs when the view value is
/// made, usually before its host exists, so it reads the process default: set it first (`plumb
/// render --device` does; tests use `RenderingDevice.withDefault(_:_:)`). docs/compatibility/uikit.md.
@preconcurrency @MainActor
public final class UIScreen {
  /// The device this screen stands for.
  public let device: Device

  init(device: Device) { self.device = device }

  /// The screen of the device being rendered (see the type's rule).
  public static var main: UIScreen { UIScreen(device: RenderingDevice.current) }

  /// The screen in points, origin at the top-left.
  public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
  /// Points to pixels.
  public var scale: CGFloat { CGFloat(device.scale) }
  /// The panel's native scale (the same as `scale` on every preset here).
  public var nativeScale: CGFloat { CGFloat(device.scale) }
  /// The screen in pixels, portrait.
  public var nativeBounds: CGRect {
    let portrait = device.orientation == .portrait ? device.size : CGSize(width: device.size.height, height: device.size.width)
    return CGRect(x: 0, y: 0, width: portrait.width * scale, height: portrait.height * scale)
  }
}
