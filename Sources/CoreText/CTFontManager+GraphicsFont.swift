import Foundation
import PlumbGraphics
import PlumbText

// Registering a `CGFont` (bytes from a `CGDataProvider`) and unregistering fonts, as apps that
// load fonts from their bundle at launch write it (docs/fonts.md, "Registering from code").

/// CoreText's registration error codes, as Swift imports `CTFontManagerError`.
public enum CTFontManagerError: CFIndex, Sendable {
  case fileNotFound = 101
  case insufficientPermissions = 102
  case unrecognizedFormat = 103
  case invalidFontData = 104
  case alreadyRegistered = 105
  case exceededResourceLimit = 106
  case assetNotFound = 107
  case notRegistered = 201
  case inUse = 202
  case systemRequired = 203
  case registrationFailed = 301
  case missingEntitlement = 302
  case insufficientInfo = 303
  case cancelledByUser = 304
  case duplicatedName = 305
  case invalidFilePath = 306
  case unsupportedScope = 307
}

/// `kCTFontManagerErrorNotRegistered`: the font to unregister was not registered.
public let kCTFontManagerErrorNotRegistered = 201

/// Registers `font` for this process, as `CTFontManagerRegisterGraphicsFont`: afterwards
/// `UIFont(name:size:)` and `Font.custom` find it by its PostScript, family or full name. False
/// with CoreText's "already registered" error (105) when a font of its PostScript name is
/// registered (from a file or from memory), or "invalid font data" (104) when the text engine
/// cannot read the face.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
  let name = font.postScriptName ?? "?"
  do {
    guard try FontRegistry.current.register(data: font.data) != nil else {
      return fontManagerFailure(error, .alreadyRegistered, "a font named \(name) is already registered")
    }
    return true
  } catch let reason {
    return fontManagerFailure(error, .invalidFontData, "the font \(name) cannot be registered: \(reason)")
  }
}

/// Unregisters `font` (found by its PostScript name, however it was registered), as
/// `CTFontManagerUnregisterGraphicsFont`; false with "not registered" (201) when it is not.
/// Text laid out afterwards falls back to the system font for its name.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
  let name = font.postScriptName ?? "?"
  guard let entry = FontRegistry.current.entry(postScriptName: name), FontRegistry.current.unregister(entry.url) else {
    return fontManagerFailure(error, .notRegistered, "no font named \(name) is registered")
  }
  return true
}

/// Unregisters the fonts of the file at `fontURL`, as `CTFontManagerUnregisterFontsForURL`; false
/// with "not registered" (201) when the file was not registered. Every scope acts as `.process`.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
  guard FontRegistry.current.unregister(fontURL) else {
    return fontManagerFailure(error, .notRegistered, "the font file \(fontURL.path) is not registered")
  }
  return true
}

/// Stores CoreText's error for `code` in `error` (retained, as CoreText's "Create rule" out
/// parameters are) and returns false.
func fontManagerFailure(_ error: UnsafeMutablePointer<Unmanaged<CFError>?>?, _ code: CTFontManagerError,
                        _ message: String) -> Bool {
  error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain, code: code.rawValue,
                                                  userInfo: [NSLocalizedDescriptionKey: message]))
  return false
}
