import Foundation

// Font variants of iOS 16/17 that the bundled faces cannot draw: widths (SF Pro's width axis),
// leading and small capitals. They compile with SwiftUI's signatures; a font that uses one warns
// once when text is drawn with it (never a silently different picture, docs/text.md).

extension Font {
  /// A width of the system font, as SwiftUI's `Font.Width` (iOS 16): SF Pro's width axis.
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// The spacing between lines, as SwiftUI's `Font.Leading`.
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }

  /// The font at `width` (not drawn: the bundled faces have one width).
  public func width(_ width: Width) -> Font { width == .standard ? self : undrawn("width(_:)") }
  /// The font with tighter or looser line spacing (not drawn).
  public func leading(_ leading: Leading) -> Font { leading == .standard ? self : undrawn("leading(_:)") }
  /// Small capitals for lowercase letters (not drawn).
  public func smallCaps() -> Font { undrawn("smallCaps()") }
  public func lowercaseSmallCaps() -> Font { undrawn("lowercaseSmallCaps()") }
  public func uppercaseSmallCaps() -> Font { undrawn("uppercaseSmallCaps()") }

  private func undrawn(_ variant: String) -> Font {
    var f = self
    if !f.undrawnVariants.contains(variant) { f.undrawnVariants.append(variant) }
    return f
  }
}

extension View {
  /// The font width of text below (not drawn, as `Font.width(_:)`).
  public func fontWidth(_ width: Font.Width?) -> some View {
    transformEnvironment(\.font) { font in
      if let width, width != .standard { font = (font ?? .body).width(width) }
    }
  }
}
