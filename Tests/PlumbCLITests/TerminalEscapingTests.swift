import Foundation
import PlumbGraphics
import Testing
@testable import PlumbCLI

/// Everything the CLI prints passes `TerminalText` (in `Console`): a committed file name holding
/// an escape sequence or a bidi override (`plumb orphans` printed them raw) reaches the terminal
/// as `\u{…}`, while line feeds and tabs stay; JSON output stays valid JSON.
@Suite struct TerminalEscapingTests {
  @Test func orphansEscapesHostileFileNames() throws {
    let s = Scratch()
    try s.png("Goldens/S/used.png")
    let hostile = "S/\u{1B}]0;owned\u{7}\u{1B}[2Jred\u{202E}gnp.exe\u{200F}.png"
    try s.png("Goldens/\(hostile)")
    try s.file("ledger/1.txt", "S/used.png\n")
    let r = runPlumb(["orphans", "--goldens", s.path("Goldens"), "--ledger", s.path("ledger")])
    #expect(r.status == .differences, "\(r.out)\(r.err)")
    let printed = r.out + r.err
    #expect(!printed.unicodeScalars.contains { [0x1B, 0x07, 0x202E, 0x200F].contains($0.value) }, "\(printed)")
    #expect(r.out.contains("\\u{1B}]0;owned\\u{7}\\u{1B}[2Jred\\u{202E}gnp.exe\\u{200F}.png"), "\(r.out)")
    #expect(r.out.contains("\n  "), "line feeds are kept")
  }

  @Test func everyControlAndFormatCharacterIsEscaped() {
    let unsafe: [UInt32] = Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200B, 0x200D, 0x200E, 0x200F]
      + Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x2028, 0x2029, 0xFEFF, 0xE0001, 0xE0041]
    for v in unsafe {
      let s = "a" + String(Unicode.Scalar(v)!) + "b"
      #expect(TerminalText.escape(s) == "a\\u{\(String(v, radix: 16, uppercase: true))}b", "U+\(String(v, radix: 16))")
    }
    for safe in ["plain ASCII", "é ü ß", "العربية", "עברית", "中文", "🙂"] {
      #expect(TerminalText.escape(safe) == safe)
    }
    #expect(TerminalText.escapeLines("a\n\tb\r") == "a\n\tb\\u{D}")
  }

  @Test func jsonEscapingStaysValidJSONWithTheSameStrings() throws {
    let original = "moved \u{202E}gnp.exe\u{200F} \u{E0041} done"
    let data = try JSONSerialization.data(withJSONObject: ["m": original])
    let escaped = TerminalText.escapeJSON(String(decoding: data, as: UTF8.self))
    #expect(!escaped.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" })
    let back = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
    #expect(back?["m"] == original)
  }
}
