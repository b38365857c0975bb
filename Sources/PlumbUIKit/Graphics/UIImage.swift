import Foundation
import PlumbUI

/// UIKit's image, minimal: an SF Symbol or a named image, shown in SwiftUI with `Image(uiImage:)`.
/// (Bitmap images made from data or drawing are not part of the subset.)
public final class UIImage: Hashable, @unchecked Sendable {
  enum Source: Hashable { case symbol(String), named(String) }
  let source: Source

  /// An SF Symbol, drawn from PlumbGraphics' symbol library (nil if it has no such symbol name,
  /// which it never refuses: unknown names draw a placeholder with a warning, as `Image` does).
  public init?(systemName: String) { source = .symbol(systemName) }
  public init?(named name: String) { source = .named(name) }

  public static func == (l: UIImage, r: UIImage) -> Bool { l.source == r.source }
  public func hash(into h: inout Hasher) { h.combine(source) }
}

extension Image {
  /// `Image(uiImage:)`: the UIKit image in SwiftUI.
  public init(uiImage: UIImage) {
    switch uiImage.source {
    case .symbol(let name): self.init(systemName: name)
    case .named(let name): self.init(name)
    }
  }
}
