import Foundation

/// The few tables `CGFont` reads from a TrueType/OpenType font (or a collection's first face):
/// enough for its names and metrics, without a font library. Every read is bounds-checked; a
/// missing table reads as zero.
package struct SFNTTables: Sendable {
  private let data: [UInt8]
  private var directory: [String: (offset: Int, length: Int)] = [:]

  package init?(_ bytes: Data) {
    data = [UInt8](bytes)
    var face = 0
    guard data.count >= 12 else { return nil }
    if tag(at: 0) == "ttcf" {
      guard data.count >= 16 else { return nil }
      face = Int(u32(12))
    }
    let version = u32(face)
    guard version == 0x0001_0000 || tag(at: face) == "OTTO" || tag(at: face) == "true" else { return nil }
    let count = Int(u16(face + 4))
    guard count > 0, face + 12 + 16 * count <= data.count else { return nil }
    for t in 0..<count {
      let record = face + 12 + 16 * t
      let offset = Int(u32(record + 8)), length = Int(u32(record + 12))
      guard offset + length <= data.count else { return nil }
      directory[tag(at: record)] = (offset, length)
    }
    guard directory["name"] != nil else { return nil }
  }

  package var unitsPerEm: Int { field("head", 18) }
  package var numberOfGlyphs: Int { field("maxp", 4) }
  package var ascender: Int { Int(Int16(truncatingIfNeeded: field("hhea", 4))) }
  package var descender: Int { Int(Int16(truncatingIfNeeded: field("hhea", 6))) }
  package var lineGap: Int { Int(Int16(truncatingIfNeeded: field("hhea", 8))) }

  /// Name `id` of the `name` table: Windows Unicode (English first), else Mac Roman.
  package func name(id: Int) -> String? {
    guard let table = directory["name"], table.length >= 6 else { return nil }
    let base = table.offset, count = Int(u16(base + 2)), strings = base + Int(u16(base + 4))
    var best: (rank: Int, value: String)?
    for r in 0..<count {
      let rec = base + 6 + 12 * r
      guard rec + 12 <= table.offset + table.length, Int(u16(rec + 6)) == id else { continue }
      let platform = u16(rec), encoding = u16(rec + 2), language = u16(rec + 4)
      let length = Int(u16(rec + 8)), start = strings + Int(u16(rec + 10))
      guard start + length <= data.count else { continue }
      let bytes = data[start..<start + length]
      let rank: Int, value: String
      if platform == 3 || platform == 0 {
        rank = platform == 3 && language == 0x409 ? 0 : 1
        let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map { UInt16(data[$0]) << 8 | UInt16(data[$0 + 1]) }
        value = String(decoding: units, as: UTF16.self)
      } else if platform == 1 && encoding == 0 {
        rank = 2
        value = String(decoding: bytes.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
      } else { continue }
      if best == nil || rank < best!.rank { best = (rank, value) }
    }
    return best?.value
  }

  // MARK: - Private

  private func field(_ table: String, _ at: Int) -> Int {
    guard let t = directory[table], at + 2 <= t.length else { return 0 }
    return Int(u16(t.offset + at))
  }
  private func u16(_ i: Int) -> UInt16 {
    i + 2 <= data.count ? UInt16(data[i]) << 8 | UInt16(data[i + 1]) : 0
  }
  private func u32(_ i: Int) -> UInt32 {
    i + 4 <= data.count ? UInt32(u16(i)) << 16 | UInt32(u16(i + 2)) : 0
  }
  private func tag(at i: Int) -> String {
    i + 4 <= data.count ? String(decoding: data[i..<i + 4], as: UTF8.self) : ""
  }
}
