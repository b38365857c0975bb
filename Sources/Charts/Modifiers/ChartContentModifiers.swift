import PlumbUI

/// Content whose marks a modifier changed (`.foregroundStyle(.red)`, `.annotation { }`…).
nonisolated public struct ModifiedChartContent<Content: ChartContent>: ChartContent, ChartPrimitive {
  let content: Content
  let edit: (inout MarkRecord) -> Void
  public var body: Never { primitiveBody() }
  @MainActor func collect(into marks: inout [MarkRecord]) {
    let start = marks.count
    collectMarks(content, into: &marks)
    for i in start..<marks.count { edit(&marks[i]) }
  }
}

extension ChartContent {
  func editing(_ edit: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self, edit: edit)
  }

  /// Colours the marks with one style (a colour, a gradient).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    editing { $0.style = AnyShapeStyle(style) }
  }
  /// Colours the marks by a value: each distinct value takes the next colour of the chart's
  /// palette (or of `chartForegroundStyleScale`), and the legend lists them.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    editing { $0.styleBy = value.datum }
  }
  /// Places marks that share a category side by side, one slot per value (grouped bars).
  public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
    editing { $0.positionBy = value.datum }
  }
  /// Gives each distinct value its own symbol (circle, square, triangle, diamond, pentagon).
  public func symbol<S: Plottable>(by value: PlottableValue<S>) -> some ChartContent {
    editing { $0.symbolBy = value.datum }
  }
  /// Draws points (and a line's points) with `symbol`.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
    let outlined = (symbol as? BasicChartSymbolShape)?.strokeWidth != nil
    return editing {
      $0.symbol = AnyChartSymbolShape(symbol)
      if outlined { $0.warnings.append(("Charts.symbol.strokeBorder", "Charts: an outlined symbol (strokeBorder) is drawn filled")) }
    }
  }
  /// Draws points with a view (not drawn: the default symbol is; warned).
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
    editing { $0.warnings.append(("Charts.symbol(symbol:)", "Charts: a view as a mark's symbol is not drawn: the default symbol is")) }
  }
  /// Sizes symbols by a value (not drawn: symbols keep one size; warned).
  public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    editing { $0.warnings.append(("Charts.symbolSize(by:)", "Charts: symbolSize(by:) is not drawn: symbols keep one size")) }
  }
  /// Strokes lines by a value (not drawn: lines keep one stroke; warned).
  public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    editing { $0.warnings.append(("Charts.lineStyle(by:)", "Charts: lineStyle(by:) is not drawn: lines keep one stroke")) }
  }
  /// The area, in square points, of the marks' symbols.
  public func symbolSize(_ area: CGFloat) -> some ChartContent { editing { $0.symbolSize = area } }
  /// The size of the marks' symbols.
  public func symbolSize(_ size: CGSize) -> some ChartContent { editing { $0.symbolSize = size.width * size.height } }
  /// How lines and areas join their points.
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    editing { $0.interpolation = method }
  }
  /// The stroke of lines and rules.
  public func lineStyle(_ style: StrokeStyle) -> some ChartContent { editing { $0.lineStyle = style } }
  /// Rounds the corners of bars and rectangles (and sectors' outer corners).
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
    editing { $0.cornerRadius = radius }
  }
  /// Makes the marks translucent.
  public func opacity(_ opacity: Double) -> some ChartContent { editing { $0.opacity *= opacity } }
  /// Moves the marks by a distance in points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    editing { $0.offset.width += x; $0.offset.height += y }
  }
  /// Moves the marks by a distance in points.
  public func offset(_ size: CGSize) -> some ChartContent {
    editing { $0.offset.width += size.width; $0.offset.height += size.height }
  }
  /// Draws a view next to each mark.
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                  @ViewBuilder content: () -> C) -> some ChartContent {
    let view = AnyView(content())
    return editing { $0.annotations.append(MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: view)) }
  }
  /// Draws a view next to each mark; overflow resolution is accepted and not applied.
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                  overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
    annotation(position: position, alignment: alignment, spacing: spacing, content: content)
  }
  /// Orders overlapping marks (accepted: marks are drawn in the order they are listed).
  public func zIndex(_ value: Double) -> some ChartContent { editing { _ in } }
  /// VoiceOver's label (no effect on the picture).
  public func accessibilityLabel(_ label: Text) -> some ChartContent { editing { _ in } }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { editing { _ in } }
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { editing { _ in } }
  /// VoiceOver's value (no effect on the picture).
  public func accessibilityValue(_ value: Text) -> some ChartContent { editing { _ in } }
  public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { editing { _ in } }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { editing { _ in } }
  /// Hides the marks from VoiceOver (no effect on the picture).
  public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { editing { _ in } }
}
