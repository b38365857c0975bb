/// Writes `--help` text in the shape swift-argument-parser made familiar:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS (and SUBCOMMANDS for the top level), labels in a fixed column.
public enum HelpFormatter {
  static let labelWidth = 26

  public static func help(for spec: CommandSpec, toolName: String = "plumb") -> String {
    var out = "OVERVIEW: \(spec.abstract)\n"
    if !spec.discussion.isEmpty { out += "\n" + spec.discussion + "\n" }
    out += "\nUSAGE: \(usage(for: spec, toolName: toolName))\n"
    if !spec.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for a in spec.arguments { out += row("<\(a.name)>", a.help) }
    }
    out += "\nOPTIONS:\n"
    for o in spec.options {
      var label = "--\(o.name)"
      if let v = o.valueName { label += " <\(v)>" }
      var help = o.help
      if let allowed = o.allowedValues { help += " (values: \(allowed.joined(separator: ", ")))" }
      if let d = o.defaultValue { help += " (default: \(d))" }
      out += row(label, help)
    }
    out += row("-h, --help", "Show help information.")
    return out
  }

  public static func usage(for spec: CommandSpec, toolName: String = "plumb") -> String {
    var parts = [toolName, spec.name]
    for a in spec.arguments {
      let core = a.isVariadic ? "<\(a.name)> ..." : "<\(a.name)>"
      parts.append(a.isOptional ? "[\(core)]" : core)
    }
    for o in spec.options {
      let core = o.valueName.map { "--\(o.name) <\($0)>" } ?? "--\(o.name)"
      parts.append("[\(core)]")
    }
    return parts.joined(separator: " ")
  }

  /// One help row: the label padded to the column, the text wrapped at 100 columns.
  public static func row(_ label: String, _ text: String) -> String {
    let indent = String(repeating: " ", count: labelWidth + 2)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.count + word.count + 1 > 100 - indent.count && !current.isEmpty {
        lines.append(current); current = String(word)
      } else {
        current += (current.isEmpty ? "" : " ") + word
      }
    }
    if !current.isEmpty { lines.append(current) }
    let head = "  " + label
    var out: String
    if head.count < labelWidth + 2 {
      out = head + String(repeating: " ", count: labelWidth + 2 - head.count) + (lines.first ?? "") + "\n"
    } else {
      out = head + "\n" + indent + (lines.first ?? "") + "\n"
    }
    for l in lines.dropFirst() { out += indent + l + "\n" }
    return out
  }
}
