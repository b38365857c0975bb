import Foundation
import PlumbGraphics

extension UIWindow {
  /// Where a window sits among the app's windows, as UIKit's `UIWindow.Level`. Windows made by
  /// code are not drawn in a render, so levels order nothing.
  public struct Level: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// The app's windows: 0.
    public static let normal = Level(0)
    /// Above the status bar: 1000.
    public static let statusBar = Level(1000)
    /// Alerts: 2000.
    public static let alert = Level(2000)

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    public static func + (lhs: CGFloat, rhs: Level) -> Level { Level(lhs + rhs.rawValue) }
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    public static func - (lhs: Level, rhs: Level) -> CGFloat { lhs.rawValue - rhs.rawValue }
    public static func += (lhs: inout Level, rhs: CGFloat) { lhs.rawValue += rhs }
    public static func -= (lhs: inout Level, rhs: CGFloat) { lhs.rawValue -= rhs }
  }

  /// Gives up being the key window: the host's window stays key (a render has one key window).
  public func resignKey() {}
}
