import Foundation

/// The regular expressions behind Plumbline's `NSDataDetector`: links and phone numbers.
enum DataDetectorPatterns {
  /// Common top-level domains accepted after a bare host ("example.com"); others need "www." or
  /// a scheme, so "file.txt" or "v1.2" are not links.
  private static let topLevelDomains = [
    "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "io", "co", "app", "dev", "ai", "me",
    "tv", "us", "uk", "ca", "au", "de", "fr", "es", "it", "nl", "be", "ch", "at", "se", "no", "dk", "fi",
    "ie", "pl", "pt", "ru", "jp", "cn", "kr", "in", "br", "mx", "nz", "za", "eu", "xyz", "ly", "gg", "fm",
    "so", "to", "cc", "tech", "shop", "store", "blog", "news", "online", "site", "cloud", "page",
  ].joined(separator: "|")

  private static let tail = #"(?::\d{1,5})?(?:[/?#][^\s<>"]*)?"#
  private static let label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"

  // Made once; Foundation marks NSRegularExpression Sendable, safe to share for matching.
  private static let scheme = regex(#"\b(?:https?|ftp)://[^\s<>"]+|\bmailto:[^\s<>"]+"#)
  private static let email = regex(#"(?<![\w.+-])[a-z0-9._%+-]+@(?:"# + label + #"\.)+[a-z]{2,}\b"#)
  private static let www = regex(#"(?<![\w.@/-])www\.(?:"# + label + #"\.)+[a-z]{2,}\b"# + tail)
  private static let bare = regex(#"(?<![\w.@/:-])(?:"# + label + #"\.)+(?:"# + topLevelDomains + #")\b(?![.-]?\w)"# + tail)
  private static let northAmerican = regex(
    #"(?<![\w+])(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[ .-]?)\d{3}[ .-]?\d{4}(?![\w-])|(?<![\w+.-])\d{3}-\d{4}(?![\w-])"#)
  private static let international = regex(#"(?<![\w+])\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,6}(?![\w-])"#)

  private static func regex(_ pattern: String) -> NSRegularExpression {
    // The patterns are constants; a typo is a programming error caught by the tests.
    try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
  }

  static func links(in text: NSString, range: NSRange) -> [DetectedTextCheckingResult] {
    var found: [DetectedTextCheckingResult] = []
    func add(_ expression: NSRegularExpression, _ makeURL: (String) -> String) {
      for m in expression.matches(in: text as String, range: range) {
        let r = trimmed(m.range, in: text)
        guard r.length > 0, let url = URL(string: makeURL(text.substring(with: r))) else { continue }
        found.append(DetectedTextCheckingResult(type: NSDataDetector.linkType, range: r, url: url))
      }
    }
    add(scheme) { $0 }
    add(email) { "mailto:" + $0 }
    add(www) { "http://" + $0 }
    add(bare) { "http://" + $0 }
    return found
  }

  static func phoneNumbers(in text: NSString, range: NSRange) -> [DetectedTextCheckingResult] {
    var found: [DetectedTextCheckingResult] = []
    for expression in [northAmerican, international] {
      for m in expression.matches(in: text as String, range: range) {
        let number = text.substring(with: m.range)
        let digits = number.filter(\.isNumber).count
        guard (7...15).contains(digits) else { continue }
        found.append(DetectedTextCheckingResult(type: NSDataDetector.phoneNumberType, range: m.range, phoneNumber: number))
      }
    }
    return found
  }

  /// `range` without trailing sentence punctuation, and without a ")" that closes nothing.
  private static func trimmed(_ range: NSRange, in text: NSString) -> NSRange {
    var r = range
    while r.length > 0 {
      let last = text.substring(with: NSRange(location: NSMaxRange(r) - 1, length: 1))
      if ".,;:!?'\"".contains(last) {
        r.length -= 1
      } else if last == ")" || last == "]" {
        let open = last == ")" ? "(" : "["
        let body = text.substring(with: r)
        if body.filter({ String($0) == open }).count < body.filter({ String($0) == last }).count { r.length -= 1 } else { break }
      } else {
        break
      }
    }
    return r
  }
}
