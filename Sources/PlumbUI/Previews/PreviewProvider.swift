import Foundation

/// A type that produces view previews, as SwiftUI's `PreviewProvider`: Xcode shows each view in
/// `previews` (a `Group` or `ForEach` of several views is several previews). Here a runner reads
/// them back with `PreviewCases.of(_:)` and renders each one; the type is found at run time by
/// `PreviewDiscovery` (docs/previews.md).
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  /// The previews: one view, or a `Group`/`ForEach` of several.
  @ViewBuilder static var previews: Previews { get }
  /// The platform to preview on; `nil` (the default) means the package's platform.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// The platforms a `PreviewProvider` can ask for, as SwiftUI's `PreviewPlatform`. Plumbline draws
/// iOS; the others are accepted so code compiles, and a runner warns when one is asked for.
public enum PreviewPlatform: Sendable, Hashable {
  case iOS, macOS, tvOS, watchOS, visionOS
}
