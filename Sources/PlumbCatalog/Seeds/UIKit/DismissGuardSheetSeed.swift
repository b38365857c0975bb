import Combine
import Foundation
import SwiftUI
import UIKit

// Scenario 2, built the way the app builds it: a SwiftUI `.sheet` whose form installs, through a
// UIViewControllerRepresentable, a UIAdaptivePresentationControllerDelegate on the sheet's
// presentation controller (the representable's controller walks `parent` up to the sheet's
// controller). Once the form is edited, `presentationControllerShouldDismiss` returns false; a
// swipe then fires `presentationControllerDidAttemptToDismiss`, which sends through a
// PassthroughSubject that the form receives with `.onReceive` to show a confirmation.

struct GuardedSettingsSeed: View {
  @State private var showEditor = false

  var body: some View {
    NavigationStack {
      List {
        Section(header: Text("账户")) {
          Label("王小明", systemImage: "person.fill")
          Label("通知已开启", systemImage: "bell")
        }
        Section {
          Button("编辑资料") { showEditor = true }
            .id("editProfile")
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("设置")
    }
    .sheet(isPresented: $showEditor) { GuardedProfileEditor() }
  }
}

/// What the delegate and the form share: whether dismissal is allowed, and the attempts.
final class DismissGuardModel: ObservableObject {
  let attempts = PassthroughSubject<Void, Never>()
}

struct GuardedProfileEditor: View {
  @Environment(\.dismiss) private var dismiss
  @StateObject private var model = DismissGuardModel()
  @State private var notifications = true
  @State private var confirming = false

  var isEdited: Bool { !notifications }

  var body: some View {
    NavigationStack {
      List {
        Section(header: Text("通知")) {
          Toggle("允许通知", isOn: $notifications)
            .id("notificationsToggle")
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("编辑资料")
      .navigationBarTitleDisplayMode(.inline)
      .confirmationDialog("放弃更改？", isPresented: $confirming, titleVisibility: .visible) {
        Button("放弃更改", role: .destructive) { dismiss() }
        Button("继续编辑", role: .cancel) {}
      }
    }
    .background(DismissGuard(allowsDismissal: !isEdited, attempts: model.attempts).id("dismissGuard"))
    .onReceive(model.attempts) { confirming = true }
  }
}

/// The bridge apps write: a controller that, once in the hierarchy, finds the sheet's
/// presentation controller through its parents and becomes its delegate.
struct DismissGuard: UIViewControllerRepresentable {
  let allowsDismissal: Bool
  let attempts: PassthroughSubject<Void, Never>

  func makeCoordinator() -> Coordinator { Coordinator(attempts: attempts) }

  func makeUIViewController(context: Context) -> GuardController {
    let c = GuardController()
    c.coordinator = context.coordinator
    return c
  }

  func updateUIViewController(_ controller: GuardController, context: Context) {
    context.coordinator.allowsDismissal = allowsDismissal
  }

  final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    let attempts: PassthroughSubject<Void, Never>
    init(attempts: PassthroughSubject<Void, Never>) { self.attempts = attempts }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allowsDismissal }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { attempts.send() }
  }

  final class GuardController: UIViewController {
    var coordinator: Coordinator?
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      var root: UIViewController? = parent
      while let p = root?.parent { root = p }
      root?.presentationController?.delegate = coordinator
    }
  }
}
