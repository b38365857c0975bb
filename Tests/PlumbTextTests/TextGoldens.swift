import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbRaster
import PlumbText
import XCTest

/// Renders text scenes and compares them with the PNGs in Goldens/Text/.
///
/// Record modes follow PlumbTesting's `PLUMB_RECORD` (missing, all, never; `CI` set means never):
/// a missing golden is written and the test fails so it is looked at; a mismatch writes the
/// actual image next to the build (`.build/text-goldens/`) and fails with the number of differing
/// pixels.
enum TextGoldens {
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }()

  static var goldenDirectory: URL { packageRoot.appendingPathComponent("Goldens/Text") }

  static func render(_ scene: TextScene) -> RGBAImage {
    Rasterizer().render(scene.list, on: Canvas(size: scene.size, scale: scene.scale, background: .white))
  }

  static func assertGolden(_ scene: TextScene, named name: String, file: StaticString = #filePath,
                           line: UInt = #line) {
    let image = render(scene)
    let env = ProcessInfo.processInfo.environment
    let mode = env["PLUMB_RECORD"].flatMap { $0.isEmpty ? nil : $0 } ?? (env["CI"] == nil ? "missing" : "never")
    let url = goldenDirectory.appendingPathComponent("\(name).png")
    let bytes = PNG.encode(image)
    let exists = FileManager.default.fileExists(atPath: url.path)
    if mode == "all" || (!exists && mode == "missing") {
      try? FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
      do { try PNG.writeFile(bytes, to: url.path) } catch { XCTFail("\(error)", file: file, line: line) }
      XCTFail("Recorded Goldens/Text/\(name).png (\(image.width)×\(image.height)); look at it, then re-run.",
              file: file, line: line)
      return
    }
    guard exists else {
      XCTFail("No golden Goldens/Text/\(name).png; record it with PLUMB_RECORD=missing.", file: file, line: line)
      return
    }
    let golden: RGBAImage
    do { golden = try PNG.readFile(url.path) } catch {
      XCTFail("\(error)", file: file, line: line)
      return
    }
    if golden == image { return }
    let artifacts = packageRoot.appendingPathComponent(".build/text-goldens")
    try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let actualPath = artifacts.appendingPathComponent("\(name).actual.png").path
    try? PNG.writeFile(bytes, to: actualPath)
    var differing = 0
    if golden.width == image.width && golden.height == image.height {
      for i in stride(from: 0, to: image.pixels.count, by: 4)
      where image.pixels[i..<i + 4] != golden.pixels[i..<i + 4] { differing += 1 }
      XCTFail("Goldens/Text/\(name).png differs in \(differing) pixels; actual image at \(actualPath)",
              file: file, line: line)
    } else {
      XCTFail("Goldens/Text/\(name).png is \(golden.width)×\(golden.height), the render is "
                + "\(image.width)×\(image.height); actual image at \(actualPath)", file: file, line: line)
    }
  }
}

/// A test picture built top to bottom: text blocks (with their measured frames tinted, so the
/// golden shows size as well as glyphs), symbols and rules.
struct TextScene {
  var width: Double
  var scale = 2
  var list = DisplayList()
  var y = 8.0
  let engine = TextEngine()
  static let frameTint = RGBAColor(red: 0.88, green: 0.93, blue: 1)
  static let labelColor = RGBAColor(red: 0.45, green: 0.45, blue: 0.5)

  init(width: Double, scale: Int = 2) { self.width = width; self.scale = scale }

  var size: CGSize { CGSize(width: width, height: y + 8) }

  /// Lays `text` out and draws it at (x, y) with its frame tinted; returns the layout.
  @discardableResult
  mutating func text(_ text: String, style: TextLayoutStyle, width proposed: Double? = nil,
                     height: Double? = nil, x: Double = 8, color: RGBAColor = .black,
                     advance: Bool = true) -> TextLayout {
    let l = engine.layout(text, style: style, proposedWidth: proposed, proposedHeight: height)
    if let proposed {
      list.append(.stroke(Path(rect: CGRect(x: x - 0.25, y: y - 0.25, width: proposed + 0.5, height: l.size.height + 0.5)),
                          .solid(RGBAColor(red: 0.7, green: 0.8, blue: 1)), StrokeStyle(lineWidth: 0.5)))
    }
    list.append(.fill(Path(rect: CGRect(x: x, y: y, width: l.size.width, height: l.size.height)), .solid(Self.frameTint)))
    list.items += l.displayItems(at: CGPoint(x: x, y: y), color: color)
    if advance { y += l.size.height + 6 }
    return l
  }

  /// A small grey caption.
  mutating func caption(_ s: String) {
    let l = engine.layout(s, style: TextLayoutStyle(font: FontDescriptor(size: 11, weight: 500)),
                          proposedWidth: nil, proposedHeight: nil)
    list.items += l.displayItems(at: CGPoint(x: 8, y: y), color: Self.labelColor)
    y += l.size.height + 2
  }

  /// The symbol `name` at font size `size`, its box's top-left at (x, y); returns the box side.
  @discardableResult
  mutating func symbol(_ name: String, size: Double, x: Double, y: Double, color: RGBAColor) -> Double {
    let side = SymbolLibrary.boxScale * size
    let symbol = SymbolLibrary.symbol(named: name)
    let path = symbol.path.applying(AffineTransform2D.scale(x: side, y: side)
      .concatenating(.translation(x: x, y: y)))
    list.append(.fill(Path(rect: CGRect(x: x, y: y, width: side, height: side)), .solid(Self.frameTint)))
    list.append(.fill(path, .solid(color)))
    return side
  }
}
