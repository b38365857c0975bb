import Foundation
import PlumbUI

// Seed d, as a SwiftUI project writes it: a settings screen presents a profile editor in a
// sheet. While the form is edited the sheet refuses interactive dismissal
// (.interactiveDismissDisabled(isEdited)); Cancel, or a swipe that tries to dismiss, asks for
// confirmation in a confirmation dialog. The swipe callback is the one line that is not
// SwiftUI: `.onDismissAttempt` stands for the small UIKit bridge an app writes
// (UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss).

struct SheetFormSeed: View {
  @State private var showEditor = false

  var body: some View {
    NavigationStack {
      List {
        Section(header: Text("Account")) {
          Label("Taylor Appleseed", systemImage: "person.fill")
          Label("Notifications on", systemImage: "bell")
        }
        Section {
          Button("Edit Profile") { showEditor = true }
            .id("editProfile")
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Settings")
    }
    .sheet(isPresented: $showEditor) {
      ProfileEditor()
    }
  }
}

struct ProfileEditor: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = "Taylor Appleseed"
  @State private var notifications = true
  @State private var confirmingDiscard = false

  var isEdited: Bool { name != "Taylor Appleseed" || !notifications }

  var body: some View {
    NavigationStack {
      List {
        Section(header: Text("Profile")) {
          TextField("Name", text: $name)
        }
        Section(header: Text("Notifications")) {
          Toggle("Allow notifications", isOn: $notifications)
            .id("notificationsToggle")
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Edit Profile")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") {
            if isEdited { confirmingDiscard = true } else { dismiss() }
          }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") { dismiss() }
            .disabled(!isEdited)
        }
      }
      .confirmationDialog("Discard your changes?", isPresented: $confirmingDiscard, titleVisibility: .visible) {
        Button("Discard Changes", role: .destructive) { dismiss() }
        Button("Keep Editing", role: .cancel) {}
      }
    }
    .interactiveDismissDisabled(isEdited)
    .onDismissAttempt { confirmingDiscard = true }
  }
}
