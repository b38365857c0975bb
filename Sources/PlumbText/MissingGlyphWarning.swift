import CHarfBuzz
import PlumbGraphics

/// The warning for characters no bundled font covers: they draw as missing-glyph boxes, and a
/// box must never be silent, so each script without a font is reported once (naming the script
/// and the first code point seen).
enum MissingGlyphWarning {
  static func report(_ scalars: [Unicode.Scalar]) {
    for s in scalars {
      let script = scriptCode(s)
      let hex = String(s.value, radix: 16, uppercase: true)
      let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      RenderWarnings.warnOnce("Text missing glyph \(script)",
        "Text: no bundled font covers \(code) (script \(scriptName(script))); it is drawn as a missing-glyph box")
    }
  }

  /// The ISO 15924 code of the scalar's Unicode script, from HarfBuzz's Unicode data (e.g. "Ethi").
  static func scriptCode(_ s: Unicode.Scalar) -> String {
    let tag = hb_unicode_script(hb_unicode_funcs_get_default(), s.value)
    let iso = hb_script_to_iso15924_tag(tag)
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: iso >> $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// "Ethiopic (Ethi)" for the scripts UI text meets most; the bare code otherwise.
  static func scriptName(_ code: String) -> String {
    let names = [
      "Zyyy": "Common", "Zinh": "Inherited", "Zzzz": "Unknown", "Latn": "Latin", "Grek": "Greek",
      "Cyrl": "Cyrillic", "Armn": "Armenian", "Geor": "Georgian", "Ethi": "Ethiopic", "Beng": "Bengali",
      "Guru": "Gurmukhi", "Gujr": "Gujarati", "Orya": "Oriya", "Taml": "Tamil", "Telu": "Telugu",
      "Knda": "Kannada", "Mlym": "Malayalam", "Sinh": "Sinhala", "Laoo": "Lao", "Tibt": "Tibetan",
      "Mymr": "Myanmar", "Khmr": "Khmer", "Mong": "Mongolian", "Syrc": "Syriac", "Thaa": "Thaana",
      "Hani": "Han", "Hira": "Hiragana", "Kana": "Katakana", "Hang": "Hangul", "Arab": "Arabic",
      "Hebr": "Hebrew", "Deva": "Devanagari", "Thai": "Thai", "Cher": "Cherokee", "Yiii": "Yi",
    ]
    return names[code].map { "\($0), \(code)" } ?? code
  }
}
