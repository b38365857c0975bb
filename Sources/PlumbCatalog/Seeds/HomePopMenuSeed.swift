import Foundation
import PlumbUI

// Seed a, as a SwiftUI project writes it: a home page in a NavigationStack whose trailing bar
// button opens a pop menu anchored under it. The button's global frame travels up through a
// PreferenceKey; the menu is an overlay of the whole navigation stack that ignores the safe
// area, so it is drawn above the navigation bar at the button's own coordinates.
//
// The bug variant attaches the same overlay to the page inside the stack and keeps the safe
// area: the menu's coordinates are then taken from the page's origin (below the status bar and
// the navigation bar), so it lands 143 pt too low, in the content layer under the bar.

struct MenuButtonFrameKey: PreferenceKey {
  static var defaultValue: CGRect { .zero }
  static func reduce(value: inout CGRect, nextValue: () -> CGRect) {
    let next = nextValue()
    if next != .zero { value = next }
  }
}

struct HomePopMenuSeed: View {
  var reproducesBug = false
  @State private var showMenu = false
  @State private var buttonFrame: CGRect = .zero

  var body: some View {
    NavigationStack {
      HomePage()
        .navigationTitle("Home")
        .toolbar {
          ToolbarItem(placement: .navigationBarTrailing) {
            Button {
              showMenu.toggle()
            } label: {
              Image(systemName: "plus.circle")
            }
            .background(
              GeometryReader { proxy in
                Color.clear.preference(key: MenuButtonFrameKey.self, value: proxy.frame(in: .global))
              }
            )
            .id("menuButton")
          }
        }
        .overlay {
          if reproducesBug && showMenu {
            // Bug: inside the stack, in the safe area.
            PopMenuLayer(anchor: buttonFrame) { showMenu = false }
          }
        }
    }
    .onPreferenceChange(MenuButtonFrameKey.self) { buttonFrame = $0 }
    .overlay {
      if !reproducesBug && showMenu {
        PopMenuLayer(anchor: buttonFrame) { showMenu = false }
          .ignoresSafeArea()
      }
    }
  }
}

/// A full-size layer: a tap-catcher and the menu, positioned at the anchor's global coordinates.
struct PopMenuLayer: View {
  let anchor: CGRect
  let dismiss: () -> Void
  static let menuWidth: CGFloat = 200

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.black.opacity(0.1)
        .onTapGesture(perform: dismiss)
      VStack(alignment: .trailing, spacing: 0) {
        MenuArrow()
          .fill(Color.white)
          .frame(width: anchor.width, height: 8)
          .id("menuArrow")
        VStack(alignment: .leading, spacing: 0) {
          PopMenuRow(title: "New Chat", icon: "plus.circle")
          Divider()
          PopMenuRow(title: "Add Friends", icon: "person")
          Divider()
          PopMenuRow(title: "Scan", icon: "magnifyingglass")
          Divider()
          PopMenuRow(title: "Share", icon: "square.and.arrow.up")
        }
        .frame(width: Self.menuWidth)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 8))
        .id("popMenu")
      }
      .shadow(radius: 8, y: 2)
      .offset(x: anchor.maxX - Self.menuWidth, y: anchor.maxY)
    }
  }
}

/// A small upward-pointing triangle under the button.
struct MenuArrow: Shape {
  func path(in rect: CGRect) -> Path {
    var p = Path()
    p.move(to: CGPoint(x: rect.midX, y: rect.minY))
    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    p.closeSubpath()
    return p
  }
}

struct PopMenuRow: View {
  let title: String
  let icon: String

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: icon)
        .frame(width: 24)
      Text(title)
      Spacer()
    }
    .padding(.horizontal, 16)
    .frame(height: 44)
  }
}

struct HomePage: View {
  let items = [("Messages", "bell", Color.blue), ("Favourites", "star.fill", Color.orange),
               ("Settings", "gear", Color.gray), ("Profile", "person.fill", Color.green)]

  var body: some View {
    VStack(spacing: 12) {
      ForEach(items, id: \.0) { item in
        HStack(spacing: 14) {
          Image(systemName: item.1)
            .foregroundColor(.white)
            .frame(width: 36, height: 36)
            .background(item.2, in: RoundedRectangle(cornerRadius: 8))
          Text(item.0)
            .font(.headline)
          Spacer()
          Image(systemName: "chevron.right")
            .foregroundColor(.secondary)
        }
        .padding(14)
        .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: 12))
      }
      Spacer()
    }
    .padding()
  }
}
