import Testing
@testable import PlumbPNG
import PlumbTestSupport

/// PlumbPNG's own deflate encoder, checked against libdeflate's inflater (an independent
/// implementation); PNG round trips elsewhere also run its output through zlib via libpng.
@Suite struct PNGDeflateTests {
  func roundTrip(_ data: [UInt8], bpp: Int = 4, rowLength: Int = 101) throws -> [UInt8] {
    let compressed = data.withUnsafeBufferPointer { PNGDeflate.zlib($0, bpp: bpp, rowLength: rowLength) }
    let inflated = try compressed.withUnsafeBufferPointer {
      try PNGText.inflate($0, chunk: "test", source: "test", limit: max(data.count, 1))
    }
    #expect(inflated == data)
    return compressed
  }

  @Test func tinyInputs() throws {
    for data: [UInt8] in [[], [0], [7, 7], [1, 2, 3], [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9], Array(0...255)] {
      _ = try roundTrip(data)
    }
  }

  @Test func randomDataSpansManyBlocks() throws {
    var rng = SplitMix64(seed: 1)
    let data = (0..<200_000).map { _ in UInt8(truncatingIfNeeded: rng.next()) }  // ~6 blocks of literals
    let compressed = try roundTrip(data)
    #expect(compressed.count < data.count + data.count / 50)  // incompressible: little expansion
  }

  @Test func longRunsCompressHard() throws {
    let zeros = [UInt8](repeating: 0, count: 1 << 20)
    #expect(try roundTrip(zeros).count < 2000)
  }

  /// Repeats at chosen distances, including the window's edge (32768) and just past it.
  @Test func repeatsAtEveryKindOfDistance() throws {
    var rng = SplitMix64(seed: 2)
    for distance in [1, 2, 3, 4, 5, 100, 4095, 32767, 32768, 32769, 40000] {
      var data = (0..<distance).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      data += data.prefix(min(distance, 3000))
      data += (0..<50).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      for (bpp, row) in [(1, distance), (3, 7), (4, 40001)] { _ = try roundTrip(data, bpp: bpp, rowLength: row) }
    }
  }

  /// Random mixtures of literals and copies from random distances and lengths.
  @Test func randomLZStructures() throws {
    var rng = SplitMix64(seed: 3)
    for round in 0..<60 {
      var data: [UInt8] = []
      let alphabet = 1 + Int(rng.next() % 255)
      while data.count < 5000 + round * 500 {
        if data.count > 10 && rng.next() % 2 == 0 {
          let distance = 1 + Int(rng.next() % UInt64(min(data.count, 33000)))
          let length = 1 + Int(rng.next() % 300)
          for _ in 0..<length { data.append(data[data.count - distance]) }
        } else {
          for _ in 0..<(1 + rng.next() % 20) { data.append(UInt8(rng.next() % UInt64(alphabet))) }
        }
      }
      _ = try roundTrip(data, bpp: 1 + Int(rng.next() % 4), rowLength: 1 + Int(rng.next() % 5000))
    }
  }

  /// Several MiB of matches reaching back across the points where the window slides.
  @Test func longInputsSlideTheWindow() throws {
    var rng = SplitMix64(seed: 4)
    var data: [UInt8] = []
    while data.count < 3_500_000 {
      if data.count > 40_000 && rng.next() % 3 != 0 {
        let distance = 1 + Int(rng.next() % 32768)
        for _ in 0..<(3 + rng.next() % 600) { data.append(data[data.count - distance]) }
      } else {
        for _ in 0..<(1 + rng.next() % 64) { data.append(UInt8(truncatingIfNeeded: rng.next())) }
      }
    }
    _ = try roundTrip(data, bpp: 3, rowLength: 3511)
  }

  @Test func filteredScreensRoundTrip() throws {
    for opaque in [true, false] {
      let image = SyntheticScreen.make(width: 300, height: 200, seed: 5, opaque: opaque)
      let channels = opaque ? 3 : 4
      let filtered = PNGEncoder.filterRows(image, channels: channels, filter: .adaptive)
      let compressed = try roundTrip(filtered, bpp: channels, rowLength: 300 * channels + 1)
      #expect(compressed.count < filtered.count / 10)
    }
  }

  /// Fibonacci frequencies make an unbounded Huffman tree as deep as there are symbols.
  @Test func huffmanLengthsRespectTheLimitAndFormACompleteCode() {
    var fib = [1, 1]
    while fib.count < 40 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
    for (freq, limit) in [(fib, 15), (fib, 7), (Array(fib.prefix(19)), 7), ([5, 0], 15), ([0, 0, 3], 15), ([0, 0], 7),
                          ([Int](repeating: 1, count: 286), 15), ([1, 1000000, 1, 1, 1], 7)] {
      let lengths = Huffman.lengths(freq, limit: limit)
      #expect(lengths.max()! <= limit)
      let kraft = lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (limit - $1)) }
      #expect(kraft == 1 << limit, "\(freq.prefix(5)) limit \(limit): not a complete code")
      for (symbol, f) in freq.enumerated() where f > 0 { #expect(lengths[symbol] > 0) }
    }
  }

  @Test func distanceSymbolsMatchTheRFCTable() {
    for symbol in 0..<30 {
      let base = DeflateTables.distanceBase[symbol]
      let top = base + (1 << DeflateTables.distanceExtraBits[symbol]) - 1
      #expect(DeflateTables.distanceSymbol(base) == symbol)
      #expect(DeflateTables.distanceSymbol(top) == symbol)
    }
    for length in 3...258 {
      let s = Int(DeflateTables.lengthSymbol[length])
      #expect(length >= DeflateTables.lengthBase[s])
      #expect(length - DeflateTables.lengthBase[s] < max(1, 1 << DeflateTables.lengthExtraBits[s]) || length == 258)
    }
  }
}
