import Dispatch
import Foundation
import PlumbGraphics
import PlumbPNG
import Testing

@testable import PlumbRaster

/// One decode per distinct image per process, however often and on however many threads it is
/// drawn. Decodes are counted by the cache's test hook; every test uses PNG bytes of its own.
@Suite struct DecodedImageCacheTests {
  typealias S = ImageTestSupport

  static func screen(of bytes: [UInt8], copies: Int = 20) -> [DisplayItem] {
    (0..<copies).map { i in S.image(.png(bytes), Double(i % 5) * 4, Double(i / 5) * 4, 4, 4) }
  }

  @Test func twentyCopiesOfOneImageDecodeOnce() {
    let bytes = S.uniquePNG()
    let counter = DecodeCounter()
    let img = DecodedImageCache.$decodeCounter.withValue(counter) {
      _ = S.render(Self.screen(of: bytes))
      return S.render(Self.screen(of: bytes))
    }
    #expect(counter.count == 1)
    #expect(S.px(img, 1, 1)[3] == 255, "the copies are drawn")
  }

  @Test func equalBytesInAnotherArrayHitTooAndOtherBytesDecode() {
    let bytes = S.uniquePNG()
    let copy = Array(bytes.map { $0 })  // same content, other storage
    let other = S.uniquePNG()
    let counter = DecodeCounter()
    DecodedImageCache.$decodeCounter.withValue(counter) {
      _ = S.render(Self.screen(of: bytes, copies: 2))
      _ = S.render(Self.screen(of: copy, copies: 2))
      _ = S.render(Self.screen(of: other, copies: 2))
    }
    #expect(counter.count == 2)
  }

  @Test func parallelRendersShareOneDecode() {
    let bytes = S.uniquePNG(width: 200, height: 200)
    let counter = DecodeCounter()
    let hashes = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      DecodedImageCache.$decodeCounter.withValue(counter) {
        let img = S.render(Self.screen(of: bytes))
        hashes.mutate { $0.append(PixelHash.of(img)) }
      }
    }
    #expect(counter.count == 1)
    #expect(Set(hashes.value).count == 1, "every thread drew the same pixels")
  }

  @Test func aFailedDecodeIsRememberedAndWarnsInEveryScope() {
    var bad = S.uniquePNG()
    bad[bad.count / 2] ^= 0xFF  // breaks a CRC or the deflate stream
    let counter = DecodeCounter()
    let first = DecodedImageCache.$decodeCounter.withValue(counter) {
      RenderWarnings.collecting { S.render(Self.screen(of: bad, copies: 3)) }.warnings
    }
    let second = DecodedImageCache.$decodeCounter.withValue(counter) {
      RenderWarnings.collecting { S.render(Self.screen(of: bad, copies: 3)) }.warnings
    }
    #expect(counter.count == 1)
    #expect(first.count == 1 && first == second, "\(first) / \(second)")
    #expect(first.first?.hasPrefix("Image: a PNG image") == true)
  }

  @Test func theBudgetDropsLeastRecentlyUsedEntries() {
    // A private cache with room for about two 30×30 decodes (3600 bytes each plus the PNG).
    let cache = DecodedImageCache(maxBytes: 9000)
    let a = S.uniquePNG(), b = S.uniquePNG(), c = S.uniquePNG()
    let counter = DecodeCounter()
    DecodedImageCache.$decodeCounter.withValue(counter) {
      _ = cache.bitmap(for: .png(a))
      _ = cache.bitmap(for: .png(b))
      _ = cache.bitmap(for: .png(a))  // a is now more recent than b
      _ = cache.bitmap(for: .png(c))  // over budget: b goes
      _ = cache.bitmap(for: .png(a))  // still cached
    }
    #expect(counter.count == 3)
    #expect(cache.usage.entries == 2)
    DecodedImageCache.$decodeCounter.withValue(counter) { _ = cache.bitmap(for: .png(b)) }
    #expect(counter.count == 4, "b was dropped and decodes again")
  }
}

/// A value behind a lock, for collecting results from concurrent test work.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
  var value: Value { lock.withLock { stored } }
}
