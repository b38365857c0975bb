import Foundation
import PlumbUI
import XCTest

struct PickerScreen: View {
  @State var choice = "B"
  @State var count = 1
  var body: some View {
    VStack(spacing: 0) {
      Picker("Letter", selection: $choice) {
        Text("A").tag("A")
        Text("B").tag("B")
        Text("C").tag("C")
      }
      .pickerStyle(.segmented)
      .id("picker")
      Text("chose \(choice)")
      Stepper("Count \(count)", value: $count, in: 0...3).id("stepper")
    }
  }
}

final class ControlTests: XCTestCase {
  /// Segmented picker: fills the width, 32 tall; tapping a segment sets the selection.
  func testSegmentedPicker() { onMain {
    let host = ViewHost(PickerScreen())
    let picker = try XCTUnwrap(host.layoutSnapshot.frame("picker"))
    XCTAssertEqual(picker.width, 390)
    XCTAssertEqual(picker.height, 32)
    try host.tap(at: CGPoint(x: 390 * 5 / 6, y: picker.midY))
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(\"chose C\")").count, 1)
  } }

  /// Stepper: the trailing control's right half increments, clamped to the range.
  func testStepperIncrementsWithinRange() { onMain {
    let host = ViewHost(PickerScreen())
    let stepper = try XCTUnwrap(host.layoutSnapshot.frame("stepper"))
    for _ in 0..<4 { try host.tap(at: CGPoint(x: stepper.maxX - 20, y: stepper.midY)) }
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(\"Count 3\")").count, 1)
  } }

  /// A menu picker in a list row shows the label and the selected option.
  func testMenuPickerInListRow() { onMain {
    struct Screen: View {
      @State var size = 2
      var body: some View {
        List {
          Picker("Size", selection: $size) {
            Text("Small").tag(1)
            Text("Medium").tag(2)
          }
        }
      }
    }
    let s = layout(Screen())
    XCTAssertEqual(s.nodes(named: "Text(\"Size\")").count, 1)
    XCTAssertEqual(s.nodes(named: "Text(\"Medium\")").count, 1)
    XCTAssertEqual(s.nodes(named: "Text(\"Small\")").count, 0)
  } }

  /// Slider: full proposed width, 28 tall. Rounded-border text field: 7 × 6 insets.
  func testSliderAndRoundedTextField() { onMain {
    struct Screen: View {
      @State var v = 0.5
      @State var name = ""
      var body: some View {
        VStack(spacing: 0) {
          Slider(value: $v).id("slider")
          TextField("Name", text: $name).textFieldStyle(.roundedBorder).id("field")
        }
      }
    }
    let s = layout(Screen())
    XCTAssertEqual(s.frame("slider")?.size, CGSize(width: 390, height: 28))
    XCTAssertEqual(s.frame("field")?.size, CGSize(width: 390, height: 17 + 12))
  } }
}
