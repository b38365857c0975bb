import Foundation
import PlumbGraphics
import PlumbUI

extension UIView {
  /// UIKit's `safeAreaInsets`: how far the device's unsafe edges (status bar, notch or Dynamic
  /// Island, home indicator) reach into this view. A window gets the device's insets (the host's
  /// device, or the device being rendered for a window made by code); any other view gets the part
  /// of its window's insets that overlaps it (0 where it lies clear of an edge), in its own
  /// coordinates; a view outside any window has none. (Controllers' `additionalSafeAreaInsets`
  /// and bars are not modelled: a SwiftUI host's bars are drawn by SwiftUI.)
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let device = window.host?.device ?? RenderingDevice.current
    let i = device.safeAreaInsets
    // The window's unsafe bands, in window coordinates.
    let w = window.bounds
    let safe = CGRect(x: w.minX + i.leading, y: w.minY + i.top,
                      width: max(0, w.width - i.leading - i.trailing), height: max(0, w.height - i.top - i.bottom))
    // This view's bounds in window coordinates: up to its topmost superview, then (for a
    // representable's view, whose frame the engine sets in screen points) by that view's frame.
    var top: UIView = self
    while let s = top.superview { top = s }
    var r = self === window ? w : convert(bounds, to: nil)
    if top !== window {
      r.origin.x += top.frame.minX - top.bounds.minX
      r.origin.y += top.frame.minY - top.bounds.minY
    }
    return UIEdgeInsets(top: min(max(0, safe.minY - r.minY), r.height),
                        left: min(max(0, safe.minX - r.minX), r.width),
                        bottom: min(max(0, r.maxY - safe.maxY), r.height),
                        right: min(max(0, r.maxX - safe.maxX), r.width))
  }
}
