import Foundation

// The iOS 15 alert and confirmation-dialog forms PresentationActions.swift does not spell: a
// `Text` title, and `presenting:` data handed to the actions and the message. Drawn by the same
// AlertModifier. With `presenting:` nil the alert is not shown, as on iOS, even while
// `isPresented` is true.

extension View {
  /// An alert titled with `title` while `isPresented`.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    modifier(AlertModifier<A, EmptyView>(style: .alert, title: title, titleVisible: true, isPresented: isPresented,
                                         actions: actions(), message: nil))
  }
  /// An alert titled with `title`, with a message, while `isPresented`.
  public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                      @ViewBuilder message: () -> M) -> some View {
    modifier(AlertModifier(style: .alert, title: title, titleVisible: true, isPresented: isPresented,
                           actions: actions(), message: message()))
  }

  /// An alert about `data` while `isPresented` and `data` is not nil.
  public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                @ViewBuilder actions: (T) -> A) -> some View {
    presentingAlert(.alert, Text(titleKey), true, isPresented, data.map(actions), nil as EmptyView??)
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                   @ViewBuilder actions: (T) -> A) -> some View {
    presentingAlert(.alert, Text(String(title)), true, isPresented, data.map(actions), nil as EmptyView??)
  }
  public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                @ViewBuilder actions: (T) -> A) -> some View {
    presentingAlert(.alert, title, true, isPresented, data.map(actions), nil as EmptyView??)
  }
  /// An alert about `data`, with a message made from it.
  public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                         @ViewBuilder actions: (T) -> A,
                                         @ViewBuilder message: (T) -> M) -> some View {
    presentingAlert(.alert, Text(titleKey), true, isPresented, data.map(actions), data.map { message($0) })
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                            @ViewBuilder actions: (T) -> A,
                                                            @ViewBuilder message: (T) -> M) -> some View {
    presentingAlert(.alert, Text(String(title)), true, isPresented, data.map(actions), data.map { message($0) })
  }
  public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                         @ViewBuilder actions: (T) -> A,
                                         @ViewBuilder message: (T) -> M) -> some View {
    presentingAlert(.alert, title, true, isPresented, data.map(actions), data.map { message($0) })
  }

  /// An action sheet titled with `title` while `isPresented`.
  public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                          @ViewBuilder actions: () -> A) -> some View {
    modifier(AlertModifier<A, EmptyView>(style: .dialog, title: title, titleVisible: titleVisibility == .visible,
                                         isPresented: isPresented, actions: actions(), message: nil))
  }
  /// An action sheet titled with `title`, with a message.
  public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                   titleVisibility: Visibility = .automatic,
                                                   @ViewBuilder actions: () -> A,
                                                   @ViewBuilder message: () -> M) -> some View {
    modifier(AlertModifier(style: .dialog, title: title, titleVisible: titleVisibility == .visible,
                           isPresented: isPresented, actions: actions(), message: message()))
  }
  /// An action sheet about `data` while `isPresented` and `data` is not nil.
  public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                             titleVisibility: Visibility = .automatic, presenting data: T?,
                                             @ViewBuilder actions: (T) -> A) -> some View {
    presentingAlert(.dialog, Text(titleKey), titleVisibility == .visible, isPresented, data.map(actions), nil as EmptyView??)
  }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                @ViewBuilder actions: (T) -> A) -> some View {
    presentingAlert(.dialog, Text(String(title)), titleVisibility == .visible, isPresented, data.map(actions), nil as EmptyView??)
  }
  /// An action sheet about `data`, with a message made from it.
  public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                      titleVisibility: Visibility = .automatic, presenting data: T?,
                                                      @ViewBuilder actions: (T) -> A,
                                                      @ViewBuilder message: (T) -> M) -> some View {
    presentingAlert(.dialog, Text(titleKey), titleVisibility == .visible, isPresented, data.map(actions), data.map { message($0) })
  }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                         titleVisibility: Visibility = .automatic,
                                                                         presenting data: T?,
                                                                         @ViewBuilder actions: (T) -> A,
                                                                         @ViewBuilder message: (T) -> M) -> some View {
    presentingAlert(.dialog, Text(String(title)), titleVisibility == .visible, isPresented, data.map(actions), data.map { message($0) })
  }

  /// An action sheet titled with `title` about `data`.
  public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                             titleVisibility: Visibility = .automatic, presenting data: T?,
                                             @ViewBuilder actions: (T) -> A) -> some View {
    presentingAlert(.dialog, title, titleVisibility == .visible, isPresented, data.map(actions), nil as EmptyView??)
  }
  /// An action sheet titled with `title` about `data`, with a message made from it.
  public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                      titleVisibility: Visibility = .automatic, presenting data: T?,
                                                      @ViewBuilder actions: (T) -> A,
                                                      @ViewBuilder message: (T) -> M) -> some View {
    presentingAlert(.dialog, title, titleVisibility == .visible, isPresented, data.map(actions), data.map { message($0) })
  }

  /// The `presenting:` forms: shown while `isPresented` and `data` is not nil; dismissing sets
  /// `isPresented` to false.
  /// `actions` and `message` are built from the data already (nil when there is none).
  private func presentingAlert<A: View, M: View>(_ style: AlertModifier<A?, M?>.Style, _ title: Text, _ titleVisible: Bool,
                                                 _ isPresented: Binding<Bool>, _ actions: A?, _ message: M??) -> some View {
    let hasData = actions != nil
    let shown = Binding(get: { isPresented.wrappedValue && hasData }, set: { isPresented.wrappedValue = $0 })
    return modifier(AlertModifier<A?, M?>(style: style, title: title, titleVisible: titleVisible, isPresented: shown,
                                          actions: actions, message: message))
  }
}
