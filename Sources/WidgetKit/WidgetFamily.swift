import Foundation
import PlumbGraphics
import PlumbUI

/// A widget's size class, as WidgetKit's `WidgetFamily`: the Home Screen's system families and the
/// Lock Screen's accessory ones.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomDebugStringConvertible {
  case systemSmall = 0
  case systemMedium = 1
  case systemLarge = 2
  case systemExtraLarge = 3
  case accessoryCorner = 4
  case accessoryCircular = 5
  case accessoryRectangular = 6
  case accessoryInline = 7

  public var debugDescription: String {
    switch self {
    case .systemSmall: "systemSmall"
    case .systemMedium: "systemMedium"
    case .systemLarge: "systemLarge"
    case .systemExtraLarge: "systemExtraLarge"
    case .accessoryCorner: "accessoryCorner"
    case .accessoryCircular: "accessoryCircular"
    case .accessoryRectangular: "accessoryRectangular"
    case .accessoryInline: "accessoryInline"
    }
  }

  /// Whether the family draws a container background (the Lock Screen's accessory families draw none).
  var isSystem: Bool { rawValue <= WidgetFamily.systemExtraLarge.rawValue }
}

/// A widget family's size on a screen, the sizes measured on devices (docs/compatibility/
/// frameworks.md, "WidgetKit: sizes"). Plumbline's own, for rendering entry views at their size.
extension WidgetFamily {
  /// The family's size in points on `device` (a phone or iPad preset; other screens use the preset
  /// of the nearest width), or nil where the family does not exist (extra large on a phone,
  /// accessory families on an iPad).
  public func size(on device: Device = .iPhone14) -> CGSize? {
    let width = min(device.size.width, device.size.height)
    if device.isPad {
      // iPad (10th generation) and iPad Air (4th generation): 820 × 1180 pt.
      switch self {
      case .systemSmall: return CGSize(width: 155, height: 155)
      case .systemMedium: return CGSize(width: 342, height: 155)
      case .systemLarge: return CGSize(width: 342, height: 342)
      case .systemExtraLarge: return CGSize(width: 716, height: 342)
      default: return nil
      }
    }
    let small: Double, medium: Double, large: Double
    switch width {
    case ..<382: (small, medium, large) = (148, 321, 324)      // 375 pt wide: iPhone SE, iPhone 8
    case ..<410: (small, medium, large) = (158, 338, 354)      // 390–402 pt: iPhone 12–16 (Pro)
    default: (small, medium, large) = (170, 364, 382)          // 428–430 pt: the Pro Max and Plus phones
    }
    switch self {
    case .systemSmall: return CGSize(width: small, height: small)
    case .systemMedium: return CGSize(width: medium, height: small)
    case .systemLarge: return CGSize(width: medium, height: large)
    case .systemExtraLarge, .accessoryCorner: return nil
    // The Lock Screen's families on a 390 pt phone (estimates: see the docs).
    case .accessoryCircular: return CGSize(width: 72, height: 72)
    case .accessoryRectangular: return CGSize(width: 160, height: 72)
    case .accessoryInline: return CGSize(width: 234, height: 26)
    }
  }
}

extension Device {
  /// A render device of exactly a widget's size (on the given phone or iPad), with no safe area,
  /// so `assertGolden(of: WidgetPreviewSurface(family:) { … }, device: .widget(.systemSmall))`
  /// renders an entry view at its real size. Extra large falls back to the iPad (10th generation)'s.
  public static func widget(_ family: WidgetFamily, on device: Device = .iPhone14) -> Device {
    let size = family.size(on: device) ?? family.size(on: .iPad10) ?? CGSize(width: 158, height: 158)
    return Device(name: "widget-\(family.debugDescription)", displayName: "\(family.debugDescription) widget on \(device.displayName)",
                  size: size, scale: device.scale, safeAreaInsets: .zero, isPad: device.isPad)
  }
}

/// How the system draws a widget's colours, as `WidgetRenderingMode` (always full colour here).
public struct WidgetRenderingMode: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  public static let accented = WidgetRenderingMode(name: "accented")
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
  public var description: String { name }
}

struct WidgetFamilyKey: EnvironmentKey { static var defaultValue: WidgetFamily { .systemSmall } }
struct WidgetRenderingModeKey: EnvironmentKey { static var defaultValue: WidgetRenderingMode { .fullColor } }
struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct WidgetContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) } }

extension EnvironmentValues {
  /// The family of the widget the view is in (`.systemSmall` outside one, as iOS's default).
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }
  /// How the widget's colours are drawn.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }
  /// Whether the widget shows its container background.
  public var showsWidgetContainerBackground: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }
  /// The margins the system puts around a widget's content.
  public var widgetContentMargins: EdgeInsets {
    get { self[WidgetContentMarginsKey.self] }
    set { self[WidgetContentMarginsKey.self] = newValue }
  }
}
