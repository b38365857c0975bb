import PlumbGoldens
import PlumbGraphics

/// JUnit XML for CI test tabs (GitHub, GitLab, Jenkins): one `<testcase>` per golden, a failed
/// or missing golden as `<failure>`, an unreadable golden or a set-up problem as `<error>`, and
/// (from `plumb report` with `--goldens`) a golden no test used any more as `<skipped>`.
///
/// Names and messages come from goldens and layout sentences (view labels), so every string is
/// XML-escaped, attribute and text alike, and characters XML 1.0 cannot hold at all (most
/// control characters, lone surrogates cannot occur in Swift strings) are replaced by U+FFFD.
struct JUnitReport {
  var name: String
  var verdicts: [GoldenVerdict]
  /// Test cases written as `<skipped>` with their message, whatever their status.
  var skipped: [GoldenVerdict] = []

  func xml() -> String {
    let skippedKeys = Set(skipped.map(\.key))
    let all = verdicts.filter { !skippedKeys.contains($0.key) } + skipped
    let failures = all.filter { !skippedKeys.contains($0.key) && [.failed, .missing, .nondeterministic].contains($0.status) }.count
    let errors = all.filter { !skippedKeys.contains($0.key) && [.unreadable, .error].contains($0.status) }.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"\(escapeXML(name))\" tests=\"\(all.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
      + (skipped.isEmpty ? "" : " skipped=\"\(skipped.count)\"") + ">\n"
    for (suite, cases) in grouped(all) {
      let f = cases.filter { !skippedKeys.contains($0.key) && [.failed, .missing, .nondeterministic].contains($0.status) }.count
      let e = cases.filter { !skippedKeys.contains($0.key) && [.unreadable, .error].contains($0.status) }.count
      let sk = cases.filter { skippedKeys.contains($0.key) }.count
      out += "  <testsuite name=\"\(escapeXML(suite))\" tests=\"\(cases.count)\" failures=\"\(f)\" errors=\"\(e)\""
        + (sk == 0 ? "" : " skipped=\"\(sk)\"") + ">\n"
      for v in cases {
        let head = "    <testcase classname=\"\(escapeXML(v.suite))\" name=\"\(escapeXML(v.name))\""
        let message = v.message ?? ""
        let first = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? v.status.rawValue
        if skippedKeys.contains(v.key) {
          out += head + ">\n      <skipped message=\"\(escapeXML(first))\"/>\n    </testcase>\n"
          continue
        }
        switch v.status {
        case .passed, .recorded:
          out += head + "/>\n"
        case .failed, .missing, .nondeterministic:
          out += head + ">\n      <failure type=\"\(v.status.rawValue)\" message=\"\(escapeXML(first))\">"
            + escapeXML(message) + "</failure>\n    </testcase>\n"
        case .unreadable, .error:
          out += head + ">\n      <error type=\"\(v.status.rawValue)\" message=\"\(escapeXML(first))\">"
            + escapeXML(message) + "</error>\n    </testcase>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  /// Verdicts by suite, suites and cases in name order.
  private func grouped(_ all: [GoldenVerdict]) -> [(String, [GoldenVerdict])] {
    Dictionary(grouping: all, by: \.suite).sorted { $0.key < $1.key }
      .map { ($0.key, $0.value.sorted { $0.name < $1.name }) }
  }
}

/// Escapes text for XML element content and attribute values (either quote), and replaces
/// characters XML 1.0 forbids (C0 controls other than tab, newline, carriage return; U+FFFE/F)
/// and the other control, bidi/format and separator characters (`TerminalText.isUnsafe`).
func escapeXML(_ s: String) -> String {
  var out = ""
  for scalar in s.unicodeScalars {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&apos;"
    case "\t", "\n": out.unicodeScalars.append(scalar)
    case "\r": out += "&#13;"
    default:
      let v = scalar.value
      // Also every other control, format (bidi) and separator character: CI test tabs show this text.
      if v < 0x20 || v == 0xFFFE || v == 0xFFFF || TerminalText.isUnsafe(scalar) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
    }
  }
  return out
}
