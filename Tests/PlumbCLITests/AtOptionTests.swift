import Foundation
import PlumbGoldens
import PlumbUI
import Testing
@testable import PlumbCLI

/// `plumb record/verify --at <seconds>`: each still is taken that long after its screen appeared
/// on the render's main-queue clock, and its golden is named for the moment (`name.at100ms.png`;
/// docs/time.md, "A picture at a moment").
@Suite struct AtOptionTests {
  struct Loading: View {
    @State private var phase = "Waiting…"
    var body: some View {
      Text(phase)
        .frame(width: 120, height: 30)
        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { phase = "Loaded" } }
    }
  }

  @Test func theMomentNamesTheGoldenAndPicksTheWorkDueByThen() throws {
    let scratch = Scratch()
    let goldens = scratch.path("Goldens")
    let screens = ScreenSet(screens: [.view("loading") { Loading() }], suite: "Catalog")
    func plumb(_ args: [String]) -> (status: Int32, err: String) {
      final class Box: @unchecked Sendable { var err = "" }
      let box = Box()
      let status = PlumbCLI.run(args + ["--goldens", goldens, "--artifacts", scratch.path("artifacts")], screens: screens,
                                console: Console(out: { _ in }, err: { box.err += $0 }))
      return (status.code, box.err)
    }
    #expect(plumb(["record", "loading", "--at", "0.1"]).status == 0)
    #expect(plumb(["record", "loading"]).status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: "\(goldens)/Catalog").sorted()
    #expect(files == ["loading.at100ms.layout.json", "loading.at100ms.png", "loading.layout.json", "loading.png"], "\(files)")
    let early = String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/Catalog/loading.at100ms.layout.json")), as: UTF8.self)
    let settled = String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/Catalog/loading.layout.json")), as: UTF8.self)
    #expect(early.contains("Waiting") && settled.contains("Loaded"))
    #expect(plumb(["verify", "loading", "--at", "0.1"]).status == 0)
    #expect(plumb(["verify", "loading", "--at", "-1"]).status != 0)
  }
}
