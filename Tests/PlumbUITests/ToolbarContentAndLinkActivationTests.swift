import Foundation
import PlumbTesting
import PlumbUI
import Testing

// Toolbar content declared in its own type, binding-driven navigation links, menu commands and
// scene storage, written as shipping apps write them (issue 25: the inventory's most used gaps).

private struct EditorToolbar: ToolbarContent {
  let showsShare: Bool
  var body: some ToolbarContent {
    ToolbarItem(placement: .topBarLeading) { Button("Close") {}.id("close") }
    if showsShare {
      ToolbarItem(placement: .topBarTrailing) { Button("Share") {}.id("share") }
    }
    ToolbarItem(id: "hidden", placement: .topBarTrailing, showsByDefault: false) { Text("Hidden").id("hidden") }
  }
}

private struct EditorScreen: View {
  @ToolbarContentBuilder var extras: some ToolbarContent {
    ToolbarItem(placement: .principal) { Text("Middle").id("middle") }
  }
  var body: some View {
    NavigationStack {
      Text("Body").id("body")
        .navigationTitle("Editor")
        .toolbar { EditorToolbar(showsShare: true) }
        .toolbar { extras }
    }
  }
}

private struct ActivationScreen: View {
  @State var isActive: Bool
  @State var selection: Int? = nil
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink(destination: Text("Detail").id("detail"), isActive: $isActive) { Text("Open").id("open") }
        NavigationLink("Tagged", destination: Text("Tag detail").id("tagDetail"), tag: 2, selection: $selection).id("tagged")
      }
      .navigationTitle("Links")
    }
  }
}

private struct MenuCommands: Commands {
  var body: some Commands {
    CommandMenu("Feed") { Button("Refresh") {} }
    CommandGroup(replacing: .newItem) { Button("New Post") {} }
    SidebarCommands()
  }
}

private struct CommandsApp: App {
  var body: some Scene {
    WindowGroup { Text("Window").id("window") }
      .commands {
        MenuCommands()
        CommandGroup(after: .help) { Text("More help") }
      }
  }
}

private struct SceneStorageScreen: View {
  @SceneStorage("selectedTab") var tab = "home"
  @SceneStorage("draft") var draft: String?
  var body: some View {
    VStack {
      Text(tab).id(tab)
      Text(draft ?? "no draft").id(draft ?? "none")
    }
  }
}

@Suite struct ToolbarContentAndLinkActivationTests {
  @Test @MainActor func aToolbarContentTypePutsItsItemsInTheBar() async throws {
    let host = ViewHost(EditorScreen(), device: .iPhone14)
    try await host.settle()
    let snapshot = host.layoutSnapshot
    let close = try #require(snapshot.frame("close"))
    let share = try #require(snapshot.frame("share"))
    let middle = try #require(snapshot.frame("middle"))
    let body = try #require(snapshot.frame("body"))
    #expect(close.maxY < body.minY && share.maxY < body.minY && middle.maxY < body.minY)
    #expect(close.midX < middle.midX && middle.midX < share.midX)
    // An item a user would have to add to the bar is not in it.
    #expect(snapshot.frame("hidden") == nil)
  }

  @Test @MainActor func anActiveLinkShowsItsDestinationAndTappingActivatesIt() async throws {
    let active = ViewHost(ActivationScreen(isActive: true), device: .iPhone14)
    try await active.settle()
    #expect(active.layoutSnapshot.frame("detail") != nil)
    #expect(active.layoutSnapshot.frame("open") == nil)

    let inactive = ViewHost(ActivationScreen(isActive: false), device: .iPhone14)
    try await inactive.settle()
    #expect(inactive.layoutSnapshot.frame("detail") == nil)
    let open = try #require(inactive.layoutSnapshot.frame("open"))
    try inactive.tap(at: CGPoint(x: open.midX, y: open.midY))
    try await inactive.settle()
    #expect(inactive.layoutSnapshot.frame("detail") != nil)
  }

  @Test @MainActor func aTaggedLinkIsActiveWhileTheSelectionHoldsItsTag() async throws {
    let host = ViewHost(ActivationScreen(isActive: false), device: .iPhone14)
    try await host.settle()
    #expect(host.layoutSnapshot.frame("tagDetail") == nil)
    let tagged = try #require(host.layoutSnapshot.frame("tagged"))
    try host.tap(at: CGPoint(x: tagged.midX, y: tagged.midY))
    try await host.settle()
    #expect(host.layoutSnapshot.frame("tagDetail") != nil)
  }

  @Test @MainActor func commandsCompileAndTheWindowRendersAsOnAnIPhone() async throws {
    let host = ViewHost(AppContent.window(of: CommandsApp()), device: .iPhone14)
    try await host.settle()
    #expect(host.layoutSnapshot.frame("window") != nil)
  }

  @Test @MainActor func sceneStorageStartsFromItsDefault() async throws {
    let host = ViewHost(SceneStorageScreen(), device: .iPhone14)
    try await host.settle()
    #expect(host.layoutSnapshot.frame("home") != nil)
    #expect(host.layoutSnapshot.frame("none") != nil)
  }

  @Test @MainActor func toolbarSpacerAndTitleMenuWarn() {
    let w = RenderWarnings.collecting {
      _ = ViewHost(NavigationStack {
        Text("x").navigationTitle("T")
          .toolbar { ToolbarSpacer(.fixed); ToolbarTitleMenu { Button("Rename") {} } }
          .toolbarRole(.editor)
      }, device: .iPhone14).displayList
    }.warnings
    #expect(w.contains { $0.hasPrefix("ToolbarSpacer:") })
    #expect(w.contains { $0.hasPrefix("ToolbarTitleMenu:") })
    #expect(w.contains { $0.hasPrefix("toolbarRole(.editor)") })
  }
}

@Suite struct DragDropAndFileImporterTests {
  /// Drop targets and drag sources draw the view as at rest; a presented document browser warns.
  @Test @MainActor func dragAndDropDrawNothingAndAPresentedImporterWarns() {
    let plain = ViewHost(Color.red.frame(width: 40, height: 40), device: .iPhoneSE3)
    let dnd = ViewHost(Color.red.frame(width: 40, height: 40)
      .onDrop(of: [.plainText], isTargeted: nil) { _ in true }
      .dropDestination(for: String.self) { _, _ in true }
      .draggable("payload")
      .onDrag { NSItemProvider() }, device: .iPhoneSE3)
    #expect(plain.displayList == dnd.displayList)

    let closed = RenderWarnings.collecting {
      _ = ViewHost(Text("x").fileImporter(isPresented: .constant(false), allowedContentTypes: [.pdf]) { _ in },
                   device: .iPhoneSE3).displayList
    }.warnings
    #expect(!closed.contains { $0.contains("document browser") })
    let open = RenderWarnings.collecting {
      _ = ViewHost(Text("x").fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf]) { _ in },
                   device: .iPhoneSE3).displayList
    }.warnings
    #expect(open.contains { $0.hasPrefix("fileImporter(isPresented:): the document browser iOS presents is not drawn") })
  }

  @Test func aFileWrapperReadsAFolderWithoutFollowingLinks() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wrapper-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("hi".utf8).write(to: root.appendingPathComponent("sub/a.txt"))
    // A link back to the root would loop forever if followed.
    try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("sub/loop"), withDestinationURL: root)
    let wrapper = try FileWrapper(url: root)
    let sub = try #require(wrapper.fileWrappers?["sub"])
    #expect(sub.fileWrappers?["a.txt"]?.regularFileContents == Data("hi".utf8))
    #expect(sub.fileWrappers?["loop"]?.isSymbolicLink == true)
  }
}

private struct FilledFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    configuration.padding(10).background(Color.red)
  }
}

private struct TaskRow: Identifiable { let id: Int; var title: String }

@Suite struct TextFieldStyleAndBindingForEachTests {
  /// A custom style's body is drawn around the field: the field sits inside its padding and fill.
  @Test @MainActor func aCustomTextFieldStyleDrawsItsBody() async throws {
    let picture = try await renderView(
      TextField("Name", text: .constant("")).textFieldStyle(FilledFieldStyle()).frame(width: 120),
      options: ViewRenderOptions(device: .custom(width: 140, height: 60, scale: 1), background: nil)).image
    let plain = try await renderView(
      TextField("Name", text: .constant("")).frame(width: 120),
      options: ViewRenderOptions(device: .custom(width: 140, height: 60, scale: 1), background: nil)).image
    #expect(picture != plain)
    let corner = picture[12, 30]
    #expect(corner.r > 200 && corner.g < 60 && corner.b < 60)
  }

  /// Each row of `ForEach($rows)` gets a binding to its element.
  @Test @MainActor func aBindingForEachHandsEachRowItsElement() async throws {
    let rows = Binding.constant([TaskRow(id: 1, title: "first"), TaskRow(id: 2, title: "second")])
    let host = ViewHost(VStack { ForEach(rows) { $row in Text(row.title).id(row.title) } }, device: .iPhoneSE3)
    try await host.settle()
    #expect(host.layoutSnapshot.frame("first") != nil && host.layoutSnapshot.frame("second") != nil)
  }
}
