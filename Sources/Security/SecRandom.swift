import Foundation

/// A random-number generator reference, as Security's `SecRandom`: there is only the default
/// one, the system's generator.
public final class SecRandom: Sendable {
  private init() {}
}

/// Security's name for a generator reference.
public typealias SecRandomRef = SecRandom

/// The default generator, as `kSecRandomDefault` (nil on iOS too: the system's generator).
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` cryptographically secure random bytes from the system's generator
/// (`getrandom` on Linux, through `SystemRandomNumberGenerator`), as `SecRandomCopyBytes`: 0 on
/// success, `errSecParam` for a negative count.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
  guard count >= 0 else { return errSecParam }
  var generator = SystemRandomNumberGenerator()
  var offset = 0
  while offset < count {
    var word = generator.next()
    let n = min(8, count - offset)
    withUnsafeBytes(of: &word) { (bytes + offset).copyMemory(from: $0.baseAddress!, byteCount: n) }
    offset += n
  }
  return errSecSuccess
}
