import Foundation

/// A screen to render on: size in points, pixel scale and safe-area insets, as on the real device.
///
/// Plain data shared by PlumbUI (layout inside the safe area), the catalog and the CLI
/// (`--device iphone14`). Values follow docs/layout-rules.md §7 (portrait; landscape swaps the size and
/// moves the notch inset to the sides, with a 21 pt home-indicator inset at the bottom).
public struct Device: Hashable, Sendable, Codable {
  /// Safe-area insets in points.
  public struct Insets: Hashable, Sendable, Codable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
      self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = Insets()
  }

  public enum Orientation: String, Hashable, Sendable, Codable { case portrait, landscape }

  /// Command-line name, e.g. "iphone14".
  public var name: String
  /// Human name, e.g. "iPhone 14".
  public var displayName: String
  public var size: CGSize
  public var scale: Int
  public var safeAreaInsets: Insets
  public var orientation: Orientation
  public var isPad: Bool

  public init(name: String, displayName: String, size: CGSize, scale: Int, safeAreaInsets: Insets,
              orientation: Orientation = .portrait, isPad: Bool = false) {
    self.name = name; self.displayName = displayName; self.size = size; self.scale = scale
    self.safeAreaInsets = safeAreaInsets; self.orientation = orientation; self.isPad = isPad
  }

  /// A custom screen with no safe-area insets (or the ones given). Its name holds each side as
  /// written ("custom-390x844", "custom-390.5x844"), so two sizes never share a name, nor the
  /// Goldens and artifacts folders named after it.
  public static func custom(width: Double, height: Double, scale: Int = 3,
                            safeAreaInsets: Insets = .zero) -> Device {
    let w = sideName(width), h = sideName(height)
    return Device(name: "custom-\(w)x\(h)", displayName: "Custom \(w)×\(h)",
                  size: CGSize(width: width, height: height), scale: scale, safeAreaInsets: safeAreaInsets)
  }

  /// A side in points for a name: whole numbers without a fraction, others as Swift prints them
  /// (the shortest text that reads back as the same number), kept to file-name-safe characters.
  static func sideName(_ v: Double) -> String {
    if v.isFinite, v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return String(String(v).map { $0.isASCII && ($0.isNumber || $0.isLetter || $0 == "." || $0 == "-") ? $0 : "-" })
  }

  /// The same device turned to landscape. Phones with a notch or Dynamic Island keep the top inset
  /// on both sides and 21 pt at the bottom; home-button phones keep no side insets; iPads keep
  /// their insets (docs/layout-rules.md §7).
  public var landscape: Device {
    guard orientation == .portrait else { return self }
    var d = self
    d.name = name + "-landscape"
    d.displayName = displayName + " (landscape)"
    d.size = CGSize(width: size.height, height: size.width)
    d.orientation = .landscape
    if isPad {
      d.safeAreaInsets = Insets(top: safeAreaInsets.top, leading: 0, bottom: safeAreaInsets.bottom, trailing: 0)
    } else if safeAreaInsets.bottom > 0 {
      d.safeAreaInsets = Insets(top: 0, leading: safeAreaInsets.top, bottom: 21, trailing: safeAreaInsets.top)
    } else {
      d.safeAreaInsets = .zero
    }
    return d
  }

  public static let iPhoneSE3 = Device(
    name: "iphonese3", displayName: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667),
    scale: 2, safeAreaInsets: Insets(top: 20))
  public static let iPhone14 = Device(
    name: "iphone14", displayName: "iPhone 14", size: CGSize(width: 390, height: 844), scale: 3,
    safeAreaInsets: Insets(top: 47, bottom: 34))
  public static let iPhone15Pro = Device(
    name: "iphone15pro", displayName: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: Insets(top: 59, bottom: 34))
  public static let iPhone15ProMax = Device(
    name: "iphone15promax", displayName: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932),
    scale: 3, safeAreaInsets: Insets(top: 59, bottom: 34))
  public static let iPhone16Pro = Device(
    name: "iphone16pro", displayName: "iPhone 16 Pro", size: CGSize(width: 402, height: 874), scale: 3,
    safeAreaInsets: Insets(top: 62, bottom: 34))
  public static let iPhone16ProMax = Device(
    name: "iphone16promax", displayName: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956),
    scale: 3, safeAreaInsets: Insets(top: 62, bottom: 34))
  /// The iPhone most iOS 26 simulator references are recorded on (the same screen as the 16 Pro).
  public static let iPhone17Pro = Device(
    name: "iphone17pro", displayName: "iPhone 17 Pro", size: CGSize(width: 402, height: 874), scale: 3,
    safeAreaInsets: Insets(top: 62, bottom: 34))
  public static let iPhone17ProMax = Device(
    name: "iphone17promax", displayName: "iPhone 17 Pro Max", size: CGSize(width: 440, height: 956),
    scale: 3, safeAreaInsets: Insets(top: 62, bottom: 34))
  public static let iPad10 = Device(
    name: "ipad10", displayName: "iPad (10th generation)", size: CGSize(width: 820, height: 1180),
    scale: 2, safeAreaInsets: Insets(top: 24, bottom: 20), isPad: true)

  /// Every preset, portrait then landscape.
  public static let presets: [Device] = {
    let portrait = [iPhoneSE3, iPhone14, iPhone15Pro, iPhone15ProMax, iPhone16Pro, iPhone16ProMax, iPhone17Pro,
                    iPhone17ProMax, iPad10]
    return portrait + portrait.map(\.landscape)
  }()

  /// Looks a preset up by its command-line name (case-insensitive).
  public static func named(_ name: String) -> Device? {
    presets.first { $0.name == name.lowercased() }
  }
}
