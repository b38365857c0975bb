import Foundation
import PlumbGraphics
import PlumbUI
import Testing
@testable import PlumbTesting

/// A model as apps write it: a new UUID every time it is made.
private struct Item: Identifiable {
  let id = UUID()
  var title: String
}

private struct ItemList: View {
  let items: [Item]
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      ForEach(items) { item in Text(item.title).frame(height: 20) }
    }
  }
}

private let device = Device.custom(width: 200, height: 300, scale: 1)

/// End to end: a golden of a list of UUID models passes on the next run (new ids) without a
/// layout warning, and a real change is reported as the lines it causes (docs/layout-diff.md).
@Suite struct UUIDModelGoldenTests {
  @Test @MainActor func uuidModelsDoNotDrownARealChange() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-uuid-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func items(_ last: String = "Eleven") -> [Item] {
      ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", last].map { Item(title: $0) }
    }
    func verify(_ list: [Item], _ mode: RecordMode) async throws -> (GoldenFailure?, [String]) {
      let r = try await renderView(ItemList(items: list), options: ViewRenderOptions(device: device))
      var warnings: [String] = []
      let f = verifyGolden(of: { r }, named: "items", record: mode, goldensDirectory: dir + "/Goldens", suite: "UUID",
                           warn: { warnings.append($0) })
      return (f, warnings)
    }
    let (recorded, _) = try await verify(items(), .missing)
    #expect(recorded?.kind == .recorded)
    let (again, warnings) = try await verify(items(), .never)
    #expect(again == nil)
    #expect(warnings.isEmpty, "new UUIDs are not a layout change: \(warnings)")
    let (changed, _) = try await verify(items("Eleven and a much longer title"), .never)
    let message = try #require(changed?.message)
    // The widened last row and the centred stack it widens: no row removed and added again.
    #expect(message.contains("Layout changes (3):"), "\(message)")
    #expect(!message.contains(" removed ") && !message.contains(" added "), "\(message)")
    // UUIDs are named uuid-1, uuid-2, … in the snapshot (RandomIdentityNames), so the rows match by
    // identity and no positional matching is needed or noted.
    #expect(!message.contains("matched by position"), "\(message)")
  }
}
