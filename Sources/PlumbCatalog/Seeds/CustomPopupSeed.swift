import Foundation
import PlumbUI

// Seed e, as a SwiftUI project writes it: a custom popup shown over everything (an overlay of
// the navigation stack, ignoring the safe area): a black dimming view at 50 % fades in while the
// card scales from 0.7 to 1 with spring(response: 0.5, dampingFraction: 0.7).

struct CustomPopupSeed: View {
  @State private var showPopup = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Text("Your photos are backed up.")
          .foregroundColor(.secondary)
        Button("Show popup") {
          withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
            showPopup = true
          }
        }
        .id("showPopup")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .navigationTitle("Library")
    }
    .overlay {
      if showPopup {
        ZStack {
          Color.black.opacity(0.5)
            .transition(.opacity)
            .onTapGesture { withAnimation { showPopup = false } }
            .id("dimming")
          PopupCard { withAnimation { showPopup = false } }
            .transition(.scale(scale: 0.7))
        }
        .ignoresSafeArea()
      }
    }
  }
}

struct PopupCard: View {
  let close: () -> Void

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: "checkmark.circle.fill")
        .font(.system(size: 44))
        .foregroundColor(.green)
      Text("Backup complete")
        .font(.headline)
      Text("1,204 photos are safe in the cloud.")
        .font(.subheadline)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
      Button(action: close) {
        Text("Done")
          .font(.headline)
          .foregroundColor(.white)
          .frame(maxWidth: .infinity, minHeight: 44)
          .background(Color.blue, in: RoundedRectangle(cornerRadius: 12))
      }
    }
    .padding(20)
    .frame(width: 280)
    .background(Color.white, in: RoundedRectangle(cornerRadius: 20))
    .id("popupCard")
  }
}
