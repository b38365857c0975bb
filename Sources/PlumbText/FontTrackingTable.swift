import Foundation

/// A font's own letter spacing by point size: the normal track of its AAT `trak` table, which
/// Core Text applies to Apple's system fonts (SF Pro draws 17-pt text tighter than 12-pt text).
///
/// Read only for the faces of a user's own system fonts (docs/fonts.md, "Your own Apple fonts").
/// Values between two listed sizes are interpolated linearly, and beyond the first or last size
/// extrapolated from the two nearest, as HarfBuzz applies the table. A table that is damaged
/// (offsets outside it, no normal track, sizes out of order, more than 256 sizes) is ignored.
public struct FontTrackingTable: Hashable, Sendable {
  /// (point size, tracking in font units) for the normal track, sizes ascending.
  public let entries: [(size: Double, value: Double)]

  public static func == (a: Self, b: Self) -> Bool {
    a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.size == $1.size && $0.value == $1.value }
  }

  public func hash(into h: inout Hasher) {
    for e in entries { h.combine(e.size); h.combine(e.value) }
  }

  init(entries: [(size: Double, value: Double)]) { self.entries = entries }

  /// The most sizes read from one track.
  static let maximumSizes = 256

  /// The table's normal track, or nil when `bytes` (the whole `trak` table) holds none usable.
  public init?(trak bytes: [UInt8]) {
    func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
    func s16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
    func u32(_ at: Int) -> Int? {
      guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
      return hi << 16 | lo
    }
    func fixed(_ at: Int) -> Double? { u32(at).map { Double(Int32(bitPattern: UInt32($0))) / 65536 } }
    // Header: version (Fixed), format (u16), horizOffset (u16), vertOffset (u16), reserved (u16).
    guard let version = u32(0), version == 0x0001_0000, let horizontal = u16(6), horizontal > 0,
          let tracks = u16(horizontal), let sizes = u16(horizontal + 2), let sizeTable = u32(horizontal + 4),
          tracks > 0, sizes > 0, sizes <= Self.maximumSizes else { return nil }
    var values: [Double]?
    for t in 0..<min(tracks, 64) {
      let record = horizontal + 8 + t * 8   // track (Fixed), nameIndex (u16), offset (u16)
      guard let track = fixed(record), let offset = u16(record + 6) else { return nil }
      guard track == 0 else { continue }
      var row: [Double] = []
      for k in 0..<sizes {
        guard let v = s16(offset + 2 * k) else { return nil }
        row.append(Double(v))
      }
      values = row
      break
    }
    guard let values else { return nil }
    var entries: [(size: Double, value: Double)] = []
    for k in 0..<sizes {
      guard let size = fixed(sizeTable + 4 * k), size.isFinite, size > 0,
            entries.last.map({ $0.size < size }) ?? true else { return nil }
      entries.append((size, values[k]))
    }
    self.entries = entries
  }

  /// The tracking at `size` points, in font units.
  public func value(atSize size: Double) -> Double {
    guard entries.count > 1 else { return entries.first?.value ?? 0 }
    var i = 0
    while i < entries.count - 2 && entries[i + 1].size < size { i += 1 }
    let a = entries[i], b = entries[i + 1]
    return a.value + (b.value - a.value) * (size - a.size) / (b.size - a.size)
  }
}
