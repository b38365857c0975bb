import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's segmented control: its titled segments and selection, drawn as SwiftUI's segmented
/// `Picker` is (the same track, selected pill and text), in the control's bounds; 32 pt tall by
/// default, as on iOS. Image segments draw their image; `selectedSegmentTintColor`, the
/// control's `backgroundColor` and `setTitleTextAttributes` colours are drawn
/// (docs/compatibility/uikit.md, "Controls").
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// `UISegmentedControl.noSegment`: no segment selected.
  public static let noSegment = -1

  private enum Segment { case title(String), image(UIImage) }
  private var segments: [Segment] = []
  private var disabled: Set<Int> = []
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { controlStateDidChange() } }
  open var selectedSegmentTintColor: UIColor? { didSet { controlStateDidChange() } }
  open var isMomentary = false
  open var apportionsSegmentWidthsByContent = false
  open var numberOfSegments: Int { segments.count }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    applyAppearance()
  }
  public required init?(coder: NSCoder) { return nil }

  /// Segments from titles (`String`) and images (`UIImage`); other items are skipped.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let s = item as? String { segments.append(.title(s)) } else if let i = item as? UIImage { segments.append(.image(i)) }
    }
  }

  /// Segments from actions: each action's title, run when its segment is chosen.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for a in actions {
      segments.append(.title(a.title))
      addAction(a, for: .valueChanged)
    }
  }

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(.title(title ?? ""), at: min(max(segment, 0), segments.count)); controlStateDidChange()
  }
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    guard let image else { return insertSegment(withTitle: "", at: segment, animated: animated) }
    segments.insert(.image(image), at: min(max(segment, 0), segments.count)); controlStateDidChange()
  }
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex >= segments.count { selectedSegmentIndex = UISegmentedControl.noSegment }
    controlStateDidChange()
  }
  open func removeAllSegments() { segments = []; selectedSegmentIndex = UISegmentedControl.noSegment }
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment] = .title(title ?? ""); controlStateDidChange()
  }
  open func titleForSegment(at segment: Int) -> String? {
    guard segments.indices.contains(segment), case .title(let t) = segments[segment] else { return nil }
    return t
  }
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment), let image else { return }
    segments[segment] = .image(image); controlStateDidChange()
  }
  open func imageForSegment(at segment: Int) -> UIImage? {
    guard segments.indices.contains(segment), case .image(let i) = segments[segment] else { return nil }
    return i
  }
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    if enabled { disabled.remove(segment) } else { disabled.insert(segment) }; controlStateDidChange()
  }
  open func isEnabledForSegment(at segment: Int) -> Bool { !disabled.contains(segment) }
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    if width > 0 {
      RenderWarnings.warnOnce("UISegmentedControl.setWidth", "UISegmentedControl.setWidth(_:forSegmentAt:): segments are drawn equally wide")
    }
  }
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    self.attributes[state.rawValue] = attributes; controlStateDidChange()
  }
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { attributes[state.rawValue] }

  /// Selects `index` and sends `.valueChanged`, as a tap on that segment does.
  func choose(_ index: Int) {
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
  }

  open override var intrinsicContentSize: CGSize {
    let font = UIFont.systemFont(ofSize: 13, weight: .medium)
    let widest = segments.map { s -> CGFloat in
      if case .title(let t) = s { return PlatformText.size(t, font: font.textDescriptor, lines: 1, width: nil).width }
      return 20
    }.max() ?? 0
    return CGSize(width: CGFloat(segments.count) * (widest + 16), height: 32)
  }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var hostedContent: PlatformHostedContent? {
    let normal = attributes[UIControl.State.normal.rawValue]
    let selected = attributes[UIControl.State.selected.rawValue]
    let content = SegmentedContent(
      labels: segments.map { s in
        switch s {
        case .title(let t): return .title(t)
        case .image(let i): return .image(i)
        }
      },
      selected: selectedSegmentIndex, disabled: disabled, pill: selectedSegmentTintColor,
      normalText: normal?.foregroundColor, selectedText: selected?.foregroundColor ?? normal?.foregroundColor,
      font: normal?.font, track: backgroundColor)
    return PlatformHostedContent(view: AnyView(content), controller: nil)
  }

  /// Without a background of its own, the track is the system fill; `backgroundColor` replaces it.
  override var presentationLook: PlatformLook {
    var look = super.presentationLook
    look.backgroundColor = nil
    return look
  }

  // MARK: Appearance proxy

  /// The shared appearance proxy: its colours and title attributes are copied into controls
  /// made later in the same render session.
  open class func appearance() -> UISegmentedControl {
    UIAppearanceProxies.proxy(UISegmentedControl.self) { UISegmentedControl(frame: .zero) }
  }
  open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UISegmentedControl {
    UIAppearanceProxies.containedProxy(UISegmentedControl.self, containerTypes) { UISegmentedControl(frame: .zero) }
  }

  private func applyAppearance() {
    guard let p = UIAppearanceProxies.existing(UISegmentedControl.self), p !== self else { return }
    if let b = p.backgroundColor { backgroundColor = b }
    selectedSegmentTintColor = p.selectedSegmentTintColor
    attributes = p.attributes
  }
}

/// A segmented control's drawing: the segmented picker's look with UIKit's colours.
struct SegmentedContent: View {
  enum Label { case title(String), image(UIImage) }
  let labels: [Label]
  let selected: Int
  let disabled: Set<Int>
  let pill: UIColor?
  let normalText: UIColor?
  let selectedText: UIColor?
  let font: UIFont?
  let track: UIColor?

  var body: some View {
    HStack(spacing: 0) {
      ForEach(labels.indices, id: \.self) { i in
        segment(i)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background {
            if i == selected {
              RoundedRectangle(cornerRadius: 7, style: .continuous)
                .fill(pill.map { Color(uiColor: $0) } ?? Color(uiColor: .systemBackground))
                .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
                .padding(2)
            }
          }
          .opacity(disabled.contains(i) ? 0.4 : 1)
      }
    }
    .background(RoundedRectangle(cornerRadius: 9, style: .continuous)
      .fill(track.map { Color(uiColor: $0) } ?? Color(uiColor: .tertiarySystemFill)))
    .ignoresSafeArea()
  }

  @ViewBuilder private func segment(_ i: Int) -> some View {
    let color = (i == selected ? selectedText : normalText) ?? .label
    switch labels[i] {
    case .title(let t):
      Text(verbatim: t).font(font.map { Font($0) } ?? .system(size: 13, weight: i == selected ? .semibold : .medium))
        .foregroundColor(Color(uiColor: color)).lineLimit(1)
    case .image(let image):
      Image(uiImage: image).renderingMode(.template).foregroundColor(Color(uiColor: color))
    }
  }
}
