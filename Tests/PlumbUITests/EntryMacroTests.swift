import Foundation
import PlumbTesting
import PlumbUI
import Testing

// `@Entry` as apps write it: a typed default, an optional without one, an inferred type. Each
// value is read by a view and overridden with `.environment(_:_:)`.

extension EnvironmentValues {
  @Entry var entryAccent: Color = .red
  @Entry var entryNote: String?
  @Entry var entrySide = 12.0
  // An inferred type that is not Sendable (a struct holding a closure), as apps inject actions:
  // this target is in Swift 6 mode, where a `static let` key would not compile.
  @Entry var entryShowToast = EntryToastAction(action: { _ in })
}

struct EntryToastAction {
  var action: (String) -> Void
  func callAsFunction(_ message: String) { action(message) }
}

private struct EntrySwatch: View {
  @Environment(\.entryAccent) var accent
  @Environment(\.entrySide) var side
  var body: some View { accent.frame(width: side, height: side) }
}

@Suite struct EntryMacroTests {
  @Test func defaultsAreTheDeclaredValues() {
    let values = EnvironmentValues()
    #expect(values.entryAccent == .red)
    #expect(values.entryNote == nil)
    #expect(values.entrySide == 12)
    values.entryShowToast("made")
  }

  @Test func setterWritesThroughTheKey() {
    var values = EnvironmentValues()
    values.entryNote = "set"
    values.entrySide = 3
    #expect(values.entryNote == "set")
    #expect(values.entrySide == 3)
  }

  @Test @MainActor func viewsReadTheDefaultAndTheOverride() async throws {
    let options = ViewRenderOptions(device: .custom(width: 20, height: 20, scale: 1), background: .white)
    let plain = try await renderView(EntrySwatch(), options: options).image
    #expect(plain[10, 10].r == 255 && plain[10, 10].g < 80)   // red, 12 pt square in the middle
    #expect(plain[2, 2] == plain[0, 0])                        // outside the square: background
    let blue = try await renderView(EntrySwatch().environment(\.entryAccent, .blue).environment(\.entrySide, 20),
                                    options: options).image
    #expect(blue[2, 2].b > 200 && blue[2, 2].r < 80)
  }
}
