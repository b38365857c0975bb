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

  package static func preferHugePages(_ start: UnsafeMutablePointer<UInt8>, count: Int) {
    preferHugePages(UnsafeMutableRawPointer(start), count: count)
  }
}
