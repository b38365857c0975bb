import CFriBidi
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The versions of the text libraries that change laid-out pixels besides FreeType and HarfBuzz
/// (line breaks from ICU, bidi levels from FriBidi), read from the loaded libraries for the
/// renderer fingerprint.
public enum TextLibraryVersions {
  /// ICU's version, e.g. "72.1".
  public static var icu: String { UnicodeLineBreaks.icuVersion }

  /// FriBidi's version, e.g. "1.0.8": the first version-like word of the loaded library's
  /// `fribidi_version_info` ("(GNU FriBidi) 1.0.8\ninterface version 4, …"), looked up with
  /// dlsym because Swift 6 refuses to read a mutable C global; the header's version if that fails.
  public static let fribidi: String = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "fribidi_version_info"),
      let info = symbol.load(as: UnsafePointer<CChar>?.self)
    else { return FRIBIDI_VERSION }
    let firstLine = String(cString: info).split(separator: "\n").first ?? ""
    let word = firstLine.split(separator: " ").first { $0.first?.isNumber == true }
    return word.map(String.init) ?? FRIBIDI_VERSION
  }()
}
