/// Everything that can be wrong with a command line, worded in one place.
public enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownCommand(String, suggestion: String?)
  case unknownOption(String, suggestion: String?)
  case missingValue(option: String)
  case missingArgument(String)
  case unexpectedArgument(String)
  case invalidValue(option: String, value: String, expected: String)
  case flagWithValue(String)
  case repeatedOption(String)
  /// A value the command checked itself (unknown screen, device…), with the valid choices.
  case invalidChoice(what: String, value: String, valid: [String])

  public var description: String {
    switch self {
    case .unknownCommand(let c, let s): return "Unknown command '\(c)'." + didYouMean(s)
    case .unknownOption(let o, let s): return "Unknown option '\(o)'." + didYouMean(s)
    case .missingValue(let o): return "Missing value for '--\(o)'."
    case .missingArgument(let a): return "Missing expected argument '<\(a)>'."
    case .unexpectedArgument(let a): return "Unexpected argument '\(a)'."
    case .invalidValue(let o, let v, let e): return "The value '\(v)' is invalid for '--\(o)': expected \(e)."
    case .flagWithValue(let o): return "The flag '--\(o)' does not take a value."
    case .repeatedOption(let o): return "The option '--\(o)' was given more than once."
    case .invalidChoice(let what, let v, let valid):
      return "Unknown \(what) '\(v)'. Valid \(what)s: \(valid.joined(separator: ", "))."
        + didYouMean(closestMatch(to: v, in: valid))
    }
  }

  private func didYouMean(_ s: String?) -> String { s.map { " Did you mean '\($0)'?" } ?? "" }
}

/// The candidate nearest to `word` by edit distance, when it is close enough to be a likely typo.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
  let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
  guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
  return best.1 <= max(2, word.count / 3) ? best.0 : nil
}

/// Levenshtein distance.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a), b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var prev = Array(0...b.count)
  for i in 1...a.count {
    var cur = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    prev = cur
  }
  return prev[b.count]
}
