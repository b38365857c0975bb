import Foundation
import PlumbGraphics
import PlumbText

/// A font at a size, as CoreText's `CTFont`: a registered face (docs/fonts.md), or the system
/// font when no registered face has the name asked for (warned once per name, as `Font.custom`
/// warns). Its names are the face's, so `UIFont(name: CTFontCopyPostScriptName(font) as String,
/// size:)` finds the same face.
public final class CTFont: @unchecked Sendable {
  let postScriptName: String
  let familyName: String
  let fullName: String
  let size: CGFloat
  let entry: FontRegistry.Entry?

  init(descriptor: CTFontDescriptor, size requested: CGFloat) {
    let given = (descriptor.attributes[kCTFontSizeAttribute] as? Double).map { CGFloat($0) }
    size = requested > 0 ? requested : given ?? 12
    entry = descriptor.matchedEntry
    if let entry {
      postScriptName = entry.info.postScriptName
      familyName = entry.info.familyName
      fullName = entry.info.fullName
    } else {
      let name = descriptor.requestedName
      RenderWarnings.warnOnce("CTFont \(name)",
        "CTFont: no registered font named \"\(name)\"; the system font stands in (registered families: \(FontRegistry.current.familyNames.joined(separator: ", ")))")
      postScriptName = ".SFUI-Regular"
      familyName = ".SF UI Text"
      fullName = "System Font Regular"
    }
  }
}

/// The font `descriptor` matches at `size` (0: the descriptor's size, else 12 pt), as
/// `CTFontCreateWithFontDescriptor`. A transform matrix is not applied (warned when given).
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat,
                                           _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
  warnMatrix(matrix)
  return CTFont(descriptor: descriptor, size: size)
}

/// The font named `name` (PostScript, family or full name) at `size`, as `CTFontCreateWithName`.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
  warnMatrix(matrix)
  return CTFont(descriptor: CTFontDescriptor([kCTFontNameAttribute: name]), size: size)
}

/// The font's PostScript name, as `CTFontCopyPostScriptName`.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.postScriptName }
/// The font's family name, as `CTFontCopyFamilyName`.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName }
/// The font's full name, as `CTFontCopyFullName`.
public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.fullName }
/// The font's display name (its full name), as `CTFontCopyDisplayName`.
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { font.fullName }
/// The font's point size, as `CTFontGetSize`.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }
/// A descriptor of the font's face and size, as `CTFontCopyFontDescriptor`.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
  if let entry = font.entry { return CTFontDescriptor(entry: entry, size: font.size) }
  return CTFontDescriptor([kCTFontNameAttribute: font.postScriptName, kCTFontFamilyNameAttribute: font.familyName,
                           kCTFontDisplayNameAttribute: font.fullName, kCTFontSizeAttribute: Double(font.size)])
}

private func warnMatrix(_ matrix: UnsafePointer<CGAffineTransform>?) {
  guard let matrix, matrix.pointee != .identity else { return }
  RenderWarnings.warnOnce("CTFont matrix", "CTFont: a font transform matrix is not applied on Linux; the font is upright and unscaled")
}
