import Dispatch
import Foundation
import PlumbGraphics
import PlumbRaster
import PlumbText
import XCTest

/// The rasteriser may render on two threads at once; shaping and FreeType face use must stay
/// safe and give the same pixels as a single-threaded render.
final class ConcurrencyTests: XCTestCase {
  final class Results: @unchecked Sendable {
    private var images: [Int: RGBAImage] = [:]
    private let lock = NSLock()
    func set(_ i: Int, _ image: RGBAImage) { lock.lock(); images[i] = image; lock.unlock() }
    func get(_ i: Int) -> RGBAImage? { lock.lock(); defer { lock.unlock() }; return images[i] }
  }

  func testMeasuringAndDrawingOnSeveralThreadsGivesTheSamePixels() {
    // Several scenes sharing faces (Inter Regular and Bold, Noto CJK, mono), so threads contend.
    @Sendable func scene(_ k: Int) -> TextScene {
      var s = TextScene(width: 200, scale: 2)
      s.text("Row \(k) 工厂 Factory", style: TextLayoutStyle(font: FontDescriptor(size: 17, weight: k % 2 == 0 ? 400 : 700)))
      s.text("首页 \(k) switching", style: TextLayoutStyle(font: FontDescriptor(size: 15, italic: k % 3 == 0)))
      s.text("mono \(k)", style: TextLayoutStyle(font: FontDescriptor(size: 13, design: .monospaced)))
      return s
    }
    let expected = (0..<8).map { TextGoldens.render(scene($0)) }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 32) { i in
      results.set(i, TextGoldens.render(scene(i % 8)))
    }
    for i in 0..<32 {
      XCTAssertEqual(results.get(i), expected[i % 8], "render \(i) on a shared face differs")
    }
  }
}
