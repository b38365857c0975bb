import Foundation

/// A log message built by string interpolation, as `OSLogMessage`. Values are captured as
/// autoclosures, as Apple's are, and never evaluated (nothing is logged on Linux).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations `OSLogMessage` accepts, with Apple's labels and defaults.
public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) {}

  public mutating func appendInterpolation<T: FixedWidthInteger>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {}
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto) {}
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto) {}
  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {}
  public mutating func appendInterpolation(
    _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {}
  /// Any other value (an optional's `String(describing:)`): more lenient than Apple's, which
  /// rejects some of these at compile time; the message is never printed either way.
  @_disfavoredOverload
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
}

/// Whether a logged value is redacted, as `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
  public enum Mask: Equatable, Sendable { case hash, none }
  let name: String
  public static let auto = OSLogPrivacy(name: "auto")
  public static let `public` = OSLogPrivacy(name: "public")
  public static let `private` = OSLogPrivacy(name: "private")
  public static let sensitive = OSLogPrivacy(name: "sensitive")
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto") }
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private") }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive") }
}

/// Column alignment of a logged value, as `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  public static let none = OSLogStringAlignment(columns: 0)
  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: 0) }
  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: 0) }
}

/// How an integer is logged, as `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
  let name: String
  public static let decimal = OSLogIntegerFormatting(name: "decimal")
  public static let hex = OSLogIntegerFormatting(name: "hex")
  public static let octal = OSLogIntegerFormatting(name: "octal")
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting { .decimal }
  public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting { .decimal }
  public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting { .hex }
  public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                         minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting { .hex }
  public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting { .octal }
}

/// How a floating-point value is logged, as `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
  let name: String
  public static let fixed = OSLogFloatFormatting(name: "fixed")
  public static let hex = OSLogFloatFormatting(name: "hex")
  public static let exponential = OSLogFloatFormatting(name: "exponential")
  public static let hybrid = OSLogFloatFormatting(name: "hybrid")
  public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                           uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
  public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                                 uppercase: Bool = false) -> OSLogFloatFormatting { .exponential }
  public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                            uppercase: Bool = false) -> OSLogFloatFormatting { .hybrid }
}

/// How a Boolean is logged, as `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable { case truth, answer }
