import Foundation

/// A calendar for picking several dates, as SwiftUI's `MultiDatePicker` (iOS 16). The graphical
/// month grid is not drawn: the label row is, with the number of selected dates trailing in the
/// secondary colour, and it warns once (key `MultiDatePicker`).
public struct MultiDatePicker<Label: View>: View {
  let label: Label
  @Binding var selection: Set<DateComponents>

  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    _selection = selection; self.label = label()
  }
  public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, label: label)
  }
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, label: label)
  }
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, label: label)
  }

  public var body: some View {
    HStack {
      label
      Spacer()
      Text(verbatim: "\(selection.count) selected").foregroundColor(.secondary)
    }
    .modifier(UndrawnEffectModifier(effect: "MultiDatePicker", consequence: "",
      sentence: "MultiDatePicker: the month grid is not drawn; shown as its label and the selected count"))
  }
}

extension MultiDatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }
}
