import Foundation
import PlumbGraphics
@_exported import PlumbText
// CoreText's headers import CoreGraphics: CGFont, CGDataProvider and the CoreFoundation names.
@_exported import CoreGraphics

// `import CoreText` on Linux: the font-registration calls apps make at launch, over PlumbText's
// FontRegistry (docs/fonts.md). Only what registering an app's own font files needs.

/// Where a registration is visible, as CoreText's `CTFontManagerScope`. Here every scope is the
/// process: nothing is ever installed for other programs.
public struct CTFontManagerScope: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = CTFontManagerScope(rawValue: 0)
  public static let process = CTFontManagerScope(rawValue: 1)
  public static let persistent = CTFontManagerScope(rawValue: 2)
  public static let session = CTFontManagerScope(rawValue: 3)
  public static let user = CTFontManagerScope(rawValue: 2)
}

/// CoreText's error domain and codes for registration failures.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"
public let kCTFontManagerErrorFileNotFound = 101
public let kCTFontManagerErrorUnrecognizedFormat = 103
public let kCTFontManagerErrorInvalidFontData = 104
public let kCTFontManagerErrorAlreadyRegistered = 105

/// Registers the fonts in `fontURL` for this process, as `CTFontManagerRegisterFontsForURL`:
/// true on success; false with an error (CoreText's domain and codes, the file named in its
/// description) when the file is missing, not a font, damaged, or already registered. Scopes
/// other than `.process` act as `.process` and warn.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
  if scope != .process {
    RenderWarnings.warnOnce("CTFontManagerRegisterFontsForURL scope",
      "CTFontManagerRegisterFontsForURL: scope \(scope.rawValue) is not available on Linux; the fonts are registered for this process only")
  }
  func fail(_ code: Int, _ message: String) -> Bool {
    error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain, code: code,
                                                    userInfo: [NSLocalizedDescriptionKey: message]))
    return false
  }
  let registry = FontRegistry.current
  if registry.containsFile(fontURL) {
    return fail(kCTFontManagerErrorAlreadyRegistered, "the font file \(fontURL.path) is already registered")
  }
  do {
    try registry.register(fontURL)
    return true
  } catch {
    switch error {
    case .unreadable: return fail(kCTFontManagerErrorFileNotFound, error.description)
    case .notAFont: return fail(kCTFontManagerErrorUnrecognizedFormat, error.description)
    case .truncated, .tooLarge: return fail(kCTFontManagerErrorInvalidFontData, error.description)
    }
  }
}
