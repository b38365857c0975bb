import CFreeType
import CHarfBuzz
import Foundation

/// One font file from the package's bundle, loaded from memory (never from a system path), ready
/// for shaping (HarfBuzz) and drawing (FreeType through cairo-ft).
///
/// Shaping uses HarfBuzz's own OpenType functions on an immutable `hb_font_t`, which HarfBuzz
/// documents as safe to share between threads. The FreeType face is not thread-safe, so it is only
/// handed out inside `withFreeTypeFace`, under this face's lock.
public final class BundledFace: @unchecked Sendable {
  /// The name glyph runs carry, e.g. "Inter-SemiBold" (the file name without extension).
  public let name: String
  /// Font units per em.
  public let unitsPerEm: Int
  /// Whether the face is an italic design (as opposed to needing a synthetic oblique).
  public let isItalic: Bool
  /// Which face of a collection file (`.ttc`) this is; 0 for a single-face file.
  public let faceIndex: Int
  /// The line metrics text in this face is spaced with: SF Pro's for the bundled faces, the
  /// font's own (`hhea`) for an app font (FontLineMetrics.swift).
  public let lineMetrics: FontLineMetrics
  /// The face's own letter spacing by size (its `trak` table), read for a user's own system
  /// fonts only (SystemFontSet); nil for every other face.
  public let trackingTable: FontTrackingTable?

  private let bytes: UnsafeMutableRawBufferPointer
  private let hbFont: OpaquePointer
  private var ftFace: FT_Face?
  private let lock = NSLock()

  /// `isItalic` defaults to the bundled faces' naming rule (a name ending in "Italic").
  init(name: String, data: Data, faceIndex: Int = 0, isItalic: Bool? = nil,
       lineMetrics: FontLineMetrics = .system, readsTracking: Bool = false) throws(FontLoadingError) {
    guard !data.isEmpty else { throw .emptyFile(name) }
    self.name = name
    self.lineMetrics = lineMetrics
    self.isItalic = isItalic ?? name.hasSuffix("Italic")
    self.faceIndex = faceIndex
    bytes = .allocate(byteCount: data.count, alignment: 16)
    data.copyBytes(to: bytes)
    let blob = hb_blob_create(bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
                              UInt32(data.count), HB_MEMORY_MODE_READONLY, nil, nil)
    let face = hb_face_create(blob, UInt32(faceIndex))
    hb_blob_destroy(blob)
    let upem = Int(hb_face_get_upem(face))
    guard let face, upem > 0, hb_face_get_glyph_count(face) > 1 else {
      hb_face_destroy(face)
      throw .notAFont(name)
    }
    unitsPerEm = upem
    if readsTracking, let blob = hb_face_reference_table(face, Self.trakTag) {
      var length: UInt32 = 0
      let pointer = hb_blob_get_data(blob, &length)
      let bytes = pointer.map { [UInt8](UnsafeRawBufferPointer(start: $0, count: Int(length))) } ?? []
      hb_blob_destroy(blob)
      trackingTable = bytes.isEmpty ? nil : FontTrackingTable(trak: bytes)
    } else {
      trackingTable = nil
    }
    let font = hb_font_create(face)!
    hb_face_destroy(face)
    hb_ot_font_set_funcs(font)
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    hb_font_make_immutable(font)
    hbFont = font
  }

  /// The OpenType tag of the AAT tracking table.
  static let trakTag: hb_tag_t = 0x7472_616B  // 'trak'

  /// The glyph for `scalar`, or nil when the face has none.
  public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    // HarfBuzz's cmap lookup on an immutable font is thread-safe and needs no lock.
    var g: hb_codepoint_t = 0
    let found = hb_font_get_nominal_glyph(hbFont, scalar.value, &g) != 0
    return found && g != 0 ? g : nil
  }

  /// Whether the face draws every visible scalar of `c` (default-ignorable ones such as ZWJ and
  /// variation selectors are not required).
  func covers(_ c: Character) -> Bool {
    for s in c.unicodeScalars where !s.properties.isDefaultIgnorableCodePoint {
      if glyph(for: s) == nil { return false }
    }
    return true
  }

  /// Shapes UTF-16 text with HarfBuzz (kerning, ligatures, marks, Arabic joining), in one
  /// direction; the script and language are guessed from the text. Glyphs come in visual order
  /// (reversed for right to left, where HarfBuzz also mirrors brackets). Positions are in font
  /// units; clusters are UTF-16 offsets into `utf16`.
  /// `tabularDigits` turns on the OpenType `tnum` feature (digits of one width, SwiftUI's
  /// `monospacedDigit()`).
  func shape(_ utf16: [UInt16], rightToLeft: Bool = false, tabularDigits: Bool = false) -> [ShapedGlyph] {
    guard !utf16.isEmpty else { return [] }
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    utf16.withUnsafeBufferPointer { p in
      hb_buffer_add_utf16(buffer, p.baseAddress, Int32(p.count), 0, Int32(p.count))
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
    if tabularDigits {
      var feature = hb_feature_t()
      _ = "tnum=1".withCString { hb_feature_from_string($0, -1, &feature) }
      hb_shape(hbFont, buffer, &feature, 1)
    } else {
      hb_shape(hbFont, buffer, nil, 0)
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
          let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
    return (0..<Int(count)).map { i in
      ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                  xAdvance: Int(positions[i].x_advance), xOffset: Int(positions[i].x_offset),
                  yOffset: Int(positions[i].y_offset))
    }
  }

  /// Runs `body` with this face's FreeType face (an `FT_Face`, passed as a raw pointer so that
  /// callers need not import FreeType), holding the face's lock. Returns nil if FreeType cannot
  /// open the face.
  public func withFreeTypeFace<R>(_ body: (UnsafeMutableRawPointer) throws -> R) rethrows -> R? {
    lock.lock()
    defer { lock.unlock() }
    if ftFace == nil { ftFace = FreeTypeLibrary.shared.openFace(bytes, index: faceIndex) }
    guard let face = ftFace else { return nil }
    return try body(UnsafeMutableRawPointer(face))
  }
}

/// One glyph out of HarfBuzz, in font units.
struct ShapedGlyph: Hashable, Sendable {
  var glyph: UInt32
  var cluster: Int
  var xAdvance: Int
  var xOffset: Int
  var yOffset: Int
}

/// The process's one FreeType library. Creating and destroying faces needs the library's lock.
final class FreeTypeLibrary: @unchecked Sendable {
  static let shared = FreeTypeLibrary()
  private var library: FT_Library?
  private let lock = NSLock()

  private init() {
    var lib: FT_Library?
    if FT_Init_FreeType(&lib) == 0 { library = lib }
  }

  func openFace(_ bytes: UnsafeRawBufferPointer, index: Int = 0) -> FT_Face? {
    lock.lock()
    defer { lock.unlock() }
    guard let library, let base = bytes.baseAddress else { return nil }
    var face: FT_Face?
    let err = FT_New_Memory_Face(library, base.assumingMemoryBound(to: FT_Byte.self),
                                 FT_Long(bytes.count), FT_Long(index), &face)
    return err == 0 ? face : nil
  }

  func openFace(_ bytes: UnsafeMutableRawBufferPointer, index: Int = 0) -> FT_Face? {
    openFace(UnsafeRawBufferPointer(bytes), index: index)
  }

  /// Frees a face from `openFace` (only for faces that are not kept for the process).
  func closeFace(_ face: FT_Face) {
    lock.withLock { _ = FT_Done_Face(face) }
  }
}

/// Why a bundled font could not be loaded.
public enum FontLoadingError: Error, CustomStringConvertible, Equatable {
  case missingResource(String)
  case emptyFile(String)
  case notAFont(String)
  /// The user's own system fonts were asked for and cannot be used (SystemFontSet).
  case systemFonts(String)

  public var description: String {
    switch self {
    case .systemFonts(let why): "SystemFontSet.swift: \(why)"
    case .missingResource(let n):
      "BundledFace.swift: the font \(n) is not in PlumbText's bundle (Sources/PlumbText/Fonts)"
    case .emptyFile(let n): "BundledFace.swift: the font file \(n) is empty"
    case .notAFont(let n): "BundledFace.swift: HarfBuzz cannot read \(n) as a font"
    }
  }
}
