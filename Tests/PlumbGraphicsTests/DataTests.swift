import Foundation
import Testing
@testable import PlumbGraphics

@Suite struct FixedMetricsFontTests {
  let font = FixedMetricsFont()
  func style(_ size: Double = 20, lineLimit: Int? = nil, mode: TruncationMode = .tail) -> TextLayoutStyle {
    TextLayoutStyle(font: FontDescriptor(size: size), lineLimit: lineLimit, truncationMode: mode)
  }

  @Test func idealSizeIsCharactersTimesAdvance() {
    let l = font.layout("Hello Plum", style: style(), proposedWidth: nil, proposedHeight: nil)
    #expect(l.size == CGSize(width: 120, height: 20))
    #expect(l.firstBaseline == 16)
    #expect(l.runs.first?.glyphs.count == 9, "the space draws no box")
  }

  @Test func wrapsAtSpacesAndHugsTheWidestLine() {
    // 10 pt font: 6 pt per character; 60 pt holds 10 characters.
    let l = font.layout("alpha beta gamma", style: style(10), proposedWidth: 60, proposedHeight: nil)
    #expect(l.lines.map(\.text) == ["alpha beta", "gamma"])
    #expect(l.size == CGSize(width: 60, height: 20))
    #expect(l.lines[1].sourceOffset == 11)
  }

  @Test func breaksBetweenCJKCharacters() {
    let l = font.layout("首页工厂设备", style: style(10), proposedWidth: 24, proposedHeight: nil)
    #expect(l.lines.map(\.text) == ["首页工厂", "设备"])
  }

  @Test func truncatesInAllThreeModes() {
    let text = "abcdefghijklmnop"
    let tail = font.layout(text, style: style(10, lineLimit: 1), proposedWidth: 30, proposedHeight: nil)
    #expect(tail.lines.map(\.text) == ["abcd…"] && tail.isTruncated)
    let head = font.layout(text, style: style(10, lineLimit: 1, mode: .head), proposedWidth: 30, proposedHeight: nil)
    #expect(head.lines.map(\.text) == ["…mnop"])
    let middle = font.layout(text, style: style(10, lineLimit: 1, mode: .middle), proposedWidth: 30, proposedHeight: nil)
    #expect(middle.lines.map(\.text) == ["ab…op"])
  }

  @Test func heightLimitKeepsAtLeastOneLine() {
    let l = font.layout("one two three", style: style(10), proposedWidth: 24, proposedHeight: 3)
    #expect(l.lines.count == 1 && l.isTruncated)
  }

  @Test func explicitNewlinesBreak() {
    let l = font.layout("a\nbc", style: style(10), proposedWidth: nil, proposedHeight: nil)
    #expect(l.lines.map(\.text) == ["a", "bc"])
    #expect(l.size == CGSize(width: 12, height: 20))
  }
}

@Suite struct DeviceTests {
  @Test func iPhone14MatchesTheSpec() throws {
    let d = try #require(Device.named("iPhone14"))
    #expect(d.size == CGSize(width: 390, height: 844) && d.scale == 3)
    #expect(d.safeAreaInsets == Device.Insets(top: 47, bottom: 34))
  }

  @Test func landscapeMovesTheNotchInsetToTheSides() {
    let l = Device.iPhone14.landscape
    #expect(l.size == CGSize(width: 844, height: 390))
    #expect(l.safeAreaInsets == Device.Insets(top: 0, leading: 47, bottom: 21, trailing: 47))
    #expect(Device.iPhoneSE3.landscape.safeAreaInsets == .zero)
  }

  @Test func presetNamesAreUnique() {
    #expect(Set(Device.presets.map(\.name)).count == Device.presets.count)
  }
}

@Suite struct PixelHashTests {
  @Test func dependsOnEveryPixelAndTheSize() {
    let a = RGBAImage(width: 3, height: 2, fill: (1, 2, 3, 255))
    var b = a
    #expect(PixelHash.of(a) == PixelHash.of(b))
    b[2, 1] = (1, 2, 4, 255)
    #expect(PixelHash.of(a) != PixelHash.of(b))
    let c = RGBAImage(width: 2, height: 3, fill: (1, 2, 3, 255))
    #expect(PixelHash.of(a) != PixelHash.of(c))
    #expect(PixelHash.of(a).hasPrefix("fnv1a64:") && PixelHash.of(a).count == 24)
  }
}

@Suite struct LayoutSnapshotTests {
  @Test func jsonRoundTripsAndIsStable() throws {
    let snap = LayoutSnapshot(
      screenSize: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: ["top": 47],
      root: LayoutNode(name: "VStack", identity: "0", frame: CGRect(x: 0, y: 47, width: 390, height: 100),
                       children: [LayoutNode(name: "Text", identity: "0/0", frame: .zero, layer: .overlay)]))
    let data = try snap.jsonData()
    #expect(try LayoutSnapshot.decode(data) == snap)
    #expect(try snap.jsonData() == data)
    #expect(snap.root.flattened.map(\.identity) == ["0", "0/0"])
  }
}
