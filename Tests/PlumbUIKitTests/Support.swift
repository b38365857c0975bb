import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbRaster
import SwiftUI

extension LayoutSnapshot {
  /// The first node whose name is `name`, in tree order.
  func node(named name: String) -> LayoutNode? { root.flattened.first { $0.name == name } }
  func frame(id: String) -> CGRect? { root.flattened.last { $0.explicitID == id }?.frame }
}

/// Whether two rectangles agree to 1/1000 pt.
func same(_ a: CGRect?, _ b: CGRect) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
    && abs(a.height - b.height) < 0.001
}

/// The pixel at a point (in points) of a rendering.
func pixel(_ r: Rendering, _ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
  r.image[Int(x * Double(r.scale)), Int(y * Double(r.scale))]
}

/// A host on `device`, settled.
@MainActor
func settledHost<V: View>(_ view: V, device: Device = .iPhone14) async throws -> ViewHost {
  let host = ViewHost(view, device: device)
  try await host.settle()
  return host
}

/// Rasterises a host's current frame.
@MainActor
func rasterise(_ host: ViewHost) -> Rendering {
  let canvas = Canvas(size: host.device.size, scale: host.device.scale, background: nil)
  return Rendering(image: Rasterizer().render(host.displayList, on: canvas), layout: host.layoutSnapshot, scale: host.device.scale)
}
