import Foundation
import PlumbUI
import XCTest

// Issue 25, item 4: API that did not compile before, each checked for what it draws or warns.

private let red = RGBAColor(r8: 255, g8: 59, b8: 48)
private let accent = RGBAColor(r8: 0, g8: 122, b8: 255)

/// Every fill and stroke of the host, flattened, with its bounding box.
@MainActor private func fills(_ host: ViewHost) -> [(CGRect, Paint)] {
  func walk(_ items: [DisplayItem]) -> [(CGRect, Paint)] {
    items.flatMap { item -> [(CGRect, Paint)] in
      switch item {
      case .fill(let p, let paint, _): return [(p.boundingBox, paint)]
      case .stroke(let p, let paint, _): return [(p.boundingBox, paint)]
      case .group(let g): return walk(g.items)
      default: return []
      }
    }
  }
  return walk(host.displayList.items)
}

final class GapsSwiftUITests: XCTestCase {
  func testShapeTransformsMoveThePath() { onMain {
    let host = ViewHost(Rectangle().offset(x: 10, y: 5).scale(0.5, anchor: .topLeading).fill(Color.red).frame(width: 100, height: 100))
    let (box, _) = try XCTUnwrap(fills(host).first)
    XCTAssertEqual(box.width, 50, accuracy: 0.01)
    XCTAssertEqual(box.minX, 145 + 5, accuracy: 0.34, "offset 10 then scaled by 0.5 about the top-leading corner")
    let rotated = ViewHost(Rectangle().rotation(.degrees(90)).fill(Color.red).frame(width: 100, height: 20))
    let (r, _) = try XCTUnwrap(fills(rotated).first)
    XCTAssertEqual(r.width, 20, accuracy: 0.01)
    XCTAssertEqual(r.height, 100, accuracy: 0.01)
  } }

  func testStrokeIsAShapeAndStrokeBorderInsets() { onMain {
    let host = ViewHost(Circle().stroke(lineWidth: 4).fill(Color.red).frame(width: 40, height: 40))
    guard case let .stroke(_, paint, style)? = host.displayList.items.first else {
      return XCTFail("a filled stroke(lineWidth:) shape draws a stroke: \(host.displayList.items)")
    }
    XCTAssertEqual(style.lineWidth, 4)
    XCTAssertEqual(paint, .solid(red))
    let border = ViewHost(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.blue, lineWidth: 4).frame(width: 40, height: 40))
    let (box, _) = try XCTUnwrap(fills(border).first)
    XCTAssertEqual(box.width, 36, accuracy: 0.01, "inset by half the line width")
    let inset: some InsettableShape = Capsule().inset(by: 3)
    _ = inset
  } }

  func testHierarchicalAndSystemShapeStyles() { onMain {
    let host = ViewHost(VStack(spacing: 0) {
      Rectangle().fill(.secondary).frame(width: 10, height: 10)
      Rectangle().fill(.quaternary).frame(width: 10, height: 10)
      Rectangle().fill(.separator).frame(width: 10, height: 10)
      Rectangle().fill(.fill).frame(width: 10, height: 10)
      Rectangle().fill(.secondary).frame(width: 10, height: 10).foregroundStyle(Color.red)
      Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 10, height: 10)
      Rectangle().fill(AnyShapeStyle(.tint)).frame(width: 10, height: 10)
    })
    let paints = fills(host).map(\.1)
    XCTAssertEqual(paints[0], .solid(RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.6)))
    XCTAssertEqual(paints[1], .solid(RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.18)))
    XCTAssertEqual(paints[2], .solid(RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.29)))
    XCTAssertEqual(paints[3], .solid(RGBAColor(r8: 120, g8: 120, b8: 128, alpha: 0.2)))
    XCTAssertEqual(paints[4], .solid(red.multiplyingAlpha(0.5)), "secondary of a custom foreground")
    guard case .linearGradient = paints[5] else { return XCTFail("gradient static: \(paints[5])") }
    XCTAssertEqual(paints[6], .solid(accent))
  } }

  func testMaterialsFillBackgrounds() { onMain {
    let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]
    XCTAssertEqual(materials.count, 6)
    let host = ViewHost(Text("A").background(.thinMaterial).background(Material.bar))
    XCTAssertEqual(fills(host).count, 2)
  } }

  func testBlendModeAndStyleShadowWarnOnce() { onMain {
    let (_, warnings) = RenderWarnings.collecting {
      _ = ViewHost(VStack {
        Color.red.frame(width: 10, height: 10).blendMode(.multiply).compositingGroup()
        Color.red.frame(width: 10, height: 10).blendMode(.normal)
        Rectangle().fill(Color.blue.shadow(.drop(radius: 4))).frame(width: 10, height: 10)
        Rectangle().fill(Color.blue.blendMode(.screen)).frame(width: 10, height: 10)
      }).displayList
    }
    XCTAssertEqual(Set(warnings), ["blendMode(.multiply) is not drawn: the view is composited normally",
                                   "ShapeStyle.shadow(_:) is not drawn: the style is filled without its shadow",
                                   "ShapeStyle.blendMode(.screen) is not drawn: the style is composited normally"])
  } }

  func testTextLocalizationFormsAndResource() { onMain {
    let resource: LocalizedStringResource = "Hello"
    let s = layout(VStack {
      Text("A", comment: "a letter")
      Text("B", bundle: .main)
      Text("C", tableName: "Main", bundle: nil, comment: "c")
      Text(resource)
      Text(LocalizedStringResource("k", defaultValue: "Default"))
    })
    for t in ["A", "B", "C", "Hello", "Default"] {
      XCTAssertFalse(s.nodes(named: "Text(\"\(t)\")").isEmpty, t)
    }
    XCTAssertEqual(String(localized: resource), "Hello")
  } }

  func testControlSizeChangesBorderedPaddingAndSpinner() { onMain {
    let s = layout(VStack {
      Button("Go") {}.buttonStyle(.bordered).controlSize(.large).id("large")
      Button("Go") {}.buttonStyle(.bordered).id("regular")
      ProgressView().controlSize(.large)
    })
    XCTAssertEqual(try XCTUnwrap(s.frame("large")).width, try XCTUnwrap(s.frame("regular")).width + 16, accuracy: 0.01)
    XCTAssertEqual(s.nodes(named: "Spinner").first?.frame.size, CGSize(width: 37, height: 37))
  } }

  func testButtonBorderShapeCapsule() { onMain {
    let host = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
    XCTAssertFalse(fills(host).isEmpty)
    let shapes: [ButtonBorderShape] = [.automatic, .capsule, .roundedRectangle, .roundedRectangle(radius: 4), .circle]
    XCTAssertEqual(shapes.count, 5)
  } }

  func testNavigationPathShowsTheLastDestination() { onMain {
    struct Screen: View {
      @State var path = NavigationPath([1, 2])
      var body: some View {
        NavigationStack(path: $path) {
          Text("Root").navigationDestination(for: Int.self) { Text("Detail \($0)") }
        }
      }
    }
    let s = layout(Screen())
    XCTAssertFalse(s.nodes(named: "Text(\"Detail 2\")").isEmpty, s.root.flattened.map(\.name).joined(separator: " "))
    XCTAssertTrue(s.nodes(named: "Text(\"Root\")").isEmpty)
    let presented = layout(NavigationStack {
      Text("Root").navigationDestination(isPresented: .constant(true)) { Text("Shown") }
    })
    XCTAssertFalse(presented.nodes(named: "Text(\"Shown\")").isEmpty)
  } }

  func testGlassDrawsBlurredGlassAndWarns() { onMain {
    let (host, warnings) = RenderWarnings.collecting {
      ViewHost(GlassEffectContainer { Text("G").padding().glassEffect(.regular.tint(.blue).interactive(), in: Capsule()) })
    }
    XCTAssertEqual(fills(host).count, 3, "the glass's fill and edge, then the tint")
    func backdrops(_ items: [DisplayItem]) -> Int {
      items.reduce(0) { n, item in
        if case .group(let g) = item { return n + (g.backdrop == nil ? 0 : 1) + backdrops(g.items) }
        return n
      }
    }
    XCTAssertEqual(backdrops(host.displayList.items), 1, "the glass blurs what is behind it")
    XCTAssertEqual(warnings.filter { $0.hasPrefix("glassEffect") }.count, 1)
    _ = layout(Button("B") {}.buttonStyle(.glass))
    _ = layout(Button("B") {}.buttonStyle(.glassProminent))
    _ = layout(Text("x").glassEffect(.identity))
  } }

  func testAccessibilityOpenURLAndSmallAPIs() { onMain {
    let env = EnvironmentValues()
    XCTAssertFalse(env.accessibilityReduceMotion)
    XCTAssertFalse(env.accessibilityReduceTransparency)
    XCTAssertFalse(env.accessibilityDifferentiateWithoutColor)
    XCTAssertFalse(env.accessibilityInvertColors)
    XCTAssertNotEqual(env.legibilityWeight, .bold)
    XCTAssertEqual(env.controlSize, .regular)
    nonisolated(unsafe) var opened: URL?
    let action = OpenURLAction { url in opened = url; return .handled }
    action(URL(string: "https://example.com")!)
    XCTAssertEqual(opened?.host, "example.com")
    env.openURL(URL(string: "https://apple.com")!)
    let title = "Settings"
    _ = layout(VStack {
      Text("x").onLongPressGesture(minimumDuration: 1, maximumDistance: 5, perform: {}, onPressingChanged: { _ in })
      Text("y").onLongPressGesture {}
      Text("z").gesture(LongPressGesture(minimumDuration: 0.3).onEnded { _ in })
      Text("w").containerShape(RoundedRectangle(cornerRadius: 8)).navigationBarTitle(title).navigationTitle(title)
      MultiDatePicker("Days", selection: .constant([]))
    })
    let (_, warnings) = RenderWarnings.collecting { _ = layout(ScrollView { Text("m") }.contentMargins(.horizontal, 20, for: .scrollContent)) }
    XCTAssertEqual(warnings, ["contentMargins(_:_:for:): laid out as padding; content does not scroll under the margin"])
    _ = CircularProgressViewStyle(tint: .red)
  } }
}
