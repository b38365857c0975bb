import Foundation

/// The size of a preview's container, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable, Hashable {
  /// The preview device's screen, with its safe area (the default).
  case device
  /// A container of exactly this size, with no safe area; the view is centred in it.
  case fixed(width: CGFloat, height: CGFloat)
  /// A container that takes the view's size when the view is offered the device's screen size.
  case sizeThatFits
}

/// A device to preview on, named as Xcode names simulators ("iPhone 14"), as SwiftUI's
/// `PreviewDevice`. `device` maps the name to one of Plumbline's `Device` presets.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The preset with this display name ("iPhone SE (3rd generation)") or command-line name
  /// ("iphonese3"), compared without case; `nil` when Plumbline has no such device.
  public var device: Device? {
    let wanted = rawValue.lowercased()
    return Device.presets.first { $0.orientation == .portrait && ($0.displayName.lowercased() == wanted || $0.name == wanted) }
  }

  /// The preset for this name, or `fallback` after one warning naming the device (through
  /// `RenderWarnings`) when Plumbline has no preset of that name.
  public func resolved(fallback: Device) -> Device {
    if let d = device { return d }
    RenderWarnings.warnOnce("previewDevice(\(rawValue))",
                            "previewDevice: no Plumbline device named \"\(rawValue)\"; the preview is drawn on \(fallback.displayName)")
    return fallback
  }
}

/// The orientation of a preview's device, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable, CustomStringConvertible {
  public let id: String
  public var description: String { id }
  private init(_ id: String) { self.id = id }

  public static let portrait = InterfaceOrientation("portrait")
  public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
  public static let landscapeRight = InterfaceOrientation("landscapeRight")
  public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }

  /// Whether the device is turned on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
