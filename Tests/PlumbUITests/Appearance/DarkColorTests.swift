import Foundation
import PlumbUI
import Testing

/// Semantic colours resolve to iOS's light and dark values (SystemColorTable, docs/appearance.md:
/// HIG colour tables and UIKit's resolved values, **H** for the system colours and labels).
@Suite struct DarkColorTests {
  func env(_ scheme: ColorScheme) -> EnvironmentValues {
    var e = EnvironmentValues()
    e.colorScheme = scheme
    return e
  }

  func bytes(_ r: Color.Resolved) -> [Int] {
    [r.red, r.green, r.blue].map { Int(($0 * 255).rounded()) } + [Int((r.opacity * 100).rounded())]
  }

  @Test func systemColoursHaveTheirDarkVariants() {
    #expect(bytes(Color.blue.resolve(in: env(.light))) == [0, 122, 255, 100])
    #expect(bytes(Color.blue.resolve(in: env(.dark))) == [10, 132, 255, 100])
    #expect(bytes(Color.red.resolve(in: env(.dark))) == [255, 69, 58, 100])
    #expect(bytes(Color.green.resolve(in: env(.dark))) == [48, 209, 88, 100])
    #expect(bytes(Color.orange.resolve(in: env(.dark))) == [255, 159, 10, 100])
    #expect(bytes(Color.purple.resolve(in: env(.dark))) == [191, 90, 242, 100])
    #expect(bytes(Color.gray.resolve(in: env(.dark))) == [142, 142, 147, 100])
    #expect(Color.blue.resolve(in: env(.dark)).description == "#0A84FFFF")
  }

  @Test func labelsFlipAndKeepTheirOpacity() {
    #expect(bytes(Color.primary.resolve(in: env(.light))) == [0, 0, 0, 100])
    #expect(bytes(Color.primary.resolve(in: env(.dark))) == [255, 255, 255, 100])
    #expect(bytes(Color.secondary.resolve(in: env(.light))) == [60, 60, 67, 60])
    #expect(bytes(Color.secondary.resolve(in: env(.dark))) == [235, 235, 245, 60])
    #expect(bytes(Color.blue.opacity(0.5).resolve(in: env(.dark))) == [10, 132, 255, 50])
  }

  @Test func fixedColoursStayFixed() {
    for scheme in ColorScheme.allCases {
      #expect(bytes(Color.black.resolve(in: env(scheme))) == [0, 0, 0, 100])
      #expect(bytes(Color.white.resolve(in: env(scheme))) == [255, 255, 255, 100])
      #expect(bytes(Color(red: 0.2, green: 0.4, blue: 0.6).resolve(in: env(scheme))) == [51, 102, 153, 100])
    }
  }

  @Test func everyTableRowDiffersOnlyWhereIOSDoes() {
    // systemGray is the one system colour iOS keeps in dark; every other row changes.
    let unchanged = SystemColorTable.all.filter { $0.light == $0.dark }.map(\.name)
    #expect(unchanged == ["systemGray"])
    #expect(SystemColorTable.all.count == 36)
  }

  @Test @MainActor func environmentReadsTheScheme() async {
    final class Seen: @unchecked Sendable { var value: ColorScheme? }
    let seen = Seen()
    struct Probe: View {
      @Environment(\.colorScheme) var scheme
      let seen: Seen
      var body: some View { seen.value = scheme; return Text("x") }
    }
    _ = ViewHost(Probe(seen: seen).environment(\.colorScheme, .dark))
    #expect(seen.value == .dark)
    _ = ViewHost(Probe(seen: seen))
    #expect(seen.value == .light)
    _ = ViewHost(Probe(seen: seen), traits: RenderTraits(colorScheme: .dark))
    #expect(seen.value == .dark)
  }

  @Test @MainActor func textPaintsWhiteInADarkSubtree() async {
    let host = ViewHost(VStack { Text("Hi"); Text("Ho").environment(\.colorScheme, .dark) })
    let colours = host.displayList.items.compactMap { item -> RGBAColor? in
      if case .glyphs(let run) = item { return run.color }
      return nil
    }
    #expect(colours == [RGBAColor(r8: 0, g8: 0, b8: 0), RGBAColor(r8: 255, g8: 255, b8: 255)])
  }

  @Test @MainActor func preferredColorSchemeOnAnInnerViewDarkensTheWindow() async {
    final class Seen: @unchecked Sendable { var value: ColorScheme? }
    let seen = Seen()
    struct Root: View {
      @Environment(\.colorScheme) var scheme
      let seen: Seen
      var body: some View {
        seen.value = scheme
        return VStack { Text("Top"); Text("Inner").preferredColorScheme(.dark) }
      }
    }
    let host = ViewHost(Root(seen: seen))
    #expect(host.colorScheme == .dark)
    #expect(seen.value == .dark, "the root's own environment is dark, not only the inner subtree")
    // The window paints systemBackground dark (black) over the whole screen first.
    guard case .fill(let path, let paint, _) = host.displayList.items.first else {
      Issue.record("expected the window background first, got \(host.displayList.items.first.map { "\($0)" } ?? "nothing")")
      return
    }
    #expect(paint == .solid(RGBAColor(r8: 0, g8: 0, b8: 0)))
    #expect(path.boundingBox.size == Device.iPhone14.size)
    // A nil preference leaves the device's appearance.
    #expect(ViewHost(Text("x").preferredColorScheme(nil)).colorScheme == .light)
    #expect(ViewHost(Text("x").preferredColorScheme(nil), traits: RenderTraits(colorScheme: .dark)).colorScheme == .dark)
    #expect(ViewHost(Text("x").preferredColorScheme(.light), traits: RenderTraits(colorScheme: .dark)).colorScheme == .light)
  }

  @Test @MainActor func lightWindowPaintsNoBackground() async {
    let host = ViewHost(Color.red.frame(width: 10, height: 10))
    #expect(host.displayList.items.count == 1)
  }

  @Test @MainActor func aSystemColoursGradientAdapts() async {
    func firstStop(_ traits: RenderTraits) -> RGBAColor? {
      let host = ViewHost(Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 10), traits: traits)
      for item in host.displayList.items {
        if case .fill(_, .linearGradient(let stops, _, _), _) = item { return stops.first?.color }
      }
      return nil
    }
    // 10 % toward white from systemBlue: light (0,122,255) → (25.5,135.3,255); dark (10,132,255) → (34.5,144.3,255).
    #expect(firstStop(RenderTraits()).map { Int(($0.red * 255).rounded()) } == 26)
    #expect(firstStop(RenderTraits(colorScheme: .dark)).map { Int(($0.red * 255).rounded()) } == 35)
  }
}
