import Foundation
import PlumbUI
import Testing

// Previews that keep their own state, the two ways real files do it: a view type declared inside
// the `#Preview` closure (before iOS 18) and `@Previewable` declarations (iOS 18). The first once
// crashed the compiler (signal 11, recursing while mangling the closure's type), so this file
// compiling at all is part of the test. Each preview's text says what its state holds.

#Preview("Local type") {
  struct Wrapper: View {
    @State var count = 2
    var body: some View { Text("Local \(count)") }
  }
  return Wrapper()
}

#Preview("Previewable") {
  @Previewable @State var count = 3
  Text("Previewable \(count)")
}

// An attribute on a line of its own, a declaration over several lines, a binding passed on, and
// statements between the declarations and the view.
#Preview("Previewable lines", traits: .sizeThatFitsLayout) {
  @Previewable
  @State var names = [
    "Ada",
    "Grace",
  ]
  @Previewable @State var selected: String? = nil // no selection yet
  let prefix = "Name"
  NameList(names: $names, prefix: prefix)
    .padding()
}

#Preview("Previewable body label", body: {
  @Previewable @State var on = true
  Text(on ? "Label on" : "Label off")
})

// Local types in a PreviewProvider's previews work as they always did.
struct LocalTypePreviews: PreviewProvider {
  static var previews: some View {
    struct Inner: View {
      @State var text = "Provider"
      var body: some View { Text(text) }
    }
    return Inner()
  }
}

private struct NameList: View {
  @Binding var names: [String]
  let prefix: String
  var body: some View {
    VStack {
      ForEach(names, id: \.self) { Text("\(prefix) \($0)") }
    }
  }
}

@Suite struct PreviewStateTests {
  private let file = "PlumbUITests/PreviewStateTests.swift"

  @MainActor private func texts(_ view: any View) -> [String] {
    ViewHost(view).layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }
  }

  @MainActor private func preview(_ name: String) throws -> Preview {
    let found = try PreviewDiscovery.registries().filter { $0.fileID == file }.map { try $0.makePreview() }
    return try #require(found.first { $0.displayName == name }, "no preview named \(name)")
  }

  /// A view type declared in the closure is made and renders with its own state.
  @Test @MainActor func localViewTypeRenders() throws {
    #expect(texts(try preview("Local type").makeView()) == [#"Text("Local 2")"#])
  }

  /// `@Previewable` state is the wrapper view's state: its initial value reaches the body.
  @Test @MainActor func previewableStateReachesTheBody() throws {
    let view = try preview("Previewable").makeView()
    #expect(texts(view) == [#"Text("Previewable 3")"#])
    #expect(String(describing: type(of: view)).contains("__PlumbPreviewableWrapper"))
  }

  /// Several declarations, over several lines, with statements after them and a binding passed on.
  @Test @MainActor func previewableDeclarationsOverSeveralLines() throws {
    let p = try preview("Previewable lines")
    #expect(p.previewTraits.layout == .sizeThatFits)
    #expect(texts(p.makeView()) == [#"Text("Name Ada")"#, #"Text("Name Grace")"#])
  }

  /// The `body:` argument form is rewritten as the trailing closure is.
  @Test @MainActor func previewableInTheBodyArgument() throws {
    #expect(texts(try preview("Previewable body label").makeView()) == [#"Text("Label on")"#])
  }

  /// A provider's local view type is found and made.
  @Test @MainActor func providerWithLocalType() throws {
    let entry = try #require(try PreviewDiscovery.all().first { $0.id == "PlumbUITests.LocalTypePreviews" })
    let cases = try entry.makeCases()
    #expect(cases.count == 1)
    #expect(texts(try #require(cases.first).content) == [#"Text("Provider")"#])
  }
}
