import Foundation
import PlumbUI
import Testing

// Code that compiles in Swift 6 language mode on iOS because SwiftUI's `ViewBuilder` is
// nonisolated (a main-actor builder made `Badges` an error: "call to main actor-isolated static
// method 'buildBlock' in a synchronous nonisolated context"). This test target is in Swift 6 mode,
// so the declarations below compiling is the first half of each test; the second checks what
// they built.

/// A helper enum outside any view, as design systems write them.
private enum Badges {
  @ViewBuilder static func badge(_ count: Int) -> some View {
    if count > 0 {
      Text("\(count)")
    } else {
      EmptyView()
    }
  }

  @ViewBuilder static func pair() -> some View {
    Text("A")
    Text("B")
  }
}

/// A style struct's nonisolated builder that applies modifiers, as SystemNotification's
/// `standardBackgroundColor(for:)` does (an error in Swift 6 mode while `modifier(_:)` and the
/// colour effects were main-actor isolated).
private struct Style {
  @ViewBuilder static func background(dark: Bool) -> some View {
    if dark {
      Color.primary.colorInvert()
    } else {
      Color.white.modifier(EmptyModifier())
    }
  }
}

/// A view whose initializer has a view default argument.
private struct Card<Content: View>: View {
  let header: AnyView
  let content: Content
  init(header: AnyView = AnyView(EmptyView()), @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
  }
  var body: some View {
    VStack {
      header
      content
    }
  }
}

@Suite struct ViewBuilderIsolationTests {
  @MainActor private func texts(_ view: any View) -> [String] {
    ViewHost(view).layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }
  }

  @Test @MainActor func staticBuilderFunctionsOutsideViews() {
    #expect(texts(Badges.badge(3)) == [#"Text("3")"#])
    #expect(texts(Badges.badge(0)).isEmpty)
    #expect(texts(Badges.pair()) == [#"Text("A")"#, #"Text("B")"#])
  }

  @Test @MainActor func modifiersInANonisolatedBuilder() {
    #expect(ViewHost(Style.background(dark: true)).layoutSnapshot.root.flattened.contains { $0.name.hasPrefix("Color") })
    #expect(ViewHost(Style.background(dark: false)).layoutSnapshot.root.flattened.contains { $0.name.hasPrefix("Color") })
  }

  @Test @MainActor func viewDefaultArgumentInAnInitializer() {
    #expect(texts(Card { Text("Body") }) == [#"Text("Body")"#])
    #expect(texts(Card(header: AnyView(Text("Head"))) { Text("Body") }) == [#"Text("Head")"#, #"Text("Body")"#])
  }
}
