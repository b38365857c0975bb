import Foundation

/// The pieces of text layout that the benchmark times on their own (plumb-bench's text figures):
/// break opportunities by ICU and by the hand-written rules they replaced, and FriBidi's levels
/// and reordering. Not API: exported only to the benchmark, as SPI.
@_spi(Benchmarks) public struct TextBenchmarkProbe {
  private let characters: [Character]
  private let clusters: [ShapedText.Cluster]

  /// Prepares `text` (its grapheme clusters), outside what is timed.
  public init(_ text: String) {
    characters = Array(text)
    var offset = 0
    clusters = characters.map { c in
      defer { offset += c.utf16.count }
      return ShapedText.Cluster(character: c, utf16Offset: offset, kind: c.isNewline ? .newline : .visible,
                                face: 0, advance: 0, glyphs: [])
    }
  }

  /// Line break opportunities from ICU's UAX #14 iterator and the rules over it (what layout uses);
  /// returns how many there are.
  public func unicodeBreaks() -> Int { LineBreaking.opportunities(characters).filter { $0 }.count }

  /// The same from the hand-written rules layout used before ICU.
  public func handWrittenBreaks() -> Int { HandWrittenLineBreaks.opportunities(characters).filter { $0 }.count }

  /// FriBidi's embedding levels of every paragraph, then the visual order of the text as one
  /// line (what layout does per paragraph and per line); returns the first visual index.
  public func bidi() -> Int {
    var clusters = clusters
    let paragraphLevels = Bidi.resolveLevels(&clusters, direction: .natural)
    let order = Bidi.visualOrder(scalars: clusters.map { $0.character.unicodeScalars.first!.value },
                                 levels: clusters.map(\.level), paragraphLevel: paragraphLevels.first ?? 0)
    return order.first ?? -1
  }

  /// The ICU version breaking runs on, e.g. "72.1".
  public static var icuVersion: String { UnicodeLineBreaks.icuVersion }
}
