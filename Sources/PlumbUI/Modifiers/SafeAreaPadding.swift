import Foundation

extension View {
  /// Adds to the safe area of the content, as SwiftUI's `safeAreaPadding(_:_:)` (iOS 17). Laid
  /// out as padding: the same frames for content that respects the safe area; a scroll view's
  /// content is not scrolled under the padding and a background that ignores the safe area is
  /// inset too (warned).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    RenderWarnings.warnOnce("safeAreaPadding", "safeAreaPadding: laid out as padding (content ignoring the safe area is inset too; scroll content does not scroll under it)")
    return padding(edges, length)
  }
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    RenderWarnings.warnOnce("safeAreaPadding", "safeAreaPadding: laid out as padding (content ignoring the safe area is inset too; scroll content does not scroll under it)")
    return padding(insets)
  }
}
