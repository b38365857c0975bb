import Foundation

// The iOS 15 alert and confirmation-dialog forms PresentationActions.swift does not spell: a
// `Text` title, and `presenting:` data handed to the actions and the message. Drawn by the same
// AlertModifier. With `presenting:` nil the alert is not shown, as on iOS, even while
// `isPresented` is true.

extension View {
  /// An alert titled with `title` while `isPresented`.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A) -> some View {
    modifier(AlertModifier<A, EmptyView>(style: .alert, title: title, titleVisible: true, isPresented: isPresented,
                                         actions: actions, message: nil))
  }
  /// An alert titled with `title`, with a message, while `isPresented`.
  public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
                                      @ViewBuilder message: @escaping () -> M) -> some View {
    modifier(AlertModifier(style: .alert, title: title, titleVisible: true, isPresented: isPresented,
                           actions: actions, message: message))
  }

  /// An alert about `data` while `isPresented` and `data` is not nil.
  public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                @ViewBuilder actions: @escaping (T) -> A) -> some View {
    presentingAlert(.alert, Text(titleKey), true, isPresented, data, actions, nil as ((T) -> EmptyView)?)
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                   @ViewBuilder actions: @escaping (T) -> A) -> some View {
    presentingAlert(.alert, Text(String(title)), true, isPresented, data, actions, nil as ((T) -> EmptyView)?)
  }
  public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                @ViewBuilder actions: @escaping (T) -> A) -> some View {
    presentingAlert(.alert, title, true, isPresented, data, actions, nil as ((T) -> EmptyView)?)
  }
  /// An alert about `data`, with a message made from it.
  public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                         @ViewBuilder actions: @escaping (T) -> A,
                                         @ViewBuilder message: @escaping (T) -> M) -> some View {
    presentingAlert(.alert, Text(titleKey), true, isPresented, data, actions, message)
  }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                            @ViewBuilder actions: @escaping (T) -> A,
                                                            @ViewBuilder message: @escaping (T) -> M) -> some View {
    presentingAlert(.alert, Text(String(title)), true, isPresented, data, actions, message)
  }
  public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                         @ViewBuilder actions: @escaping (T) -> A,
                                         @ViewBuilder message: @escaping (T) -> M) -> some View {
    presentingAlert(.alert, title, true, isPresented, data, actions, message)
  }

  /// An action sheet titled with `title` while `isPresented`.
  public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                          @ViewBuilder actions: @escaping () -> A) -> some View {
    modifier(AlertModifier<A, EmptyView>(style: .dialog, title: title, titleVisible: titleVisibility == .visible,
                                         isPresented: isPresented, actions: actions, message: nil))
  }
  /// An action sheet titled with `title`, with a message.
  public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                   titleVisibility: Visibility = .automatic,
                                                   @ViewBuilder actions: @escaping () -> A,
                                                   @ViewBuilder message: @escaping () -> M) -> some View {
    modifier(AlertModifier(style: .dialog, title: title, titleVisible: titleVisibility == .visible,
                           isPresented: isPresented, actions: actions, message: message))
  }
  /// An action sheet about `data` while `isPresented` and `data` is not nil.
  public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                             titleVisibility: Visibility = .automatic, presenting data: T?,
                                             @ViewBuilder actions: @escaping (T) -> A) -> some View {
    presentingAlert(.dialog, Text(titleKey), titleVisibility == .visible, isPresented, data, actions, nil as ((T) -> EmptyView)?)
  }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                @ViewBuilder actions: @escaping (T) -> A) -> some View {
    presentingAlert(.dialog, Text(String(title)), titleVisibility == .visible, isPresented, data, actions,
                    nil as ((T) -> EmptyView)?)
  }
  /// An action sheet about `data`, with a message made from it.
  public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                      titleVisibility: Visibility = .automatic, presenting data: T?,
                                                      @ViewBuilder actions: @escaping (T) -> A,
                                                      @ViewBuilder message: @escaping (T) -> M) -> some View {
    presentingAlert(.dialog, Text(titleKey), titleVisibility == .visible, isPresented, data, actions, message)
  }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                         titleVisibility: Visibility = .automatic,
                                                                         presenting data: T?,
                                                                         @ViewBuilder actions: @escaping (T) -> A,
                                                                         @ViewBuilder message: @escaping (T) -> M) -> some View {
    presentingAlert(.dialog, Text(String(title)), titleVisibility == .visible, isPresented, data, actions, message)
  }

  /// The `presenting:` forms: shown while `isPresented` and `data` is not nil; dismissing sets
  /// `isPresented` to false.
  private func presentingAlert<A: View, M: View, T>(_ style: AlertModifier<A?, M?>.Style, _ title: Text, _ titleVisible: Bool,
                                                    _ isPresented: Binding<Bool>, _ data: T?,
                                                    _ actions: @escaping (T) -> A, _ message: ((T) -> M)?) -> some View {
    let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return modifier(AlertModifier<A?, M?>(style: style, title: title, titleVisible: titleVisible, isPresented: shown,
                                          actions: { data.map(actions) },
                                          message: message.map { m in { data.map(m) } }))
  }
}
