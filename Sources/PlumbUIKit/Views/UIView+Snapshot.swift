import Foundation
import PlumbGraphics
import PlumbUI

extension UIView {
  /// A view that looks like this one (its background, corners, subviews and hosted SwiftUI
  /// content), sized to its bounds, for transitions that move a copy. UIKit freezes the copy;
  /// here it mirrors the view live, so changes made to the view afterwards show in it too (a
  /// warning says so once). docs/compatibility/uikit.md, "Controls".
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    RenderWarnings.warnOnce("UIView.snapshotView", "UIView.snapshotView(afterScreenUpdates:): the snapshot mirrors the view live; changes made to the view after the snapshot show in it too")
    return SnapshotView(of: self)
  }
}

/// The copy `snapshotView(afterScreenUpdates:)` returns.
@MainActor
final class SnapshotView: UIView {
  let source: UIView

  init(of source: UIView) {
    self.source = source
    super.init(frame: CGRect(origin: .zero, size: source.bounds.size))
    backgroundColor = source.backgroundColor
    layer.cornerRadius = source.layer.cornerRadius
    layer.masksToBounds = source.layer.masksToBounds
    clipsToBounds = source.clipsToBounds
  }

  required init?(coder: NSCoder) { return nil }

  override var hostedContent: PlatformHostedContent? { source.hostedContent }
  override var drawnSubviews: [UIView] { source.subviews }
}
