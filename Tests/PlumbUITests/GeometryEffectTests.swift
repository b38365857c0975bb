import Foundation
import PlumbTesting
import PlumbUI
import Testing

// transformEffect, projectionEffect and custom GeometryEffects draw their affine transform; a
// perspective part warns; iOS 17 Transition types draw their resting phase.

private struct Shift: GeometryEffect {
  var amount: CGFloat
  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: amount * size.width, y: 0))
  }
}

private struct Fade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
  }
}

@Suite struct GeometryEffectTests {
  @MainActor private func image(_ view: some View) async throws -> RGBAImage {
    try await renderView(ZStack(alignment: .topLeading) { Color.white; view }.frame(width: 60, height: 20),
                         options: ViewRenderOptions(device: .custom(width: 60, height: 20, scale: 1), background: nil)).image
  }
  private func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }

  @Test @MainActor func transformEffectMovesTheDrawing() async throws {
    let moved = try await image(Color.red.frame(width: 10, height: 10)
      .transformEffect(CGAffineTransform(translationX: 30, y: 0)))
    #expect(isRed(moved[35, 5]))
    #expect(!isRed(moved[5, 5]))
  }

  @Test @MainActor func aGeometryEffectUsesItsSize() async throws {
    let shifted = try await image(Color.red.frame(width: 10, height: 10).modifier(Shift(amount: 2)))
    #expect(isRed(shifted[25, 5]))
    #expect(!isRed(shifted[5, 5]))
  }

  @Test @MainActor func perspectiveWarnsAndDrawsTheAffinePart() async throws {
    var t = ProjectionTransform(CGAffineTransform(translationX: 30, y: 0))
    t.m13 = 0.001
    var picture: RGBAImage?
    let w = try await RenderWarnings.collecting {
      picture = try await image(Color.red.frame(width: 10, height: 10).projectionEffect(t))
    }.warnings
    #expect(w.contains { $0.hasPrefix("projectionEffect: the perspective part") })
    #expect(isRed(try #require(picture)[35, 5]))
  }

  @Test func projectionTransformAlgebra() throws {
    let a = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
    let b = ProjectionTransform(CGAffineTransform(translationX: 5, y: 7))
    let ab = a.concatenating(b)
    #expect(ab.m11 == 2 && ab.m22 == 3 && ab.m31 == 5 && ab.m32 == 7)
    let inverse = try #require(ab.inverted())
    let product = ab.concatenating(inverse)
    let entries = [product.m11 - 1, product.m12, product.m13, product.m21, product.m22 - 1, product.m23,
                   product.m31, product.m32, product.m33 - 1]
    #expect(entries.allSatisfy { abs($0) < 1e-12 })
    #expect(ab.isAffine)
  }

  @Test @MainActor func aTransitionTypeDrawsItsIdentityPhase() async throws {
    let plain = try await image(Color.red.frame(width: 10, height: 10))
    let withTransition = try await image(Color.red.frame(width: 10, height: 10).transition(Fade()))
    #expect(plain == withTransition)
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
  }
}
