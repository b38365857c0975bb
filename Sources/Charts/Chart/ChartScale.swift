import PlumbUI

/// One axis's scale: categories in bands, or a continuous range of numbers or dates, mapping
/// values to unit positions along the plot (docs/charts.md, "Scales").
struct ChartScale {
  enum Kind: Equatable { case band, number, date }
  var kind: Kind
  var categories: [String] = []
  var lower: Double = 0
  var upper: Double = 1
  var reversed = false
  /// Automatic ticks (continuous scales), and for dates the unit they step by.
  var ticks: [Double] = []
  var tickStep: Double?
  var dateChoice: DateTicks.Choice?

  /// A band's width, in unit coordinates (zero for continuous scales).
  var bandWidth: Double { kind == .band ? 1 / Double(max(1, categories.count)) : 0 }

  func unit(_ v: Double) -> Double {
    let u = upper > lower ? (v - lower) / (upper - lower) : 0.5
    return reversed ? 1 - u : u
  }

  /// The unit position of a value (a band's centre for categories).
  func unit(_ d: ChartDatum) -> Double? {
    switch (kind, d) {
    case (.band, .category(let s)):
      guard let i = categories.firstIndex(of: s) else { return nil }
      let u = (Double(i) + 0.5) / Double(categories.count)
      return reversed ? 1 - u : u
    case (.band, _): return unit(.category(d.name))
    default: return d.continuous.map { unit($0) }
    }
  }

  /// Builds the scale of one axis from every value placed on it.
  static func make(values: [ChartDatum], extents: [Double], config: ChartConfiguration.ScaleConfig, includeZero: Bool,
                   desired: Int?, calendar: Calendar, integral: Bool = false) -> ChartScale? {
    if let categories = config.categories {
      return ChartScale(kind: .band, categories: categories.map(\.name), reversed: config.reversed)
    }
    guard !values.isEmpty || !extents.isEmpty else { return nil }
    if values.contains(where: { if case .category = $0 { return true } else { return false } }) {
      var seen: [String] = []
      for v in values where !seen.contains(v.name) { seen.append(v.name) }
      return ChartScale(kind: .band, categories: seen, reversed: config.reversed)
    }
    let isDate = values.contains { if case .date = $0 { return true } else { return false } }
    let numbers = values.compactMap(\.continuous) + extents
    guard var lo = numbers.min(), var hi = numbers.max() else { return nil }
    if isDate {
      if let fixed = config.numeric { lo = fixed.lowerBound; hi = fixed.upperBound }
      if lo == hi { lo -= 43200; hi += 43200 }
      let choice = DateTicks.choose(from: lo, to: hi, desired: desired, calendar: calendar)
      let ticks = DateTicks.ticks(from: Date(timeIntervalSince1970: lo), to: Date(timeIntervalSince1970: hi), choice,
                                  calendar: calendar).map(\.timeIntervalSince1970)
      return ChartScale(kind: .date, lower: lo, upper: hi, reversed: config.reversed, ticks: ticks, dateChoice: choice)
    }
    if let fixed = config.numeric {
      let step = NiceTicks.fixedStep(fixed, desired: desired)
      return ChartScale(kind: .number, lower: fixed.lowerBound, upper: fixed.upperBound, reversed: config.reversed,
                        ticks: NiceTicks.ticks(in: fixed, step: step), tickStep: step)
    }
    if config.includesZero ?? includeZero { lo = min(lo, 0); hi = max(hi, 0) }
    let nice = NiceTicks.automatic(lo, hi, desired: desired, integral: integral)
    let step = nice.ticks.count > 1 ? nice.ticks[1] - nice.ticks[0] : nil
    return ChartScale(kind: .number, lower: nice.domain.lowerBound, upper: nice.domain.upperBound, reversed: config.reversed,
                      ticks: nice.ticks, tickStep: step)
  }
}
