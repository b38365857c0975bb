import Foundation

/// An alert or action sheet as platform code describes it (PlumbUIKit's `UIAlertController`):
/// drawn with the very boxes SwiftUI's `.alert` and `.confirmationDialog` draw, over a dim that
/// covers the screen, so the two APIs cannot drift apart (docs/compatibility/uikit.md, "Controls").
@MainActor
package struct PlatformAlertView: View {
  /// One button: its title, what it does and how it is drawn.
  package struct Action {
    package enum Kind { case normal, cancel, destructive }
    package var title: String
    package var kind: Kind
    package var isPreferred: Bool
    package var isEnabled: Bool
    package var handler: () -> Void
    package init(title: String, kind: Kind, isPreferred: Bool, isEnabled: Bool, handler: @escaping () -> Void) {
      self.title = title; self.kind = kind; self.isPreferred = isPreferred; self.isEnabled = isEnabled
      self.handler = handler
    }
  }

  package var title: String?
  package var message: String?
  package var isActionSheet: Bool
  package var actions: [Action]
  /// Tapping outside an action sheet: UIKit cancels it when it has a Cancel action.
  package var dismissOutside: () -> Void

  package init(title: String?, message: String?, isActionSheet: Bool, actions: [Action],
               dismissOutside: @escaping () -> Void) {
    self.title = title; self.message = message; self.isActionSheet = isActionSheet; self.actions = actions
    self.dismissOutside = dismissOutside
  }

  var presentationActions: [PresentationAction] {
    let anyPreferred = actions.contains { $0.isPreferred }
    return actions.map { a in
      let role: ButtonRole? = a.kind == .cancel ? .cancel : a.kind == .destructive ? .destructive : nil
      return PresentationAction(label: Text(verbatim: a.title), role: role, action: a.handler,
                                emphasized: anyPreferred ? a.isPreferred : nil, disabled: !a.isEnabled)
    }
  }

  package var body: some View {
    let title = self.title.map { Text(verbatim: $0) }
    let message = self.message.map { AnyView(Text(verbatim: $0)) }
    ZStack {
      Color(white: 0, opacity: 0.2)
        .ignoresSafeArea()
        .onTapGesture { if isActionSheet { dismissOutside() } }
      if isActionSheet {
        VStack(spacing: 0) {
          Spacer(minLength: 0)
          DialogBox(title: title, message: message, actions: presentationActions, dismiss: {})
        }
      } else {
        // Centred on the screen, not its safe area, as UIKit and SwiftUI centre alerts.
        AlertBox(title: title, message: message, actions: presentationActions, dismiss: {})
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .ignoresSafeArea()
      }
    }
  }
}
