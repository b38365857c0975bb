import Foundation
import PlumbUI
import Testing

/// `ProgressView` has two generic parameters, as SwiftUI's (`ProgressView<Label, CurrentValueLabel>`),
/// and a determinate bar draws its current-value label under the bar.
@Suite struct ProgressViewLabelsTests {
  @Test @MainActor func twoGenericParametersAndTheCurrentValueLabel() throws {
    let plain: ProgressView<EmptyView, EmptyView> = ProgressView(value: 0.5)
    let titled: ProgressView<Text, EmptyView> = ProgressView("Loading", value: 0.25)
    let full = ProgressView(value: 0.75) { Text("Upload") } currentValueLabel: { Text("75 %") }
    let nodes = ViewHost(VStack { plain; titled; full }).layoutSnapshot.root.flattened
    let bars = nodes.filter { $0.name == "ProgressBar" }
    #expect(bars.count == 3)
    let value = try #require(nodes.first { $0.name == #"Text("75 %")"# })
    #expect(value.frame.minY >= bars[2].frame.maxY)
    #expect(nodes.contains { $0.name == #"Text("Upload")"# })
  }
}
