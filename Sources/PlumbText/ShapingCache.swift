import Foundation
import PlumbGraphics

/// Shaped strings, remembered per (string, font), because a layout pass asks for the same text
/// several times (ideal size, then the proposed width, then again while drawing).
///
/// Shaping is a pure function of the string, the descriptor and the bundled fonts, so a cached
/// result is exactly what shaping again would give. The cache is bounded: when it holds
/// `capacity` entries it is emptied and starts again (simple, and a screen's text fits easily).
final class ShapingCache: @unchecked Sendable {
  static let shared = ShapingCache()
  static let capacity = 4096

  private struct Key: Hashable {
    var text: String
    var font: FontDescriptor
    var direction: TextBaseDirection
    /// The registry's state for app fonts (0 for the system font), so that a font registered
    /// later, or a test's own registry, never meets text shaped before it.
    var fonts: Int
    /// The user's system font set (0: none), for the same reason.
    var systemFonts: Int
  }

  private var entries: [Key: ShapedText] = [:]
  private let lock = NSLock()

  /// `text` shaped in `font`'s fallback chain, its paragraphs in `direction`.
  func shaped(_ text: String, font: FontDescriptor, direction: TextBaseDirection = .natural,
              chain: FaceChain) -> ShapedText {
    let key = Key(text: text, font: font, direction: direction,
                  fonts: font.custom == nil ? 0 : FontRegistry.current.token,
                  systemFonts: SystemFontSet.currentSet?.serial ?? 0)
    lock.lock()
    if let hit = entries[key] {
      lock.unlock()
      return hit
    }
    lock.unlock()
    let shaped = ShapedText(text, chain: chain, size: font.size, direction: direction, weight: font.weight,
                            design: font.design, tabularDigits: font.monospacedDigits)
    lock.lock()
    if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = shaped
    lock.unlock()
    return shaped
  }

  /// Forgets everything (for benchmarks that measure cold shaping).
  func removeAll() {
    lock.lock()
    entries.removeAll()
    lock.unlock()
  }
}
