import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbTesting
import QuickLook
import SwiftUI
import Testing

/// QuickLook (docs/compatibility/frameworks.md, "QuickLook"): file contents are not drawn; a
/// preview shows its bar and a labelled placeholder and warns once.
@Suite struct QuickLookTests {
  @MainActor final class Source: QLPreviewControllerDataSource {
    let urls: [URL]
    init(_ urls: [URL]) { self.urls = urls }
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int { urls.count }
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
      index == 0 ? urls[index] as QLPreviewItem : urls[index] as NSURL
    }
  }

  @Test @MainActor func aControllerAsksItsDataSource() {
    let source = Source([URL(fileURLWithPath: "/tmp/Report.pdf"), URL(fileURLWithPath: "/tmp/Photo.png")])
    let controller = QLPreviewController()
    controller.dataSource = source
    #expect(controller.currentPreviewItem?.previewItemURL?.lastPathComponent == "Report.pdf")
    controller.currentPreviewItemIndex = 1
    #expect(controller.currentPreviewItem?.previewItemURL?.lastPathComponent == "Photo.png")
    #expect(QLPreviewController.canPreview(URL(fileURLWithPath: "/tmp/a.txt")))
  }

  @Test @MainActor func aPresentedPreviewCoversTheScreenAndWarnsOnce() async throws {
    struct Files: View {
      @State var url: URL? = URL(fileURLWithPath: "/tmp/Quarterly Report.pdf")
      @State var other: URL?
      var body: some View {
        Text("Files")
          .quickLookPreview($url)
          .quickLookPreview($other, in: [URL(fileURLWithPath: "/tmp/a.png")])
      }
    }
    let (picture, warnings) = try await renderedAsync(Files())
    #expect(warnings.filter { $0.hasPrefix("quickLookPreview:") }.count == 1, "\(warnings)")
    let names = picture.layout?.root.flattened.map(\.name).joined(separator: "|") ?? ""
    #expect(names.contains("Quick Look placeholder") && names.contains("Quarterly Report.pdf"), "\(names)")
    let (_, none) = try await renderedAsync(Text("Files").quickLookPreview(.constant(nil)))
    #expect(none.isEmpty, "\(none)")
  }

  @Test @MainActor func theUIKitControllerWarnsNamingTheFile() throws {
    struct Preview: UIViewControllerRepresentable {
      func makeCoordinator() -> Source { Source([URL(fileURLWithPath: "/tmp/Invoice.pdf")]) }
      func makeUIViewController(context: Context) -> QLPreviewController {
        let controller = QLPreviewController()
        controller.dataSource = context.coordinator
        return controller
      }
      func updateUIViewController(_ controller: QLPreviewController, context: Context) {}
    }
    let warnings = RenderWarnings.collecting { _ = ViewHost(Preview(), device: .iPhoneSE3).displayList }.warnings
    #expect(warnings.contains { $0.hasPrefix("QLPreviewController: the file (Invoice.pdf) is not drawn") }, "\(warnings)")
  }
}

/// Renders `view` with the async settle (Swift Testing's main-actor tests may run off the main
/// thread, where the synchronous `rendered` cannot drain the main queue), with its warnings.
@MainActor private func renderedAsync<V: View>(_ view: V, device: Device = .iPhone14) async throws -> (Rendering, [String]) {
  var result: Rendering?
  let warnings = try await RenderWarnings.collecting { result = try await renderView(view, options: ViewRenderOptions(device: device)) }.warnings
  return (try #require(result), warnings)
}
