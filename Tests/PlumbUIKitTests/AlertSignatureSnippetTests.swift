import PlumbTestSupport
import Testing

/// Alerts as SwiftUI declares them (round 9's KDE Connect settings view): the iOS 15 builders are
/// non-escaping, so a helper can forward its own non-escaping `message`; the pre-iOS 15 `Alert`
/// and its buttons are not main-actor isolated, so a nonisolated helper can build one.
@Suite struct AlertSignatureSnippetTests {
  static let source = """
    import SwiftUI

    enum Alerts {
      nonisolated static func confirmDelete(_ onDelete: @escaping () -> Void) -> Alert {
        Alert(title: Text("Delete?"), message: nil,
              primaryButton: .destructive(Text("Delete"), action: onDelete), secondaryButton: .cancel())
      }
      nonisolated static func sheet() -> ActionSheet {
        ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel()])
      }
    }

    extension View {
      func compatibleAlert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>,
                                             @ViewBuilder actions: () -> A,
                                             @ViewBuilder message: () -> M) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: message)
      }
      func compatibleDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                        @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: .visible, presenting: data, actions: actions)
      }
    }
    """

  @Test(arguments: [5, 6]) func alertsTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.source, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
