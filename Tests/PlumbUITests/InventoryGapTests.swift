import Foundation
import PlumbTesting
import PlumbUI
import Testing

// The inventory's most used missing entries, second batch: each compiles with SwiftUI's labels and
// either draws as its sibling does or warns that it is not drawn.

@Suite struct InventoryGapTests {
  @MainActor private func warnings(_ view: some View) -> [String] {
    RenderWarnings.collecting { _ = ViewHost(view, device: .iPhoneSE3).displayList }.warnings
  }

  /// Gesture callbacks and composition on any gesture; pinch, rotate and spatial taps compile and
  /// change nothing in a still.
  @Test @MainActor func gestureCompositionCompilesAndDrawsNothing() {
    @GestureState var scale: CGFloat = 1
    let pinch = MagnificationGesture().onChanged { _ in }.onEnded { _ in }
    let combined = TapGesture().sequenced(before: DragGesture()).simultaneously(with: RotationGesture())
      .exclusively(before: SpatialTapGesture(count: 2)).map { _ in 1 }
    let updating = MagnifyGesture().updating($scale) { value, state, _ in state = value.magnification }
    let plain = ViewHost(Color.red.frame(width: 40, height: 40), device: .iPhoneSE3)
    let gestured = ViewHost(Color.red.frame(width: 40, height: 40).gesture(pinch).gesture(combined)
      .simultaneousGesture(updating).gesture(RotateGesture().onEnded { _ in }), device: .iPhoneSE3)
    #expect(plain.displayList == gestured.displayList)
  }

  @Test @MainActor func searchableDrawsItsFieldAndWarnsOnlyOutsideNavigation() {
    let w = warnings(NavigationStack { List { Text("A") }.searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Find") })
    #expect(!w.contains { $0.hasPrefix("searchable") }, "\(w)")
    let outside = warnings(List { Text("A") }.searchable(text: .constant(""), prompt: "Find"))
    #expect(outside.contains { $0.hasPrefix("searchable(text:): not inside a NavigationStack") }, "\(outside)")
  }

  /// Uniform radii draw the rounded rectangle; zero radii the rectangle; one radius rounds one corner.
  @Test @MainActor func unevenRoundedRectangle() async throws {
    func pixels(_ shape: some Shape) async throws -> RGBAImage {
      try await renderView(shape.fill(Color.black).frame(width: 60, height: 40),
                      options: ViewRenderOptions(device: .custom(width: 60, height: 40, scale: 1), background: nil)).image
    }
    let even = UnevenRoundedRectangle(topLeadingRadius: 10, bottomLeadingRadius: 10, bottomTrailingRadius: 10, topTrailingRadius: 10)
    #expect(try await pixels(even) == pixels(RoundedRectangle(cornerRadius: 10, style: .continuous)))
    #expect(try await pixels(UnevenRoundedRectangle(style: .circular)) == pixels(Rectangle()))
    let one = UnevenRoundedRectangle(topLeadingRadius: 16, style: .circular)
    let circularEven = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 8, bottomLeading: 8, bottomTrailing: 8, topTrailing: 8), style: .circular)
    #expect(try await pixels(circularEven) == pixels(RoundedRectangle(cornerRadius: 8, style: .circular)))
    let img = try await pixels(one)
    #expect(img[1, 1].a == 0)          // the rounded corner is cut
    #expect(img[58, 1].a == 255)       // the others are square
    #expect(img[1, 38].a == 255)
  }

  @Test @MainActor func overloadsDrawAsTheirSiblings() {
    let a = ViewHost(Text("x").background(ignoresSafeAreaEdges: .all), device: .iPhoneSE3)
    let b = ViewHost(Text("x").background(Color(white: 1), ignoresSafeAreaEdges: .all), device: .iPhoneSE3)
    #expect(a.displayList == b.displayList)
    #expect(Color(.sRGB, white: 0.5, opacity: 1) == Color(white: 0.5))
    #expect(Color(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)) == Color(red: 1, green: 0, blue: 0))
    let footer = ViewHost(List { Section { Text("Row") } footer: { Text("Foot") } }, device: .iPhoneSE3)
    #expect(footer.layoutSnapshot.root.flattened.contains { $0.name == #"Text("Foot")"# })
    let sized = Circle().size(width: 10, height: 10).path(in: CGRect(x: 5, y: 5, width: 100, height: 100))
    #expect(sized.boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
    let t = ViewHost(Text("t").transaction(value: 1) { $0.animation = nil }.transaction({ $0.animation = nil }) { $0.opacity(0.5) }, device: .iPhoneSE3)
    #expect(t.layoutSnapshot.root.flattened.contains { $0.name == #"Text("t")"# })
  }

  @Test @MainActor func scrollAndContainerEffectsWarn() {
    #expect(warnings(ScrollView { Text("a") }.scrollClipDisabled()).contains { $0.hasPrefix("scrollClipDisabled(_:) is not drawn") })
    #expect(warnings(ScrollView { Text("a") }.scrollClipDisabled(false)).isEmpty)
    #expect(warnings(Text("v").visualEffect { e, _ in e.offset(x: 2) }).contains { $0.hasPrefix("visualEffect(_:) is not drawn") })
    #expect(warnings(Text("s").scrollTransition { e, p in e.opacity(p.isIdentity ? 1 : 0) }).contains { $0.hasPrefix("scrollTransition is not drawn") })
    #expect(warnings(Text("w").containerBackground(Color.red, for: .widget)).isEmpty)
    #expect(warnings(Text("n").containerBackground(Color.red, for: .navigation)).first?.hasPrefix("containerBackground(_:for: .navigation)") == true)
  }
}

@Suite struct TextSpacingModifierTests {
  /// A container's kerning and tracking reach the text below it, silently, as the text's own do.
  @Test @MainActor func viewKerningAndTrackingSpaceTheTextBelow() {
    let (spaced, w) = RenderWarnings.collecting { ViewHost(VStack { Text("ab") }.kerning(1).tracking(2)).displayList }
    #expect(w.isEmpty, "\(w)")
    #expect(spaced == ViewHost(VStack { Text("ab").kerning(1).tracking(2) }).displayList)
    #expect(spaced != ViewHost(VStack { Text("ab") }).displayList)
    #expect(ViewHost(VStack { Text("ab") }.kerning(0).tracking(0)).displayList == ViewHost(VStack { Text("ab") }).displayList)
  }
}
