import Foundation
import PlumbUI
import XCTest

/// Lays `view` out on `device` (after settling) and returns the snapshot.
@MainActor
func layout<V: View>(_ view: V, device: Device = .iPhone14, file: StaticString = #filePath,
                     line: UInt = #line) -> LayoutSnapshot {
  let host = ViewHost(view, device: device)
  do { try host.settle() } catch { XCTFail("settle failed: \(error)", file: file, line: line) }
  return host.layoutSnapshot
}

extension LayoutSnapshot {
  /// The global frame of the view tagged `.id(tag)` (the outermost node carrying it).
  func frame(_ tag: String) -> CGRect? {
    root.flattened.first { $0.explicitID == tag }?.frame
  }
  /// Every node whose debug name starts with `prefix`, in tree order.
  func nodes(named prefix: String) -> [LayoutNode] {
    root.flattened.filter { $0.name.hasPrefix(prefix) }
  }
}

/// Asserts a frame to 1/1000 pt.
func assertFrame(_ actual: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                 _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
  guard let a = actual else { return XCTFail("no frame found \(message)", file: file, line: line) }
  let e = CGRect(x: x, y: y, width: w, height: h)
  let ok = abs(a.minX - e.minX) < 0.001 && abs(a.minY - e.minY) < 0.001 && abs(a.width - e.width) < 0.001
    && abs(a.height - e.height) < 0.001
  XCTAssert(ok, "frame \(a) != expected \(e) \(message)", file: file, line: line)
}

/// Runs a test body on the main actor. Linux XCTest runs test methods on the main thread but
/// cannot call `@MainActor` methods directly, and a run-loop turn here drains the main queue.
func onMain(_ body: @MainActor () throws -> Void, file: StaticString = #filePath, line: UInt = #line) {
  do { try MainActor.assumeIsolated(body) } catch { XCTFail("\(error)", file: file, line: line) }
}
