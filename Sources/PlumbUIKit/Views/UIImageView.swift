import Foundation
import PlumbGraphics
import PlumbUI

extension UIView {
  /// How a view's content fills its bounds, as UIKit's `UIView.ContentMode` (iOS raw values).
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
         topLeft, topRight, bottomLeft, bottomRight
  }

  /// How the view's content is laid out in its bounds (`.scaleToFill` by default). Image views
  /// draw their image by it; other views keep it.
  public var contentMode: ContentMode {
    get { contentModes[self] ?? .scaleToFill }
    set {
      guard newValue != contentMode else { return }
      contentModes[self] = newValue
      UIKitRuntime.setNeedsRender(self, "\(type(of: self)).contentMode")
    }
  }
}

/// Side storage for `UIView.contentMode`.
@MainActor
private let contentModes = ObjectSideTable<UIView.ContentMode>()

/// UIKit's image view: its image (the highlighted one while `isHighlighted`) drawn through
/// SwiftUI's `Image(uiImage:)` in its bounds by `contentMode`: stretched (`.scaleToFill`,
/// `.redraw`), fitted or filled keeping the aspect ratio, or at its own size at the centre, an
/// edge or a corner. A filled image overflows the bounds unless `clipsToBounds`, as on iOS.
/// Template images (SF Symbols, `.alwaysTemplate`) are drawn in `tintColor`. Its intrinsic size is
/// the image's size (an SF Symbol's: the symbol at 17 pt, **L**: UIKit sizes symbols by their
/// configuration). Frame animations (`animationImages`) are not run: the still image is drawn
/// (warned).
@preconcurrency @MainActor
open class UIImageView: UIView {
  open var image: UIImage? { didSet { changed() } }
  open var highlightedImage: UIImage? { didSet { changed() } }
  open var isHighlighted = false { didSet { changed() } }
  open var animationImages: [UIImage]?
  open var highlightedAnimationImages: [UIImage]?
  open var animationDuration: TimeInterval = 0
  open var animationRepeatCount = 0
  public private(set) var isAnimating = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view the image's size (zero for none), as UIKit's.
  public init(image: UIImage?) {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    self.image = image
    let s = image.map(Self.naturalSize) ?? .zero
    frame = CGRect(origin: .zero, size: s)
  }

  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    self.image = image
    self.highlightedImage = highlightedImage
    let s = image.map(Self.naturalSize) ?? .zero
    frame = CGRect(origin: .zero, size: s)
  }

  public required init?(coder: NSCoder) { return nil }

  open func startAnimating() {
    isAnimating = true
    if animationImages?.isEmpty == false {
      RenderWarnings.warnOnce("UIImageView.animationImages", "UIImageView.animationImages: the frames are not animated; the view's image is drawn")
    }
  }
  open func stopAnimating() { isAnimating = false }

  private func changed() {
    superview?.setNeedsLayout()
    UIKitRuntime.setNeedsRender(self, "UIImageView.image")
  }

  /// The image drawn now.
  var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

  /// An image's size in points; an SF Symbol (which has no bitmap) the size of a 17 pt symbol.
  static func naturalSize(_ image: UIImage) -> CGSize {
    if case .symbol = image.source { return CGSize(width: 20, height: 20) }
    return image.size
  }

  open override var intrinsicContentSize: CGSize {
    guard let image = shownImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    return Self.naturalSize(image)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    shownImage.map(Self.naturalSize) ?? bounds.size
  }

  override var hostedContent: PlatformHostedContent? {
    guard let image = shownImage else { return nil }
    let content = ImageViewContent(image: image, mode: contentMode, natural: Self.naturalSize(image),
                                   tint: tintColor ?? .systemBlue, size: bounds.size)
    return PlatformHostedContent(view: AnyView(content), controller: nil)
  }
}

/// An image view's image in its bounds, by content mode.
struct ImageViewContent: View {
  let image: UIImage
  let mode: UIView.ContentMode
  let natural: CGSize
  let tint: UIColor
  let size: CGSize

  var body: some View {
    placed
      .foregroundColor(Color(uiColor: tint))
      .frame(width: size.width, height: size.height, alignment: alignment)
      .ignoresSafeArea()
  }

  @ViewBuilder private var placed: some View {
    switch mode {
    case .scaleToFill, .redraw:
      Image(uiImage: image).resizable().frame(width: size.width, height: size.height)
    case .scaleAspectFit:
      Image(uiImage: image).resizable().aspectRatio(contentMode: .fit).frame(width: size.width, height: size.height)
    case .scaleAspectFill:
      Image(uiImage: image).resizable().aspectRatio(contentMode: .fill).frame(width: size.width, height: size.height)
    default:
      Image(uiImage: image).resizable().frame(width: natural.width, height: natural.height)
    }
  }

  /// Where an image kept at its own size sits.
  private var alignment: Alignment {
    switch mode {
    case .top: return .top
    case .bottom: return .bottom
    case .left: return .leading
    case .right: return .trailing
    case .topLeft: return .topLeading
    case .topRight: return .topTrailing
    case .bottomLeft: return .bottomLeading
    case .bottomRight: return .bottomTrailing
    default: return .center
    }
  }
}
