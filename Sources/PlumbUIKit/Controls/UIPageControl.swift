import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's page control: one dot per page, the current one opaque, centred in the control's
/// bounds. Dots are 7 pt with 9 pt between them, white (the current one) and white at 50 %
/// unless the tint colours say otherwise, as the page index of SwiftUI's page `TabView` is drawn
/// (the same PageIndexDots view; confidence M). Custom indicator images are warned, not drawn
/// (docs/compatibility/uikit.md, "Controls").
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
  public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }

  open var numberOfPages = 0 { didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)); controlStateDidChange() } }
  open var currentPage = 0 { didSet { controlStateDidChange() } }
  open var hidesForSinglePage = false { didSet { controlStateDidChange() } }
  open var pageIndicatorTintColor: UIColor? { didSet { controlStateDidChange() } }
  open var currentPageIndicatorTintColor: UIColor? { didSet { controlStateDidChange() } }
  open var backgroundStyle: BackgroundStyle = .automatic { didSet { controlStateDidChange() } }
  open var direction: Direction = .natural
  open var allowsContinuousInteraction = true
  open var preferredIndicatorImage: UIImage? { didSet { if preferredIndicatorImage != nil { warnImages() } } }
  open var preferredCurrentPageIndicatorImage: UIImage? { didSet { if preferredCurrentPageIndicatorImage != nil { warnImages() } } }
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { if image != nil { warnImages() } }
  open func indicatorImage(forPage page: Int) -> UIImage? { nil }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }

  private func warnImages() {
    RenderWarnings.warnOnce("UIPageControl.indicatorImage", "UIPageControl: custom indicator images are not drawn; dots are")
  }

  /// The size the dots of `pageCount` pages take.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(pageCount, 0)) * 16 + 10, height: 26)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var hostedContent: PlatformHostedContent? {
    guard !(hidesForSinglePage && numberOfPages <= 1) else { return nil }
    let content = PageIndexDots(count: numberOfPages, selected: currentPage, hasBackground: backgroundStyle == .prominent,
                                selectedColor: currentPageIndicatorTintColor.map { Color(uiColor: $0) } ?? .white,
                                otherColor: pageIndicatorTintColor.map { Color(uiColor: $0) } ?? Color.white.opacity(0.5))
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    return PlatformHostedContent(view: AnyView(content), controller: nil)
  }
}
