import PlumbTesting
import SwiftUI
import Testing

/// Values of PlumbUI's structs made, copied and destroyed in a module that sees them through
/// `import SwiftUI` (a re-export), as app code does. After a struct gains a stored property, an
/// incremental build without direct arrows to PlumbUI linked this module's copies at the old size
/// and crashed in them (docs/architecture.md, "Re-exports and incremental builds"); the manual
/// check there adds such a property and runs this suite after an incremental build.
@MainActor @Suite struct ReexportedLayoutTests {
  /// Copies through a generic function and an array, so that the copy is the module's own
  /// outlined value copy and not one PlumbUI compiled.
  func copies<T>(_ value: T) -> [T] {
    var values = [value, value]
    values.append(values[0])
    return values
  }

  @Test func copiedTextFieldsAndLabelsKeepTheirText() async throws {
    let fields = copies(TextField("Name", text: .constant("Ada")))
    let labels = copies(Label("Inbox", systemImage: "tray"))
    let texts = copies(Text("Hello").bold())
    let rendering = try await renderView(VStack {
      fields[2]
      labels[2]
      texts[2]
    })
    let names = try #require(rendering.layout).root.flattened.map(\.name)
    #expect(names.contains { $0.contains("Name") || $0.contains("Ada") })
    #expect(names.contains { $0.contains("Inbox") })
    #expect(names.contains { $0.contains("Hello") })
  }
}
