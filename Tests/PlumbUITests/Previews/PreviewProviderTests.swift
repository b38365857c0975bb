import Foundation
import PlumbUI
import Testing

/// A provider as real apps write them: a Group of modified previews and a ForEach over devices.
struct BadgePreviews: PreviewProvider {
  static var previews: some View {
    Group {
      Text("Badge").padding()
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Fits")
      Color.red
        .previewLayout(.fixed(width: 200, height: 100))
        .previewDisplayName("Fixed")
      ForEach(["iPhone SE (3rd generation)", "iPhone 15 Pro"], id: \.self) { name in
        Color.blue
          .previewDevice(PreviewDevice(rawValue: name))
          .previewDisplayName(name)
      }
      Color.green.previewInterfaceOrientation(.landscapeLeft)
    }
    .previewDisplayName("Group default")
  }
}

@Suite struct PreviewProviderTests {
  /// Xcode shows a Group's views as separate previews, each with its own modifiers; a modifier on
  /// the Group fills what a preview leaves unset (source: Apple's PreviewProvider docs; H).
  @Test @MainActor func groupAndForEachAreSeparatePreviews() async {
    let cases = PreviewCases.of(BadgePreviews.self)
    #expect(cases.map(\.displayName) == ["Fits", "Fixed", "iPhone SE (3rd generation)", "iPhone 15 Pro", "Group default"])
    #expect(cases.map(\.layout) == [.sizeThatFits, .fixed(width: 200, height: 100), .device, .device, .device])
    #expect(cases.map(\.device) == [nil, nil, "iPhone SE (3rd generation)", "iPhone 15 Pro", nil])
    #expect(cases.map(\.orientation) == [.portrait, .portrait, .portrait, .portrait, .landscapeLeft])
  }

  /// Device names map to Plumbline presets; the orientation turns the device.
  @Test @MainActor func devicesAndOrientation() async {
    let cases = PreviewCases.of(BadgePreviews.self)
    #expect(cases[2].renderDevice(default: .iPhone14) == .iPhoneSE3)
    #expect(cases[3].renderDevice(default: .iPhone14) == .iPhone15Pro)
    let turned = cases[4].renderDevice(default: .iPhone14)
    #expect(turned.size == CGSize(width: 844, height: 390))
    #expect(turned.safeAreaInsets == Device.Insets(top: 0, leading: 47, bottom: 21, trailing: 47))
    #expect(PreviewDevice("iphone15pro").device == .iPhone15Pro)
  }

  /// An unknown device name warns once and falls back to the default device.
  @Test @MainActor func unknownDeviceWarnsOnce() async {
    let (devices, warnings) = RenderWarnings.collecting {
      [0, 1].map { _ in
        PreviewCases.of(Text("x").previewDevice("iPhone 99 Ultra"))[0].renderDevice(default: .iPhone14)
      }
    }
    #expect(devices == [.iPhone14, .iPhone14])
    #expect(warnings == [#"previewDevice: no Plumbline device named "iPhone 99 Ultra"; the preview is drawn on iPhone 14"#])
  }

  /// A modifier that is not a preview modifier, on a Group, applies to each preview; a single
  /// preview keeps its own view value.
  @Test @MainActor func groupModifiersApplyToEachPreview() async throws {
    let cases = PreviewCases.of(Group { Color.red; Color.blue }.frame(width: 50, height: 40).previewLayout(.sizeThatFits))
    #expect(cases.count == 2)
    for c in cases { #expect(c.renderDevice(default: .iPhone14).size == CGSize(width: 50, height: 40)) }
    let single = PreviewCases.of(Text("a").padding())
    #expect(single.count == 1)
    #expect(String(describing: type(of: single[0].content)).hasPrefix("ModifiedContent<Text, "))
  }

  /// Branches and optionals contribute what they hold; the innermost display name wins.
  @Test @MainActor func branchesOptionalsAndNesting() async {
    let flag = true
    let none: Text? = nil
    @ViewBuilder var previews: some View {
      if flag { Text("yes").previewDisplayName("inner") } else { Text("no") }
      none
      AnyView(Group { Text("a"); Text("b") })
    }
    let cases = PreviewCases.of(previews.previewDisplayName("outer"))
    #expect(cases.map(\.displayName) == ["inner", "outer", "outer"])
  }

  /// The preview modifiers draw nothing and change no layout (they speak only to the canvas).
  @Test @MainActor func previewModifiersDoNotChangeLayout() async {
    let plain = ViewHost(Text("Hi").id("t")).layoutSnapshot
    let modified = ViewHost(Text("Hi").id("t").previewLayout(.sizeThatFits).previewDisplayName("x")
      .previewDevice("iPhone 14").previewInterfaceOrientation(.portrait)).layoutSnapshot
    #expect(plain.root.flattened.first { $0.explicitID == "t" }?.frame
            == modified.root.flattened.first { $0.explicitID == "t" }?.frame)
  }

  /// `.sizeThatFits` renders on a screen of the view's size when offered the device; `.fixed` on
  /// a screen of exactly that size with the view centred and no safe area (Apple's PreviewLayout
  /// docs; H for the rule, numbers computed from the frames).
  @Test @MainActor func previewsRenderAtTheirLayoutSize() async throws {
    let fits = PreviewCases.of(Color.red.frame(width: 120, height: 44).padding(8).id("v").previewLayout(.sizeThatFits))[0]
    let fitsDevice = fits.renderDevice(default: .iPhone14)
    #expect(fitsDevice.size == CGSize(width: 136, height: 60))
    #expect(fitsDevice.scale == 3)
    let fitsHost = ViewHost(fits.content, device: fitsDevice)
    #expect(fitsHost.layoutSnapshot.root.flattened.first { $0.explicitID == "v" }?.frame == CGRect(x: 0, y: 0, width: 136, height: 60))

    let fixed = PreviewCases.of(Color.red.frame(width: 50, height: 40).id("v").previewLayout(.fixed(width: 200, height: 100)))[0]
    let fixedDevice = fixed.renderDevice(default: .iPhoneSE3)
    #expect(fixedDevice.size == CGSize(width: 200, height: 100))
    #expect(fixedDevice.scale == 2)
    #expect(fixedDevice.safeAreaInsets == .zero)
    let fixedHost = ViewHost(fixed.content, device: fixedDevice)
    #expect(fixedHost.layoutSnapshot.root.flattened.first { $0.explicitID == "v" }?.frame == CGRect(x: 75, y: 30, width: 50, height: 40))

    // A view that takes all it is offered fits to the whole screen of the device.
    let greedy = PreviewCases.of(Color.red.previewLayout(.sizeThatFits))[0]
    #expect(greedy.renderDevice(default: .iPhone14).size == CGSize(width: 390, height: 844))
  }
}
