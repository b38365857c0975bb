import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbRaster
import PlumbTestSupport
import PlumbTesting
import SwiftUI
import Testing
import UIKit
@testable import CoreImage

// Gesture recognizers and touches, and Core Image's QR codes: UIKit and Core Image gaps ranked by
// use in the corpora's apps (docs/compatibility/uikit.md, "Gestures"; frameworks.md, "CoreImage").

/// The pixel at (x, y) of PNG bytes, decoded by libpng (PlumbPNG), not by PlumbUIKit's reader.
private func pngPixel(_ data: Data?, _ x: Int, _ y: Int) throws -> [UInt8] {
  let image = try PNG.decode([UInt8](try #require(data)))
  let p = image[x, y]
  return [p.r, p.g, p.b, p.a]
}

private func close(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 3) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

@Suite @MainActor struct GestureRecognizerTests {
  final class Delegate: UIGestureRecognizerDelegate {
    var asked = 0
    var allow = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { asked += 1; return allow }
  }
  final class RecordingTap: UITapGestureRecognizer {
    var ended: [(UIGestureRecognizer.State, CGPoint)] = []
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      ended.append((state, location(in: view)))
    }
  }
  final class RecordingPan: UIPanGestureRecognizer {
    var moves: [(UIGestureRecognizer.State, CGPoint)] = []
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      moves.append((state, translation(in: view)))
    }
  }

  final class RecordingSwipe: UISwipeGestureRecognizer {
    var ended: [UIGestureRecognizer.State] = []
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      ended.append(state)
    }
  }

  /// A delivery closure, required to exist.
  func handler<T>(_ h: T?) throws -> T { try #require(h) }

  func tree() -> (root: UIView, child: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
    root.addSubview(child)
    return (root, child)
  }

  @Test func aTapReachesTheRecognizerAndItsDelegate() throws {
    let (root, child) = tree()
    let tap = RecordingTap(target: nil, action: nil)
    let delegate = Delegate()
    tap.delegate = delegate
    child.addGestureRecognizer(tap)
    #expect(child.gestureRecognizers?.count == 1 && tap.view === child && root.gestureRecognizers == nil)
    #expect(root.platformTapHandler == nil, "nothing would receive a tap on the root")
    try handler(child.platformTapHandler)(CGPoint(x: 10, y: 20))
    #expect(tap.ended.count == 1 && tap.ended[0].0 == .ended && tap.ended[0].1 == CGPoint(x: 10, y: 20))
    #expect(delegate.asked == 1 && tap.state == .possible, "reset after the sequence")
    #expect(tap.location(in: root) == CGPoint(x: 60, y: 80))
    delegate.allow = false
    try handler(child.platformTapHandler)(CGPoint(x: 10, y: 20))
    #expect(tap.ended.last?.0 == .failed)
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() throws {
    let (_, child) = tree()
    let single = RecordingTap(target: nil, action: nil), double = RecordingTap(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    child.addGestureRecognizer(single); child.addGestureRecognizer(double)
    try handler(child.platformTapHandler)(CGPoint(x: 5, y: 5))
    #expect(double.ended.last?.0 == .failed && single.ended.last?.0 == .ended)
  }

  @Test func aPanReportsItsTranslationAndASwipeItsDirection() throws {
    let (root, child) = tree()
    let pan = RecordingPan(target: nil, action: nil)
    root.addGestureRecognizer(pan)
    try handler(child.platformDragHandler)(CGPoint(x: 10, y: 10), (1...5).map { CGPoint(x: 10 + Double($0) * 6, y: 10) })
    #expect(pan.moves.map(\.0) == [.possible, .began, .changed, .changed, .changed])
    #expect(pan.moves.last?.1 == CGPoint(x: 30, y: 0))
    root.removeGestureRecognizer(pan)
    let swipe = RecordingSwipe(target: nil, action: nil)
    swipe.direction = .left
    child.addGestureRecognizer(swipe)
    try handler(child.platformDragHandler)(CGPoint(x: 90, y: 50), [CGPoint(x: 60, y: 50), CGPoint(x: 20, y: 52)])
    #expect(swipe.ended == [.ended] && swipe.state == .possible, "recognized, then reset")
    try handler(child.platformDragHandler)(CGPoint(x: 20, y: 50), [CGPoint(x: 60, y: 50), CGPoint(x: 90, y: 52)])
    #expect(swipe.ended.last == .failed, "a swipe to the right is not a left swipe")
  }

  @Test func disabledRecognizersTakeNoTouches() {
    let (_, child) = tree()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.isEnabled = false
    child.addGestureRecognizer(tap)
    #expect(child.platformTapHandler == nil)
    tap.isEnabled = true
    child.isUserInteractionEnabled = false
    #expect(child.platformTapHandler == nil)
  }

  @Test func targetActionIsKeptAndWarnedWhenItCannotRun() throws {
    let (_, child) = tree()
    let tap = UITapGestureRecognizer(target: child, action: "handleTap:")
    child.addGestureRecognizer(tap)
    let tapAt = try handler(child.platformTapHandler)
    let warnings = RenderWarnings.collecting { tapAt(CGPoint(x: 1, y: 1)) }.warnings
    #expect(warnings.count == 1 && warnings[0].contains("handleTap:") && warnings[0].contains("not called"))
  }
}

@Suite struct QRCodeTests {
  /// Matrices made by libqrencode 4.1.1 (`QRcode_encodeData`, 8-bit mode): rows as hex, with the mask it chose.
  static let fixtures: [(message: String, level: QRCodeSymbol.ErrorCorrection, mask: Int, rows: [String])] = [
    ("hello", .low, 7, ["1fcb7f", "105a41", "17595d", "174a5d", "17515d", "105341", "1fd57f", "001f00", "1a6c76", "0fb843",
                        "06f58d", "02920b", "016d50", "001e35", "1fdcae", "104fb0", "174a71", "17562f", "174d15", "105cc0",
                        "1fd72a"]),
    ("https://github.com/apple/swift", .medium, 0,
     ["1fcc9e7f", "10557e41", "174fd55d", "1745e75d", "175a465d", "10478e41", "1fd5557f", "000ede00", "154a6c12", "16396149",
      "057888d7", "1ba02e32", "087319cb", "0329bdc9", "0fdb7c5b", "0609ddca", "01726b6b", "0f036ccd", "127c88b3", "0f192ffa",
      "164d1bf0", "0016b317", "1fc0775b", "104ddd1b", "175a79f2", "174be934", "17589a39", "104ebb92", "1fd9cbb3"]),
    ("lightning:lnbc1500n1pwxyz0pp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypq", .high, 3,
     ["1fc2c5948317f", "10401901aff41", "1745394115b5d", "174d9141c3a5d", "175375ff6385d", "10426cc699441", "1fd555555557f",
      "001532c651500", "0677b97d7a2d0", "162f6171918da", "0e41129a0ea74", "1e8bbe243395f", "0de3d899a3b27", "0cba9b07b9e39",
      "1df72cef984ec", "1c33147ee89f1", "04c124c7e815e", "0d3f2f4ac63ab", "0cd6a5a8c9c89", "051ae025ed0c9", "00e03f9046200",
      "15b25e8f538f8", "03f8e6fd571f8", "071c98c663b16", "195089d47f155", "071a9bc402d19", "07fc537cd97fc", "00ac45f9f21a3",
      "15c0f3fa7adae", "1d8e74318f103", "19e5a4a5177ef", "140626d4757d8", "1d6d5c552e41a", "019881fea38ea", "1ee56ef89f928",
      "1f1a1b3bd7bce", "1dc01d2c63a55", "12ad150ba8f31", "08f65b90e0782", "0e33689af6181", "1c44727ed4dfe", "001125c74a111",
      "1fd98cd448f53", "10433dc6edb1b", "1749a4ff82df0", "17571c6b52973", "1758467416238", "1049d32197084", "1fcccf706bf07"]),
  ]

  @Test(arguments: 0..<3) func symbolsMatchAnIndependentEncoder(index: Int) throws {
    let f = Self.fixtures[index]
    let symbol = try #require(QRCodeSymbol.encode(Array(f.message.utf8), correction: f.level, mask: f.mask))
    #expect(symbol.size == f.rows.count && symbol.version == (symbol.size - 17) / 4)
    for (y, hex) in f.rows.enumerated() {
      let bits = try #require(UInt64(hex, radix: 16))
      for x in 0..<symbol.size {
        let dark = bits >> UInt64(symbol.size - 1 - x) & 1 == 1
        #expect(symbol.isDark(x: x, y: y) == dark, "module (\(x), \(y))")
      }
    }
    // The chosen mask has the lowest penalty of the eight (the standard's four rules).
    let chosen = try #require(QRCodeSymbol.encode(Array(f.message.utf8), correction: f.level))
    #expect((0..<8).contains(chosen.mask) && chosen.version == symbol.version)
  }

  @Test func versionsGrowWithTheMessageUpTo40() throws {
    #expect(QRCodeSymbol.encode([UInt8](repeating: 65, count: 17), correction: .low)?.version == 1)
    #expect(QRCodeSymbol.encode([UInt8](repeating: 65, count: 18), correction: .low)?.version == 2)
    #expect(QRCodeSymbol.encode([UInt8](repeating: 65, count: 2953), correction: .low)?.version == 40)
    #expect(QRCodeSymbol.encode([UInt8](repeating: 65, count: 2954), correction: .low) == nil)
    #expect(QRCodeSymbol.encode([UInt8](repeating: 65, count: 1273), correction: .high)?.version == 40)
  }

  @Test func theGeneratorFilterDrawsACodeWithAOneModuleMargin() throws {
    let filter = try #require(CIFilter(name: "CIQRCodeGenerator"))
    filter.setValue("hello".data(using: .ascii), forKey: "inputMessage")
    filter.setValue("L", forKey: "inputCorrectionLevel")
    let output = try #require(filter.outputImage)
    #expect(output.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
    let scaled = output.transformed(by: CGAffineTransform(scaleX: 4, y: 4))
    let cg = try #require(CIContext().createCGImage(scaled, from: scaled.extent))
    #expect(cg.width == 92 && cg.height == 92)
    let pixels = try #require(CIImagePixels.pixels(of: cg))
    #expect(pixels[1, 1] == (255, 255, 255, 255), "the margin is light")
    #expect(pixels[5, 5] == (0, 0, 0, 255), "the top-left finder's corner is dark")
    #expect(pixels[90, 5] == (255, 255, 255, 255) && pixels[86, 5] == (0, 0, 0, 255), "top-right finder")
    #expect(pixels[5, 86] == (0, 0, 0, 255), "bottom-left finder, so the code is upright")
    #expect(CIFilter(name: "CINoSuchFilter") == nil)
    let blur = try #require(CIFilter(name: "CIGaussianBlur"))
    blur.setValue(output, forKey: kCIInputImageKey)
    let (same, warnings) = RenderWarnings.collecting { blur.outputImage }
    #expect(same === output && warnings.count == 1)
  }

  @Test func theBuiltInGeneratorAndFalseColourDraw() throws {
    let generator = CIFilter.qrCodeGenerator()
    generator.message = Data("https://example.com".utf8)
    generator.correctionLevel = "H"
    let code = try #require(generator.outputImage)
    let colour = CIFilter.falseColor()
    colour.inputImage = code
    colour.color0 = CIColor(red: 0, green: 0, blue: 1)
    colour.color1 = CIColor(red: 1, green: 1, blue: 1)
    let coloured = try #require(colour.outputImage)
    let cg = try #require(CIContext().createCGImage(coloured, from: code.extent))
    let pixels = try #require(CIImagePixels.pixels(of: cg))
    #expect(pixels[1, 1] == (0, 0, 255, 255) && pixels[0, 0] == (255, 255, 255, 255))
  }

  /// `UIImage(cgImage:)` of a rendered code keeps its pixels: its size is the pixels over the
  /// scale, `cgImage` gives them back, and `Image(uiImage:)` draws them.
  @Test @MainActor func aCodeThroughUIImageIsDrawn() async throws {
    let generator = CIFilter.qrCodeGenerator()
    generator.message = Data("plumb".utf8)
    let code = try #require(generator.outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10)))
    let cg = try #require(CIContext().createCGImage(code, from: code.extent))
    let image = UIImage(cgImage: cg, scale: 2, orientation: .up)
    #expect(image.size == CGSize(width: CGFloat(cg.width) / 2, height: CGFloat(cg.height) / 2))
    #expect(image.cgImage?.width == cg.width && image.imageOrientation == .up)
    let host = try await settledHost(Image(uiImage: image).interpolation(.none).id("code"))
    let frame = try #require(host.layoutSnapshot.frame(id: "code"))
    #expect(frame.size == image.size)
    let picture = rasterise(host)
    // The light margin, then the dark corner of the top-left finder pattern (one module = 5 pt).
    let margin = pixel(picture, frame.minX + 2, frame.minY + 2), finder = pixel(picture, frame.minX + 7, frame.minY + 7)
    #expect(margin.r == 255 && margin.g == 255 && margin.b == 255, "\(margin)")
    #expect(finder.r == 0 && finder.g == 0 && finder.b == 0, "\(finder)")
    // A CGImage that is a size only gives an empty image of that size, with a warning.
    let (empty, warnings) = RenderWarnings.collecting { UIImage(cgImage: CGImage(width: 30, height: 10, utType: "public.png")) }
    #expect(empty.size == CGSize(width: 30, height: 10))
    #expect(warnings.contains { $0.contains("has no pixels here") }, "\(warnings)")
  }
}

@Suite struct GestureAndQRSnippetTests {
  /// After Aidoku (DictionaryVocabDetailsView), anytype (UIImageExtensions), GoCycling
  /// (RouteDetailMapView, EmojiImageExtension), iAPS (FoodImageStorageManager).
  static let qrCode = """
    import UIKit
    import CoreImage

    enum QRCodeMaker {
      static func image(for string: String) -> CGImage? {
        let data = string.data(using: .ascii)
        guard let qrFilter = CIFilter(name: "CIQRCodeGenerator") else { return nil }
        qrFilter.setValue(data, forKey: "inputMessage")
        qrFilter.setValue("Q", forKey: "inputCorrectionLevel")
        let cgTransform = CGAffineTransform(scaleX: 8, y: 8)
        guard let ciImage = qrFilter.outputImage?.transformed(by: cgTransform) else { return nil }
        return CIContext().createCGImage(ciImage, from: ciImage.extent)
      }
      static func cropped(_ inputImage: CIImage) -> CIImage {
        inputImage.cropped(to: CGRect(x: inputImage.extent.origin.x, y: inputImage.extent.origin.y,
                                      width: inputImage.extent.width, height: inputImage.extent.height))
      }
    }
    """

  /// After Aidoku (MiniModalViewController, ZoomableScrollView, ReaderDictionaryCoordinator)
  /// without `#selector` (which Swift on Linux rejects whatever is declared).
  static let gestures = """
    import UIKit

    final class PanelController: UIViewController, UIGestureRecognizerDelegate {
      let dimmedView = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        let tapGesture = UITapGestureRecognizer()
        tapGesture.numberOfTapsRequired = 2
        tapGesture.cancelsTouchesInView = false
        tapGesture.delegate = self
        dimmedView.addGestureRecognizer(tapGesture)
        let panGesture = UIPanGestureRecognizer()
        panGesture.delegate = self
        view.addGestureRecognizer(panGesture)
        let single = UITapGestureRecognizer()
        single.require(toFail: tapGesture)
        let longPress = UILongPressGestureRecognizer()
        longPress.minimumPressDuration = 0.25
        let swipeDown = UISwipeGestureRecognizer()
        swipeDown.direction = .down
        view.gestureRecognizers?.forEach { $0.isEnabled = false }
      }
      func handlePanGesture(gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let velocity = gesture.velocity(in: view)
        switch gesture.state {
        case .began, .changed: view.transform = CGAffineTransform(translationX: 0, y: max(0, translation.y))
        case .ended: if velocity.y > 500 { dismiss(animated: true) }
        default: break
        }
        gesture.setTranslation(.zero, in: view)
      }
      func handleTap(_ sender: UITapGestureRecognizer) {
        let location = sender.location(in: sender.view)
        _ = location
      }
      func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                             shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
      func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.view == dimmedView && touch.phase == .began && touch.location(in: view).y > 0
      }
    }

    final class ChartOverlay: UIView {
      func point(for gesture: UILongPressGestureRecognizer) -> CGPoint {
        switch gesture.state {
        case .began, .changed: return gesture.location(in: self)
        default: return .zero
        }
      }
      func describe(_ event: UIEvent?) -> Int { event?.allTouches?.count ?? 0 }
    }
    """

  @Test(arguments: [5, 6]) func qrCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.qrCode, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
  @Test(arguments: [5, 6]) func gesturesTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.gestures, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
