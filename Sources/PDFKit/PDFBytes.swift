import CPDFShim
import Foundation
import PlumbGraphics

/// A PDF file's bytes and what poppler (through CPDFShim, the same lock and library the asset
/// renderer uses: docs/assets.md, "PDF vectors") says of its pages: how many, and each one's size.
final class PDFBytes: @unchecked Sendable {
  let bytes: [UInt8]
  private let lock = NSLock()
  private var sizes: [Int: CGSize] = [:]
  private var counted: Int?

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether the bytes start like a PDF ("%PDF-" in the first kilobyte, as readers accept).
  static func looksLikePDF(_ bytes: [UInt8]) -> Bool {
    let magic = Array("%PDF-".utf8)
    let head = bytes.prefix(1024)
    guard head.count >= magic.count else { return false }
    return (0...(head.count - magic.count)).contains { i in Array(head[i..<(i + magic.count)]) == magic }
  }

  /// Whether poppler-glib can be loaded here, or why not.
  static func popplerProblem() -> String? {
    var error = [CChar](repeating: 0, count: 256)
    return plumb_pdf_available(&error, error.count) != 0 ? nil : text(error)
  }

  /// The size in points of page `index` (0-based), or poppler's reason it has none.
  func pageSize(_ index: Int) -> Result<CGSize, Failure> {
    lock.lock()
    if let s = sizes[index] { lock.unlock(); return .success(s) }
    lock.unlock()
    guard bytes.count <= ResourceBudget.untrusted.maxFileBytes else {
      return .failure(Failure(reason: "the PDF is \(bytes.count) bytes, over the \(ResourceBudget.untrusted.maxFileBytes)-byte limit"))
    }
    var w = 0.0, h = 0.0
    var error = [CChar](repeating: 0, count: 256)
    let status = bytes.withUnsafeBufferPointer {
      plumb_pdf_page_size($0.baseAddress, $0.count, Int32(clamping: index), &w, &h, &error, error.count)
    }
    guard status == 0 else { return .failure(Failure(reason: Self.text(error))) }
    let size = CGSize(width: w, height: h)
    lock.lock()
    sizes[index] = size
    lock.unlock()
    return .success(size)
  }

  /// The number of pages: the first index poppler has no page for, found by doubling then halving
  /// (about 2·log₂ n parses; CPDFShim has no page-count call), at most 2²⁰. 0 when the first page
  /// cannot be read.
  var pageCount: Int {
    lock.lock()
    if let counted { lock.unlock(); return counted }
    lock.unlock()
    var count = 0
    if case .success = pageSize(0) {
      // `known` pages exist (indices below it); the count is below `bound`'s index once one is missing.
      var known = 1, bound = 2
      while bound <= 1 << 20, case .success = pageSize(bound - 1) { known = bound; bound *= 2 }
      var high = min(bound - 1, 1 << 20)
      while known < high {
        let mid = (known + high + 1) / 2
        if case .success = pageSize(mid - 1) { known = mid } else { high = mid - 1 }
      }
      count = known
    }
    lock.lock()
    counted = count
    lock.unlock()
    return count
  }

  /// Why poppler gave no answer.
  struct Failure: Error { let reason: String }

  private static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
