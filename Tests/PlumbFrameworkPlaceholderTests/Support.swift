import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbTesting
import SwiftUI
import XCTest

/// Runs a test body on the main actor (Linux XCTest runs tests on the main thread but cannot call
/// `@MainActor` methods directly).
func onMain(_ body: @MainActor () throws -> Void, file: StaticString = #filePath, line: UInt = #line) {
  do { try MainActor.assumeIsolated(body) } catch { XCTFail("\(error)", file: file, line: line) }
}

/// Renders a view on a device, with the warnings the render gave.
@MainActor
func rendered<V: View>(_ view: V, device: Device = .iPhone14) throws -> (Rendering, [String]) {
  var result: Rendering?
  let warnings = try RenderWarnings.collecting { result = try renderView(view, options: ViewRenderOptions(device: device)) }.warnings
  return (result!, warnings)
}

/// The pixel at a point (in points) of a rendering, as 8-bit RGB.
func rgb(_ r: Rendering, _ x: Double, _ y: Double) -> [UInt8] {
  let p = r.image[Int(x * Double(r.scale)), Int(y * Double(r.scale))]
  return [p.r, p.g, p.b]
}

/// Whether two colours agree within `tolerance` per channel.
func near(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 6) -> Bool {
  zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}
