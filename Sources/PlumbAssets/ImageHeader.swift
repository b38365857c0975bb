import Foundation

/// An image file's format and pixel size, read from its header only (no decoding), so layout
/// knows an asset's natural size without the rasteriser.
///
/// PNG: the IHDR chunk. JPEG: the first start-of-frame marker (SOF0…SOF15 except DHT/JPG/DAC).
/// SVG: the root element's `width`/`height` (px, pt or unitless; a percentage or a missing one
/// falls back to the `viewBox` size). PDF: the first page's `/MediaBox`, in points.
public struct ImageHeader: Hashable, Sendable {
  public enum Format: String, Hashable, Sendable { case png, jpeg, svg, pdf }
  public var format: Format
  /// Pixels for bitmaps; user units (CSS px = points at 1x) for SVG; points for PDF.
  public var width: Double
  public var height: Double

  public init(format: Format, width: Double, height: Double) {
    self.format = format; self.width = width; self.height = height
  }

  /// Whether the format is a vector one (its size is in points, at any scale).
  public var isVector: Bool { format == .svg || format == .pdf }

  /// The header of `bytes`, or nil if it is none of the four formats or has no usable size.
  public static func read(_ bytes: Data) -> ImageHeader? {
    let b = [UInt8](bytes.prefix(64 * 1024))
    if let h = png(b) ?? jpeg(b) { return h }
    if b.starts(with: Array("%PDF".utf8)) { return pdf(bytes) }
    return svg(b)
  }

  static func png(_ b: [UInt8]) -> ImageHeader? {
    guard b.count >= 24, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], b[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    let w = u32(16), h = u32(20)
    return w > 0 && h > 0 ? ImageHeader(format: .png, width: Double(w), height: Double(h)) : nil
  }

  static func jpeg(_ b: [UInt8]) -> ImageHeader? {
    guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
    var i = 2
    while i + 9 < b.count {
      guard b[i] == 0xFF else { return nil }
      let marker = b[i + 1]
      if marker == 0xFF { i += 1; continue }
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
      let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
        return w > 0 && h > 0 ? ImageHeader(format: .jpeg, width: Double(w), height: Double(h)) : nil
      }
      guard length >= 2 else { return nil }
      i += 2 + length
    }
    return nil
  }

  static func svg(_ b: [UInt8]) -> ImageHeader? {
    guard let text = String(bytes: b, encoding: .utf8) ?? String(bytes: b, encoding: .isoLatin1),
          let start = text.range(of: "<svg") else { return nil }
    guard let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
    let tag = String(text[start.upperBound..<end])
    func attribute(_ name: String) -> String? {
      var search = tag[...]
      while let r = search.range(of: name) {
        let before = r.lowerBound == tag.startIndex ? " " : tag[tag.index(before: r.lowerBound)]
        var rest = tag[r.upperBound...].drop(while: { $0 == " " })
        if (before.isWhitespace) && rest.first == "=" {
          rest = rest.dropFirst().drop(while: { $0 == " " })
          guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
          return String(rest.dropFirst().prefix(while: { $0 != quote }))
        }
        search = tag[r.upperBound...]
      }
      return nil
    }
    func length(_ s: String?) -> Double? {
      guard var s = s?.trimmingCharacters(in: .whitespaces), !s.hasSuffix("%") else { return nil }
      var factor = 1.0
      for (unit, f) in [("px", 1.0), ("pt", 4.0 / 3), ("pc", 16.0), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96.0)]
      where s.hasSuffix(unit) { s.removeLast(unit.count); factor = f; break }
      return Double(s).map { $0 * factor }.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }
    let box = attribute("viewBox").map { $0.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } }
    let boxSize = box.flatMap { $0.count == 4 && $0[2] > 0 && $0[3] > 0 ? ($0[2], $0[3]) : nil }
    var w = length(attribute("width")), h = length(attribute("height"))
    if let (bw, bh) = boxSize {
      if w == nil, let h { w = h * bw / bh }
      if h == nil, let w { h = w * bh / bw }
      w = w ?? bw; h = h ?? bh
    }
    guard let w, let h else { return nil }
    return ImageHeader(format: .svg, width: w, height: h)
  }

  static func pdf(_ data: Data) -> ImageHeader? {
    let text = String(decoding: data.prefix(256 * 1024), as: UTF8.self)
    guard let r = text.range(of: "/MediaBox") else { return nil }
    let after = text[r.upperBound...].drop(while: { $0 == " " || $0 == "\n" || $0 == "\r" })
    guard after.first == "[", let close = after.firstIndex(of: "]") else { return nil }
    let n = after.dropFirst()[..<close].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" }).compactMap { Double($0) }
    guard n.count == 4, n[2] - n[0] > 0, n[3] - n[1] > 0 else { return nil }
    return ImageHeader(format: .pdf, width: n[2] - n[0], height: n[3] - n[1])
  }
}
