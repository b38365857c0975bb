import Foundation
import PlumbTestSupport
import Testing

// App code using the inventory's most used gaps of this round (toolbar content types,
// binding-driven links, commands, scene storage, geometry effects, Transition types, drag and
// drop, file import and export, UTType and Transferable), written as shipping apps write it,
// type-checks in both language modes against the built SwiftUI facade.

@Suite struct InventoryGapSnippetTests {
  static let toolbarAndNavigation = """
    import SwiftUI

    struct ComposeToolbar: ToolbarContent {
      let canSend: Bool
      let send: () -> Void
      var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        ToolbarItemGroup(placement: .confirmationAction) {
          Button("Send", action: send).disabled(!canSend)
        }
      }
    }

    struct InboxView: View {
      @State private var showsDetail = false
      @State private var selection: String?
      @SceneStorage("inbox.filter") private var filter = "all"
      let ids = ["a", "b"]

      @ToolbarContentBuilder
      private var extraItems: some ToolbarContent {
        ToolbarItem(id: "filter", placement: .topBarTrailing, showsByDefault: true) { Text(filter) }
        if showsDetail { ToolbarItem(placement: .principal) { Text("Detail") } }
      }

      var body: some View {
        NavigationView {
          List(ids, id: \\.self) { id in
            NavigationLink(destination: Text(id), tag: id, selection: $selection) { Text(id) }
          }
          .background(NavigationLink(destination: Text("Hidden"), isActive: $showsDetail) { EmptyView() })
          .toolbar { ComposeToolbar(canSend: true) {} }
          .toolbar(id: "inbox") { extraItems }
          .toolbarRole(.navigationStack)
          .toolbarTitleDisplayMode(.inline)
          .toolbarColorScheme(.dark, for: .navigationBar)
          .navigationTitle("Inbox")
        }
      }
    }

    struct FeedCommands: Commands {
      var body: some Commands {
        CommandMenu("Feed") { Button("Refresh") {}.keyboardShortcut("r") }
        CommandGroup(replacing: .newItem) { Button("New Post") {} }
        SidebarCommands()
      }
    }

    struct Shake: GeometryEffect {
      var amount: CGFloat = 10
      var shakes: CGFloat
      var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
      }
      func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(shakes * .pi * 2), y: 0))
      }
    }

    struct Blink: Transition {
      func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0).blur(radius: phase.isIdentity ? 0 : 4)
      }
    }

    // `Animatable` is nonisolated (iOS 18 SDK): a main-actor modifier's witness says so, as
    // Swift 6 code must on iOS.
    struct Pulse: AnimatableModifier {
      var scale: CGFloat
      nonisolated var animatableData: CGFloat {
        get { scale }
        set { scale = newValue }
      }
      func body(content: Content) -> some View { content.scaleEffect(scale) }
    }

    struct EffectsView: View {
      @State private var attempts = 0
      var body: some View {
        Text("Wrong")
          .modifier(Shake(shakes: CGFloat(attempts)))
          .modifier(Pulse(scale: 1))
          .transition(Blink())
          .transformEffect(.identity)
          .projectionEffect(ProjectionTransform(CGAffineTransform(rotationAngle: 0.1)))
      }
    }
    """

  static let transfer = """
    import SwiftUI
    import UniformTypeIdentifiers
    import CoreTransferable

    struct Card: Codable, Transferable, Identifiable {
      var id = UUID()
      var title: String
      static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .card)
        ProxyRepresentation(exporting: \\.title)
      }
    }

    extension UTType {
      static let card = UTType(exportedAs: "com.example.card")
    }

    struct TextDocument: FileDocument {
      static var readableContentTypes: [UTType] { [.plainText] }
      var text = ""
      init(text: String = "") { self.text = text }
      init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
      }
      func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
      }
    }

    struct BoardDropDelegate: DropDelegate {
      @Binding var cards: [Card]
      func performDrop(info: DropInfo) -> Bool {
        for provider in info.itemProviders(for: [.plainText]) {
          _ = provider.loadObject(ofClass: String.self) { string, _ in _ = string }
        }
        return true
      }
      func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
    }

    struct BoardView: View {
      @State private var cards: [Card] = []
      @State private var importing = false
      @State private var exporting = false
      @State private var targeted = false
      var body: some View {
        VStack {
          ForEach(cards) { card in
            Text(card.title)
              .draggable(card)
              .onDrag { NSItemProvider(object: card.title as NSString) }
          }
        }
        .dropDestination(for: Card.self) { dropped, _ in cards += dropped; return true }
        .onDrop(of: [.plainText], isTargeted: $targeted) { providers in !providers.isEmpty }
        .onDrop(of: [UTType.plainText], delegate: BoardDropDelegate(cards: $cards))
        .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf, .image], allowsMultipleSelection: true) { result in
          if case .success(let urls) = result { _ = urls }
        }
        .fileExporter(isPresented: $exporting, document: TextDocument(text: "x"), contentType: .plainText,
                      defaultFilename: "Notes") { _ in }
      }
    }
    """

  @Test(arguments: [5, 6]) func toolbarNavigationCommandsAndEffectsTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.toolbarAndNavigation, swiftVersion: mode)
    #expect(said == nil, "\(said ?? "")")
  }

  @Test(arguments: [5, 6]) func dragDropFilesAndTransferableTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.transfer, swiftVersion: mode)
    #expect(said == nil, "\(said ?? "")")
  }
}

/// Gaps the round-6 held-out sample showed (docs/compat-corpus.md, round 6), as the apps wrote them.
@Suite struct RoundSixGapSnippetTests {
  static let source = """
    import SwiftUI
    import UIKit

    struct Task: Identifiable { let id = UUID(); var title: String; var done = false }

    struct ReplyFieldStyle: TextFieldStyle {
      func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
          .padding(8)
          .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.2)))
      }
    }

    struct TasksView: View {
      @State private var tasks = [Task(title: "Milk")]
      @State private var reply = ""
      let version: String = "1.2"
      var body: some View {
        List {
          ForEach($tasks) { $task in Toggle(task.title, isOn: $task.done) }
          ForEach($tasks, id: \\.id) { task in TextField("Title", text: task.title) }
          Link("Version \\(version)", destination: URL(string: "https://example.com")!)
          Link(version, destination: URL(string: "https://example.com")!)
          TextField("Reply", text: $reply).textFieldStyle(ReplyFieldStyle())
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
          _ = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]
        }
      }
      func copy() { UIPasteboard.general.string = reply }
    }

    struct BlurView: UIViewRepresentable {
      var style: UIBlurEffect.Style = .systemMaterial
      func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
      func updateUIView(_ view: UIVisualEffectView, context: Context) { view.effect = UIBlurEffect(style: style) }
    }

    extension UIColor {
      var isLight: Bool {
        var white: CGFloat = 0
        getWhite(&white, alpha: nil)
        return white > 0.5
      }
    }

    extension SwiftUICore.Color {
      static let brand = SwiftUICore.Color(red: 0.1, green: 0.4, blue: 0.9)
    }
    """

  @Test(arguments: [5, 6]) func roundSixGapsTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.source, swiftVersion: mode)
    #expect(said == nil, "\(said ?? "")")
  }
}

/// The inventory's next most used gaps and the round-6 UIKit gaps, as apps write them.
@Suite struct InventoryGapBatchThreeSnippetTests {
  static let swiftUI = """
    import SwiftUI

    struct FileNode: Identifiable { let id = UUID(); var name: String; var children: [FileNode]? }
    struct Person: Identifiable { let id = UUID(); var name: String; var age: Int }

    struct FocusedNoteKey: FocusedValueKey { typealias Value = Binding<String> }
    extension FocusedValues {
      var note: Binding<String>? {
        get { self[FocusedNoteKey.self] }
        set { self[FocusedNoteKey.self] = newValue }
      }
    }

    struct AnimationValues { var scale = 1.0; var offset: CGFloat = 0 }

    struct Gallery: View {
      @State private var people = [Person(name: "Ann", age: 30)]
      @State private var order = [KeyPathComparator(\\Person.name)]
      @State private var selection: Person.ID?
      @State private var tapped = 0
      @FocusedBinding(\\.note) private var note
      @FocusedValue(\\.note) private var noteBinding
      @Environment(\\.defaultMinListRowHeight) private var minRow
      let tree = [FileNode(name: "src", children: [FileNode(name: "main.swift", children: nil)])]

      var body: some View {
        VStack {
          List(tree, children: \\.children) { Text($0.name) }
          OutlineGroup(tree, children: \\.children) { node in Label(node.name, systemImage: "doc") }
          Table(people, selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \\.name)
            TableColumn("Age", value: \\.age) { Text("\\($0.age)") }
          }
          Table(of: Person.self) {
            TableColumn("Name") { Text($0.name) }
          } rows: {
            TableRow(Person(name: "Bo", age: 4))
          }
          List(people, selection: $selection) { Text($0.name) }
          PhaseAnimator([0.0, 1.0], trigger: tapped) { phase in
            Circle().opacity(phase)
          } animation: { _ in .easeInOut }
          Text("Pulse").phaseAnimator([1.0, 1.2]) { content, scale in content.scaleEffect(scale) }
          Text("Bounce").keyframeAnimator(initialValue: AnimationValues(), trigger: tapped) { content, value in
            content.scaleEffect(value.scale).offset(y: value.offset)
          } keyframes: { _ in
            KeyframeTrack(\\.scale) {
              LinearKeyframe(1.2, duration: 0.1)
              SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
            }
            KeyframeTrack(\\.offset) {
              CubicKeyframe(-20, duration: 0.2)
              MoveKeyframe(0)
            }
          }
          Image(systemName: "wifi", variableValue: 0.5)
          Text("Offset").baselineOffset(2).allowsTightening(true)
          RoundedRectangle(cornerRadius: 8).fill(.red).containerShape(RoundedRectangle(cornerRadius: 20))
          ContainerRelativeShape().inset(by: 4).fill(.blue)
        }
        .contentShape(.interaction, Rectangle())
        .contentShape([.dragPreview, .contextMenuPreview], RoundedRectangle(cornerRadius: 12))
        .contextMenu(ContextMenu { Button("Copy") {} })
        .contextMenu { Button("Share") {} } preview: { Text("Preview") }
        .headerProminence(.increased)
        .selectionDisabled()
        .menuOrder(.fixed)
        .buttonRepeatBehavior(.enabled)
        .searchCompletion("done")
        .statusBar(hidden: true)
        .focusEffectDisabled()
        .focusedValue(\\.note, .constant("x"))
        .focusedSceneValue(\\.note, .constant("y"))
      }
    }
    """

  static let uiKit = """
    import UIKit

    final class BadgeLabel: UILabel {
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        textColor = traitCollection.userInterfaceStyle == .dark ? .white : .black
      }
    }

    final class CardView: UIView, UIContextMenuInteractionDelegate {
      override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(UIContextMenuInteraction(delegate: self))
        _ = layer.sublayers?.count
      }
      required init?(coder: NSCoder) { fatalError() }
      func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                  configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
          UIMenu(title: "", children: [UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in }])
        }
      }
    }

    extension UIFont {
      static func smallCaps(_ style: UIFont.TextStyle) -> UIFont {
        let base = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        let features: [[UIFontDescriptor.FeatureKey: Int]] = [
          [.type: kLowerCaseType, .selector: kLowerCaseSmallCapsSelector],
          [.type: kUpperCaseType, .selector: kUpperCaseSmallCapsSelector],
          [.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector],
        ]
        let descriptor = base.addingAttributes([.featureSettings: features])
          .withSymbolicTraits(.traitBold) ?? base
        return UIFont(descriptor: descriptor, size: 0)
      }
      static let code = UIFont.monospacedSystemFont(ofSize: 13, weight: .medium)
      static let rounded = UIFont(descriptor: UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.rounded)!, size: 17)
    }
    """

  @Test(arguments: [5, 6]) func swiftUIBatchTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.swiftUI, swiftVersion: mode)
    #expect(said == nil, "\(said ?? "")")
  }

  @Test(arguments: [5, 6]) func uiKitBatchTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.uiKit, swiftVersion: mode)
    #expect(said == nil, "\(said ?? "")")
  }
}
