/// The values bound to a command's spec after parsing: positionals by name, options by name.
public struct ParsedArguments: Sendable {
  public var positionals: [String: [String]] = [:]
  public var options: [String: [String]] = [:]
  public var flags: Set<String> = []

  /// The single value of a positional argument, if given.
  public func argument(_ name: String) -> String? { positionals[name]?.first }
  public func arguments(_ name: String) -> [String] { positionals[name] ?? [] }
  /// The last value of an option (or its default, which the parser fills in).
  public func option(_ name: String) -> String? { options[name]?.last }
  public func optionValues(_ name: String) -> [String] { options[name] ?? [] }
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// An option parsed as a number, with a usage error naming the option when it is not one.
  public func double(_ name: String, in range: ClosedRange<Double>? = nil) throws(UsageError) -> Double? {
    guard let raw = option(name) else { return nil }
    guard let v = Double(raw), v.isFinite else { throw .invalidValue(option: name, value: raw, expected: "a number") }
    if let r = range, !r.contains(v) {
      throw .invalidValue(option: name, value: raw, expected: "a number in \(r.lowerBound)…\(r.upperBound)")
    }
    return v
  }

  public func int(_ name: String, in range: ClosedRange<Int>? = nil) throws(UsageError) -> Int? {
    guard let raw = option(name) else { return nil }
    guard let v = Int(raw) else { throw .invalidValue(option: name, value: raw, expected: "a whole number") }
    if let r = range, !r.contains(v) {
      throw .invalidValue(option: name, value: raw, expected: "a whole number in \(r.lowerBound)…\(r.upperBound)")
    }
    return v
  }
}
