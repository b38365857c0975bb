import Foundation
import PlumbUI
import XCTest

// Every style protocol can be conformed to as projects do (Configuration + makeBody), and the
// control draws the custom body (issue 25, item 4). Before these, ToggleStyle, LabelStyle,
// ProgressViewStyle, GaugeStyle… had no makeBody, so none of these styles compiled.

struct CheckboxToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isOn ? "checkmark.square" : "square").id("box")
      configuration.label
    }
    .onTapGesture { configuration.isOn.toggle() }
  }
}

struct TriggerAreaButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label.frame(width: 100, height: 40).id("label-area")
      Color.blue.frame(width: 40, height: 40).id("trigger-area").onTapGesture { configuration.trigger() }
    }
  }
}

struct NeverTriggersStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View { configuration.label.frame(width: 100, height: 40) }
}

struct StackedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) { configuration.icon; configuration.title }
  }
}

struct PercentProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
  }
}

struct ValueGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    Color.red.frame(width: 100 * configuration.value, height: 4).id("gauge-fill")
  }
}

struct PlainBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack { configuration.label; configuration.content }.id("box-body")
  }
}

struct AlwaysOpenDisclosureStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack { configuration.label; configuration.content }
  }
}

struct ColonLabeledContentStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) { configuration.label; Text(": "); configuration.content }
  }
}

struct TitledMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View { Menu(configuration).id("menu-body") }
}

struct VerticalControlGroupStyle: ControlGroupStyle {
  func makeBody(configuration: Configuration) -> some View { VStack { configuration.content } }
}

@MainActor private final class Counter { var count = 0 }

final class StyleProtocolTests: XCTestCase {
  func testCustomToggleStyleDrawsItsBodyAndFlipsTheBinding() { onMain {
    struct Screen: View {
      @State var on = false
      var body: some View { Toggle("Wi-Fi", isOn: $on).toggleStyle(CheckboxToggleStyle()) }
    }
    let host = ViewHost(Screen())
    XCTAssertTrue(host.layoutSnapshot.nodes(named: "Switch").isEmpty, "the switch is not drawn")
    XCTAssertFalse(host.layoutSnapshot.nodes(named: "Image(systemName: \"square\")").isEmpty,
                   host.layoutSnapshot.root.flattened.map(\.name).joined(separator: " "))
    let box = try XCTUnwrap(host.layoutSnapshot.frame("box"))
    try host.tap(at: CGPoint(x: box.midX, y: box.midY))
    XCTAssertFalse(host.layoutSnapshot.nodes(named: "Image(systemName: \"checkmark.square\")").isEmpty)
  } }

  func testToggleOfAConfigurationDrawsTheSwitchInsideACustomStyle() { onMain {
    struct Wrapping: ToggleStyle {
      func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(4) }
    }
    let s = layout(Toggle("A", isOn: .constant(true)).toggleStyle(Wrapping()))
    XCTAssertEqual(s.nodes(named: "Switch").count, 1)
  } }

  func testPrimitiveButtonStyleOwnsTheTap() { onMain {
    let counter = Counter()
    let host = ViewHost(VStack {
      Button("Two") { counter.count += 1 }.buttonStyle(TriggerAreaButtonStyle())
      Button("Never") { counter.count += 100 }.buttonStyle(NeverTriggersStyle()).id("never")
    })
    let never = try XCTUnwrap(host.layoutSnapshot.frame("never"))
    try host.tap(at: CGPoint(x: never.midX, y: never.midY))
    XCTAssertEqual(counter.count, 0, "a primitive style that never triggers: the button adds no tap")
    let label = try XCTUnwrap(host.layoutSnapshot.frame("label-area"))
    try host.tap(at: CGPoint(x: label.midX, y: label.midY))
    XCTAssertEqual(counter.count, 0, "only the style's own gesture runs the action")
    let trigger = try XCTUnwrap(host.layoutSnapshot.frame("trigger-area"))
    try host.tap(at: CGPoint(x: trigger.midX, y: trigger.midY))
    XCTAssertEqual(counter.count, 1, "trigger() runs the action")
  } }

  func testSystemStylesAreStillPrimitiveStyles() { onMain {
    let styles: [any PrimitiveButtonStyle] = [.automatic, .plain, .borderless, .bordered, .borderedProminent]
    XCTAssertEqual(styles.count, 5)
    let counter = Counter()
    let host = ViewHost(Button("Go") { counter.count += 1 }.buttonStyle(.bordered).id("b"))
    let f = try XCTUnwrap(host.layoutSnapshot.frame("b"))
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
    XCTAssertEqual(counter.count, 1)
  } }

  func testLabelProgressGaugeAndGroupBoxStylesDrawTheirBodies() { onMain {
    let s = layout(VStack {
      Label("Star", systemImage: "star").labelStyle(StackedLabelStyle()).id("label")
      ProgressView(value: 0.25).progressViewStyle(PercentProgressStyle())
      Gauge(value: 0.5) { Text("G") }.gaugeStyle(ValueGaugeStyle())
      GroupBox("Box") { Text("inside") }.groupBoxStyle(PlainBoxStyle())
      DisclosureGroup("More") { Text("hidden") }.disclosureGroupStyle(AlwaysOpenDisclosureStyle())
    })
    let label = try XCTUnwrap(s.frame("label"))
    XCTAssertGreaterThan(label.height, 30, "icon above title")
    XCTAssertFalse(s.nodes(named: "Text(\"25%\")").isEmpty)
    XCTAssertEqual(s.frame("gauge-fill")?.width, 50)
    XCTAssertNotNil(s.frame("box-body"))
    XCTAssertFalse(s.nodes(named: "Text(\"hidden\")").isEmpty, "the custom disclosure style shows the content")
  } }

  func testLabeledContentMenuAndControlGroupStyles() { onMain {
    let s = layout(VStack {
      LabeledContent("Name", value: "Ada").labeledContentStyle(ColonLabeledContentStyle())
      Menu("Actions") { Button("Copy") {} }.menuStyle(TitledMenuStyle())
      ControlGroup { Button("A") {}; Button("B") {} }.controlGroupStyle(VerticalControlGroupStyle())
    })
    XCTAssertFalse(s.nodes(named: "Text(\": \")").isEmpty)
    XCTAssertNotNil(s.frame("menu-body"))
    XCTAssertTrue(s.nodes(named: "ControlGroup").isEmpty, "the custom control group style replaces the segments")
  } }

  func testLabeledContentPutsTheValueTrailingInSecondary() { onMain {
    let host = ViewHost(Form { LabeledContent("Name", value: "Ada") })
    let s = host.layoutSnapshot
    let name = try XCTUnwrap(s.nodes(named: "Text(\"Name\")").first?.frame)
    let value = try XCTUnwrap(s.nodes(named: "Text(\"Ada\")").first?.frame)
    XCTAssertLessThan(name.minX, 60, "label at the leading edge")
    XCTAssertGreaterThan(value.maxX, 300, "value at the trailing edge")
    XCTAssertEqual(name.midY, value.midY, accuracy: 0.5)
  } }

  func testCircularGaugesDrawARingWithoutWarning() { onMain {
    let (host, warnings) = RenderWarnings.collecting {
      ViewHost(HStack {
        Gauge(value: 0.3) { Text("A") }.gaugeStyle(.accessoryCircular)
        Gauge(value: 0.3) { Text("B") }.gaugeStyle(.accessoryCircularCapacity)
      })
    }
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "GaugeRing").count, 2)
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "GaugeRing").first?.frame.size, CGSize(width: 54, height: 54))
    XCTAssertFalse(warnings.contains { $0.contains("Gauge") }, warnings.joined(separator: "\n"))
  } }
}
