import Foundation

/// A menu of elements, as UIKit's `UIMenu` (shown by buttons and context menus; never open in a
/// render).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// How a menu shows its children, as `UIMenu.Options`.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }
  /// A menu's identity, as `UIMenu.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  public let identifier: Identifier
  public let options: Options
  public let children: [UIMenuElement]

  public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
              options: Options = [], children: [UIMenuElement] = []) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }

  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
  }
}

/// Something a view does in response to the user, attached with `addInteraction(_:)`, as
/// UIKit's `UIInteraction`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  var view: UIView? { get }
  func willMove(to view: UIView?)
  func didMove(to view: UIView?)
}

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  public let identifier: (any NSCopying)?
  let actionProvider: UIContextMenuActionProvider?
  public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
              actionProvider: UIContextMenuActionProvider? = nil) {
    self.identifier = identifier
    self.actionProvider = actionProvider
  }
}

public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// The delegate a context-menu interaction asks for its menu, as UIKit's
/// `UIContextMenuInteractionDelegate`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}

/// A long-press context menu on a view, as UIKit's `UIContextMenuInteraction`. A render has no
/// long press, so the menu is never open; the delegate is kept for tests that ask it.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  public private(set) weak var view: UIView?
  public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }
  public func willMove(to view: UIView?) {}
  public func didMove(to view: UIView?) { self.view = view }
  public func location(in view: UIView?) -> CGPoint { .zero }
  public func dismissMenu() {}
}

extension UIView {
  /// Attaches an interaction (context menus and the like, which never trigger in a render).
  public func addInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: self)
    attachedInteractions.append(interaction)
    interaction.didMove(to: self)
  }
  public func removeInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: nil)
    attachedInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
  public var interactions: [any UIInteraction] {
    get { attachedInteractions }
    set {
      for old in attachedInteractions { removeInteraction(old) }
      for new in newValue { addInteraction(new) }
    }
  }
}
