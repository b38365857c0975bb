import Foundation
import PlumbGoldens
import PlumbScreens
import PlumbUI
import XCTest

/// TextField / SecureField forms (legacy `onEditingChanged:`/`onCommit:`, `axis:`, `value:format:`),
/// TextEditor, DatePicker (compact look) and the Stepper forms. Frames use the fixed-metrics
/// font: body text is 10.2 pt per character and 17 pt per line.
final class TextInputAndDatePickerTests: XCTestCase {
  static let ref = RenderClock.referenceDate

  /// Every legacy and current field form compiles and draws the placeholder or the text.
  func testTextFieldFormsCompileAndDraw() { onMain {
    struct Screen: View {
      @State var name = ""
      @State var pin = "1234"
      @State var age = 42
      var body: some View {
        VStack(spacing: 0) {
          TextField("Name", text: $name, onEditingChanged: { _ in }, onCommit: {})
          TextField("Name", text: $name, onCommit: {})
          TextField(String("Plain"), text: $name)
          TextField("Age", value: $age, format: .number)
          TextField(text: $name, prompt: Text("Prompt")) { Text("Label") }
          SecureField("PIN", text: $pin, onCommit: {})
          SecureField(text: $name) { Text("Secret") }
        }
      }
    }
    let s = layout(Screen())
    XCTAssertEqual(texts(s), ["Text(\"Name\")", "Text(\"Name\")", "Text(\"Plain\")", "Text(\"42\")", "Text(\"Prompt\")",
                              "Text(\"••••\")", "Text(\"Secret\")"])
  } }

  /// `axis: .vertical` wraps and grows; `.horizontal` stays one line; `lineLimit` ranges keep
  /// their lower bound of lines.
  func testVerticalTextFieldGrowsAndReservesLines() { onMain {
    let s = layout(VStack(spacing: 0) {
      TextField("Notes", text: .constant("one\ntwo\nthree"), axis: .vertical).id("vertical")
      TextField("Notes", text: .constant("one\ntwo\nthree")).id("horizontal")
      TextField("Notes", text: .constant("one\ntwo\nthree"), axis: .vertical).lineLimit(2).id("limited")
      TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(4...).id("reserved")
      TextField("Notes", text: .constant(""), prompt: Text("Bio"), axis: .vertical).lineLimit(2...5).id("range")
    })
    XCTAssertEqual(s.frame("vertical")?.size, CGSize(width: 390, height: 51))
    XCTAssertEqual(s.frame("horizontal")?.size, CGSize(width: 390, height: 17))
    XCTAssertEqual(s.frame("limited")?.size, CGSize(width: 390, height: 34))
    XCTAssertEqual(s.frame("reserved")?.size, CGSize(width: 390, height: 68))
    XCTAssertEqual(s.frame("range")?.size, CGSize(width: 390, height: 34))
  } }

  func testLineLimitReservesSpaceWarnsForPlainText() { onMain {
    let (_, warnings) = RenderWarnings.collecting { _ = layout(Text("Hi").lineLimit(3, reservesSpace: true)) }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings.first?.hasPrefix("lineLimit(_:reservesSpace:):") ?? false)
  } }

  /// TextEditor takes the offered space; its text sits 5 pt in and 8 pt down (UITextView insets).
  func testTextEditorFillsAndInsetsItsText() { onMain {
    let s = layout(VStack(spacing: 0) {
      TextEditor(text: .constant("Hello")).frame(height: 200).id("editor")
      Color.red.frame(height: 10)
    })
    let editor = s.frame("editor")
    assertFrame(editor, 0, 47 + (763 - 210) / 2, 390, 200)
    assertFrame(s.nodes(named: "Text(\"Hello\")").first?.frame, 5, (editor?.minY ?? 0) + 8, 51, 17)
  } }

  /// Compact DatePicker: label leading, date then time capsule trailing, each the text + 11 pt
  /// a side, 34 pt tall, 6 pt apart; "Jan 1, 2026" (11 characters) and "9:41 AM" (7).
  func testDatePickerCompactLayout() { onMain {
    let s = layout(DatePicker("Start", selection: .constant(Self.ref)).id("picker"))
    let picker = s.frame("picker")
    XCTAssertEqual(picker?.size, CGSize(width: 390, height: 34))
    let y = picker?.minY ?? 0
    assertFrame(s.nodes(named: "Text(\"Start\")").first?.frame, 0, y + 8.5, 51, 17)
    let timeWidth = 7 * 10.2 + 22, dateWidth = 11 * 10.2 + 22
    assertFrame(s.nodes(named: "Text(\"9:41").first?.frame, 390 - timeWidth + 11, y + 8.5, 7 * 10.2, 17)
    assertFrame(s.nodes(named: "Text(\"Jan 1, 2026\")").first?.frame, 390 - timeWidth - 6 - dateWidth + 11, y + 8.5, 11 * 10.2, 17)
  } }

  func testDatePickerComponentsRangesAndLocale() { onMain {
    let day: TimeInterval = 86_400
    let s = layout(VStack {
      DatePicker("A", selection: .constant(Self.ref), displayedComponents: .date)
      DatePicker("B", selection: .constant(Self.ref), displayedComponents: [.hourAndMinute])
      DatePicker("C", selection: .constant(Self.ref), in: Self.ref.addingTimeInterval(day)..., displayedComponents: .date)
      DatePicker("D", selection: .constant(Self.ref), in: ...Self.ref.addingTimeInterval(-day), displayedComponents: .date)
      DatePicker(selection: .constant(Self.ref), in: Self.ref...Self.ref.addingTimeInterval(day)) { Text("E") }
        .environment(\.locale, Locale(identifier: "de_DE"))
      DatePicker("F", selection: .constant(Self.ref), displayedComponents: .hourAndMinute).labelsHidden()
    })
    XCTAssertEqual(texts(s), ["Text(\"A\")", "Text(\"Jan 1, 2026\")", "Text(\"B\")", "Text(\"9:41\u{202F}AM\")",
                              "Text(\"C\")", "Text(\"Jan 2, 2026\")", "Text(\"D\")", "Text(\"Dec 31, 2025\")",
                              "Text(\"E\")", "Text(\"1. Jan. 2026\")", "Text(\"9:41\")", "Text(\"9:41\u{202F}AM\")"])
  } }

  /// Wheel and graphical styles are drawn compact, each with one warning; compact warns nothing.
  func testDatePickerStylesWarnOnce() { onMain {
    let date = Binding.constant(Self.ref)
    let compact = RenderWarnings.collecting { _ = layout(DatePicker("A", selection: date).datePickerStyle(.compact)) }
    XCTAssertEqual(compact.warnings, [])
    let wheel = RenderWarnings.collecting {
      _ = layout(VStack { DatePicker("A", selection: date); DatePicker("B", selection: date) }.datePickerStyle(.wheel))
    }
    XCTAssertEqual(wheel.warnings, ["DatePicker(.wheel): the wheels are not drawn; shown in the compact style"])
    let graphical = RenderWarnings.collecting { _ = layout(DatePicker("A", selection: date).datePickerStyle(.graphical)) }
    XCTAssertEqual(graphical.warnings.count, 1)
  } }

  /// Pixels: the capsule is tertiarySystemFill over white (118,118,128 at 12 % → 239,239,240).
  func testDatePickerCapsulePixels() throws { try MainActor.assumeIsolated {
    let view = DatePicker("", selection: .constant(Self.ref), displayedComponents: .date).labelsHidden().id("p")
    let r = try renderView(view, options: ViewRenderOptions(scale: 1, textMeasurer: FixedMetricsFont()))
    let f = try XCTUnwrap(r.layout?.root.flattened.first { $0.explicitID == "p" }?.frame)
    // Inside the capsule, left of the text (5 pt in), and outside it (white).
    let inside = r.image[Int(f.minX) + 4, Int(f.midY)]
    XCTAssertEqual([inside.r, inside.g, inside.b], [239, 239, 240])
    let outside = r.image[Int(f.minX) - 3, Int(f.midY)]
    XCTAssertEqual([outside.r, outside.g, outside.b], [255, 255, 255])
  } }

  /// Stepper without `in:` is unbounded; the closure form calls its closures; the label form.
  func testStepperForms() { onMain {
    final class Counter { var up = 0, down = 0 }
    let counter = Counter()
    struct Screen: View {
      let counter: Counter
      @State var value = 0
      @State var other = 10.0
      var body: some View {
        VStack(spacing: 0) {
          Stepper("Value \(value)", value: $value).id("free")
          Stepper("Taps", onIncrement: { counter.up += 1 }, onDecrement: { counter.down += 1 }).id("closures")
          Stepper(value: $other, step: 2.5) { Text("Other \(other)") }.id("labelled")
        }
      }
    }
    let host = ViewHost(Screen(counter: counter))
    let free = try XCTUnwrap(host.layoutSnapshot.frame("free"))
    XCTAssertEqual(free.size, CGSize(width: 390, height: 32))
    for _ in 0..<5 { try host.tap(at: CGPoint(x: free.maxX - 20, y: free.midY)) }
    let closures = try XCTUnwrap(host.layoutSnapshot.frame("closures"))
    try host.tap(at: CGPoint(x: closures.maxX - 20, y: closures.midY))
    try host.tap(at: CGPoint(x: closures.maxX - 70, y: closures.midY))
    try host.tap(at: CGPoint(x: closures.maxX - 70, y: closures.midY))
    let labelled = try XCTUnwrap(host.layoutSnapshot.frame("labelled"))
    try host.tap(at: CGPoint(x: labelled.maxX - 70, y: labelled.midY))
    XCTAssertEqual(texts(host.layoutSnapshot), ["Text(\"Value 5\")", "Text(\"Taps\")", "Text(\"Other 7.5\")"])
    XCTAssertEqual(counter.up, 1)
    XCTAssertEqual(counter.down, 2)
  } }
}
