import CFreeType
import Foundation
import PlumbGraphics

/// One face of an app font file, named as CoreText names it: what `Font.custom` and
/// `UIFont(name:size:)` match against.
public struct FontFaceInfo: Hashable, Sendable {
  /// e.g. "Comfortaa-Bold" (FreeType's `FT_Get_Postscript_Name`).
  public var postScriptName: String
  /// The typographic family, e.g. "Comfortaa" (name ID 16 when present, else ID 1).
  public var familyName: String
  /// e.g. "Bold".
  public var styleName: String
  /// The full name (name ID 4), e.g. "Comfortaa Bold"; the family and style when absent.
  public var fullName: String
  /// OS/2 `usWeightClass` (100…900), or 700/400 from the style flags when there is no OS/2 table.
  public var weight: Int
  public var isItalic: Bool
  /// The face's index in a collection (`.ttc`), 0 otherwise.
  public var faceIndex: Int
}

/// Why an app font file cannot be registered. Each case names the file.
public enum FontFileError: Error, CustomStringConvertible, Equatable {
  case unreadable(path: String, reason: String)
  case tooLarge(path: String, bytes: Int, limit: Int)
  case notAFont(path: String, reason: String)
  case truncated(path: String, table: String, end: Int, size: Int)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "the font file \(path) cannot be read (\(reason))"
    case .tooLarge(let path, let bytes, let limit):
      "the font file \(path) is \(bytes) bytes, more than the \(limit) bytes a font may have here"
    case .notAFont(let path, let reason): "\(path) is not a TrueType or OpenType font (\(reason))"
    case .truncated(let path, let table, let end, let size):
      "the font file \(path) is truncated: its '\(table)' table ends at byte \(end), the file has \(size)"
    }
  }
}

/// Reads the names and styles of the faces in a TTF, OTF or TTC file, checking first that the
/// file is whole (every table its directory lists lies inside the file) so that a damaged file
/// is refused with its name here rather than misdrawn later.
enum FontFileReader {
  /// The largest font file read (64 MiB: a full CJK collection fits, a runaway file does not).
  static let maximumFileBytes = 64 << 20
  /// The most faces taken from one collection.
  static let maximumFaces = 64

  /// The file's bytes and its faces, in collection order.
  static func read(_ url: URL) throws(FontFileError) -> (data: Data, faces: [FontFaceInfo]) {
    let path = url.path
    // Opened without blocking and checked on the descriptor: a FIFO, a device or a folder is
    // named for what it is (a FIFO was once reported as "permission denied"), never waited on.
    let data: Data
    do { data = try RegularFile.read(path, maxBytes: maximumFileBytes) } catch {
      switch error {
      case .missing: throw .unreadable(path: path, reason: "no such file")
      case .notAFile(let kind): throw .unreadable(path: path, reason: "it is \(kind), not a font file")
      case .tooLarge(let bytes, _): throw .tooLarge(path: path, bytes: bytes, limit: maximumFileBytes)
      default: throw .unreadable(path: path, reason: "\(error)")
      }
    }
    return (data, try faces(in: data, path: path))
  }

  /// The faces of font bytes held in memory (a `CGFont`), `path` naming them in errors.
  static func faces(in data: Data, path: String) throws(FontFileError) -> [FontFaceInfo] {
    guard data.count <= maximumFileBytes else { throw .tooLarge(path: path, bytes: data.count, limit: maximumFileBytes) }
    let offsets = try faceOffsets(data, path: path)
    var faces: [FontFaceInfo] = []
    for (index, offset) in offsets.enumerated() {
      try checkTables(data, at: offset, path: path)
      faces.append(try names(of: data, index: index, path: path))
    }
    return faces
  }

  /// Offsets of each face's table directory: one for TTF/OTF, one per face for a collection.
  private static func faceOffsets(_ d: Data, path: String) throws(FontFileError) -> [Int] {
    guard d.count >= 12 else {
      throw d.isEmpty ? .notAFont(path: path, reason: "the file is empty")
        : .notAFont(path: path, reason: "only \(d.count) bytes")
    }
    let tag = u32(d, 0)
    switch tag {
    case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType, 'OTTO' (CFF), 'true' (old Apple)
      return [0]
    case 0x7474_6366:  // 'ttcf'
      let count = Int(u32(d, 8))
      guard count > 0, count <= maximumFaces, 12 + 4 * count <= d.count else {
        throw .notAFont(path: path, reason: "a collection header claiming \(count) faces")
      }
      return (0..<count).map { Int(u32(d, 12 + 4 * $0)) }
    case 0x774F_4646, 0x774F_4632:  // 'wOFF', 'wOF2'
      throw .notAFont(path: path, reason: "a WOFF web font; convert it to TTF or OTF")
    default:
      let head = d.prefix(4).map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : "." }.joined()
      throw .notAFont(path: path, reason: "it starts with \"\(head)\", not a font signature")
    }
  }

  /// Throws if the table directory at `offset`, or any table it lists, runs past the file's end.
  private static func checkTables(_ d: Data, at offset: Int, path: String) throws(FontFileError) {
    guard offset >= 0, offset + 12 <= d.count else {
      throw .truncated(path: path, table: "table directory", end: offset + 12, size: d.count)
    }
    let count = Int(u16(d, offset + 4))
    guard count > 0 else { throw .notAFont(path: path, reason: "no tables") }
    let directoryEnd = offset + 12 + 16 * count
    guard directoryEnd <= d.count else {
      throw .truncated(path: path, table: "table directory", end: directoryEnd, size: d.count)
    }
    for t in 0..<count {
      let record = offset + 12 + 16 * t
      let tagBytes = d[d.startIndex + record..<d.startIndex + record + 4]
      let tag = String(decoding: tagBytes.map { (0x20..<0x7F).contains($0) ? $0 : 0x3F }, as: UTF8.self)
      let end = Int(u32(d, record + 8)) + Int(u32(d, record + 12))
      if end > d.count { throw .truncated(path: path, table: tag, end: end, size: d.count) }
    }
  }

  /// The names FreeType reads from face `index` of `data`.
  private static func names(of data: Data, index: Int, path: String) throws(FontFileError) -> FontFaceInfo {
    let result: FontFaceInfo? = data.withUnsafeBytes { raw -> FontFaceInfo? in
      guard let face = FreeTypeLibrary.shared.openFace(raw, index: index) else { return nil }
      defer { FreeTypeLibrary.shared.closeFace(face) }
      let rec = face.pointee
      guard rec.num_glyphs > 1, let psName = FT_Get_Postscript_Name(face) else { return nil }
      let family = rec.family_name.map { String(cString: $0) } ?? String(cString: psName)
      let style = rec.style_name.map { String(cString: $0) } ?? "Regular"
      var weight = (rec.style_flags & FT_Long(1 << 1)) != 0 ? 700 : 400  // FT_STYLE_FLAG_BOLD
      if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
         os2.pointee.version != 0xFFFF {
        let w = Int(os2.pointee.usWeightClass)
        if (1...9).contains(w) { weight = w * 100 } else if (1...1000).contains(w) { weight = w }
      }
      return FontFaceInfo(postScriptName: String(cString: psName), familyName: family, styleName: style,
                          fullName: fullName(face) ?? "\(family) \(style)", weight: weight,
                          isItalic: (rec.style_flags & FT_Long(1 << 0)) != 0, faceIndex: index)  // FT_STYLE_FLAG_ITALIC
    }
    guard let result else { throw .notAFont(path: path, reason: "FreeType cannot open face \(index) or it has no PostScript name") }
    return result
  }

  /// Name ID 4 (full name): Windows Unicode English first, then any Windows Unicode, then Mac Roman.
  private static func fullName(_ face: FT_Face) -> String? {
    var best: (rank: Int, value: String)?
    for i in 0..<FT_Get_Sfnt_Name_Count(face) {
      var n = FT_SfntName()
      guard FT_Get_Sfnt_Name(face, i, &n) == 0, n.name_id == 4, let bytes = n.string else { continue }
      let buffer = UnsafeBufferPointer(start: bytes, count: Int(n.string_len))
      let rank: Int
      let value: String
      if n.platform_id == 3 {
        rank = n.language_id == 0x409 ? 0 : 1
        var units: [UInt16] = []
        var k = 0
        while k + 1 < buffer.count { units.append(UInt16(buffer[k]) << 8 | UInt16(buffer[k + 1])); k += 2 }
        value = String(decoding: units, as: UTF16.self)
      } else if n.platform_id == 1 && n.encoding_id == 0 {
        rank = 2
        value = String(decoding: buffer.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
      } else { continue }
      if best == nil || rank < best!.rank { best = (rank, value) }
    }
    return best?.value
  }

  private static func u16(_ d: Data, _ i: Int) -> UInt16 {
    let s = d.startIndex + i
    return UInt16(d[s]) << 8 | UInt16(d[s + 1])
  }

  private static func u32(_ d: Data, _ i: Int) -> UInt32 {
    let s = d.startIndex + i
    return UInt32(d[s]) << 24 | UInt32(d[s + 1]) << 16 | UInt32(d[s + 2]) << 8 | UInt32(d[s + 3])
  }
}
