import Foundation

/// CoreGraphics' font: the face read from a data provider, as apps make one to register a
/// bundled font (`CGFont(provider)` then `CTFontManagerRegisterGraphicsFont`). Its names and
/// metrics come from the font's own tables (`name`, `head`, `hhea`, `maxp`); a collection gives
/// its first face. It draws nothing by itself: text draws a registered font by name.
public final class CGFont: @unchecked Sendable {
  /// The font file's bytes (what registration hands to the text engine).
  package let data: Data
  /// The file the bytes came from, when the provider was made from a URL.
  package let url: URL?
  private let tables: SFNTTables

  /// The font in `provider`'s bytes; nil when they are not a TrueType/OpenType font or collection.
  public init?(_ provider: CGDataProvider) {
    guard let data = provider.data, let tables = SFNTTables(data) else { return nil }
    self.data = data
    url = provider.url
    self.tables = tables
  }

  /// The PostScript name (name ID 6), as `UIFont(name:size:)` and `Font.custom` take it.
  public var postScriptName: CFString? { tables.name(id: 6) }
  /// The full name (name ID 4), e.g. "Comfortaa Bold".
  public var fullName: CFString? { tables.name(id: 4) }
  /// Font design units per em (`head`).
  public var unitsPerEm: Int32 { Int32(tables.unitsPerEm) }
  /// The number of glyphs (`maxp`).
  public var numberOfGlyphs: Int { tables.numberOfGlyphs }
  /// Ascent above the baseline, in design units (`hhea`).
  public var ascent: Int32 { Int32(tables.ascender) }
  /// Descent below the baseline, negative, in design units (`hhea`).
  public var descent: Int32 { Int32(tables.descender) }
  /// The line gap, in design units (`hhea`).
  public var leading: Int32 { Int32(tables.lineGap) }
}
