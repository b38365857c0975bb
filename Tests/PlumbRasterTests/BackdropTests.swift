import Foundation
import PlumbGraphics
@testable import PlumbRaster
import Testing

/// `DisplayGroup.backdrop`: what is drawn under the shape is blurred before the group's children
/// (the blur behind iOS 26's glass); nothing outside the shape changes, and a render is repeatable.
@Suite struct BackdropTests {
  let canvas = Canvas(size: CGSize(width: 60, height: 40), scale: 2, background: RGBAColor(red: 1, green: 1, blue: 1))
  let black = Paint.solid(RGBAColor(red: 0, green: 0, blue: 0))

  /// Black and white stripes 4 pt wide, then a group with a backdrop over the right half.
  func render(backdrop: Bool) -> RGBAImage {
    var items: [DisplayItem] = (0..<8).map { i in
      .fill(Path(rect: CGRect(x: CGFloat(i) * 8, y: 0, width: 4, height: 40)), black)
    }
    let shape = Path(rect: CGRect(x: 30, y: 0, width: 30, height: 40))
    items.append(.group(DisplayGroup(items: [.fill(shape, .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.1)))],
                                     backdrop: backdrop ? Backdrop(shape: shape, radius: 8) : nil)))
    return Rasterizer().render(DisplayList(items), on: canvas)
  }

  @Test func theShapeShowsWhatIsBehindItBlurred() {
    let sharp = render(backdrop: false), glass = render(backdrop: true)
    // Left of the shape: the stripes untouched.
    for x in stride(from: 0, to: 56, by: 3) { #expect(glass[x, 40] == sharp[x, 40]) }
    // Inside: no pure black or white stripe left, every pixel a grey between them.
    var values: Set<UInt8> = []
    for x in stride(from: 64, to: 116, by: 1) { values.insert(glass[x, 40].r) }
    #expect(values.allSatisfy { $0 > 40 && $0 < 240 }, "\(values.sorted())")
    #expect(sharp[66, 40].r < 30 || sharp[66, 40].r > 225, "the stripes are sharp without the backdrop")
  }

  @Test func aBackdropIsRepeatable() {
    #expect(render(backdrop: true) == render(backdrop: true))
  }

  @Test func aBackdropSurvivesTheListCodable() throws {
    let group = DisplayGroup(items: [], backdrop: Backdrop(shape: Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), radius: 3))
    let data = try JSONEncoder().encode(DisplayList([.group(group)]))
    #expect(try JSONDecoder().decode(DisplayList.self, from: data) == DisplayList([.group(group)]))
    let plain = try JSONEncoder().encode(DisplayList([.group(DisplayGroup(items: []))]))
    #expect(!String(decoding: plain, as: UTF8.self).contains("backdrop"), "encoded only when set")
  }
}
