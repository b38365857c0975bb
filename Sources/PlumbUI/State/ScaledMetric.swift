import Foundation

/// A dimension that grows with the Dynamic Type size, as SwiftUI's `@ScaledMetric`: the value
/// given for the default (Large) size times the ratio of the text style's point size at the
/// environment's size to its size at Large (UIFontMetrics.scaledValue(for:); docs/dynamic-type.md).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let baseValue: Value
  let textStyle: Font.TextStyle
  let box = EnvironmentBox()

  /// A value that scales with `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// A value that scales with body text.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  public var wrappedValue: Value {
    let size = box.environment?.dynamicTypeSize ?? .large
    return Value(DynamicTypeSizes.scaled(CGFloat(baseValue), relativeTo: textStyle, at: size))
  }
}

extension ScaledMetric: @unchecked Sendable {}

extension ScaledMetric: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { own ? .value(wrappedValue) : .skip }
}

extension ScaledMetric: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    box.environment = environment
  }
}
