import Foundation

/// A value interpolated into a localised string, as its format specifier receives it: the key of
/// `Text("\(count) items")` is `"%lld items"` and its argument `.int(count)`.
enum LocalizedArgument: Hashable, Sendable {
  case int(Int64)
  case uint(UInt64)
  case double(Double)
  case string(String)

  /// The specifier SwiftUI writes into the key for a value of this type.
  static func specifier<T>(for value: T) -> String {
    switch value {
    case is Int, is Int64: "%lld"
    case is Int8, is Int16, is Int32: "%d"
    case is UInt, is UInt64: "%llu"
    case is UInt8, is UInt16, is UInt32: "%u"
    case is Float: "%f"
    case is Double, is CGFloat: "%lf"
    default: "%@"
    }
  }

  /// The argument for a value (strings and other values as their description).
  init<T>(_ value: T) {
    switch value {
    case let v as Int: self = .int(Int64(v))
    case let v as Int64: self = .int(v)
    case let v as Int8: self = .int(Int64(v))
    case let v as Int16: self = .int(Int64(v))
    case let v as Int32: self = .int(Int64(v))
    case let v as UInt: self = .uint(UInt64(v))
    case let v as UInt64: self = .uint(v)
    case let v as UInt8: self = .uint(UInt64(v))
    case let v as UInt16: self = .uint(UInt64(v))
    case let v as UInt32: self = .uint(UInt64(v))
    case let v as Float: self = .double(Double(v))
    case let v as Double: self = .double(v)
    case let v as CGFloat: self = .double(Double(v))
    default: self = .string(String(describing: value))
    }
  }

  /// The number a plural rule reads (nil for text that is not a number).
  var number: Double? {
    switch self {
    case .int(let v): Double(v)
    case .uint(let v): Double(v)
    case .double(let v): v
    case .string(let s): Double(s)
    }
  }
}
