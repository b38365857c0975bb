// The compiler plugin executable behind `#Preview`: speaks the compiler's plugin protocol on
// standard input and output (each message is a little-endian UInt64 byte count followed by that
// many bytes of JSON) with Foundation alone. The compiler asks for the plugin's capability once,
// then sends one `expandFreestandingMacro` message per `#Preview` and one `expandAttachedMacro`
// per `@Previewable` and per role of each SwiftData macro (ModelMacros).
import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// The protocol version this plugin speaks: 7 is the version of this toolchain's SwiftSyntax
/// plugins; the messages used here (`getCapability`, `expandFreestandingMacro`,
/// `expandMacroResult`) have not changed since version 1.
let pluginProtocolVersion = 7

enum PluginIO {
  /// Reads exactly `count` bytes (a pipe may deliver a message in several pieces); nil at EOF.
  static func read(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let n = buffer.withUnsafeMutableBytes { systemRead(0, $0.baseAddress! + done, count - done) }
      if n < 0, errno == EINTR { continue }
      if n <= 0 { return nil }
      done += n
    }
    return buffer
  }

  static func write(_ bytes: [UInt8]) {
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes { systemWrite(1, $0.baseAddress! + done, bytes.count - done) }
      if n < 0, errno == EINTR { continue }
      if n <= 0 { exit(1) }
      done += n
    }
  }

  static func receive() -> [String: Any]? {
    guard let header = read(8) else { return nil }
    let count = header.enumerated().reduce(0) { $0 | (Int($1.element) << (8 * $1.offset)) }
    // A frontend that used no macro from this plugin closes the connection with an empty message.
    if count == 0 { return nil }
    guard let body = read(count) else { return nil }
    guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
      FileHandle.standardError.write(Data("PlumbPreviewMacros: a message from the compiler is not JSON\n".utf8))
      exit(1)
    }
    return object
  }

  static func send(_ message: [String: Any]) {
    let body = [UInt8]((try? JSONSerialization.data(withJSONObject: message)) ?? Data("{}".utf8))
    var count = UInt64(body.count)
    var header: [UInt8] = []
    for _ in 0..<8 { header.append(UInt8(count & 0xff)); count >>= 8 }
    write(header + body)
  }
}

/// The answer to one `expandFreestandingMacro` message.
func expansionResult(_ request: [String: Any]) -> [String: Any] {
  let syntax = request["syntax"] as? [String: Any] ?? [:]
  let source = syntax["source"] as? String ?? ""
  let loc = syntax["location"] as? [String: Any] ?? [:]
  let location = MacroLocation(fileID: loc["fileID"] as? String ?? "", filePath: loc["fileName"] as? String ?? "",
                               line: loc["line"] as? Int ?? 0, column: loc["column"] as? Int ?? 0)
  do {
    let expanded = try PreviewExpansion.expand(source: source, discriminator: request["discriminator"] as? String ?? "",
                                               location: location)
    return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [] as [Any]]]
  } catch {
    let message = (error as? PreviewExpansion.Failure)?.message ?? "\(error)"
    let diagnostic: [String: Any] = [
      "message": message, "severity": "error",
      "position": ["fileName": location.filePath, "offset": loc["offset"] as? Int ?? 0],
      "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
    ]
    return ["expandMacroResult": ["diagnostics": [diagnostic]]]
  }
}

/// The answer to one `expandAttachedMacro` message: SwiftData's macros (ModelMacros), or
/// `@Previewable`, a marker with no peers of its own (`#Preview` moves the declarations it marks
/// into a wrapper view, PreviewableTransform, before the compiler sees them again).
func attachedExpansionResult(_ request: [String: Any]) -> [String: Any] {
  let macro = request["macro"] as? [String: Any] ?? [:]
  let type = macro["typeName"] as? String ?? ""
  guard ModelMacros.types.contains(type) else {
    return ["expandMacroResult": ["expandedSource": "", "diagnostics": [] as [Any]]]
  }
  func source(_ key: String) -> String? { (request[key] as? [String: Any])?["source"] as? String }
  let declaration = request["declSyntax"] as? [String: Any] ?? [:]
  let loc = declaration["location"] as? [String: Any] ?? [:]
  let model = ModelMacros.Request(
    macroType: type, role: request["macroRole"] as? String ?? "", declaration: source("declSyntax") ?? "",
    extendedType: source("extendedTypeSyntax"), conformances: source("conformanceListSyntax"),
    lexicalContainer: lexicalContainer(request["lexicalContext"]))
  do {
    return ["expandMacroResult": ["expandedSource": try ModelMacros.expand(model), "diagnostics": [] as [Any]]]
  } catch {
    let diagnostic: [String: Any] = [
      "message": (error as? ModelMacros.Failure)?.message ?? "\(error)", "severity": "error",
      "position": ["fileName": loc["fileName"] as? String ?? "", "offset": loc["offset"] as? Int ?? 0],
      "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
    ]
    return ["expandMacroResult": ["diagnostics": [diagnostic]]]
  }
}

/// The name of the innermost type or extension around an attached macro's declaration, read from
/// the `lexicalContext` the compiler sends (innermost first): `EnvironmentValues` for a member of
/// `extension EnvironmentValues { … }`.
func lexicalContainer(_ context: Any?) -> String? {
  guard let entries = context as? [[String: Any]] else { return nil }
  for entry in entries {
    guard let text = entry["source"] as? String else { continue }
    var words = Substring(withoutLeadingComments(text)).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })[...]
    while let first = words.first, first.hasPrefix("@") || ["public", "private", "fileprivate", "internal",
          "package", "final", "open"].contains(String(first)) { words = words.dropFirst() }
    guard let keyword = words.first, ["extension", "struct", "class", "enum", "actor"].contains(String(keyword)),
          let name = words.dropFirst().first else { continue }
    return String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
  }
  return nil
}

/// `source` without the comments before its first token (the compiler sends a declaration with
/// its leading trivia, so a doc comment comes before `extension`).
func withoutLeadingComments(_ source: String) -> Substring {
  var rest = Substring(source)
  while true {
    rest = rest.drop { $0.isWhitespace }
    if rest.hasPrefix("//") {
      rest = rest.drop { $0 != "\n" }
    } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
      rest = rest[end.upperBound...]
    } else {
      return rest
    }
  }
}

while let message = PluginIO.receive() {
  if message["getCapability"] != nil {
    PluginIO.send(["getCapabilityResult": ["capability": ["protocolVersion": pluginProtocolVersion]]])
  } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
    PluginIO.send(expansionResult(request))
  } else if let request = message["expandAttachedMacro"] as? [String: Any] {
    PluginIO.send(attachedExpansionResult(request))
  } else if message["loadPluginLibrary"] != nil {
    PluginIO.send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]])
  } else {
    PluginIO.send(["expandMacroResult": ["diagnostics": [[
      "message": "PlumbPreviewMacros expands only #Preview, @Previewable and SwiftData's macros", "severity": "error",
      "position": ["fileName": "", "offset": 0], "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
    ] as [String: Any]]]])
  }
}
