import Foundation

/// Whether controls below hide their labels (`labelsHidden()`); the controls that draw a label
/// beside their control (DatePicker, ColorPicker, Stepper, Gauge, Toggle…) read it.
struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  var labelsAreHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}
