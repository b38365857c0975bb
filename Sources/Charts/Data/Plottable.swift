import PlumbUI

/// A type whose values a chart can place on an axis, as Swift Charts' `Plottable`: numbers, dates
/// and strings directly, other types through one of them (`primitivePlottable`); enums backed by a
/// plottable raw value conform by declaring it.
public protocol Plottable {
  associatedtype PrimitivePlottable: PrimitivePlottableProtocol
  var primitivePlottable: PrimitivePlottable { get }
  init?(primitivePlottable: PrimitivePlottable)
}

/// The value types a chart scale understands: numbers (continuous), dates (continuous, in time)
/// and strings (categories), as Swift Charts' `PrimitivePlottableProtocol`.
public protocol PrimitivePlottableProtocol: Plottable {}

extension PrimitivePlottableProtocol {
  public var primitivePlottable: Self { self }
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
  public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
  public init?(primitivePlottable: RawValue.PrimitivePlottable) {
    guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
    self.init(rawValue: raw)
  }
}

extension String: PrimitivePlottableProtocol {}
extension Substring: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Decimal: PrimitivePlottableProtocol {}

/// One value a scale places: a number, a moment or a category name.
enum ChartDatum: Hashable, Sendable {
  case number(Double)
  case date(Date)
  case category(String)

  /// Reads any plottable through its primitive value.
  init<P: Plottable>(_ value: P) {
    switch value.primitivePlottable as Any {
    case let s as String: self = .category(s)
    case let s as Substring: self = .category(String(s))
    case let d as Date: self = .date(d)
    case let d as Decimal: self = .number(NSDecimalNumber(decimal: d).doubleValue)
    case let f as any BinaryFloatingPoint: self = .number(Double(f))
    case let i as any BinaryInteger: self = .number(Double(i))
    case let other: self = .category(String(describing: other))
    }
  }

  /// The position on a continuous scale (seconds since 1970 for dates); nil for a category.
  var continuous: Double? {
    switch self {
    case .number(let v): return v
    case .date(let d): return d.timeIntervalSince1970
    case .category: return nil
    }
  }

  /// The text a legend or default label shows for a category.
  var name: String {
    switch self {
    case .category(let s): return s
    case .number(let v): return ChartNumberFormat.label(v, step: nil, locale: Locale(identifier: "en_US"))
    case .date(let d): return ISO8601DateFormatter().string(from: d)
    }
  }
}

/// A value with its label, as a mark takes it (`.value("Month", month)`), as Swift Charts' `PlottableValue`.
public struct PlottableValue<Value: Plottable> {
  let label: Text
  let value: Value
  /// For dates plotted as intervals (`unit: .day`): the calendar unit each value spans.
  var unit: Calendar.Component?
  var calendar: Calendar = Calendar(identifier: .gregorian)

  var datum: ChartDatum { ChartDatum(value) }

  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label, value: value)
  }
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: Text(label), value: value)
  }
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: Text(label), value: value)
  }
}

extension PlottableValue where Value == Date {
  /// A date that spans one calendar `unit` (a bar per day, per month…).
  public static func value(_ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
    PlottableValue(label: label, value: value, unit: unit, calendar: calendar)
  }
  public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
    PlottableValue(label: Text(label), value: value, unit: unit, calendar: calendar)
  }
  public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
    PlottableValue(label: Text(label), value: value, unit: unit, calendar: calendar)
  }
}

/// A plotted position along one axis: a point, or an interval (a bar's extent, a date unit).
struct ChartPosition {
  var start: ChartDatum
  var end: ChartDatum?
  /// Date intervals (`unit:`) are drawn across the unit; their scale still reads the start.
  var unit: Calendar.Component?

  /// The calendar a unit is counted in when the mark named one; nil: the environment's.
  var calendar: Calendar?
  /// The value's type is an integer (`Int`, `UInt8`, …): its axis never steps by less than 1.
  var isInteger = false

  init<V>(_ p: PlottableValue<V>) {
    start = p.datum
    unit = p.unit
    isInteger = (V.PrimitivePlottable.self as Any.Type) is any BinaryInteger.Type
    // `calendar: .current` is the signature's default: the chart's environment calendar is used
    // then, so a render does not depend on the machine's time zone.
    if p.unit != nil, p.calendar != Calendar.current { calendar = p.calendar }
  }

  /// Turns a date with a unit into the unit's interval.
  mutating func resolveUnit(_ environment: Calendar) {
    guard let unit, end == nil, case .date(let d) = start,
          let interval = (calendar ?? environment).dateInterval(of: unit, for: d) else { return }
    start = .date(interval.start)
    end = .date(interval.end)
  }

  init(start: ChartDatum, end: ChartDatum?) { self.start = start; self.end = end }
}
