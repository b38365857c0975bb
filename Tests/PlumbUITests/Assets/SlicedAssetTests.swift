import Foundation
import PlumbGoldens
@testable import PlumbUI
import PlumbTesting
import XCTest

/// The demo catalog's sliced image sets (scripts/make-asset-fixtures.py): `pill` (3-part
/// horizontal), `bubble` (9-part at 2x and 3x), `pattern` (tiled, no caps). Their pixel cap
/// insets become points by the file's scale, and a 3-part set slices one axis only
/// (docs/images.md, "Resizable images").
final class SlicedAssetTests: XCTestCase {
  func testAssetCapInsetsAreConvertedByTheFileScale() { onMain {
    let b = DemoCatalog.bundle
    let (lists, warnings) = RenderWarnings.collecting {
      [2, 3].map { images(displayList(Image("bubble", bundle: b).resizable().frame(width: 80, height: 50), scale: $0)) }
    }
    XCTAssertEqual(warnings, [])
    // 24 px at 2x and 36 px at 3x are both 12 pt.
    for list in lists {
      XCTAssertEqual(list.first?.slicing, ImageSlicing(top: 12, left: 12, bottom: 12, right: 12, mode: .stretch,
                                                       imageSize: CGSize(width: 30, height: 30),
                                                       centerSize: CGSize(width: 6, height: 6)))
    }
    let pill = images(displayList(Image("pill", bundle: b).resizable(), scale: 2)).first?.slicing
    XCTAssertEqual(pill, ImageSlicing(left: 6, right: 6, mode: .stretch, imageSize: CGSize(width: 24, height: 12),
                                      centerSize: CGSize(width: 12, height: 0)))
    let pattern = images(displayList(Image("pattern", bundle: b).resizable(), scale: 2)).first?.slicing
    XCTAssertEqual(pattern?.mode, .tile)
    // Not resizable: drawn at its own size, so there is nothing to slice.
    XCTAssertEqual(images(displayList(Image("bubble", bundle: b))).first.map { $0.slicing == nil }, true)
    // Explicit insets win over the catalog's.
    let own = images(displayList(Image("bubble", bundle: b).resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))))
    XCTAssertEqual(own.first?.slicing?.top, 1)
  } }

  /// The pixel at (x, y) pt of `Image("pill")` resized to `width`×`height` at 2x.
  @MainActor static func pillPixel(_ width: Double, _ height: Double, _ x: Double, _ y: Double) throws -> [UInt8] {
    let view = Image("pill", bundle: DemoCatalog.bundle).resizable().frame(width: width, height: height)
    let r = try renderView(view, options: ViewRenderOptions(device: .custom(width: width, height: height, scale: 2), background: nil))
    let p = r.image[Int(x * 2), Int(y * 2)]
    return [p.r, p.g, p.b, p.a]
  }

  func testAThreePartAssetKeepsItsEndCapsAndStretchesTheOtherAxisWhole() { onMain {
    let orange: [UInt8] = [240, 140, 20, 255], white: [UInt8] = [255, 255, 255, 255]
    for width in [60.0, 100.0] {
      // The capsule's rounded ends keep their 6 pt radius: 1 pt from the top, the edge is 2.7 pt
      // in from each end (stretched whole, 2.5 × as far at 60 wide: 6.7 pt).
      XCTAssertEqual(try Self.pillPixel(width, 12, 4.25, 1.25), orange, "left cap at \(width)")
      XCTAssertEqual(try Self.pillPixel(width, 12, width - 4.25, 1.25), orange, "right cap at \(width)")
      XCTAssertEqual(try Self.pillPixel(width, 12, 0.25, 0.25)[3], 0, "the corner stays clear")
      XCTAssertEqual(try Self.pillPixel(width, 12, width - 0.25, 0.25)[3], 0)
      XCTAssertEqual(try Self.pillPixel(width, 12, width / 2, 6), white, "the stripe runs through the middle")
    }
    // 3-part-horizontal: twice as tall stretches everything vertically, the stripe to 10–14 pt.
    XCTAssertEqual(try Self.pillPixel(60, 24, 30, 12), white)
    XCTAssertEqual(try Self.pillPixel(60, 24, 30, 9), orange)
    XCTAssertEqual(try Self.pillPixel(60, 24, 30, 14.5), orange)
    XCTAssertEqual(try Self.pillPixel(60, 24, 4.25, 2.25), orange, "the cap is stretched vertically with the image")
  } }

  func testSlicedImagesGolden() { onMain {
    let b = DemoCatalog.bundle
    let view = VStack(alignment: .leading, spacing: 10) {
      HStack(alignment: .top, spacing: 10) {
        Image("bubble", bundle: b).resizable().frame(width: 40, height: 40)
        Image("bubble", bundle: b).resizable().frame(width: 90, height: 40)
        Image("bubble", bundle: b).resizable().frame(width: 150, height: 64)
        Image("bubble", bundle: b).resizable().frame(width: 16, height: 16)
      }
      HStack(spacing: 10) {
        Image("pill", bundle: b).resizable().frame(width: 40, height: 12)
        Image("pill", bundle: b).resizable().frame(width: 120, height: 12)
        Image("pill", bundle: b).resizable().frame(width: 60, height: 24)
      }
      Image("pattern", bundle: b).resizable().frame(width: 150, height: 36)
      HStack(spacing: 10) {
        Image("bubble", bundle: b).resizable(capInsets: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12), resizingMode: .tile)
          .renderingMode(.template).foregroundColor(.green).frame(width: 90, height: 40)
        // No caps: the whole 40×20 pt logo repeated from the top-left, the last copies clipped.
        Image("logo", bundle: b).resizable(resizingMode: .tile).frame(width: 100, height: 36)
      }
    }
    .padding(10)
    let (_, warnings) = RenderWarnings.collecting {
      assertGolden(of: view, variants: [.light], named: "sliced-images", device: .custom(width: 330, height: 230, scale: 2))
    }
    XCTAssertEqual(warnings, [])
  } }
}
