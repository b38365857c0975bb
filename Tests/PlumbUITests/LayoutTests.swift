import Foundation
import PlumbTesting
import PlumbUI
import XCTest

// Goldens of the seed patterns and of the chrome this layer draws, under Goldens/Layout/ (the
// suite is this file's name). Rendered with the bundled fonts through PlumbTesting; each golden
// has a `.layout.json` sidecar with every view's frame.

final class LayoutTests: XCTestCase {
  func testFrameGetterSeed() { onMain {
    assertGolden(of: FrameGetterScreen(), named: "frame-getter")
  } }

  func testPreferenceRectsSeed() { onMain {
    assertGolden(of: PreferenceScreen(), named: "preference-rects")
  } }

  func testSectionIndexSeed() { onMain {
    assertGolden(of: SectionIndexSeedTests.screen, named: "section-index")
  } }

  func testInsetGroupedListInNavigationStack() { onMain {
    assertGolden(of: SettingsScreen(), named: "settings-list")
  } }

  func testTabViewWithNavigation() { onMain {
    assertGolden(of: TabsScreen(selection: 1), named: "tabs")
  } }

  func testPlainListWithSections() { onMain {
    assertGolden(of: PlainListScreen(), named: "plain-list")
  } }

  func testShapesAndEffects() { onMain {
    assertGolden(of: ShapesScreen(), named: "shapes-and-effects")
  } }
}

/// A settings-style screen: large title, toolbar item, inset-grouped sections with controls.
struct SettingsScreen: View {
  @State private var wifi = true
  @State private var name = ""
  var body: some View {
    NavigationStack {
      List {
        Section(header: Text("Network")) {
          Toggle("Wi-Fi", isOn: $wifi)
          Label("Bluetooth", systemImage: "iphone")
          NavigationLink("Cellular") { Text("Cellular") }
        }
        Section(header: Text("Profile"), footer: Text("Shown to your contacts.")) {
          TextField("Name", text: $name)
          HStack {
            Text("Storage")
            Spacer()
            ProgressView(value: 0.6).frame(width: 120)
          }
        }
      }
      .navigationTitle("Settings")
      .toolbar { Button("Done") {} }
    }
  }
}

/// Shapes, strokes, gradients and render effects on one screen.
struct ShapesScreen: View {
  var body: some View {
    VStack(spacing: 24) {
      HStack(spacing: 16) {
        Circle().fill(Color.red).frame(width: 60, height: 60)
        RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.blue).frame(width: 80, height: 60)
        Capsule().stroke(Color.green, lineWidth: 4).frame(width: 90, height: 40)
      }
      LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
        .frame(height: 60)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .padding(.horizontal)
      HStack(spacing: 24) {
        Rectangle().fill(Color.purple).frame(width: 50, height: 50).rotationEffect(.degrees(20))
        Rectangle().fill(Color.teal).frame(width: 50, height: 50).scaleEffect(0.7).opacity(0.5)
        RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 60, height: 50)
          .shadow(color: Color(white: 0, opacity: 0.3), radius: 6, y: 3)
        Ellipse().strokeBorder(Color.indigo, lineWidth: 3).frame(width: 60, height: 40)
      }
      Divider()
      Text("Offset and overlay").padding(8).background(Color.yellow.opacity(0.4)).offset(x: 20)
        .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 10, height: 10) }
    }
  }
}

/// A plain list with section headers, inline title and a trailing item.
struct PlainListScreen: View {
  var body: some View {
    NavigationStack {
      List {
        Section(header: Text("Favourites")) {
          ForEach(["Anna", "Ben", "Chloé"], id: \.self) { name in
            HStack {
              Image(systemName: "person.fill").foregroundColor(.blue)
              Text(name)
              Spacer()
              Text("mobile").foregroundColor(.secondary)
            }
          }
        }
        Section(header: Text("Recent")) {
          NavigationLink("Dan") { Text("Dan") }
          NavigationLink("Eve") { Text("Eve") }
        }
      }
      .listStyle(.plain)
      .navigationTitle("Contacts")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar { Image(systemName: "plus") }
    }
  }
}
