import Foundation

/// One button of an alert or confirmation dialog, read out of the `actions` builder: its label,
/// role and action. Alerts lay out their buttons themselves (side by side, stacked, Cancel apart),
/// so the builder's `Button`s are taken apart rather than resolved as they stand.
struct PresentationAction {
  let label: any View
  let role: ButtonRole?
  let action: () -> Void
  /// Drawn semibold (UIKit's `preferredAction`); nil: the Cancel button is.
  var emphasized: Bool? = nil
  /// Drawn dimmed and not tappable (UIKit's `UIAlertAction.isEnabled == false`).
  var disabled = false
}

@MainActor
enum PresentationActions {
  /// The buttons in `view` (a Button, a tuple of them, optionals, conditionals, groups), in order.
  static func extract(_ view: Any) -> [PresentationAction] {
    let typeName = String(describing: type(of: view))
    let mirror = Mirror(reflecting: view)
    if typeName.hasPrefix("Button<") {
      guard let action = mirror.descendant("action") as? () -> Void,
            let label = mirror.descendant("label") as? any View else { return [] }
      return [PresentationAction(label: label, role: mirror.descendant("role") as? ButtonRole, action: action)]
    }
    if typeName.hasPrefix("TupleView<"), let value = mirror.descendant("value") {
      return Mirror(reflecting: value).children.flatMap { extract($0.value) }
    }
    if mirror.displayStyle == .optional || mirror.displayStyle == .enum {
      return mirror.children.flatMap { extract($0.value) }
    }
    if typeName.hasPrefix("_ConditionalContent<") || typeName.hasPrefix("Group<") || typeName.hasPrefix("AnyView") {
      return mirror.children.flatMap { extract($0.value) }
    }
    return []
  }
}

/// `.alert` and `.confirmationDialog` (docs/layout-rules.md §9): the box is built as a view here and
/// handed to the presentation host (alert layer) with a dim behind it.
struct AlertModifier<Actions: View, Message: View>: ViewModifier, PrimitiveModifier {
  enum Style { case alert, dialog }
  let style: Style
  let title: Text
  let titleVisible: Bool
  let isPresented: Binding<Bool>
  /// The buttons, built where the modifier is applied (SwiftUI takes non-escaping builders).
  let actions: Actions
  let message: Message?
  /// Buttons given as data (the pre-iOS 15 `Alert`/`ActionSheet` API) instead of `actions`.
  var legacyButtons: (() -> [PresentationAction])? = nil

  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    resolveView(content, ctx, into: &out)
    guard let collector = ctx.environment.presentations else { return }
    let slot = collector.reserve()
    guard isPresented.wrappedValue else { return }
    let c = ctx.child(style == .alert ? "alert" : "confirmationDialog")
    let binding = isPresented
    let dismiss = { binding.wrappedValue = false }
    var buttons = legacyButtons?() ?? PresentationActions.extract(actions)
    var kids: [Node] = []
    var dimCtx = c.child("dim")
    dimCtx.environment.stackAxis = nil
    let dim = Color(white: 0, opacity: 0.2)
    if style == .dialog {
      // Tapping outside an action sheet cancels it.
      resolveView(dim.onTapGesture { dismiss() }, dimCtx, into: &kids)
    } else {
      resolveView(dim, dimCtx, into: &kids)
    }
    let messageText = message.map { AnyView($0) }
    var boxCtx = c.child("box")
    boxCtx.environment.stackAxis = nil
    boxCtx.environment.foregroundColor = nil
    switch style {
    case .alert:
      if buttons.isEmpty { buttons = [PresentationAction(label: Text("OK"), role: nil, action: {})] }
      let box = AlertBox(title: title, message: messageText, actions: buttons, dismiss: dismiss)
      if boxCtx.environment.designGeneration == .iOS26 {
        resolveView(AlertBox26(content: box), boxCtx, into: &kids)
      } else {
        resolveView(box, boxCtx, into: &kids)
      }
    case .dialog:
      if !buttons.contains(where: { $0.role == .cancel }) {
        buttons.append(PresentationAction(label: Text("Cancel"), role: .cancel, action: {}))
      }
      resolveView(DialogBox(title: titleVisible ? title : nil, message: messageText, actions: buttons, dismiss: dismiss),
                  boxCtx, into: &kids)
    }
    // Presented in an animated transaction, the dim fades; an alert grows in from 1.2 while
    // fading in, an action sheet slides up from the bottom (UIKit's presentations, **L**).
    let transitions: [AnyTransition] = [.opacity, style == .alert ? .scale(scale: 1.2).combined(with: .opacity)
                                                                   : .move(edge: .bottom)]
    let wrapped = zip(kids, transitions).enumerated().map { i, pair in
      c.child(i == 0 ? "dim" : "box").node("transition", TransitionLayout(transition: pair.1), children: [pair.0])
    }
    let node = c.node(style == .alert ? "Alert" : "ConfirmationDialog",
                      CenteredPresentationLayout(placement: style == .dialog ? .bottom
                                                 : c.environment.designGeneration == .iOS26 ? .safeAreaCenter : .center),
                      children: wrapped)
    node.layer = .alert
    collector.fill(slot, with: node)
  }
}

extension PresentationAction {
  /// An alert's buttons in the order it shows them: two side by side with Cancel leading, more
  /// stacked with Cancel last (both designs).
  static func alertOrder(_ actions: [PresentationAction]) -> [PresentationAction] {
    let cancel = actions.filter { $0.role == .cancel }, others = actions.filter { $0.role != .cancel }
    return actions.count == 2 ? cancel + others : others + cancel
  }
}

/// An alert's box: title (headline) and message (footnote) centred, then 44-pt button rows,
/// two side by side (Cancel leading), else stacked (Cancel last); 270 wide, radius 14.
struct AlertBox: View {
  let title: Text?
  let message: AnyView?
  let actions: [PresentationAction]
  let dismiss: () -> Void

  var ordered: [PresentationAction] { PresentationAction.alertOrder(actions) }

  var body: some View {
    VStack(spacing: 0) {
      if title != nil || message != nil {
        VStack(spacing: 2) {
          if let title { title.font(.headline) }
          if let message { message.font(.footnote) }
        }
        .multilineTextAlignment(.center)
        .foregroundColor(.primary)
        .padding(.horizontal, 16)
        .padding(.top, 19)
        .padding(.bottom, 17)
        .frame(maxWidth: .infinity)
        Divider()
      }
      if ordered.count == 2 {
        HStack(spacing: 0) {
          row(ordered[0])
          Divider()
          row(ordered[1])
        }
        .frame(height: 44)
      } else {
        ForEach(ordered.indices, id: \.self) { i in
          if i > 0 { Divider() }
          row(ordered[i])
        }
      }
    }
    .frame(width: 270)
    .background(Color.alertBackground, in: RoundedRectangle(cornerRadius: 14))
    .id("alertBox")
  }

  func row(_ a: PresentationAction) -> some View {
    Button(role: a.role, action: { a.action(); dismiss() }) { AnyView(a.label) }
      .font(a.emphasized ?? (a.role == .cancel) ? .body.weight(.semibold) : .body)
      .frame(maxWidth: .infinity, minHeight: 44)
      .disabled(a.disabled)
  }
}

/// An action sheet: title and message (footnote, secondary), 57-pt rows (title3), and Cancel
/// (semibold) in its own group 8 pt below; screen width − 16, radius 13.
struct DialogBox: View {
  let title: Text?
  let message: AnyView?
  let actions: [PresentationAction]
  let dismiss: () -> Void

  var body: some View {
    let others = actions.filter { $0.role != .cancel }
    let cancel = actions.first { $0.role == .cancel }
    VStack(spacing: 8) {
      VStack(spacing: 0) {
        if title != nil || message != nil {
          VStack(spacing: 4) {
            if let title { title.font(.footnote.weight(.semibold)) }
            if let message { message.font(.footnote) }
          }
          .multilineTextAlignment(.center)
          .foregroundColor(.secondary)
          .padding(.horizontal, 16)
          .padding(.vertical, 14)
          .frame(maxWidth: .infinity)
          Divider()
        }
        ForEach(others.indices, id: \.self) { i in
          if i > 0 { Divider() }
          row(others[i])
        }
      }
      .background(Color.alertBackground, in: RoundedRectangle(cornerRadius: 13))
      if let cancel {
        row(cancel)
          .background(Color.dialogCancelBackground, in: RoundedRectangle(cornerRadius: 13))
      }
    }
    .padding(.horizontal, 8)
    .id("dialogBox")
  }

  func row(_ a: PresentationAction) -> some View {
    Button(role: a.role, action: { a.action(); dismiss() }) { AnyView(a.label) }
      .font(a.emphasized ?? (a.role == .cancel) ? .title3.weight(.semibold) : .title3)
      .frame(maxWidth: .infinity, minHeight: 57)
      .disabled(a.disabled)
  }
}

/// An alert or dialog: children are [dim, box].
///
/// Child: the dim is offered the screen; the box is offered the safe area and centred on the
/// screen (alert) or put on the safe-area bottom, or 8 pt above the screen bottom when there is
/// no bottom inset (dialog). Self: the proposal (the screen).
struct CenteredPresentationLayout: NodeLayout {
  /// `safeAreaCenter`: iOS 26's alert, centred in the safe area (measured: 451 pt on a 62/34-inset
  /// screen, docs/design-generations.md, "Alerts"); `center`: the screen's centre.
  enum Placement { case center, safeAreaCenter, bottom }
  let placement: Placement

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let screen = node.frame
    guard node.children.count == 2 else { return }
    node.children[0].place(at: screen.origin, proposal: ProposedViewSize(screen.size), ctx)
    let box = node.children[1]
    let proposal = ProposedViewSize(ctx.safeArea.size)
    let s = box.sizeThatFits(proposal)
    let x = screen.midX - s.width / 2
    switch placement {
    case .center:
      box.place(at: CGPoint(x: x, y: screen.midY - s.height / 2), proposal: proposal, ctx)
    case .safeAreaCenter:
      let midY = ctx.safeArea.midY - (node.globalFrame.minY - screen.minY)
      box.place(at: CGPoint(x: x, y: midY - s.height / 2), proposal: proposal, ctx)
    case .bottom:
      let inset = bottomInset(ctx)
      let bottom = inset > 0 ? ctx.safeArea.maxY : screen.maxY - 8
      box.place(at: CGPoint(x: x, y: bottom - s.height), proposal: proposal, ctx)
    }
  }
}

extension View {
  /// An alert with a title, buttons from `actions` (an OK button when empty) while `isPresented`.
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                             @ViewBuilder actions: () -> A) -> some View {
    modifier(AlertModifier<A, EmptyView>(style: .alert, title: Text(titleKey), titleVisible: true, isPresented: isPresented,
                                         actions: actions(), message: nil))
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                @ViewBuilder actions: () -> A) -> some View {
    modifier(AlertModifier<A, EmptyView>(style: .alert, title: Text(String(title)), titleVisible: true,
                                         isPresented: isPresented, actions: actions(), message: nil))
  }
  /// An alert with a title, a message and buttons.
  public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                      @ViewBuilder actions: () -> A,
                                      @ViewBuilder message: () -> M) -> some View {
    modifier(AlertModifier(style: .alert, title: Text(titleKey), titleVisible: true, isPresented: isPresented,
                           actions: actions(), message: message()))
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                         @ViewBuilder actions: () -> A,
                                                         @ViewBuilder message: () -> M) -> some View {
    modifier(AlertModifier(style: .alert, title: Text(String(title)), titleVisible: true, isPresented: isPresented,
                           actions: actions(), message: message()))
  }

  /// An action sheet from the bottom while `isPresented`; a Cancel button is added when missing.
  public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                          titleVisibility: Visibility = .automatic,
                                          @ViewBuilder actions: () -> A) -> some View {
    modifier(AlertModifier<A, EmptyView>(style: .dialog, title: Text(titleKey), titleVisible: titleVisibility == .visible,
                                         isPresented: isPresented, actions: actions(), message: nil))
  }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                             titleVisibility: Visibility = .automatic,
                                                             @ViewBuilder actions: () -> A) -> some View {
    modifier(AlertModifier<A, EmptyView>(style: .dialog, title: Text(String(title)),
                                         titleVisible: titleVisibility == .visible, isPresented: isPresented,
                                         actions: actions(), message: nil))
  }
  /// An action sheet with a message (shown with the title when the title is visible).
  public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                   titleVisibility: Visibility = .automatic,
                                                   @ViewBuilder actions: () -> A,
                                                   @ViewBuilder message: () -> M) -> some View {
    modifier(AlertModifier(style: .dialog, title: Text(titleKey), titleVisible: titleVisibility == .visible,
                           isPresented: isPresented, actions: actions(), message: message()))
  }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                      titleVisibility: Visibility = .automatic,
                                                                      @ViewBuilder actions: () -> A,
                                                                      @ViewBuilder message: () -> M) -> some View {
    modifier(AlertModifier(style: .dialog, title: Text(String(title)), titleVisible: titleVisibility == .visible,
                           isPresented: isPresented, actions: actions(), message: message()))
  }
}

// MARK: - The pre-iOS 15 API

/// An alert described as data, as SwiftUI's `Alert` (`.alert(isPresented:content:)`). Not
/// main-actor isolated, as Apple declares it: apps build alerts in nonisolated helpers.
public struct Alert {
  /// One of an alert's or action sheet's buttons, as `Alert.Button`.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }
    /// A Cancel button with the system title.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }

    @MainActor var presentationAction: PresentationAction {
      PresentationAction(label: label, role: role, action: action ?? {})
    }
  }

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title; self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }
  /// An alert with two buttons side by side.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title; self.message = message; buttons = [primaryButton, secondaryButton]
  }
}

/// An action sheet described as data, as SwiftUI's `ActionSheet` (not main-actor isolated).
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]
  public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
    self.title = title; self.message = message; self.buttons = buttons
  }
}

extension View {
  /// Presents the alert `content()` builds while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let a = content()
    var m = AlertModifier<EmptyView, Text>(style: .alert, title: a.title, titleVisible: true, isPresented: isPresented,
                                           actions: EmptyView(), message: a.message)
    let buttons = a.buttons
    m.legacyButtons = { buttons.map(\.presentationAction) }
    return modifier(m)
  }
  /// Presents the alert `content(item)` builds while `item` is non-nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    let a = item.wrappedValue.map(content) ?? Alert(title: Text(""))
    return alert(isPresented: shown) { a }
  }
  /// Presents the action sheet `content()` builds while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let a = content()
    var m = AlertModifier<EmptyView, Text>(style: .dialog, title: a.title, titleVisible: true, isPresented: isPresented,
                                           actions: EmptyView(), message: a.message)
    let buttons = a.buttons
    m.legacyButtons = { buttons.map(\.presentationAction) }
    return modifier(m)
  }
}
