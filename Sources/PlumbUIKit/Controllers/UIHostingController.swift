import Foundation
import PlumbGraphics
import PlumbUI

/// A controller whose view shows a SwiftUI view (`rootView`), laid out in its bounds with the
/// screen's safe area clipped to them. Its view's background is `.systemBackground` unless set
/// (apps set `.clear` for overlays).
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
  public var rootView: Content {
    didSet { UIKitRuntime.setNeedsRender(viewIfLoaded, "UIHostingController.rootView") }
  }

  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    let v = HostingView(frame: UIScreen.main.bounds)
    v.backgroundColor = .systemBackground
    v.content = { [unowned self] in PlatformHostedContent(view: AnyView(self.rootView), controller: self) }
    view = v
  }

  /// The size the content wants for a proposal is not measured here: returns the proposal.
  public func sizeThatFits(in size: CGSize) -> CGSize {
    RenderWarnings.warnOnce("UIHostingController.sizeThatFits", "UIHostingController.sizeThatFits(in:): the content is not measured; the proposal is returned")
    return size
  }
}

/// The view of a hosting controller: draws its background, then the SwiftUI content.
@MainActor
final class HostingView: UIView {
  var content: (() -> PlatformHostedContent)?
  override var hostedContent: PlatformHostedContent? { content?() }
}
