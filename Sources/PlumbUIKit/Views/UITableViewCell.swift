import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's table cell: a `contentView` for the app's subviews, the built-in `textLabel`,
/// `detailTextLabel` and `imageView` laid out by `CellStyle`, an accessory, selection and the
/// separator (drawn by the cell along its bottom edge when its table asks for one). A table
/// makes registered cell classes through `init(style:reuseIdentifier:)`: a subclass that
/// overrides it (or declares no initializer) is made as itself (docs/compatibility/uikit.md,
/// "Tables").
///
/// Built-in layout (**L**, iOS 15+ on iPhone): 16 pt margins; the image at its size, 16 pt before
/// the text; `.default` one 17 pt label; `.subtitle` a 17 pt label over a 12 pt one;
/// `.value1` the detail right-aligned in the secondary label colour; `.value2` a 12 pt tinted
/// label in a 91 pt column, then the detail. Accessories: the disclosure chevron in the tertiary
/// label colour, the checkmark and the info button in the tint colour; the content view stops
/// 34 (chevron), 40 (checkmark) or 44 pt (info) before the trailing edge. A selected cell draws
/// `systemGray4` (or its `selectedBackgroundView`) unless `selectionStyle` is `.none`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The built-in layouts, as `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable { case `default` = 0, value1 = 1, value2 = 2, subtitle = 3 }
  public enum SelectionStyle: Int, Sendable { case none = 0, blue = 1, gray = 2, `default` = 3 }
  public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
  public enum EditingStyle: Int, Sendable { case none = 0, delete = 1, insert = 2 }
  /// A table's separators, as `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable { case none = 0, singleLine = 1, singleLineEtched = 2 }
  public enum FocusStyle: Int, Sendable { case `default` = 0, custom = 1 }

  public let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  public private(set) var reuseIdentifier: String?
  let style: CellStyle

  private var builtInText: UILabel?
  private var builtInDetail: UILabel?
  private var builtInImage: UIImageView?

  open var accessoryType: AccessoryType = .none { didSet { changed() } }
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      if let accessoryView { addSubview(accessoryView) }
      changed()
    }
  }
  open var editingAccessoryType: AccessoryType = .none
  open var editingAccessoryView: UIView?
  open var selectionStyle: SelectionStyle = .default { didSet { changed() } }
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { changed() } }
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      changed()
    }
  }
  open var selectedBackgroundView: UIView? { didSet { changed() } }
  open var multipleSelectionBackgroundView: UIView?
  open var indentationLevel = 0
  open var indentationWidth: CGFloat = 10
  open var shouldIndentWhileEditing = true
  open var showsReorderControl = false
  open var focusStyle: FocusStyle = .default
  open var userInteractionEnabledWhileDragging = false
  public private(set) var isEditing = false
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  open var isSelected = false { didSet { if isSelected != oldValue { changed() } } }
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { changed() } } }
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  /// Set by the table: whether to draw the separator, its colour, and the default background.
  var drawsSeparator = false
  var separatorColor: UIColor = .separator
  var defaultBackground: UIColor? = .systemBackground

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = nil
    contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    addSubview(contentView)
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// How a table makes a registered cell class: delegates to `init(style:reuseIdentifier:)` of
  /// the class itself (not for app code).
  public required convenience init(_dequeuedWithReuseIdentifier identifier: String?) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The built-in title label, made on first use.
  open var textLabel: UILabel? {
    if let l = builtInText { return l }
    let l = UILabel(frame: .zero)
    l.font = .systemFont(ofSize: 17)
    builtInText = l
    contentView.addSubview(l)
    setNeedsLayout()
    return l
  }

  /// The built-in detail label (none in the `.default` style), made on first use.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let l = builtInDetail { return l }
    let l = UILabel(frame: .zero)
    switch style {
    case .subtitle: l.font = .systemFont(ofSize: 12)
    case .value1: l.font = .systemFont(ofSize: 17); l.textColor = .secondaryLabel; l.textAlignment = .right
    default: l.font = .systemFont(ofSize: 12)
    }
    builtInDetail = l
    contentView.addSubview(l)
    setNeedsLayout()
    return l
  }

  /// The built-in image view, made on first use.
  open var imageView: UIImageView? {
    if let v = builtInImage { return v }
    let v = UIImageView(frame: .zero)
    v.contentMode = .center
    builtInImage = v
    contentView.addSubview(v)
    setNeedsLayout()
    return v
  }

  /// Called before the table hands the cell out again.
  open func prepareForReuse() {}

  private func changed() {
    setNeedsLayout()
    UIKitRuntime.setNeedsRender(self, "UITableViewCell")
  }

  /// The room the accessory takes at the trailing edge.
  var accessoryWidth: CGFloat {
    if let v = accessoryView { return (v.bounds.width > 0 ? v.bounds.width : max(0, v.intrinsicContentSize.width)) + 32 }
    switch accessoryType {
    case .none: return 0
    case .disclosureIndicator: return 34
    case .checkmark: return 40
    case .detailButton: return 44
    case .detailDisclosureButton: return 66
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    backgroundView?.frame = b
    let cw = max(0, b.width - accessoryWidth)
    contentView.frame = CGRect(x: 0, y: 0, width: cw, height: b.height)
    if let v = accessoryView {
      let s = v.bounds.size == .zero ? v.intrinsicContentSize : v.bounds.size
      let size = CGSize(width: max(0, s.width), height: max(0, s.height))
      v.frame = CGRect(x: b.width - 16 - size.width, y: (b.height - size.height) / 2, width: size.width, height: size.height)
    }
    layoutBuiltIns(width: cw, height: b.height)
  }

  /// Places the built-in image and labels inside the content view.
  private func layoutBuiltIns(width: CGFloat, height: CGFloat) {
    var x: CGFloat = 16
    if let iv = builtInImage, let image = iv.image {
      let s = UIImageView.naturalSize(image)
      iv.frame = CGRect(x: 16, y: (height - s.height) / 2, width: s.width, height: s.height)
      x = iv.frame.maxX + 16
    }
    let room = max(0, width - x - 16)
    let text = builtInText, detail = builtInDetail
    switch style {
    case .default:
      text?.frame = CGRect(x: x, y: 0, width: room, height: height)
    case .subtitle:
      let th = text.map { measured($0, room) } ?? 0
      let dh = (detail?.text?.isEmpty == false) ? detail.map { measured($0, room) } ?? 0 : 0
      let total = th + (dh > 0 ? dh + 2 : 0)
      let top = (height - total) / 2
      text?.frame = CGRect(x: x, y: top, width: room, height: th)
      detail?.frame = CGRect(x: x, y: top + th + 2, width: room, height: dh)
    case .value1:
      let dw = min(room, detail.map { $0.intrinsicContentSize.width } ?? 0)
      detail?.frame = CGRect(x: x + room - dw, y: 0, width: dw, height: height)
      text?.frame = CGRect(x: x, y: 0, width: max(0, room - dw - 8), height: height)
    case .value2:
      text?.textAlignment = .right
      text?.frame = CGRect(x: x, y: 0, width: 91, height: height)
      detail?.frame = CGRect(x: x + 97, y: 0, width: max(0, room - 97), height: height)
    }
  }

  private func measured(_ label: UILabel, _ width: CGFloat) -> CGFloat {
    guard let t = label.text, !t.isEmpty else { return 0 }
    return label.sizeThatFits(CGSize(width: width, height: 0)).height
  }

  /// The cell's height for a width: its constraints' (FittingHeight) if its content view has
  /// constrained subviews, else the built-in labels' with 11 pt above and below; at least 44.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let cw = max(0, size.width - accessoryWidth)
    if let h = FittingHeight.height(of: contentView, width: cw) { return CGSize(width: size.width, height: h) }
    var x: CGFloat = 16
    if let image = builtInImage?.image { x += UIImageView.naturalSize(image).width + 16 }
    let room = max(0, cw - x - 16)
    var h: CGFloat = 0
    switch style {
    case .subtitle:
      let th = builtInText.map { measured($0, room) } ?? 0
      let dh = builtInDetail.map { measured($0, room) } ?? 0
      h = th + (dh > 0 ? dh + 2 : 0)
    default:
      h = builtInText.map { measured($0, room) } ?? 0
    }
    return CGSize(width: size.width, height: max(44, h + 22))
  }

  override var hostedContent: PlatformHostedContent? {
    let selected = (isSelected || isHighlighted) && selectionStyle != .none
    let fill: UIColor? = selected && selectedBackgroundView == nil ? .systemGray4 : (backgroundColor == nil && backgroundView == nil ? defaultBackground : nil)
    if selected, selectedBackgroundView != nil {
      RenderWarnings.warnOnce("UITableViewCell.selectedBackgroundView", "UITableViewCell.selectedBackgroundView: drawn as the systemGray4 selection colour")
    }
    let look = CellChrome(fill: fill, accessory: accessoryView == nil ? accessoryType : .none, tint: tintColor ?? .systemBlue,
                          separator: drawsSeparator ? separatorColor : nil, inset: separatorInset,
                          pixel: 1 / max(1, UIScreen.main.scale))
    return PlatformHostedContent(view: AnyView(look), controller: nil)
  }

  // MARK: Appearance proxy

  /// The shared appearance proxy: its background colour, selection style and tint reach cells
  /// made later (its `selectedBackgroundView` is kept, not applied).
  open class func appearance() -> UITableViewCell {
    UIAppearanceProxies.proxy(UITableViewCell.self) { UITableViewCell(style: .default, reuseIdentifier: nil) }
  }
  open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITableViewCell {
    UIAppearanceProxies.containedProxy(UITableViewCell.self, containerTypes) { UITableViewCell(style: .default, reuseIdentifier: nil) }
  }

  /// Takes the appearance proxy's settings (the table calls this on cells it makes).
  func applyAppearanceProxy() {
    guard let p = UIAppearanceProxies.existing(UITableViewCell.self), p !== self else { return }
    if backgroundColor == nil, let c = p.backgroundColor { backgroundColor = c }
    if p.tintColor != .systemBlue { tintColor = p.tintColor }
    if p.selectionStyle != .default { selectionStyle = p.selectionStyle }
  }
}

/// What a cell draws under its content: its background (or the selection), the accessory and the separator.
struct CellChrome: View {
  let fill: UIColor?
  let accessory: UITableViewCell.AccessoryType
  let tint: UIColor
  let separator: UIColor?
  let inset: UIEdgeInsets
  let pixel: CGFloat

  var body: some View {
    ZStack(alignment: .trailing) {
      Rectangle().fill(fill.map { Color(uiColor: $0) } ?? Color.clear)
      accessoryView.padding(.trailing, 16)
    }
    .overlay(alignment: .bottom) {
      if let separator {
        Rectangle().fill(Color(uiColor: separator)).frame(height: pixel)
          .padding(.leading, inset.left).padding(.trailing, inset.right)
      }
    }
    .ignoresSafeArea()
  }

  @ViewBuilder private var accessoryView: some View {
    switch accessory {
    case .none: EmptyView()
    case .disclosureIndicator:
      Image(systemName: "chevron.forward").font(.system(size: 13, weight: .semibold)).foregroundColor(Color(uiColor: .tertiaryLabel))
    case .checkmark:
      Image(systemName: "checkmark").font(.system(size: 17, weight: .semibold)).foregroundColor(Color(uiColor: tint))
    case .detailButton:
      Image(systemName: "info.circle").font(.system(size: 22)).foregroundColor(Color(uiColor: tint))
    case .detailDisclosureButton:
      HStack(spacing: 14) {
        Image(systemName: "info.circle").font(.system(size: 22)).foregroundColor(Color(uiColor: tint))
        Image(systemName: "chevron.forward").font(.system(size: 13, weight: .semibold)).foregroundColor(Color(uiColor: .tertiaryLabel))
      }
    }
  }
}

/// A table's section header or footer view, as `UITableViewHeaderFooterView`: a `contentView`
/// and a `textLabel` (the section title, drawn in the table's header style), made by the table
/// from a registered class through `init(reuseIdentifier:)`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  public let contentView = UIView(frame: .zero)
  public private(set) var reuseIdentifier: String?
  private var builtInText: UILabel?
  private var builtInDetail: UILabel?
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    backgroundColor = nil
    contentView.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    addSubview(contentView)
  }
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }
  /// How a table makes a registered header class (not for app code).
  public required convenience init(_dequeuedWithReuseIdentifier identifier: String?) {
    self.init(reuseIdentifier: identifier)
  }
  public required init?(coder: NSCoder) { return nil }

  open var textLabel: UILabel? {
    if let l = builtInText { return l }
    let l = UILabel(frame: .zero)
    builtInText = l
    contentView.addSubview(l)
    setNeedsLayout()
    return l
  }
  open var detailTextLabel: UILabel? {
    if let l = builtInDetail { return l }
    let l = UILabel(frame: .zero)
    builtInDetail = l
    contentView.addSubview(l)
    return l
  }
  open func prepareForReuse() {}

  /// The title's look for a table style: grouped, footnote capitals in the secondary label
  /// colour, 7 pt above the bottom; plain, the headline font on the header band.
  var grouped = true {
    didSet { setNeedsLayout() }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    guard let l = builtInText else { return }
    if grouped {
      l.font = .systemFont(ofSize: 13)
      l.textColor = .secondaryLabel
      let h = l.sizeThatFits(CGSize(width: bounds.width - 32, height: 0)).height
      l.frame = CGRect(x: 16, y: bounds.height - 7 - h, width: max(0, bounds.width - 32), height: h)
    } else {
      l.font = .systemFont(ofSize: 17, weight: .semibold)
      l.textColor = .label
      l.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
    }
  }

  open class func appearance() -> UITableViewHeaderFooterView {
    UIAppearanceProxies.proxy(UITableViewHeaderFooterView.self) { UITableViewHeaderFooterView(reuseIdentifier: nil) }
  }
}
