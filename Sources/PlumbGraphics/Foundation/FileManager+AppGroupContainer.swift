import Foundation

/// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`, the shared folder of an
/// app group (widgets and extensions share data there), which Foundation on Linux does not have.
/// Each group gets its own folder under the process's temporary directory,
/// `<tmp>/plumbline-app-groups/<id>/`, created on first use. The identifier is percent-encoded
/// down to letters, digits, "-" and "_" (so "/" and ".." cannot climb out of that root) and
/// capped in length with a hash suffix.
extension FileManager {
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    let root = temporaryDirectory.appendingPathComponent("plumbline-app-groups", isDirectory: true)
    let folder = root.appendingPathComponent(AppGroupFolderName.make(groupIdentifier), isDirectory: true)
    do {
      try createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return folder
  }
}

/// The folder name for an app group identifier: never empty, never "." or "..", no separators.
enum AppGroupFolderName {
  static func make(_ identifier: String) -> String {
    var name = ""
    for byte in identifier.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
           UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
        name.append(Character(Unicode.Scalar(byte)))
      default:
        // "." too, so "group.com.x" reads "group%2Ecom%2Ex" and ".." can never appear.
        name += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    if name.isEmpty { name = "%00" }
    // File names are limited to 255 bytes; long ids keep a prefix and a hash of the whole id.
    if name.utf8.count > 200 {
      name = String(name.prefix(180)) + "~" + String(fnv1a(identifier), radix: 16)
    }
    return name
  }

  /// FNV-1a, 64-bit: stable across runs (unlike `Hasher`), enough to tell long ids apart.
  private static func fnv1a(_ s: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }
}

private extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
