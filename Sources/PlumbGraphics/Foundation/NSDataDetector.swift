import Foundation

/// Foundation's `NSDataDetector` (finds links and phone numbers in text), which Foundation on
/// Linux does not have. It finds, with `NSRegularExpression`:
/// - `.link`: URLs with a scheme (http, https, ftp, mailto), "www." hosts and bare domains with a
///   common top-level domain ("example.com" reads `http://example.com`), and email addresses
///   (`mailto:` URLs); trailing punctuation and unbalanced ")" are left out, as Apple does;
/// - `.phoneNumber`: North American numbers ("(555) 123-4567", "555.123.4567", "+1 555 123 4567",
///   "555-1234") and international ones written with "+" ("+44 20 7946 0958").
/// Dates, addresses and transit information are not detected: those types are accepted and find
/// nothing. Unlike Apple's, this class is not an `NSRegularExpression` subclass (Linux's cannot be
/// subclassed outside Foundation), so it cannot be passed where one is expected.
open class NSDataDetector: NSObject {
  /// The types this detector looks for, as passed to `init(types:)`.
  public let checkingTypes: NSTextCheckingTypes

  /// A detector for `checkingTypes` (`NSTextCheckingResult.CheckingType` raw values, or-ed).
  public init(types checkingTypes: NSTextCheckingTypes) throws {
    self.checkingTypes = checkingTypes
    super.init()
  }

  open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
    detect(in: string, options: options, range: range)
  }

  open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
    detect(in: string, options: options, range: range).count
  }

  open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
    detect(in: string, options: options, range: range).first
  }

  open func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange {
    firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
  }

  /// Calls `block` with each match in order; setting the `ObjCBool` to true stops.
  open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                             using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop = ObjCBool(false)
    for match in detect(in: string, options: options, range: range) {
      block(match, [], &stop)
      if stop.boolValue { return }
    }
  }

  // Linux's raw values for these types (its `.date`, `.address` and `.link` differ from Apple's
  // by one bit; its names are deprecated, so the values are spelled out).
  static let linkType = NSTextCheckingResult.CheckingType(rawValue: 1 << 6)
  static let phoneNumberType = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)

  private func detect(in string: String, options: NSRegularExpression.MatchingOptions, range: NSRange) -> [NSTextCheckingResult] {
    let text = string as NSString
    let range = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
    var found: [DetectedTextCheckingResult] = []
    if checkingTypes & Self.linkType.rawValue != 0 { found += DataDetectorPatterns.links(in: text, range: range) }
    if checkingTypes & Self.phoneNumberType.rawValue != 0 { found += DataDetectorPatterns.phoneNumbers(in: text, range: range) }
    // Earliest first; of two overlapping finds the longer, then the one found first, wins.
    let ordered = found.enumerated().sorted {
      ($0.element.range.location, -$0.element.range.length, $0.offset) < ($1.element.range.location, -$1.element.range.length, $1.offset)
    }.map(\.element)
    var result: [NSTextCheckingResult] = []
    var end = range.location
    for match in ordered where match.range.location >= end {
      if options.contains(.anchored), match.range.location != range.location { break }
      result.append(match)
      end = NSMaxRange(match.range)
    }
    return result
  }
}
