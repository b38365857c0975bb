import Foundation

/// Text measured for platform views (a UIKit label's or button's `intrinsicContentSize`) with the
/// text engine of the host being set up or rendered, so the size matches what SwiftUI's `Text`
/// draws for the same string and font (the fixed-metrics engine outside any host).
@MainActor
package enum PlatformText {
  package static func size(_ text: String, font: FontDescriptor, lines: Int?, width: CGFloat?) -> CGSize {
    let s = exactSize(text, font: font, lines: lines, width: width)
    return CGSize(width: ceil(s.width), height: ceil(s.height))
  }

  /// The size unrounded, as `NSString.size(withAttributes:)` reports it.
  package static func exactSize(_ text: String, font: FontDescriptor, lines: Int?, width: CGFloat?) -> CGSize {
    guard !text.isEmpty else { return CGSize(width: 0, height: 0) }
    let measurer = PlatformHosts.active?.graph.textMeasurer ?? FixedMetricsFont()
    let style = TextLayoutStyle(font: font, lineLimit: lines)
    let s = measurer.layout(text, style: style, proposedWidth: width.map(Double.init), proposedHeight: nil).size
    return CGSize(width: s.width, height: s.height)
  }
}

/// Bar colours a platform toolkit sets for SwiftUI's own navigation bars (UIKit's
/// `UINavigationBar.appearance().standardAppearance` and friends): one record per render session
/// (process-wide unless a session asks for its own, as tests do), read when a bar is resolved
/// and painted (docs/compatibility/uikit.md, "Controls").
package final class PlatformBarStyles: RenderSessionKey, @unchecked Sendable {
  package static let defaultValue = PlatformBarStyles()
  package init() {}

  /// One appearance: the bar's fill and its title colours (nil: the system's).
  package struct Look: Equatable, Sendable {
    package var background: RGBAColor?
    package var title: RGBAColor?
    package var largeTitle: RGBAColor?
    package var shadow: Bool
    package init(background: RGBAColor?, title: RGBAColor?, largeTitle: RGBAColor?, shadow: Bool) {
      self.background = background; self.title = title; self.largeTitle = largeTitle; self.shadow = shadow
    }
  }

  private let lock = NSLock()
  private var standardLook: Look?
  private var scrollEdgeLook: Look?

  /// The appearance once content scrolls under the bar (UIKit's `standardAppearance`).
  package var standard: Look? {
    get { lock.withLock { standardLook } }
    set { lock.withLock { standardLook = newValue } }
  }
  /// The appearance at the scroll edge (`scrollEdgeAppearance`; nil: the standard one without its
  /// background, as UIKit does since iOS 15).
  package var scrollEdge: Look? {
    get { lock.withLock { scrollEdgeLook } }
    set { lock.withLock { scrollEdgeLook = newValue } }
  }

  /// The current session's record.
  package static var current: PlatformBarStyles { RenderSession.current[PlatformBarStyles.self] }

  /// The current session with a record of its own (nothing set).
  package static func freshSession() -> RenderSession {
    var session = RenderSession.current
    session[PlatformBarStyles.self] = PlatformBarStyles()
    return session
  }
}
