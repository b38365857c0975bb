import Foundation
import PlumbGraphics
import PlumbText

// Font descriptors as apps use them to find, list and make fonts: by name or family, from the
// fonts the app registered (docs/fonts.md, "Descriptors"). Every answer comes from PlumbText's
// FontRegistry, so the names are those of the registered faces.

/// The PostScript name (matched first as a PostScript name, then a family, then a full name).
public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"
/// The family name.
public let kCTFontFamilyNameAttribute: CFString = "NSFontFamilyAttribute"
/// The name shown to people (the full name, e.g. "Comfortaa Bold").
public let kCTFontDisplayNameAttribute: CFString = "NSFontVisibleNameAttribute"
/// The style name, e.g. "Bold".
public let kCTFontStyleNameAttribute: CFString = "NSFontFaceAttribute"
/// The point size, a number.
public let kCTFontSizeAttribute: CFString = "NSFontSizeAttribute"
/// The file the face was registered from, a URL (absent for a face registered from memory).
public let kCTFontURLAttribute: CFString = "NSCTFontFileURLAttribute"

/// A description of a font by its attributes, as CoreText's `CTFontDescriptor`. Attributes the
/// descriptor was not given are read from the registered face it matches, as CoreText answers
/// them from the font it finds.
public final class CTFontDescriptor: @unchecked Sendable {
  let attributes: [String: Any]
  init(_ attributes: [String: Any]) { self.attributes = attributes }

  /// The attributes of a registered face (and `size`, when one is given).
  convenience init(entry: FontRegistry.Entry, size: CGFloat? = nil) {
    self.init(Self.attributes(of: entry, size: size))
  }

  /// The registered face the descriptor names: by `kCTFontNameAttribute` (PostScript, family or
  /// full name), else by family, else by display name.
  var matchedEntry: FontRegistry.Entry? {
    let registry = FontRegistry.current
    for key in [kCTFontNameAttribute, kCTFontFamilyNameAttribute, kCTFontDisplayNameAttribute] {
      if let name = attributes[key] as? String, let entry = registry.match(name) { return entry }
    }
    return nil
  }

  /// What the descriptor asks for, for messages: its name, family or display name.
  var requestedName: String {
    for key in [kCTFontNameAttribute, kCTFontFamilyNameAttribute, kCTFontDisplayNameAttribute] {
      if let name = attributes[key] as? String { return name }
    }
    return "(no name)"
  }

  static func attributes(of entry: FontRegistry.Entry, size: CGFloat?) -> [String: Any] {
    var a: [String: Any] = [
      kCTFontNameAttribute: entry.info.postScriptName,
      kCTFontFamilyNameAttribute: entry.info.familyName,
      kCTFontDisplayNameAttribute: entry.info.fullName,
      kCTFontStyleNameAttribute: entry.info.styleName,
    ]
    if entry.url.isFileURL { a[kCTFontURLAttribute] = entry.url }
    if let size { a[kCTFontSizeAttribute] = Double(size) }
    return a
  }
}

/// A descriptor with `attributes` (keys such as `kCTFontNameAttribute`, `kCTFontFamilyNameAttribute`,
/// `kCTFontSizeAttribute`), as `CTFontDescriptorCreateWithAttributes`.
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
  var a: [String: Any] = [:]
  for (key, value) in attributes { if let key = key as? String { a[key] = value } }
  return CTFontDescriptor(a)
}

/// A descriptor for the font named `name` (a PostScript name, else a family or full name) at
/// `size`, as `CTFontDescriptorCreateWithNameAndSize`.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
  CTFontDescriptor([kCTFontNameAttribute: name, kCTFontSizeAttribute: Double(size)])
}

/// The value of `attribute`: the one the descriptor was given, else the matched registered face's
/// (its PostScript name, family, display name, style name or file URL); nil when neither has it.
/// Strings come back as `NSString`, URLs as `NSURL`, sizes as `NSNumber` (`as? String`, `as? URL`
/// and `as? CGFloat` read them, as on iOS).
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> CFTypeRef? {
  let value = descriptor.attributes[attribute]
    ?? descriptor.matchedEntry.flatMap { CTFontDescriptor.attributes(of: $0, size: nil)[attribute] }
  return value.flatMap(bridged)
}

/// Every attribute the descriptor was given, as `CTFontDescriptorCopyAttributes`.
public func CTFontDescriptorCopyAttributes(_ descriptor: CTFontDescriptor) -> CFDictionary {
  var out: [String: AnyObject] = [:]
  for (key, value) in descriptor.attributes { out[key] = bridged(value) }
  return out as NSDictionary
}

/// The family names of the registered fonts, sorted, as `CTFontManagerCopyAvailableFontFamilyNames`.
/// iOS also lists its system families; here the system font has none to list (as
/// `UIFont.familyNames`, docs/fonts.md).
public func CTFontManagerCopyAvailableFontFamilyNames() -> CFArray {
  FontRegistry.current.familyNames as NSArray
}

/// A descriptor for each registered face, in registration order, as
/// `CTFontManagerCopyRegisteredFontDescriptors`: the fonts of the app's resource bundles,
/// `UIAppFonts`, `CTFontManagerRegisterFontsForURL` and `CTFontManagerRegisterGraphicsFont`.
/// Every scope is the process here (see `CTFontManagerScope`), so each scope lists them all; no
/// font is disabled, so `enabled: false` lists none.
public func CTFontManagerCopyRegisteredFontDescriptors(_ scope: CTFontManagerScope, _ enabled: Bool) -> CFArray {
  guard enabled else { return NSArray() }
  return FontRegistry.current.entriesInOrder.map { CTFontDescriptor(entry: $0) } as NSArray
}

/// A CoreFoundation-style object for a descriptor value.
private func bridged(_ value: Any) -> AnyObject? {
  switch value {
  case let s as String: return NSString(string: s)
  case let u as URL: return u as NSURL
  case let d as Double: return NSNumber(value: d)
  case let f as CGFloat: return NSNumber(value: Double(f))
  case let i as Int: return NSNumber(value: i)
  case let o as AnyObject: return o
  }
}
