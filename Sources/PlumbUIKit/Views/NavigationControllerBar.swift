import Foundation
import PlumbGraphics
import PlumbUI

/// The navigation bar of a `UINavigationController`: draws the top controller's item through the
/// SwiftUI pipeline with the numbers of SwiftUI's own navigation bar (docs/layout-rules.md §7):
/// a 44 pt row with the items at 16 pt margins, 16 pt apart, in the tint colour (17 pt; `.done`
/// items semibold); the back button (chevron and the previous controller's back title) leading;
/// the inline title centred in the headline font, or a large title (34 pt bold) at the leading
/// margin in the 52 pt below the row. A title view and custom-view items are placed as subviews.
@MainActor
final class NavigationControllerBar: UINavigationBar {
  /// The large-title area below the item row (at the default text size).
  static let largeTitleArea: CGFloat = 52
  weak var controller: UINavigationController?
  /// Subviews this bar placed itself (title view, custom-view items), kept apart from any the app added.
  private var placedViews: [UIView] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    if let proxy = UIAppearanceProxies.existing(UINavigationBar.self) { copyAppearance(from: proxy) }
  }
  required init?(coder: NSCoder) { return nil }

  /// What `UINavigationBar.appearance()` set reaches bars made after it, as on iOS.
  private func copyAppearance(from p: UINavigationBar) {
    standardAppearance = UINavigationBarAppearance(barAppearance: p.standardAppearance)
    scrollEdgeAppearance = p.scrollEdgeAppearance.map { UINavigationBarAppearance(barAppearance: $0) }
    compactAppearance = p.compactAppearance.map { UINavigationBarAppearance(barAppearance: $0) }
    compactScrollEdgeAppearance = p.compactScrollEdgeAppearance.map { UINavigationBarAppearance(barAppearance: $0) }
    if p.tintColor != .systemBlue { tintColor = p.tintColor }
    barTintColor = p.barTintColor
    titleTextAttributes = p.titleTextAttributes
    largeTitleTextAttributes = p.largeTitleTextAttributes
    isTranslucent = p.isTranslucent
    if p.backgroundColor != nil { backgroundColor = p.backgroundColor }
  }

  // Changes to the bar's look lay its controller out and draw it again.
  override var prefersLargeTitles: Bool { didSet { controller?.barChanged() } }
  override var standardAppearance: UINavigationBarAppearance { didSet { controller?.barChanged() } }
  override var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { controller?.barChanged() } }
  override var barTintColor: UIColor? { didSet { controller?.barChanged() } }
  override var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { controller?.barChanged() } }
  override var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { controller?.barChanged() } }

  /// Painted as any view (no "not drawn" warning: this bar draws its items).
  override var presentationLook: PlatformLook { UIViewAnimator.presentation(of: self, model: modelLook) }

  // MARK: What the bar shows

  var stack: [UIViewController] { controller?.viewControllers ?? [] }
  var currentItem: UINavigationItem? { stack.last?.navigationItem }

  /// Whether the top item shows a large title: `prefersLargeTitles` and the item's mode, where
  /// `.automatic` follows the item below (the root's: large).
  var showsLargeTitle: Bool {
    guard prefersLargeTitles, !stack.isEmpty else { return false }
    var large = true
    for c in stack {
      switch c.navigationItem.largeTitleDisplayMode {
      case .always: large = true
      case .never, .inline: large = false
      case .automatic: break
      }
    }
    return large && currentItem?.titleView == nil
  }

  /// Whether the top controller's scroll view has content scrolled under the bar.
  var isScrolledUnder: Bool {
    guard let v = stack.last?.viewIfLoaded else { return false }
    guard let sv = (v as? UIScrollView) ?? (v.subviews.first as? UIScrollView) else { return false }
    return sv.contentOffset.y + sv.adjustedContentInset.top > 0.5
  }

  /// The appearance in force: the item's, else the bar's; at the scroll edge the scroll-edge one
  /// (nil: the standard one with a transparent background, as iOS 15+ draws it).
  var activeAppearance: (appearance: UINavigationBarAppearance, transparent: Bool) {
    let item = currentItem
    let standard = item?.standardAppearance ?? standardAppearance
    if isScrolledUnder { return (standard, false) }
    if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return (edge, false) }
    return (standard, true)
  }

  /// The background drawn behind the bar and the status bar, and whether the hairline shows.
  var background: (color: UIColor?, shadow: Bool) {
    let (a, transparent) = activeAppearance
    if transparent { return (nil, false) }
    if let c = a.backgroundColor { return (c == .clear ? nil : c, a.shadowColor != nil && a.shadowColor != .clear) }
    let shadow = a.shadowColor != nil && a.shadowColor != .clear
    if !a.material { return (nil, shadow) }
    // The legacy tint colours a scrolled-under bar (at the edge iOS 15+ keeps it transparent).
    if let barTintColor, isScrolledUnder { return (barTintColor, shadow) }
    return (Self.material, shadow)
  }

  /// The translucent bar material SwiftUI's bars draw once content scrolls under them.
  static let material = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)

  private var titleAttributes: [NSAttributedString.Key: Any] {
    let a = activeAppearance.appearance
    return a.titleTextAttributes.isEmpty ? (titleTextAttributes ?? [:]) : a.titleTextAttributes
  }
  private var largeTitleAttributes: [NSAttributedString.Key: Any] {
    let a = activeAppearance.appearance
    return a.largeTitleTextAttributes.isEmpty ? (largeTitleTextAttributes ?? [:]) : a.largeTitleTextAttributes
  }

  /// The items drawn at each side, leading first (right items come right to left, as UIKit lays them).
  var drawnItems: (leading: [NavigationBarItemModel], trailing: [NavigationBarItemModel]) {
    guard let item = currentItem, let nav = controller else { return ([], []) }
    let tint = tintColor ?? .systemBlue
    var leading: [NavigationBarItemModel] = []
    let left = item.leftBarButtonItems ?? []
    if stack.count > 1 && !item.hidesBackButton && (left.isEmpty || item.leftItemsSupplementBackButton) {
      let below = stack[stack.count - 2].navigationItem
      leading.append(.back(title: below.backTitle, tint: tint, action: { [weak nav] in nav?.popViewController(animated: true) }))
    }
    leading += left.map { NavigationBarItemModel(item: $0, tint: tint) }
    let trailing = (item.rightBarButtonItems ?? []).reversed().map { NavigationBarItemModel(item: $0, tint: tint) }
    return (leading, trailing)
  }

  override var hostedContent: PlatformHostedContent? {
    guard controller != nil, !isHidden else { return nil }
    let (leading, trailing) = drawnItems
    let item = currentItem
    let titleAttrs = showsLargeTitle ? largeTitleAttributes : titleAttributes
    let side = max(leading.map(\.estimatedWidth).reduce(0, +) + CGFloat(max(0, leading.count - 1)) * 16,
                   trailing.map(\.estimatedWidth).reduce(0, +) + CGFloat(max(0, trailing.count - 1)) * 16)
    let content = NavigationBarContent(
      leading: leading, trailing: trailing,
      title: item?.titleView == nil ? item?.title : nil,
      titleColor: titleAttrs.foregroundColor ?? .label, titleFont: titleAttrs.font,
      large: showsLargeTitle, titleRoom: max(0, bounds.width - 2 * (side + 16 + 8)))
    if titleAttrs.keys.contains(where: { $0 != .foregroundColor && $0 != .font }) {
      RenderWarnings.warnOnce("UINavigationBar.titleTextAttributes",
        "UINavigationBar title attributes other than .foregroundColor and .font are not drawn")
    }
    return PlatformHostedContent(view: AnyView(content), controller: nil)
  }

  // MARK: Subviews: title view and custom-view items

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let item = currentItem else {
      for v in placedViews { v.removeFromSuperview() }
      placedViews = []
      return
    }
    let (leading, trailing) = drawnItems
    var wanted: [(UIView, CGRect)] = []
    func size(of v: UIView) -> CGSize {
      if v.bounds.width > 0 && v.bounds.height > 0 { return v.bounds.size }
      let i = v.intrinsicContentSize
      if i.width >= 0 && i.height >= 0 { return i }
      return v.sizeThatFits(CGSize(width: bounds.width, height: 44))
    }
    var x: CGFloat = 16
    for m in leading {
      if case .custom(let v) = m {
        let s = size(of: v)
        wanted.append((v, CGRect(x: x, y: (44 - s.height) / 2, width: s.width, height: s.height)))
        x += s.width + 16
      } else {
        x += m.estimatedWidth + 16
      }
    }
    let leadingEnd = x
    var r = bounds.width - 16
    for m in trailing.reversed() {
      if case .custom(let v) = m {
        let s = size(of: v)
        wanted.append((v, CGRect(x: r - s.width, y: (44 - s.height) / 2, width: s.width, height: s.height)))
        r -= s.width + 16
      } else {
        r -= m.estimatedWidth + 16
      }
    }
    if let tv = item.titleView {
      var s = size(of: tv)
      let room = max(0, bounds.width - 2 * max(leadingEnd, bounds.width - r))
      s.width = min(s.width, room)
      s.height = min(s.height, 44)
      wanted.append((tv, CGRect(x: (bounds.width - s.width) / 2, y: (44 - s.height) / 2, width: s.width, height: s.height)))
    }
    for v in placedViews where !wanted.contains(where: { $0.0 === v }) { v.removeFromSuperview() }
    placedViews = wanted.map(\.0)
    for (v, f) in wanted {
      if v.superview !== self { addSubview(v) }
      if v.frame != f { v.frame = f }
    }
  }
}

/// The background of a navigation controller's bar: from the top of the screen (under the status
/// bar) to the bar's bottom edge, with the hairline below it when the appearance has a shadow.
@MainActor
final class NavigationBarBackgroundView: UIView {
  weak var controller: UINavigationController?

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
  required init?(coder: NSCoder) { return nil }

  override var hostedContent: PlatformHostedContent? {
    guard let bar = controller?.navigationBar as? NavigationControllerBar else { return nil }
    var (color, shadow) = bar.background
    // A transparent bar shows what UIKit extends under it: the top controller's view, whose
    // background colour (a grouped table's grey, say) fills the bar's area here.
    if color == nil, let under = controller?.topViewController?.viewIfLoaded?.backgroundColor, under != .clear {
      color = under
    }
    guard color != nil || shadow else { return nil }
    let pixel = 1 / max(1, UIScreen.main.scale)
    let view = Rectangle()
      .fill(color.map { Color(uiColor: $0) } ?? Color.clear)
      .overlay(alignment: .bottom) {
        if shadow {
          Rectangle().fill(Color(uiColor: .separator)).frame(height: pixel).offset(y: pixel)
        }
      }
      .ignoresSafeArea()
    return PlatformHostedContent(view: AnyView(view), controller: nil)
  }
}

/// One item of a navigation bar as drawn.
enum NavigationBarItemModel {
  case back(title: String, tint: UIColor, action: @MainActor () -> Void)
  case text(String, bold: Bool, tint: UIColor, enabled: Bool, action: @MainActor () -> Void)
  case symbol(String, tint: UIColor, enabled: Bool, action: @MainActor () -> Void)
  case image(UIImage, tint: UIColor, enabled: Bool, action: @MainActor () -> Void)
  case space(CGFloat)
  case custom(UIView)

  @MainActor
  init(item: UIBarButtonItem, tint itemTint: UIColor) {
    let tint = item.tintColor ?? itemTint
    let action: @MainActor () -> Void = { [weak item] in item?.performPrimary() }
    if let v = item.customView { self = .custom(v); return }
    if let image = item.image { self = .image(image, tint: tint, enabled: item.isEnabled, action: action); return }
    if let title = item.title { self = .text(title, bold: item.style == .done, tint: tint, enabled: item.isEnabled, action: action); return }
    switch item.systemItem {
    case .done?: self = .text("Done", bold: true, tint: tint, enabled: item.isEnabled, action: action)
    case .cancel?: self = .text("Cancel", bold: false, tint: tint, enabled: item.isEnabled, action: action)
    case .edit?: self = .text("Edit", bold: false, tint: tint, enabled: item.isEnabled, action: action)
    case .save?: self = .text("Save", bold: true, tint: tint, enabled: item.isEnabled, action: action)
    case .undo?: self = .text("Undo", bold: false, tint: tint, enabled: item.isEnabled, action: action)
    case .redo?: self = .text("Redo", bold: false, tint: tint, enabled: item.isEnabled, action: action)
    case .flexibleSpace?: self = .space(0)
    case .fixedSpace?: self = .space(item.width)
    case let s?: self = .symbol(Self.symbolName(s), tint: s == .close ? .systemGray : tint, enabled: item.isEnabled, action: action)
    case nil: self = .space(0)
    }
  }

  /// The SF Symbol UIKit draws for a system item.
  static func symbolName(_ s: UIBarButtonItem.SystemItem) -> String {
    switch s {
    case .add: return "plus"
    case .compose: return "square.and.pencil"
    case .reply: return "arrowshape.turn.up.left"
    case .action: return "square.and.arrow.up"
    case .organize: return "folder"
    case .bookmarks: return "book"
    case .search: return "magnifyingglass"
    case .refresh: return "arrow.clockwise"
    case .stop: return "xmark"
    case .camera: return "camera"
    case .trash: return "trash"
    case .play: return "play.fill"
    case .pause: return "pause.fill"
    case .rewind: return "backward.fill"
    case .fastForward: return "forward.fill"
    case .close: return "xmark.circle.fill"
    default: return "questionmark"
    }
  }

  /// The width the item takes, estimated for placing custom views and the title (**L**: symbols 24 pt).
  @MainActor
  var estimatedWidth: CGFloat {
    switch self {
    case .back(let title, _, _):
      return 17 + (title.isEmpty ? 0 : 3 + PlatformText.size(title, font: UIFont.systemFont(ofSize: 17).textDescriptor, lines: 1, width: nil).width)
    case .text(let s, let bold, _, _, _):
      let font = bold ? UIFont.systemFont(ofSize: 17, weight: .semibold) : UIFont.systemFont(ofSize: 17)
      return PlatformText.size(s, font: font.textDescriptor, lines: 1, width: nil).width
    case .symbol, .image: return 24
    case .space(let w): return w
    case .custom(let v): return v.bounds.width > 0 ? v.bounds.width : max(0, v.intrinsicContentSize.width)
    }
  }
}

extension UIBarButtonItem {
  /// A tap on the item: its primary action, else its target–action (which cannot run without the
  /// Objective-C runtime: warned, as `UIControl.addTarget` warns).
  @MainActor
  func performPrimary() {
    if let primaryAction { primaryAction.perform(from: self); return }
    if action != nil {
      RenderWarnings.warnOnce("UIBarButtonItem.action", """
        UIBarButtonItem target–action: a selector cannot be called without the Objective-C runtime; the tap does nothing \
        (use primaryAction: UIAction { … })
        """)
    }
  }
}

/// The bar's row and title, as SwiftUI draws its own navigation bar.
struct NavigationBarContent: View {
  let leading: [NavigationBarItemModel]
  let trailing: [NavigationBarItemModel]
  let title: String?
  let titleColor: UIColor
  let titleFont: UIFont?
  let large: Bool
  let titleRoom: CGFloat

  var body: some View {
    ZStack(alignment: .topLeading) {
      row
      if let title {
        if large {
          Text(verbatim: title)
            .font(titleFont.map { Font($0) } ?? .largeTitle.bold())
            .foregroundColor(Color(uiColor: titleColor))
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 16)
            .frame(height: NavigationControllerBar.largeTitleArea)
            .padding(.top, 44)
        } else {
          Text(verbatim: title)
            .font(titleFont.map { Font($0) } ?? .headline)
            .foregroundColor(Color(uiColor: titleColor))
            .lineLimit(1)
            .frame(maxWidth: titleRoom)
            .frame(maxWidth: .infinity)
            .frame(height: 44)
        }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .ignoresSafeArea()
  }

  private var row: some View {
    HStack(spacing: 0) {
      HStack(spacing: 16) {
        ForEach(0..<leading.count, id: \.self) { i in NavigationBarItemView(model: leading[i]) }
      }
      Spacer(minLength: 0)
      HStack(spacing: 16) {
        ForEach(0..<trailing.count, id: \.self) { i in NavigationBarItemView(model: trailing[i]) }
      }
    }
    .padding(.horizontal, 16)
    .frame(height: 44)
  }
}

/// One drawn bar item.
struct NavigationBarItemView: View {
  let model: NavigationBarItemModel

  var body: some View {
    switch model {
    case .back(let title, let tint, let action):
      Button(action: action) {
        HStack(spacing: 3) {
          Image(systemName: "chevron.backward")
          if !title.isEmpty { Text(verbatim: title) }
        }
      }
      .font(.body)
      .foregroundColor(Color(uiColor: tint))
    case .text(let s, let bold, let tint, let enabled, let action):
      Button(action: action) { Text(verbatim: s) }
        .font(bold ? .body.weight(.semibold) : .body)
        .foregroundColor(Color(uiColor: enabled ? tint : .tertiaryLabel))
        .disabled(!enabled)
    case .symbol(let name, let tint, let enabled, let action):
      Button(action: action) { Image(systemName: name) }
        .font(.body)
        .foregroundColor(Color(uiColor: enabled ? tint : .tertiaryLabel))
        .disabled(!enabled)
    case .image(let image, let tint, let enabled, let action):
      Button(action: action) { Image(uiImage: image) }
        .font(.body)
        .foregroundColor(Color(uiColor: enabled ? tint : .tertiaryLabel))
        .disabled(!enabled)
    case .space(let w):
      Color.clear.frame(width: w, height: 1)
    case .custom(let v):
      Color.clear.frame(width: v.bounds.width > 0 ? v.bounds.width : max(0, v.intrinsicContentSize.width), height: 1)
    }
  }
}

extension UINavigationBar {
  /// The item on top: the top controller's for a navigation controller's bar.
  public var topItem: UINavigationItem? {
    if let bar = self as? NavigationControllerBar { return bar.currentItem }
    return ownItems[self]?.last
  }

  /// The item below the top one.
  public var backItem: UINavigationItem? {
    let all = items ?? []
    return all.count > 1 ? all[all.count - 2] : nil
  }

  /// The items, bottom first: a navigation controller's bar answers its controllers' items (set
  /// them through the controller). A bar used on its own keeps them, and does not draw them (warned).
  public var items: [UINavigationItem]? {
    get {
      if let bar = self as? NavigationControllerBar { return bar.stack.map(\.navigationItem) }
      return ownItems[self]
    }
    set { setItems(newValue, animated: false) }
  }

  public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    if self is NavigationControllerBar {
      RenderWarnings.warnOnce("UINavigationBar.setItems managed",
        "UINavigationBar.items: a navigation controller's bar takes its items from the controllers; setting them does nothing (UIKit raises an exception)")
      return
    }
    ownItems[self] = items
    if items?.isEmpty == false {
      RenderWarnings.warnOnce("UINavigationBar.items", "UINavigationBar used on its own: its items are kept, not drawn")
    }
  }

  public func pushItem(_ item: UINavigationItem, animated: Bool) { setItems((items ?? []) + [item], animated: animated) }

  @discardableResult
  public func popItem(animated: Bool) -> UINavigationItem? {
    var all = items ?? []
    guard let last = all.popLast() else { return nil }
    setItems(all, animated: animated)
    return last
  }
}

/// The items of bars used on their own.
@MainActor
private let ownItems = ObjectSideTable<[UINavigationItem]>()
