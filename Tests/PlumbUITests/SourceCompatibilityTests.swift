import Foundation
import PlumbUI
import XCTest

// Everyday SwiftUI idioms, written as a project writes them: this file compiling is the test that
// they resolve to the same overloads here (e.g. `.font(.system(size:))` was once ambiguous).

struct CompatScreen: View {
  @State private var text = ""
  @State private var isOn = false
  @State private var value = 0.5
  @State private var selection = 0
  @Environment(\.dismiss) private var dismiss
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    NavigationView {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Title").font(.system(size: 24, weight: .bold)).foregroundColor(.primary)
          Text("Subtitle").font(.subheadline).foregroundStyle(.secondary)
          HStack {
            Image(systemName: "star.fill").foregroundColor(.yellow)
            Text("\(selection)").font(.system(size: 13))
            Spacer()
          }
          Button(action: { selection += 1 }) { Label("Add", systemImage: "plus") }
            .buttonStyle(.bordered)
          TextField("Search", text: $text).textFieldStyle(.roundedBorder).keyboardType(.default)
          Toggle(isOn: $isOn) { Text("Enabled") }
          Slider(value: $value, in: 0...1)
          Picker("Pick", selection: $selection) {
            ForEach(0..<3) { Text("\($0)").tag($0) }
          }
          .pickerStyle(.segmented)
          RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.blue.opacity(0.2)).frame(height: 44)
          Circle().stroke(lineWidth: 2).frame(width: 30, height: 30)
          LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
            ForEach(0..<6, id: \.self) { Text("\($0)") }
          }
          Divider()
          ForEach(["a", "b"], id: \.self) { s in
            Text(s).frame(maxWidth: .infinity, alignment: .leading).padding(.vertical, 4)
          }
          Spacer(minLength: 0)
        }
        .padding()
      }
      .navigationTitle("Compat")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) { Button("Done") { dismiss() } }
      }
    }
    .animation(.easeInOut, value: isOn)
    .onAppear {}
    .onChange(of: text) { _, _ in }
  }
}

final class SourceCompatibilityTests: XCTestCase {
  /// The idioms above lay out and paint on every preset device without trapping.
  func testEverydayIdiomsLayOutOnEveryDevice() { onMain {
    for device in Device.presets {
      let host = ViewHost(CompatScreen(), device: device)
      try host.settle()
      XCTAssertFalse(host.displayList.items.isEmpty, device.name)
      XCTAssertFalse(containsNonFinite(host.displayList.items), device.name)
    }
  } }
}

struct Item: Identifiable {
  let id = UUID()
  let name: String
}

/// More idioms: app storage, focus, editable lists, materials, iOS 17 shape shorthands.
struct CompatListScreen: View {
  @AppStorage("username") private var username = "guest"
  @FocusState private var nameFocused: Bool
  @State private var items = [Item(name: "One"), Item(name: "Two")]
  @State private var query = ""

  var body: some View {
    NavigationStack {
      List {
        Section("Profile") {
          TextField("Name", text: $username).focused($nameFocused)
          Text("Hello, \(username)").badge(2)
        }
        Section {
          ForEach(Array(items.enumerated()), id: \.offset) { index, item in
            Text("\(index). \(item.name)")
              .swipeActions { Button("Delete", role: .destructive) {} }
              .contextMenu { Button("Copy") {} }
          }
          ForEach(items) { item in Text(item.name) }
            .onDelete { items.remove(atOffsets: $0) }
        }
      }
      .searchable(text: $query)
      .refreshable {}
      .navigationTitle("Items")
      .toolbar { EditButton() }
      .overlay(alignment: .bottom) {
        HStack {
          Link("Help", destination: URL(string: "https://example.com")!)
          Menu("More") { Button("A") {} }
        }
        .padding()
        .background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
        .clipShape(.rect(cornerRadius: 12))
        .foregroundStyle(.tint)
      }
    }
  }
}


final class MoreSourceCompatibilityTests: XCTestCase {
  /// @AppStorage keeps one value per key for the host; writes re-render.
  func testAppStorageAndEditableList() { onMain {
    let host = ViewHost(CompatListScreen())
    try host.settle()
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(\"Hello, guest\")").count, 1)
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(\"0. One\")").count, 1)
    XCTAssertFalse(containsNonFinite(host.displayList.items))
  } }

  /// SwiftUI's collection helpers for onDelete / onMove.
  func testRemoveAndMoveOffsets() {
    var a = ["a", "b", "c", "d"]
    a.remove(atOffsets: IndexSet([1, 3]))
    XCTAssertEqual(a, ["a", "c"])
    var b = ["a", "b", "c", "d"]
    b.move(fromOffsets: IndexSet([0]), toOffset: 3)
    XCTAssertEqual(b, ["b", "c", "a", "d"])
    var c = ["a", "b", "c", "d"]
    c.move(fromOffsets: IndexSet([3]), toOffset: 0)
    XCTAssertEqual(c, ["d", "a", "b", "c"])
  }
}
