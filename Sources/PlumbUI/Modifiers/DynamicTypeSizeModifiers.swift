import Foundation

extension View {
  /// Sets the Dynamic Type size of this subtree, as SwiftUI's `dynamicTypeSize(_:)`.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the inherited Dynamic Type size to `range` (`...DynamicTypeSize.xxxLarge`,
  /// `.large...`, `.small ... .accessibility1`): a size outside it becomes the nearest size inside.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { $0 = $0.clamped(to: range) }
  }
}

extension DynamicTypeSize {
  /// The size itself when `range` contains it, otherwise the nearest size that it contains
  /// (unchanged when the range contains none).
  func clamped<T: RangeExpression>(to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
    if range.contains(self) { return self }
    let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
    guard let lowest = inside.first, let highest = inside.last else { return self }
    return self < lowest ? lowest : highest
  }
}
