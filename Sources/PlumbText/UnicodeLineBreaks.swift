import CLineBreaks
import Foundation

/// Line break opportunities by Unicode's line breaking algorithm (UAX #14), from ICU's line break
/// iterator (`ubrk_*` of the system libicu). ICU also breaks Thai, Lao, Khmer and Burmese, which
/// write no spaces between words, at word boundaries found with its dictionaries.
///
/// Iterators are expensive to open (they load ICU's rules) and not safe to share between threads,
/// so they are kept in a small pool: a layout takes one, sets its text, reads the boundaries and
/// gives it back. The boundaries are a pure function of the text and the ICU version.
enum UnicodeLineBreaks {
  /// The UTF-16 offsets (after the start, up to and including the end) where ICU allows a line
  /// to start in `utf16`, or nil when ICU is unavailable (no iterator could be opened).
  static func boundaries(_ utf16: [UInt16]) -> [Int32]? {
    guard !utf16.isEmpty else { return [] }
    guard let iterator = pool.take() else { return nil }
    defer { pool.give(iterator) }
    var out = [Int32](repeating: 0, count: utf16.count + 1)
    let count = utf16.withUnsafeBufferPointer { text in
      out.withUnsafeMutableBufferPointer { out in
        plumb_line_breaks(iterator, text.baseAddress, Int32(text.count), out.baseAddress, Int32(out.count))
      }
    }
    guard count >= 0 else { return nil }
    return Array(out.prefix(Int(min(count, Int32(out.count)))))
  }

  /// The ICU version line breaking runs on, e.g. "72.1" (read from the loaded library).
  static let icuVersion: String = {
    var buffer = [CChar](repeating: 0, count: 32)
    buffer.withUnsafeMutableBufferPointer { plumb_icu_version($0.baseAddress) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()

  private static let pool = IteratorPool()

  /// Idle iterators, opened on demand with the root locale's rules and never closed (a few per
  /// process, one per thread that lays text out at the same time).
  private final class IteratorPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [OpaquePointer] = []

    func take() -> OpaquePointer? {
      lock.lock()
      if let it = idle.popLast() {
        lock.unlock()
        return it
      }
      lock.unlock()
      return plumb_line_iterator_open("")
    }

    func give(_ iterator: OpaquePointer) {
      lock.lock()
      if idle.count < 8 {
        idle.append(iterator)
        lock.unlock()
      } else {
        lock.unlock()
        plumb_line_iterator_close(iterator)
      }
    }
  }
}
