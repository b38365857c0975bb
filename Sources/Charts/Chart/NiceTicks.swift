import Foundation

/// Automatic tick values of a numeric axis (docs/charts.md, "Ticks").
///
/// Without a desired count, as Swift Charts chooses them on iOS (measured on 36 axes of public
/// iOS renders, docs/charts.md §2): the smallest step of 1, 2, 2.5 or 5 × 10ⁿ (2.5 only from 25 up)
/// whose whole steps cover the data in at most 4 intervals, the domain widened to those steps.
/// With `AxisMarks(values: .automatic(desiredCount:))`, the smallest 1, 2, 5 × 10ⁿ step giving at
/// most that many intervals.
enum NiceTicks {
  /// The most intervals an automatic axis shows.
  static let maximumIntervals = 4

  /// The smallest 1, 2, 5 × 10ⁿ step at least `span / desired`.
  static func step(span: Double, desired: Int) -> Double {
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / Double(max(1, desired))
    let magnitude = pow(10, floor(log10(raw)))
    for m in [1.0, 2, 5, 10] where m * magnitude >= raw * (1 - 1e-9) { return m * magnitude }
    return 10 * magnitude
  }

  /// The step iOS picks for data over `lower...upper`: of the 1, 2, 2.5 (25 and up) and 5 × 10ⁿ
  /// steps whose multiples around the data make at most `maximumIntervals` intervals, the one
  /// whose count of intervals is nearest 3, the smaller step on a tie (0…71 → 25 in 3 intervals,
  /// not 20 in 4; 0…196 → 50 in 4, not 100 in 2).
  /// `integral`: the data are whole numbers of an integer type, which Swift Charts never steps
  /// by less than 1 (docs/charts.md §2.1).
  static func automaticStep(_ lower: Double, _ upper: Double, fixedDomain: Bool = false, integral: Bool = false) -> Double {
    let span = upper - lower
    guard span > 0, span.isFinite else { return 1 }
    var candidates: [(step: Double, intervals: Double)] = []
    var magnitude = pow(10, floor(log10(span / Double(maximumIntervals))) - 1)
    for _ in 0..<6 {
      for m in [1.0, 2, 2.5, 5] where m != 2.5 || m * magnitude >= 25 * (1 - 1e-9) {
        let s = m * magnitude
        // An automatic domain widens to the steps around the data; a fixed one keeps its bounds,
        // so only the ticks inside it count (−60…60 → −50, −25, 0, 25, 50).
        let intervals = fixedDomain
          ? ((upper / s) + 1e-9).rounded(.down) - ((lower / s) - 1e-9).rounded(.up)
          : ((upper / s) - 1e-9).rounded(.up) - ((lower / s) + 1e-9).rounded(.down)
        if intervals <= Double(maximumIntervals), intervals >= 1, !integral || s >= 1 - 1e-9 { candidates.append((s, intervals)) }
      }
      magnitude *= 10
    }
    let best = candidates.min { a, b in
      let da = abs(a.intervals - 3), db = abs(b.intervals - 3)
      return da != db ? da < db : a.step < b.step
    }
    return best?.step ?? magnitude
  }

  /// The widened domain and its ticks for data spanning `lower...upper`; `desired` is an
  /// explicit `desiredCount`, nil for the automatic choice.
  static func automatic(_ lower: Double, _ upper: Double, desired: Int? = nil,
                        integral: Bool = false) -> (domain: ClosedRange<Double>, ticks: [Double]) {
    var lo = lower, hi = upper
    if lo == hi {
      // One value: a unit step around it (zero: 0...1).
      if lo == 0 { hi = 1 } else if lo > 0 { lo = 0 } else { hi = 0 }
    }
    let s = desired.map { step(span: hi - lo, desired: $0) } ?? automaticStep(lo, hi, integral: integral)
    let start = ((lo / s) + 1e-9).rounded(.down) * s, end = ((hi / s) - 1e-9).rounded(.up) * s
    return (start...end, ticks(in: start...end, step: s))
  }

  /// Ticks at multiples of `step` inside a fixed domain (`chartYScale(domain:)`).
  static func ticks(in domain: ClosedRange<Double>, step s: Double) -> [Double] {
    guard s > 0, domain.upperBound.isFinite, domain.lowerBound.isFinite else { return [] }
    var out: [Double] = []
    var k = (domain.lowerBound / s - 1e-9).rounded(.up)
    while k * s <= domain.upperBound + s * 1e-9 && out.count < 1000 {
      let v = k * s
      out.append(abs(v) < s * 1e-9 ? 0 : v)
      k += 1
    }
    return out
  }

  /// Ticks for a fixed domain: `desired` intervals, or the automatic choice.
  static func fixed(_ domain: ClosedRange<Double>, desired: Int? = nil) -> [Double] {
    ticks(in: domain, step: fixedStep(domain, desired: desired))
  }

  /// The step of a fixed domain (`chartYScale(domain:)`).
  static func fixedStep(_ domain: ClosedRange<Double>, desired: Int?) -> Double {
    desired.map { step(span: domain.upperBound - domain.lowerBound, desired: $0) }
      ?? automaticStep(domain.lowerBound, domain.upperBound, fixedDomain: true)
  }
}

/// How tick values are written: grouped digits, as many decimals as the step needs (docs/charts.md).
enum ChartNumberFormat {
  static func label(_ value: Double, step: Double?, locale: Locale) -> String {
    // Zero is written "0" even among "0.5" and "1.0" (docs/charts.md §2.4).
    if value == 0 { return "0" }
    let f = NumberFormatter()
    // Millions and up in scientific notation with one decimal ("5.0E6", "1.5E7").
    if let step, abs(value) >= 1_000_000, step >= 100_000 {
      let exponent = Int(floor(log10(abs(value))))
      f.locale = locale
      f.numberStyle = .decimal
      f.minimumFractionDigits = 1
      f.maximumFractionDigits = 1
      let mantissa = f.string(from: NSNumber(value: value / pow(10, Double(exponent)))) ?? "\(value)"
      return "\(mantissa)E\(exponent)"
    }
    f.locale = locale
    f.numberStyle = .decimal
    f.usesGroupingSeparator = true
    if let step {
      let decimals = step < 1 ? min(6, Int((-log10(step)).rounded(.up))) : 0
      f.minimumFractionDigits = decimals
      f.maximumFractionDigits = decimals
    } else {
      f.minimumFractionDigits = 0
      f.maximumFractionDigits = 2
    }
    return f.string(from: NSNumber(value: value)) ?? String(value)
  }
}

/// Automatic ticks of a date axis: whole calendar units (hours, days, weeks, months, years),
/// the smallest that gives at most `desired` intervals (docs/charts.md, "Date axes").
enum DateTicks {
  struct Choice: Equatable { var component: Calendar.Component; var count: Int }

  /// Candidate strides with their approximate length in seconds, shortest first.
  static let strides: [(Choice, Double)] = [
    (Choice(component: .second, count: 1), 1), (Choice(component: .second, count: 5), 5),
    (Choice(component: .second, count: 15), 15), (Choice(component: .second, count: 30), 30),
    (Choice(component: .minute, count: 1), 60), (Choice(component: .minute, count: 5), 300),
    (Choice(component: .minute, count: 15), 900), (Choice(component: .minute, count: 30), 1800),
    (Choice(component: .hour, count: 1), 3600), (Choice(component: .hour, count: 3), 10800),
    (Choice(component: .hour, count: 6), 21600), (Choice(component: .hour, count: 12), 43200),
    (Choice(component: .day, count: 1), 86400), (Choice(component: .day, count: 2), 172800),
    (Choice(component: .weekOfYear, count: 1), 604800), (Choice(component: .month, count: 1), 2_629_746),
    (Choice(component: .month, count: 3), 7_889_238), (Choice(component: .month, count: 6), 15_778_476),
    (Choice(component: .year, count: 1), 31_556_952), (Choice(component: .year, count: 2), 63_113_904),
    (Choice(component: .year, count: 5), 157_784_760), (Choice(component: .year, count: 10), 315_569_520),
  ]

  /// With a desired count: the shortest stride about that many of which cover the span.
  static func choose(span: TimeInterval, desired: Int = 5) -> Choice {
    for (choice, length) in strides where length * Double(desired) >= span { return choice }
    return strides.last!.0
  }

  /// The stride of an axis over `lower...upper` (seconds since 1970): with no desired count, as
  /// iOS chooses it, the shortest whose ticks inside the domain number at most
  /// `NiceTicks.maximumIntervals` + 1 (7 days: every 2 days; a month: weekly; a year: quarters;
  /// 6 years: every 2; docs/charts.md §3.1).
  static func choose(from lower: TimeInterval, to upper: TimeInterval, desired: Int?, calendar: Calendar) -> Choice {
    if let desired { return choose(span: upper - lower, desired: desired) }
    let from = Date(timeIntervalSince1970: lower), to = Date(timeIntervalSince1970: upper)
    for (choice, length) in strides where length * Double(NiceTicks.maximumIntervals + 1) >= upper - lower {
      if ticks(from: from, to: to, choice, calendar: calendar).count <= NiceTicks.maximumIntervals + 1 { return choice }
    }
    return strides.last!.0
  }

  /// Whether a domain reaches into more than one calendar year: month labels then carry the
  /// year ("Jul 2021", "Jan 2022").
  static func spansYears(from lower: TimeInterval, to upper: TimeInterval, calendar: Calendar) -> Bool {
    calendar.component(.year, from: Date(timeIntervalSince1970: lower))
      != calendar.component(.year, from: Date(timeIntervalSince1970: upper))
  }

  /// The dates of `choice` from the start of the unit containing `lower` through `upper`.
  static func ticks(from lower: Date, to upper: Date, _ choice: Choice, calendar: Calendar) -> [Date] {
    guard lower <= upper else { return [] }
    let base: Calendar.Component = choice.component == .weekOfYear ? .weekOfYear : choice.component
    var start = calendar.dateInterval(of: base, for: lower)?.start ?? lower
    // Weeks fall on the locale's first weekday; other strides count from the first whole unit in
    // the domain (8 AM, 2 PM, 8 PM for data from 8 AM; May 2, 4, 6 from May 2; Jul, Oct, Jan).
    if choice.component != .weekOfYear, start < lower.addingTimeInterval(-1e-6),
       let next = calendar.date(byAdding: choice.component, value: 1, to: start) {
      start = next
    }
    var out: [Date] = []
    var d = start
    while d <= upper.addingTimeInterval(1e-6), out.count < 500 {
      if d >= lower.addingTimeInterval(-1e-6) { out.append(d) }
      guard let next = calendar.date(byAdding: choice.component, value: choice.count, to: d), next > d else { break }
      d = next
    }
    return out
  }

  /// The label of a tick at `date` for ticks of `choice` ("3 PM", "Jun 5", "Jan", "2024").
  static func label(_ date: Date, _ choice: Choice, calendar: Calendar, locale: Locale, withYear: Bool = false) -> String {
    let f = DateFormatter()
    f.locale = locale
    f.calendar = calendar
    f.timeZone = calendar.timeZone
    switch choice.component {
    case .second, .minute: f.setLocalizedDateFormatFromTemplate("jmm")
    case .hour: f.setLocalizedDateFormatFromTemplate("j")
    case .day, .weekOfYear: f.setLocalizedDateFormatFromTemplate("MMMd")
    case .month: f.setLocalizedDateFormatFromTemplate(withYear ? "MMMy" : "MMM")
    default: f.setLocalizedDateFormatFromTemplate("y")
    }
    return f.string(from: date)
  }
}
