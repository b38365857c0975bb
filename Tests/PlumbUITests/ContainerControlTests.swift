import Foundation
import PlumbUI
import XCTest

/// ContentUnavailableView, GroupBox, DisclosureGroup, ControlGroup, Gauge, ShareLink and
/// ColorPicker: frames with the fixed-metrics font (0.6 em per character, 1 em per line), the
/// expected numbers being the metrics each file documents (all **L**: drawn to match iOS 17).
final class ContainerControlTests: XCTestCase {
  /// Title, symbol and description centred in the whole safe area; the symbol at 48 pt
  /// (57.6-pt box), 16 above the title (title2: 22 pt), 8 above the description (15 pt).
  func testContentUnavailableViewCentresItsParts() { onMain {
    let s = layout(ContentUnavailableView("No Mail", systemImage: "star", description: Text("Pull to refresh")).id("empty"))
    assertFrame(s.frame("empty"), 0, 47, 390, 763)
    let total = 57.6 + 16 + 22 + 8 + 15
    let top = 47 + (763 - total) / 2
    assertFrame(s.nodes(named: "Image(systemName: \"star\")").first?.frame, (390 - 57.6) / 2, top, 57.6, 57.6)
    assertFrame(s.nodes(named: "Text(\"No Mail\")").first?.frame, (390 - 7 * 13.2) / 2, top + 73.6, 7 * 13.2, 22)
    assertFrame(s.nodes(named: "Text(\"Pull to refresh\")").first?.frame, (390 - 15 * 9) / 2, top + 103.6, 15 * 9, 15)
  } }

  func testContentUnavailableSearchForms() { onMain {
    let plain = layout(ContentUnavailableView.search)
    XCTAssertEqual(texts(plain), ["Text(\"No Results\")", "Text(\"Check the spelling or tr…\")"])
    XCTAssertEqual(plain.nodes(named: "Image(systemName: \"magnifyingglass\")").count, 1)
    let query = layout(ContentUnavailableView.search(text: "kiwi"))
    XCTAssertEqual(texts(query).first, "Text(\"No Results for “kiwi”\")")
    let custom = layout(ContentUnavailableView {
      Label("Offline", systemImage: "bell")
    } description: {
      Text("Check your connection")
    } actions: {
      Button("Retry") {}
    })
    XCTAssertEqual(texts(custom), ["Text(\"Offline\")", "Text(\"Check your connection\")", "Text(\"Retry\")"])
  } }

  /// GroupBox: full width, 16-pt padding, headline label 8 above the content.
  func testGroupBoxPadsItsLabelAndContent() { onMain {
    let s = layout(VStack(spacing: 0) {
      GroupBox("Storage") { Text("12 GB") }.id("box")
      GroupBox { Text("Plain") }.id("plain")
      GroupBox(label: Text("Old")) { Text("Form") }
    })
    let box = try XCTUnwrap(s.frame("box"))
    XCTAssertEqual(box.size, CGSize(width: 390, height: 16 + 17 + 8 + 17 + 16))
    assertFrame(s.nodes(named: "Text(\"Storage\")").first?.frame, 16, box.minY + 16, 7 * 10.2, 17)
    assertFrame(s.nodes(named: "Text(\"12 GB\")").first?.frame, 16, box.minY + 41, 5 * 10.2, 17)
    XCTAssertEqual(s.frame("plain")?.height, 16 + 17 + 16, "no label, no spacing")
  } }

  /// DisclosureGroup: collapsed shows the row with a right chevron; a tap expands it (own
  /// state); a binding drives it.
  func testDisclosureGroupExpandsOnTap() { onMain {
    struct Screen: View {
      @State var open = true
      var body: some View {
        VStack(spacing: 0) {
          DisclosureGroup("Details") { Text("Hidden body") }.id("own")
          DisclosureGroup("Bound", isExpanded: $open) { Text("Shown body") }.id("bound")
        }
      }
    }
    let host = ViewHost(Screen())
    var s = host.layoutSnapshot
    XCTAssertEqual(texts(s), ["Text(\"Details\")", "Text(\"Bound\")", "Text(\"Shown body\")"])
    XCTAssertEqual(s.nodes(named: "Image(systemName: \"chevron.right\")").count, 1)
    XCTAssertEqual(s.nodes(named: "Image(systemName: \"chevron.down\")").count, 1)
    let own = try XCTUnwrap(s.frame("own"))
    XCTAssertEqual(own.size, CGSize(width: 390, height: 17))
    try host.tap(at: CGPoint(x: 20, y: own.midY))
    s = host.layoutSnapshot
    XCTAssertEqual(texts(s), ["Text(\"Details\")", "Text(\"Hidden body\")", "Text(\"Bound\")", "Text(\"Shown body\")"])
    XCTAssertEqual(s.frame("own")?.height, 17 + 8 + 17)
    let bound = try XCTUnwrap(s.frame("bound"))
    try host.tap(at: CGPoint(x: 20, y: bound.minY + 5))
    XCTAssertEqual(texts(host.layoutSnapshot), ["Text(\"Details\")", "Text(\"Hidden body\")", "Text(\"Bound\")"])
  } }

  /// ControlGroup: equal segments across the width, 44 tall, accent-tinted children.
  func testControlGroupSegments() { onMain {
    let s = layout(ControlGroup {
      Button("Cut") {}
      Button("Copy") {}
    }.id("group"))
    let g = try XCTUnwrap(s.frame("group"))
    XCTAssertEqual(g.size, CGSize(width: 390, height: 44))
    assertFrame(s.nodes(named: "Text(\"Cut\")").first?.frame, (195 - 30.6) / 2, g.minY + 13.5, 30.6, 17)
    assertFrame(s.nodes(named: "Text(\"Copy\")").first?.frame, 195 + (195 - 40.8) / 2, g.minY + 13.5, 40.8, 17)
    let (_, warnings) = RenderWarnings.collecting {
      _ = layout(ControlGroup { Button("A") {} }.controlGroupStyle(.menu))
    }
    XCTAssertEqual(warnings.count, 1)
  } }

  /// Gauge: the label row, then min label, bar, max label; the bar fills to the value.
  func testGaugeLinearCapacityLayoutAndFill() { onMain {
    let host = ViewHost(Gauge(value: 25.0, in: 0...100) {
      Text("Fuel")
    } currentValueLabel: {
      Text("25")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("100")
    }.id("gauge"))
    let s = host.layoutSnapshot
    let g = try XCTUnwrap(s.frame("gauge"))
    XCTAssertEqual(g.size, CGSize(width: 390, height: 17 + 4 + 13))
    assertFrame(s.nodes(named: "Text(\"Fuel\")").first?.frame, 0, g.minY, 40.8, 17)
    assertFrame(s.nodes(named: "Text(\"25\")").first?.frame, 390 - 20.4, g.minY, 20.4, 17)
    let bar = try XCTUnwrap(s.nodes(named: "GaugeBar").first?.frame)
    assertFrame(bar, 7.8 + 8, g.minY + 21 + 3.5, 390 - 7.8 - 23.4 - 16, 6)
    // The accent fill spans a quarter of the bar.
    let fills = host.displayList.items.compactMap { item -> CGRect? in
      if case .fill(let path, .solid(let c), _) = item, c == RGBAColor(r8: 0, g8: 122, b8: 255) { return path.boundingBox }
      return nil
    }
    XCTAssertEqual(fills.first?.width ?? 0, bar.width / 4, accuracy: 0.34)
  } }

  func testGaugeStyles() { onMain {
    let linear = layout(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryLinear))
    XCTAssertEqual(linear.nodes(named: "GaugeBar").first?.frame.height, 8)
    XCTAssertEqual(linear.nodes(named: "Text(\"A\")").first?.frame.height, 12, "accessory styles use the caption font")
    let (_, warnings) = RenderWarnings.collecting { _ = layout(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular)) }
    XCTAssertEqual(warnings, [], "the circular styles draw a ring now (StyleProtocolTests)")
  } }

  /// ShareLink: an accent button with the share symbol and "Share" (or a title, or a label).
  func testShareLinkDrawsAShareButton() { onMain {
    let url = URL(string: "https://example.com")!
    let s = layout(VStack {
      ShareLink(item: url)
      ShareLink("Send", item: url, subject: Text("Hi"))
      ShareLink(item: url, preview: SharePreview("Site", image: Image(systemName: "star"), icon: Image(systemName: "star")))
      ShareLink(item: "text") { Text("Custom") }
    })
    XCTAssertEqual(texts(s), ["Text(\"Share\")", "Text(\"Send\")", "Text(\"Share\")", "Text(\"Custom\")"])
    XCTAssertEqual(s.nodes(named: "Image(systemName: \"square.and.arrow.up\")").count, 3)
    XCTAssertEqual(s.nodes(named: "Button").count, 4)
  } }

  /// ColorPicker: label leading, the 28 × 28 well trailing; the disc is the selection.
  func testColorPickerDrawsAWell() { onMain {
    let host = ViewHost(ColorPicker("Tint", selection: .constant(.red)).id("picker"))
    let s = host.layoutSnapshot
    let p = try XCTUnwrap(s.frame("picker"))
    XCTAssertEqual(p.size, CGSize(width: 390, height: 28))
    assertFrame(s.nodes(named: "ColorWell").first?.frame, 362, p.minY, 28, 28)
    guard case .fill(let disc, .solid(let c), _)? = host.displayList.items.last else { return XCTFail("no disc") }
    XCTAssertEqual(c, RGBAColor(r8: 255, g8: 59, b8: 48))
    XCTAssertEqual(disc.boundingBox.width, 18, accuracy: 0.01)
  } }
}
