import Foundation
import PlumbUI
import Testing

// The forms of `#Preview` that real files use. Each expands to a `PreviewRegistry` type; the
// tests below find them with `PreviewDiscovery` and read their names, traits and places.

#Preview {
  Text("Plain")
}

#Preview("Named") {
  Text("Named")
}

#Preview("Traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
  Color.red.frame(width: 120, height: 44)
}

#Preview("Fixed", traits: .fixedLayout(width: 300, height: 200), .portrait) {
  Color.blue.frame(width: 50, height: 40).id("v")
}

// The body form with declarations before the view.
#Preview("Lets") {
  let title = "Hello"
  let count = 3
  VStack {
    ForEach(0..<count, id: \.self) { i in Text("\(title) \(i)") }
  }
}

// The iOS 17 form that returns a view explicitly.
#Preview("Returns") {
  let label = Text("Returned")
  return label.padding()
}

#Preview("Label", body: { Text("Argument closure") })

#if DEBUG
#Preview("Debug only") {
  Text("Only in debug builds")
}
#endif

/// Providers nested in other types, and inside `#if DEBUG`, are found as well.
enum PreviewHolder {
  struct NestedPreviews: PreviewProvider {
    static var previews: some View { Text("Nested").previewDisplayName("Nested") }
  }
}

#if DEBUG
struct DebugOnlyPreviews: PreviewProvider {
  static var previews: some View { Text("Debug") }
}
#endif

/// A generic provider cannot be made without its parameter: discovery skips it.
struct GenericPreviews<T>: PreviewProvider {
  static var previews: some View { Text("Generic") }
}

@Suite struct PreviewMacroTests {
  private let file = "PlumbUITests/PreviewMacroTests.swift"

  private func macroPreviews() throws -> [any PreviewRegistry.Type] {
    try PreviewDiscovery.registries().filter { $0.fileID == file }
  }

  /// Every form of `#Preview` in this file expands to a registry with its name, traits and line.
  @Test @MainActor func macroFormsExpandAndRegister() async throws {
    let found = try macroPreviews()
    #expect(found.map { $0.line } == [8, 12, 16, 20, 25, 34, 39, 42])
    let columns = found.map { $0.column }
    let paths = found.map { $0.filePath }
    #expect(columns == Array(repeating: 1, count: 8))
    #expect(paths.allSatisfy { $0.hasSuffix("Tests/PlumbUITests/Previews/PreviewMacroTests.swift") })
    let previews = try found.map { try $0.makePreview() }
    #expect(previews.map(\.displayName) == [nil, "Named", "Traits", "Fixed", "Lets", "Returns", "Label", "Debug only"])
    #expect(previews[2].previewTraits == PreviewTraits(displayName: "Traits", layout: .sizeThatFits, orientation: .landscapeLeft))
    #expect(previews[3].previewTraits == PreviewTraits(displayName: "Fixed", layout: .fixed(width: 300, height: 200), orientation: .portrait))
    #expect(previews[0].previewTraits == PreviewTraits())
  }

  /// The bodies run: the `let` form builds three rows, the `return` form a padded text.
  @Test @MainActor func macroBodiesMakeTheirViews() async throws {
    let found = try macroPreviews()
    let lets = ViewHost(try found[4].makePreview().makeView()).layoutSnapshot
    #expect(lets.root.flattened.filter { $0.name.hasPrefix("Text") }.count == 3)
    let returned = try found[5].makePreview().makeView()
    #expect(String(describing: type(of: returned)).hasPrefix("ModifiedContent<Text, "))
  }

  /// A `#Preview`'s traits size its render as the modifiers do: `.sizeThatFitsLayout` on a turned
  /// iPhone 14 fits the 120×44 view; `.fixedLayout` is a 300×200 screen with the view centred.
  @Test @MainActor func macroTraitsSizeTheRender() async throws {
    let found = try macroPreviews()
    let fits = try found[2].makePreview().previewCase()
    #expect(fits.renderDevice(default: .iPhone14).size == CGSize(width: 120, height: 44))
    let fixed = try found[3].makePreview().previewCase()
    let device = fixed.renderDevice(default: .iPhone14)
    #expect(device.size == CGSize(width: 300, height: 200))
    let host = ViewHost(fixed.content, device: device)
    #expect(host.layoutSnapshot.root.flattened.first { $0.explicitID == "v" }?.frame == CGRect(x: 125, y: 80, width: 50, height: 40))
  }

  /// Providers are found wherever they are declared in the test target; generic ones are skipped.
  @Test @MainActor func providersAreDiscovered() async throws {
    let names = try PreviewDiscovery.providers().map { String(reflecting: $0) }
    #expect(names.contains("PlumbUITests.BadgePreviews"))
    #expect(names.contains("PlumbUITests.PreviewHolder.NestedPreviews"))
    #expect(names.contains("PlumbUITests.DebugOnlyPreviews"))
    #expect(!names.contains { $0.contains("GenericPreviews") })
    let all = try PreviewDiscovery.all()
    let nested = try #require(all.first { $0.id == "PlumbUITests.PreviewHolder.NestedPreviews" })
    #expect(nested.moduleName == "PlumbUITests")
    #expect(try nested.makeCases().map(\.displayName) == ["Nested"])
    let plain = try #require(all.first { $0.id == "\(file):8" })
    #expect(plain.moduleName == "PlumbUITests")
    #expect(try plain.makeCases().count == 1)
  }
}
