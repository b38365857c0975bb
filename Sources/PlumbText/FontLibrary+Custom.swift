import Foundation
import PlumbGraphics

// How a descriptor naming an app font (`Font.custom`) becomes a face chain: the registered face
// first, then the system font's chain at that face's weight for the characters it lacks (as iOS
// falls back to the system cascade). An unknown name draws in the system font and warns once,
// listing what is registered. Lines are spaced with the custom face's own hhea metrics
// (FontLineMetrics, docs/fonts.md "Line height").

extension FontLibrary {
  /// The chain for `font`'s custom face, or nil to use the system font (unknown name, or a file
  /// that no longer loads; both warn).
  func customChain(for font: FontDescriptor, request: CustomFontRequest) throws(FontLoadingError) -> FaceChain? {
    let registry = FontRegistry.current
    guard let (entry, shortfall) = registry.resolve(request, italic: font.italic) else {
      RenderWarnings.warnOnce("Font.custom \(request.name)", Self.unknownNameMessage(request.name, registry: registry))
      return nil
    }
    if let shortfall {
      RenderWarnings.warnOnce("Font.custom \(request.name) \(request.weight ?? 0) \(font.italic)",
                              "Font.custom(\"\(request.name)\")\(Self.traits(request, italic: font.italic)): \(shortfall)")
    }
    guard let face = registry.face(postScriptName: entry.info.postScriptName) else { return nil }
    var system = font
    system.custom = nil
    system.weight = entry.info.weight
    system.design = .default
    let rest = try fallbackChain(for: system)
    return FaceChain(faces: [face] + rest.faces, skews: [0] + rest.skews)
  }

  /// `Font.custom("Foo"): no registered font named "Foo"; registered: A, B, C; …`
  static func unknownNameMessage(_ name: String, registry: FontRegistry) -> String {
    let names = registry.postScriptNames
    let list: String
    if names.isEmpty {
      list = "none (docs/fonts.md: put TTF/OTF files in a target's resources or call FontRegistry.register)"
    } else if names.count > 24 {
      list = names.prefix(24).joined(separator: ", ") + " and \(names.count - 24) more"
    } else {
      list = names.joined(separator: ", ")
    }
    return "Font.custom(\"\(name)\"): no registered font named \"\(name)\"; registered: \(list); drawn in the system font"
  }

  private static func traits(_ request: CustomFontRequest, italic: Bool) -> String {
    var s = ""
    if let w = request.weight { s += ".weight(\(w))" }
    if italic { s += ".italic()" }
    return s
  }
}
