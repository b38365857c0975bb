import Foundation

/// A date picker's look, as SwiftUI's `DatePickerStyle`. Every style is drawn as `.compact`;
/// `.wheel` and `.graphical` report what they leave out.
public protocol DatePickerStyle: Sendable {}
/// `.automatic`: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// `.compact`: grey capsules with the formatted date and time.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// `.wheel`: drawn compact (warned).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
/// `.graphical`: drawn compact (warned).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }

enum DatePickerStyleKind: Sendable { case compact, wheel, graphical }

struct DatePickerStyleKey: EnvironmentKey { static var defaultValue: DatePickerStyleKind { .compact } }

extension EnvironmentValues {
  var datePickerStyleKind: DatePickerStyleKind {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the date pickers below.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyleKind, style is WheelDatePickerStyle ? .wheel : style is GraphicalDatePickerStyle ? .graphical : .compact)
  }
}
