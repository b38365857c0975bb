import Foundation
import PlumbUI
import Testing

// API that real app files use to adapt to the device or to input (issue 25's fresh corpus and the
// inventory's most used missing entries): size classes and presentation state follow the render;
// input-only modifiers leave the picture as it is; what is not drawn warns.

private struct SizeClassProbe: View {
  @Environment(\.horizontalSizeClass) var h
  @Environment(\.verticalSizeClass) var v
  var body: some View { Text("\(h == .regular ? "H" : "h")\(v == .regular ? "V" : "v")") }
}

private struct PresentationProbe: View {
  @Environment(\.presentationMode) var mode
  var body: some View { Text(mode.wrappedValue.isPresented ? "presented" : "root") }
}

private struct Row: View {
  var body: some View {
    Text("Row").padding()
  }
}

@Suite struct AppAdaptationAPITests {
  @MainActor private func texts(_ view: some View, device: Device = .iPhone14) -> [String] {
    ViewHost(view, device: device).layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }
  }

  /// Apple's size-class table: compact × regular in portrait; landscape is compact height, and
  /// regular width on the phones at least 414 pt wide (Plus and Max models).
  @Test @MainActor func sizeClassesFollowTheDevice() {
    #expect(texts(SizeClassProbe()) == [#"Text("hV")"#])
    #expect(texts(SizeClassProbe(), device: Device.iPhone14.landscape) == [#"Text("hv")"#])
    #expect(texts(SizeClassProbe(), device: Device.iPhone15ProMax.landscape) == [#"Text("Hv")"#])
  }

  /// `presentationMode` says whether the view is in a sheet.
  @Test @MainActor func presentationModeInASheet() {
    #expect(texts(PresentationProbe()) == [#"Text("root")"#])
    let sheet = Color.clear.sheet(isPresented: .constant(true)) { PresentationProbe() }
    #expect(texts(sheet).contains(#"Text("presented")"#))
  }

  /// Input-only modifiers compile with SwiftUI's signatures and change neither layout nor pixels.
  @Test @MainActor func inputOnlyModifiersLeaveThePictureAlone() {
    let plain = ViewHost(Row(), device: .iPhoneSE3)
    let modified = ViewHost(
      Row()
        .onSubmit(of: .text) {}
        .task(id: 3, priority: .high) {}
        .keyboardShortcut(.defaultAction)
        .keyboardShortcut("k", modifiers: [.command, .shift])
        .textSelection(.enabled)
        .onHover { _ in }
        .focusable()
        .help("Tip")
        .scrollBounceBehavior(.basedOnSize)
        .drawingGroup(),
      device: .iPhoneSE3)
    #expect(plain.layoutSnapshot.root.flattened.map(\.frame) == modified.layoutSnapshot.root.flattened.map(\.frame))
    #expect(plain.displayList == modified.displayList)
    // Deleting and moving chain as on iOS (each returns DynamicViewContent).
    let list = List { ForEach(0..<2, id: \.self) { Text("\($0)") }.onDelete { _ in }.onMove { _, _ in } }
    #expect(texts(list) == [#"Text("0")"#, #"Text("1")"#])
  }

  /// The iOS 13 picker form with its label as a value lays out as the closure form.
  @Test @MainActor func pickerWithALabelValue() {
    let a = Picker(selection: .constant(1), label: Text("Size")) { Text("S").tag(0); Text("M").tag(1) }
    let b = Picker(selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) } label: { Text("Size") }
    #expect(ViewHost(a).layoutSnapshot.root.flattened.map(\.frame) == ViewHost(b).layoutSnapshot.root.flattened.map(\.frame))
  }

  /// Font variants the bundled faces lack warn once; the standard ones do not.
  @Test @MainActor func undrawnFontVariantsWarn() {
    let (_, warnings) = RenderWarnings.collecting { _ = ViewHost(Text("Wide").font(.body.width(.expanded))).displayList }
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("Font.width(_:)") == true)
    let (_, none) = RenderWarnings.collecting { _ = ViewHost(Text("Plain").font(.body.width(.standard).leading(.standard))).displayList }
    #expect(none.isEmpty)
    let (_, caps) = RenderWarnings.collecting { _ = ViewHost(Text("Caps").font(.caption.smallCaps())).displayList }
    #expect(caps.first?.hasPrefix("Font.smallCaps()") == true)
  }

  /// Built-in form styles draw the iPhone's grouped form; a custom one warns that it is not applied.
  @Test @MainActor func formStyles() {
    struct Plainish: FormStyle { func makeBody(configuration: Configuration) -> some View { configuration.content } }
    let grouped = RenderWarnings.collecting { _ = ViewHost(Form { Text("A") }.formStyle(.grouped)).displayList }
    #expect(grouped.warnings.isEmpty)
    let custom = RenderWarnings.collecting { _ = ViewHost(Form { Text("A") }.formStyle(Plainish())).displayList }
    #expect(custom.warnings.first?.contains("a custom FormStyle's makeBody is not applied") == true)
    let nav = ViewHost(NavigationView { Text("N") }.navigationViewStyle(.stack))
    #expect(nav.layoutSnapshot.root.flattened.contains { $0.name == #"Text("N")"# })
  }

  /// Bottom-bar toolbar items are not drawn, and say so; keyboard items need a keyboard.
  @Test @MainActor func bottomBarItemsWarn() {
    let view = NavigationStack {
      Text("Body").toolbar {
        ToolbarItem(placement: .bottomBar) { Text("Bottom") }
        ToolbarItem(placement: .navigation) { Text("Lead") }
      }
    }
    let (host, warnings) = RenderWarnings.collecting { () -> ViewHost in let h = ViewHost(view); _ = h.displayList; return h }
    #expect(warnings.contains { $0.hasPrefix("ToolbarItem(placement: .bottomBar/.status)") })
    #expect(host.layoutSnapshot.root.flattened.contains { $0.name == #"Text("Lead")"# })
  }
}
