import Foundation
@testable import PlumbUI
import PlumbTesting
import XCTest

/// A bar whose filled width is `value` of its frame, animatable through `animatableData`.
private struct Bar: Shape {
  var value: Double
  var animatableData: Double {
    get { value }
    set { value = newValue }
  }
  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * value, height: rect.height))
  }
}

/// Two parameters animated together through `AnimatablePair`.
private struct Wedge: Shape {
  var width: Double
  var height: Double
  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(width, height) }
    set { width = newValue.first; height = newValue.second }
  }
  func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: width, height: height)) }
}

private struct Animated: View {
  @State private var done = false
  var body: some View {
    VStack(spacing: 0) {
      Bar(value: done ? 1 : 0.2).fill(Color.red).frame(width: 100, height: 10).id("bar")
      Wedge(width: done ? 40 : 20, height: done ? 10 : 30).fill(Color.blue).frame(width: 50, height: 50)
      Circle().trim(from: 0, to: done ? 1 : 0.5).stroke(Color.green, lineWidth: 2).frame(width: 40, height: 40)
      Button("Go") { withAnimation(.linear(duration: 1)) { done.toggle() } }.id("go")
    }
  }
}

@MainActor
private func fills(_ items: [DisplayItem]) -> [(Path, Paint)] {
  items.flatMap { item -> [(Path, Paint)] in
    switch item {
    case .fill(let p, let paint, _): return [(p, paint)]
    case .stroke(let p, let paint, _): return [(p, paint)]
    case .group(let g): return fills(g.items)
    default: return []
    }
  }
}

private let red = Paint.solid(RGBAColor(r8: 255, g8: 59, b8: 48))
private let blue = Paint.solid(RGBAColor(r8: 0, g8: 122, b8: 255))
private let green = Paint.solid(RGBAColor(r8: 52, g8: 199, b8: 89))

final class TrimAndAnimatableShapeTests: XCTestCase {
  func testTrimmedCircleStrokesTheLowerHalf() { onMain {
    let view = Circle().trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 4).frame(width: 100, height: 100)
    let host = ViewHost(view, device: .custom(width: 120, height: 120, scale: 1))
    guard case .stroke(let path, _, let style) = host.displayList.items.first else { return XCTFail("no stroke") }
    XCTAssertEqual(style.lineWidth, 4)
    // From 3 o'clock clockwise (on screen) to 9 o'clock: the lowest point is on it, the top is not.
    let b = try XCTUnwrap(path.tightBounds)
    XCTAssertEqual(b.minY, 60, accuracy: 1e-6)
    XCTAssertEqual(b.maxY, 110, accuracy: 1e-3)
    XCTAssertEqual(b.minX, 10, accuracy: 1e-6)
  } }

  func testTrimmedCirclePixels() { onMain {
    let view = Circle().trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 4).frame(width: 100, height: 100)
    let image = try renderView(view, options: ViewRenderOptions(device: .custom(width: 120, height: 120, scale: 1))).image
    // Bottom of the ring (60, 110) is red; the top (60, 10) stays white.
    let bottom = image[60, 109], top = image[60, 10]
    XCTAssertEqual(bottom.r, 255); XCTAssertLessThan(bottom.g, 100)
    XCTAssertEqual(top.r, 255); XCTAssertEqual(top.g, 255); XCTAssertEqual(top.b, 255)
  } }

  func testAnimatableDataIsInterpolatedAtSampledFrames() { onMain {
    let host = ViewHost(Animated())
    let go = try XCTUnwrap(host.layoutSnapshot.frame("go"))
    try host.tap(at: CGPoint(x: go.midX, y: go.midY))
    host.advance(to: 0.5)
    let items = fills(host.displayList.items)
    // Bar: 0.2 → 1, half way 0.6 of 100 pt.
    let bar = try XCTUnwrap(items.first { $0.1 == red })
    XCTAssertEqual(bar.0.boundingBox.width, 60, accuracy: 1e-9)
    // Wedge: (20, 30) → (40, 10): (30, 20) half way, both components.
    let wedge = try XCTUnwrap(items.first { $0.1 == blue })
    XCTAssertEqual(wedge.0.boundingBox.width, 30, accuracy: 1e-9)
    XCTAssertEqual(wedge.0.boundingBox.height, 20, accuracy: 1e-9)
    // trim(to:) 0.5 → 1: three quarters of the circle at 0.5 s, ending at 12 o'clock.
    let ring = try XCTUnwrap(items.first { $0.1 == green })
    guard case .curve(let end, _, _) = try XCTUnwrap(ring.0.elements.last) else { return XCTFail("no curve") }
    let circleTop = try XCTUnwrap(ring.0.tightBounds).minY
    XCTAssertEqual(end.y, circleTop, accuracy: 1e-6)
    host.advance(to: 1)
    let end1 = fills(host.displayList.items)
    XCTAssertEqual(try XCTUnwrap(end1.first { $0.1 == red }).0.boundingBox.width, 100, accuracy: 1e-9)
    XCTAssertFalse(host.isAnimating)
  } }

  func testPairArithmetic() { onMain {
    var p = AnimatablePair(1.0, AnimatablePair(CGFloat(2), 3.0))
    p.scale(by: 2)
    XCTAssertEqual(p.first, 2)
    XCTAssertEqual(p.second.first, 4)
    XCTAssertEqual((p - .zero).magnitudeSquared, 4 + 16 + 36)
    XCTAssertEqual(EmptyAnimatableData() + EmptyAnimatableData(), EmptyAnimatableData())
    XCTAssertEqual(Circle().animatableData, EmptyAnimatableData())
    XCTAssertEqual(RoundedRectangle(cornerRadius: 6).animatableData, AnimatablePair(6, 6))
  } }
}
