import CCairo
import CFreeType
import CHarfBuzz
import CPixman
import PlumbPNG
import PlumbText

/// The versions of every library and of the bundled fonts that affect rendered pixels, as one line.
///
/// Written into golden PNGs so that a mismatch can be reported as "rendered with different
/// libraries" instead of as a pixel regression: Cairo, pixman and FreeType output changes between
/// versions, so goldens are only byte-comparable under the same fingerprint. Versions are read at
/// run time from the loaded libraries, not from headers.
public enum RendererFingerprint {
  /// e.g. `cairo 1.16.0; pixman 0.42.2; libpng 1.6.39; freetype 2.12.1; harfbuzz 6.0.0;
  /// fribidi 1.0.8; icu 72.1; libjpeg-turbo 2.1.5; librsvg 2.54.7; lcms2 2.14; fonts 41x 3f9c2a0b71de`
  /// (the fonts part: `FontFingerprint`). Parts are only ever added, before `fonts`; goldens
  /// recorded under a shorter fingerprint still verify (pixels are compared, not fingerprints).
  /// The fonts part counts and hashes the app's registered fonts too (`FontFingerprint.withAppFonts`),
  /// so a golden drawn with another version of the app's font is reported as another renderer.
  /// A user's own system fonts add a part before `fonts` (`system fonts 18x … (SF Pro Text, …)`),
  /// which a golden recorded with other system fonts is checked against (docs/fonts.md).
  public static var current: String {
    libraries + "; " + (SystemFontSet.currentSet.map { $0.fingerprint + "; " } ?? "") + FontFingerprint.withAppFonts
  }

  /// The system-fonts part of a fingerprint, or nil when it was drawn with the bundled stand-ins.
  public static func systemFontsPart(of fingerprint: String) -> String? {
    fingerprint.components(separatedBy: "; ").first { $0.hasPrefix("system fonts ") }
  }

  private static let libraries: String = [
    "cairo " + String(cString: cairo_version_string()),
    "pixman " + String(cString: pixman_version_string()),
    "libpng " + libpngVersion,
    "freetype " + freetypeVersion,
    "harfbuzz " + String(cString: hb_version_string()),
    "fribidi " + TextLibraryVersions.fribidi,
    "icu " + TextLibraryVersions.icu,
    "libjpeg-turbo " + JPEGDecoder.version,
    "librsvg " + SVGPainter.version,
    "lcms2 " + ImageColorConversion.lcmsVersion,
  ].joined(separator: "; ")

  static var libpngVersion: String { PNG.libpngVersion }

  static let freetypeVersion: String = {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }()
}
