import Foundation
import PlumbGraphics
import PlumbUI

/// A button of a `UIAlertController`: its title, style and the handler UIKit calls once the
/// alert has gone (docs/compatibility/uikit.md, "Controls").
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How an action is drawn: plain, Cancel (kept apart, semibold unless another is preferred) or
  /// destructive (red).
  public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }

  public private(set) var title: String?
  public private(set) var style: Style = .default
  /// A disabled action is drawn dimmed and does not respond to taps.
  open var isEnabled = true
  var handler: ((UIAlertAction) -> Void)?

  public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// UIKit's alert and action sheet. Presented with `present(_:animated:)`, it is drawn with the
/// boxes SwiftUI's `.alert` and `.confirmationDialog` draw, over a dim, fading in; tapping an
/// action dismisses it and then calls the action's handler, as on iOS. Text fields added with
/// `addTextField` are kept and configured but not drawn (a warning says so).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// A centred alert, or a sheet of actions from the bottom of the screen.
  public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

  /// How urgent an alert is (iOS 16; Mac Catalyst draws critical alerts differently, iOS does not).
  public enum Severity: Int, Sendable { case `default` = 0, critical = 1 }

  open var message: String? { didSet { UIKitRuntime.setNeedsRender(viewIfLoaded, "UIAlertController.message") } }
  public private(set) var preferredStyle: Style = .alert
  public private(set) var actions: [UIAlertAction] = []
  /// The action drawn semibold (instead of Cancel); it must be one of `actions`.
  open var preferredAction: UIAlertAction?
  open var severity: Severity = .default
  public private(set) var textFields: [UITextField]?

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .overFullScreen
    modalTransitionStyle = .crossDissolve
  }

  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
    UIKitRuntime.setNeedsRender(viewIfLoaded, "UIAlertController.addAction")
  }

  /// Adds a text field (alerts only, as UIKit requires) and lets `configurationHandler` set it
  /// up. The field is not drawn in the alert.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  open override func loadView() {
    let v = HostingView(frame: UIScreen.main.bounds)
    v.backgroundColor = .clear
    v.content = { [unowned self] in PlatformHostedContent(view: AnyView(self.alertView), controller: self) }
    view = v
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if textFields?.isEmpty == false {
      RenderWarnings.warnOnce("UIAlertController.textFields", "UIAlertController.addTextField: the alert's text fields are not drawn (their configuration and text are kept)")
    }
  }

  var alertView: PlatformAlertView {
    let drawn = actions.map { action in
      PlatformAlertView.Action(title: action.title ?? "",
                               kind: action.style == .cancel ? .cancel : action.style == .destructive ? .destructive : .normal,
                               isPreferred: action === preferredAction, isEnabled: action.isEnabled,
                               handler: { [weak self] in self?.tapped(action) })
    }
    let cancel = actions.first { $0.style == .cancel }
    return PlatformAlertView(title: title, message: message, isActionSheet: preferredStyle == .actionSheet, actions: drawn,
                             dismissOutside: { [weak self] in if let cancel { self?.tapped(cancel) } })
  }

  func tapped(_ action: UIAlertAction) {
    guard action.isEnabled else { return }
    dismiss(animated: true) { action.handler?(action) }
  }
}
