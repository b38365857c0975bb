import Foundation

// The iOS 16 `lineLimit` forms that take a range or reserve space. The upper bound becomes the
// line limit; the lower bound is the number of lines a vertical `TextField` keeps even when its
// text is shorter. Plain `Text` does not reserve lines here: that case is reported.

struct ReservedLineCountKey: EnvironmentKey { static var defaultValue: Int { 1 } }

extension EnvironmentValues {
  /// The lines a growing text field keeps at least (the lower bound of `lineLimit(_:)` ranges).
  var reservedLineCount: Int {
    get { self[ReservedLineCountKey.self] }
    set { self[ReservedLineCountKey.self] = newValue }
  }
}

extension View {
  /// At least `limit.lowerBound` lines (in growing text fields), at most `limit.upperBound`.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(LineLimitRangeModifier(upper: limit.upperBound, reserved: limit.lowerBound, warnsForText: false))
  }
  /// At least `limit.lowerBound` lines (in growing text fields), no upper limit.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(LineLimitRangeModifier(upper: nil, reserved: limit.lowerBound, warnsForText: false))
  }
  /// At most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    modifier(LineLimitRangeModifier(upper: limit.upperBound, reserved: 1, warnsForText: false))
  }
  /// At most `limit` lines; with `reservesSpace`, text fields keep `limit` lines of height.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(LineLimitRangeModifier(upper: limit, reserved: reservesSpace ? limit : 1, warnsForText: reservesSpace))
  }
}

/// Sets the line limit and the reserved line count for its content.
struct LineLimitRangeModifier: ViewModifier, PrimitiveModifier {
  let upper: Int?
  let reserved: Int
  let warnsForText: Bool
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    if warnsForText && reserved > 1 {
      RenderWarnings.warnOnce("lineLimit(_:reservesSpace:)",
                              "lineLimit(_:reservesSpace:): Text does not reserve the height of its line limit (vertical text fields do)")
    }
    var c = ctx
    c.environment.lineLimit = upper
    c.environment.reservedLineCount = max(1, reserved)
    resolveView(content, c, into: &out)
  }
}
