import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's label: its text drawn by the same text engine as SwiftUI's `Text`, in its font and
/// colour, aligned in its bounds (vertically centred, as UIKit draws labels), wrapped to
/// `numberOfLines` (0: as many as fit). `intrinsicContentSize` is the measured text.
/// Attributed text is drawn as its plain string in the label's font and colour (warned once).
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String? { didSet { changed() } }
  open var attributedText: NSAttributedString? {
    get { attributed ?? text.map { NSAttributedString(string: $0) } }
    set { attributed = newValue; text = newValue?.string }
  }
  private var attributed: NSAttributedString?
  open var font: UIFont! = .systemFont(ofSize: 17) { didSet { changed() } }
  open var textColor: UIColor! = .label { didSet { changed() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { changed() } }
  open var numberOfLines = 1 { didSet { changed() } }
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { changed() } }
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var allowsDefaultTighteningForTruncation = false
  open var isEnabled = true { didSet { changed() } }
  open var isHighlighted = false
  open var highlightedTextColor: UIColor?
  open var preferredMaxLayoutWidth: CGFloat = 0
  open var adjustsFontForContentSizeCategory = false
  open var shadowColor: UIColor?
  open var shadowOffset = CGSize(width: 0, height: -1)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    backgroundColor = nil
  }
  public required init?(coder: NSCoder) { return nil }

  private func changed() { UIKitRuntime.setNeedsRender(self, "UILabel.text") }

  open override var intrinsicContentSize: CGSize {
    let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
    return PlatformText.size(text ?? "", font: font.textDescriptor, lines: numberOfLines == 0 ? nil : numberOfLines,
                             width: numberOfLines == 1 ? nil : width)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    PlatformText.size(text ?? "", font: font.textDescriptor, lines: numberOfLines == 0 ? nil : numberOfLines,
                      width: size.width > 0 && numberOfLines != 1 ? size.width : nil)
  }

  override var hostedContent: PlatformHostedContent? {
    guard let text, !text.isEmpty else { return nil }
    if attributed != nil {
      RenderWarnings.warnOnce("UILabel.attributedText", "UILabel.attributedText: drawn as its plain string in the label's font and colour (per-range attributes are not drawn)")
    }
    let color = isEnabled ? textColor ?? .label : UIColor.tertiaryLabel
    return PlatformHostedContent(view: AnyView(ControlText(text: text, font: font, color: color, alignment: textAlignment,
                                                           lines: numberOfLines)), controller: nil)
  }
}

/// A platform control's text as SwiftUI draws it, filling the control's bounds.
struct ControlText: View {
  let text: String
  let font: UIFont
  let color: UIColor
  let alignment: NSTextAlignment
  let lines: Int

  var body: some View {
    Text(verbatim: text)
      .font(Font(font))
      .foregroundColor(Color(uiColor: color))
      .multilineTextAlignment(alignment.textAlignment)
      .lineLimit(lines == 0 ? nil : lines)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment.frameAlignment)
      .ignoresSafeArea()
  }
}
