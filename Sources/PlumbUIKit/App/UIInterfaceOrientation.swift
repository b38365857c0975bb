import Foundation
import PlumbGraphics
import PlumbUI

/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation` (landscape left
/// is the device's landscape right: the interface turns against the device).
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, as UIKit's `UIInterfaceOrientationMask` (each bit is one
/// shifted by the orientation's raw value).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIWindowScene {
  /// The interface's orientation: `.portrait`, or `.landscapeRight` on a landscape device (the
  /// device held `.landscapeLeft`, as `UIDevice.current.orientation` answers).
  public var interfaceOrientation: UIInterfaceOrientation {
    (host?.device ?? RenderingDevice.current).orientation == .landscape ? .landscapeRight : .portrait
  }

  /// The scene's current geometry (its interface orientation).
  public var effectiveGeometry: UIWindowScene.Geometry { Geometry(interfaceOrientation: interfaceOrientation) }

  /// Asking the scene to rotate or resize: the rendered device's orientation is fixed (render a
  /// landscape device to see landscape), so the request is not carried out (warned once) and
  /// `errorHandler` is not called.
  public func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences,
                                    errorHandler: ((any Error) -> Void)? = nil) {
    RenderWarnings.warnOnce("UIWindowScene.requestGeometryUpdate", """
      UIWindowScene.requestGeometryUpdate: a render's orientation is its device's; render a landscape device to see landscape
      """)
  }

  /// A window scene's geometry, as UIKit's `UIWindowScene.Geometry`.
  open class Geometry: NSObject {
    /// The interface's orientation.
    public let interfaceOrientation: UIInterfaceOrientation
    init(interfaceOrientation: UIInterfaceOrientation) {
      self.interfaceOrientation = interfaceOrientation
      super.init()
    }
  }

  /// What a geometry request asks for, as UIKit's `UIWindowScene.GeometryPreferences`.
  open class GeometryPreferences: NSObject {
    override init() { super.init() }

    /// An iPhone or iPad scene's preferences: the orientations it may take, as UIKit's
    /// `UIWindowScene.GeometryPreferences.iOS`.
    open class iOS: GeometryPreferences {
      /// The orientations asked for (nil: no preference).
      open var interfaceOrientations: UIInterfaceOrientationMask?
      public override init() { super.init() }
      public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
        self.init()
        self.interfaceOrientations = interfaceOrientations
      }
    }
  }
}

extension UIDevice {
  /// Key-value setting, as `NSObject`'s: what apps use to force a rotation
  /// (`setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")`). The
  /// rendered device's orientation is fixed, so nothing changes (warned once).
  public func setValue(_ value: Any?, forKey key: String) {
    RenderWarnings.warnOnce("UIDevice.setValue(_:forKey:)", """
      UIDevice.setValue(_:forKey: "\(key)"): the rendered device does not change; render a landscape device to see landscape
      """)
  }
}
