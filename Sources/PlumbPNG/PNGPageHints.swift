#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back a large, freshly allocated buffer with 2 MiB pages before it is first
/// written. A decoded phone screen is 12 MB: with 4 KiB pages that is about 2900 page faults,
/// which cost more than the decode itself. Only a hint: where transparent huge pages are off (or
/// on other systems) nothing changes, and the contents are never affected.
package enum PNGPageHints {
  /// Buffers smaller than this gain nothing worth a system call.
  static let minimumBytes = 4 << 20
  static let hugePage = 2 << 20

  /// Bytes of Swift array header and malloc chunk header before an array's first element, at
  /// most: a large array whose request ends a whole number of 2 MiB pages after its mapping's
  /// start is placed by the kernel on a 2 MiB boundary (Linux aligns anonymous mappings of such
  /// lengths), its elements a few bytes after it.
  static let headerBytes = 56

  /// A capacity at least `count` for a large array whose storage the kernel places on a 2 MiB
  /// boundary, so that every page of it can be a huge page, not only the aligned middle (a phone
  /// screen's 11.9 MB otherwise leaves 3.9 MB in 4 KiB pages). The extra capacity is never
  /// touched, so it costs address space only.
  package static func hugePageCapacity(for count: Int) -> Int {
    #if os(Linux)
    guard count >= minimumBytes else { return count }
    let whole = (count + headerBytes + hugePage - 1) / hugePage * hugePage
    return whole - headerBytes
    #else
    return count
    #endif
  }

  package static func preferHugePages(_ start: UnsafeMutableRawPointer, count: Int) {
    #if os(Linux)
    guard count >= minimumBytes else { return }
    let address = UInt(bitPattern: start)
    let first = (address + UInt(hugePage) - 1) & ~UInt(hugePage - 1)
    let last = (address + UInt(count)) & ~UInt(hugePage - 1)
    guard last > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
    _ = madvise(aligned, Int(last - first), MADV_HUGEPAGE)
    #endif
  }

  /// As `preferHugePages(_:count:)` for an array allocated with `hugePageCapacity(for:)`: when the
  /// kernel placed its mapping on a 2 MiB boundary, the whole mapping, its first and last pages
  /// included, is hinted.
  package static func preferHugePages(arrayStorage start: UnsafeMutablePointer<UInt8>, capacity: Int) {
    #if os(Linux)
    let address = UInt(bitPattern: start), offset = address % UInt(hugePage)
    guard capacity >= minimumBytes, offset <= UInt(headerBytes),
      (capacity + headerBytes) % hugePage == 0, let mapping = UnsafeMutableRawPointer(bitPattern: address - offset)
    else { return preferHugePages(UnsafeMutableRawPointer(start), count: capacity) }
    _ = madvise(mapping, capacity + headerBytes, MADV_HUGEPAGE)
    #endif
  }

  package static func preferHugePages(_ start: UnsafeMutablePointer<UInt8>, count: Int) {
    preferHugePages(UnsafeMutableRawPointer(start), count: count)
  }
}
