import Foundation
import PlumbGraphics
import PlumbUI

extension UIView {
  /// The view's traits: the rendered variant's appearance (light or dark) and contrast. They do
  /// not change during a render, so `traitCollectionDidChange(_:)` is never called.
  public var traitCollection: UITraitCollection { UITraitCollection.current }
}

extension UIViewController {
  /// The controller's traits: the rendered variant's, as its view's.
  public var traitCollection: UITraitCollection { UITraitCollection.current }
}

extension UITraitCollection {
  /// The traits UIKit resolves dynamic colours with: the render in progress's (light when none is).
  @MainActor public static var current: UITraitCollection {
    UITraitCollection(userInterfaceStyle: PlatformHosts.current?.colorScheme == .dark ? .dark : .light)
  }
}

extension CALayer {
  /// The layers of the view's subviews (standalone layers are not drawn here; see addSublayer).
  public var sublayers: [CALayer]? {
    guard let view, !view.subviews.isEmpty else { return nil }
    return view.subviews.map(\.layer)
  }
  /// Adds a layer of its own (not a view's): such layers are not drawn, warned once.
  public func addSublayer(_ layer: CALayer) {
    if layer.view == nil {
      RenderWarnings.warnOnce("CALayer.addSublayer", "CALayer.addSublayer(_:): a layer without a view is not drawn")
    }
  }
  public func insertSublayer(_ layer: CALayer, at index: UInt32) { addSublayer(layer) }
  public func removeFromSuperlayer() {}
}
