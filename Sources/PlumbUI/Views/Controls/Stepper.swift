import Foundation

/// Increment and decrement buttons with a label, as SwiftUI's `Stepper`: the label leading, the
/// 94 × 32 UIStepper trailing (UIStepper's intrinsic size, **H**; its 8-pt corner radius and
/// glyphs **L**), filling the proposed width. Tapping the right half increments, the left half
/// decrements (clamped to `in:` when given). `onEditingChanged` is kept but not called.
public struct Stepper<Label: View>: View {
  let label: Label
  let onIncrement: () -> Void
  let onDecrement: () -> Void

  @Environment(\.labelsAreHidden) private var labelsHidden

  public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
    self.label = label(); self.onIncrement = onIncrement ?? {}; self.onDecrement = onDecrement ?? {}
  }

  public var body: some View {
    HStack {
      if !labelsHidden {
        label
        Spacer()
      }
      HStack(spacing: 0) {
        Image(systemName: "minus").frame(width: 47, height: 32).contentShape(Rectangle()).onTapGesture { onDecrement() }
        Image(systemName: "plus").frame(width: 47, height: 32).contentShape(Rectangle()).onTapGesture { onIncrement() }
      }
      .foregroundColor(.primary)
      .background(RoundedRectangle(cornerRadius: 8).fill(Color.systemFill))
    }
  }
}

extension Stepper {
  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
    self.init(onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
              onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
              label: label)
  }
  /// Unbounded: each tap adds or subtracts `step`.
  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
    self.init(onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
              onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
              label: label)
  }
}

extension Stepper where Label == Text {
  public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                 onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
  }
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(value: value, step: step) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(value: value, step: step) { Text(title) }
  }
}
