import Foundation

/// A date and time input, as SwiftUI's `DatePicker`, drawn in the iOS compact style: the label
/// leading, then one grey rounded capsule per component trailing (the date as "Jan 1, 2026",
/// the time as "9:41 AM"), formatted with the environment's locale, calendar and time zone.
/// Like SwiftUI's, it takes the whole proposed width.
///
/// Metrics (**L**, drawn to match iOS 17 screenshots, not measured): each capsule is the text
/// padded 11 pt horizontally, 34 pt tall, 6-pt corners, filled with tertiarySystemFill
/// (rgba(118, 118, 128, 0.12)), 6 pt between the date and the time capsule; the text is body
/// in the label colour. A selection outside `in:` is shown clamped to the range, as UIDatePicker
/// does. `.wheel` and `.graphical` styles are drawn as the compact style, with a warning.
public struct DatePicker<Label: View>: View {
  /// What the picker edits, as `DatePickerComponents`.
  public typealias Components = DatePickerComponents

  let label: Label
  let selection: Binding<Date>
  let range: (lower: Date?, upper: Date?)
  let components: Components

  @Environment(\.datePickerStyleKind) private var style
  @Environment(\.labelsAreHidden) private var labelsHidden

  init(selection: Binding<Date>, lower: Date?, upper: Date?, components: Components, label: Label) {
    self.selection = selection; range = (lower, upper); self.components = components; self.label = label
  }

  /// Tertiary system fill, light mode.
  static var capsuleFill: Color { .controlCapsule }

  var shownDate: Date {
    var d = selection.wrappedValue
    if let l = range.lower, d < l { d = l }
    if let u = range.upper, d > u { d = u }
    return d
  }

  public var body: some View {
    HStack {
      if !labelsHidden {
        label
        Spacer()
      }
      HStack(spacing: 6) {
        if components.contains(.date) { DatePickerCapsule(date: shownDate, part: .date, style: style) }
        if components.contains(.hourAndMinute) { DatePickerCapsule(date: shownDate, part: .time, style: style) }
      }
    }
  }
}

/// One compact capsule: its formatted text on the grey rounded rectangle.
struct DatePickerCapsule: View, PrimitiveView {
  enum Part { case date, time }
  let date: Date
  let part: Part
  let style: DatePickerStyleKind

  var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    switch style {
    case .wheel:
      RenderWarnings.warnOnce("DatePicker.wheel", "DatePicker(.wheel): the wheels are not drawn; shown in the compact style")
    case .graphical:
      RenderWarnings.warnOnce("DatePicker.graphical", "DatePicker(.graphical): the calendar grid is not drawn; shown in the compact style")
    case .compact: break
    }
    let env = ctx.environment
    let format = Date.FormatStyle(date: part == .date ? .abbreviated : .omitted, time: part == .time ? .shortened : .omitted,
                                  locale: env.locale, calendar: env.formattingCalendar, timeZone: env.timeZone)
    let view = Text(verbatim: format.format(date))
      .foregroundColor(.primary)
      .lineLimit(1)
      .padding(.horizontal, 11)
      .frame(height: 34)
      .background(RoundedRectangle(cornerRadius: 6).fill(DatePicker<EmptyView>.capsuleFill))
    resolveView(view, ctx.child(part == .date ? "date" : "time"), into: &out)
  }
}

/// The components a date picker edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Hours and minutes.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// Day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker {
  public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label())
  }
  public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: label())
  }
  public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: label())
  }
  public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: label())
  }
}

extension DatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: Text(titleKey))
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents,
              label: Text(titleKey))
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
              displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: Text(titleKey))
  }
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
              displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: Text(title))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                 displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents,
              label: Text(title))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                 displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: Text(title))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                 displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: Text(title))
  }
}
