import Foundation
import PlumbGraphics
import PlumbUI

/// How a UIKit animation's progress runs over its duration.
enum UIKitTimingCurve: Hashable {
  case bezier(Double, Double, Double, Double)
  case spring(UIKitSpring)

  /// UIView's curves: Core Animation's ease-in-out (0.42, 0, 0.58, 1), ease-in (0.42, 0, 1, 1),
  /// ease-out (0, 0, 0.58, 1) and linear.
  static func from(_ options: UIView.AnimationOptions) -> UIKitTimingCurve {
    if options.contains(.curveLinear) { return .bezier(0, 0, 1, 1) }
    if options.contains(.curveEaseOut) { return .bezier(0, 0, 0.58, 1) }
    if options.contains(.curveEaseIn) { return .bezier(0.42, 0, 1, 1) }
    return .bezier(0.42, 0, 0.58, 1)
  }

  func progress(_ t: Double, duration: Double) -> Double {
    guard duration > 0 else { return t >= 0 ? 1 : 0 }
    switch self {
    case .spring(let s): return s.progress(at: t)
    case .bezier(let x1, let y1, let x2, let y2):
      let u = min(max(t / duration, 0), 1)
      return Self.cubicBezier(u, x1, y1, x2, y2)
    }
  }

  /// y for x on the unit cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1) (bisection on x).
  static func cubicBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let m = 1 - s
      return 3 * m * m * s * p1 + 3 * m * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if bez(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, y1, y2)
  }
}

/// The changes a `UIView.animate` block is capturing: each view's presentation before its first
/// change in the block.
@MainActor
enum UIViewAnimationContext {
  final class Capture {
    var before: [(UIView, PlatformLook, PlatformLook)] = []  // view, presentation, model
  }
  static var stack: [Capture] = []
  /// `UIView.performWithoutAnimation`.
  static var suppressed = 0

  static func willChange(_ view: UIView, from model: PlatformLook, field: String) {
    guard suppressed == 0, let c = stack.last else {
      UIViewAnimator.cancel(view, field: field)
      return
    }
    if c.before.contains(where: { $0.0 === view }) { return }
    c.before.append((view, view.presentationLook, model))
  }
}

/// Running UIKit animations on the virtual clock of the host that shows them.
@MainActor
enum UIViewAnimator {
  struct Track {
    weak var view: UIView?
    weak var host: ViewHost?
    var from: PlatformLook
    var to: PlatformLook
    /// Which look fields this track animates.
    var fields: Set<Field>
    var start: Double
    var duration: Double
    var curve: UIKitTimingCurve
    var id: Int
  }
  enum Field: Hashable { case bounds, center, transform, alpha, backgroundColor, cornerRadius }

  private static var tracks: [ObjectIdentifier: [Track]] = [:]
  private static var nextID = 0
  /// Completions waiting for the clock to pass their time.
  private static var pending: [(host: ViewHost?, end: Double, run: (Bool) -> Void)] = []

  /// Runs `animations`, then animates what it changed.
  static func animate(duration: Double, delay: Double, curve: UIKitTimingCurve,
                      animations: () -> Void, completion: ((Bool) -> Void)?) {
    let capture = UIViewAnimationContext.Capture()
    UIViewAnimationContext.stack.append(capture)
    animations()
    UIViewAnimationContext.stack.removeLast()
    let host = capture.before.first?.0.window?.host ?? PlatformHosts.current
    let start = (host?.platformAnimationWillStart() ?? 0) + max(delay, 0)
    for (view, presented, model) in capture.before {
      let now = view.modelLook
      var fields = Set<Field>()
      if now.bounds != model.bounds { fields.insert(.bounds) }
      if now.center != model.center { fields.insert(.center) }
      if now.transform != model.transform { fields.insert(.transform) }
      if now.alpha != model.alpha { fields.insert(.alpha) }
      if now.backgroundColor != model.backgroundColor { fields.insert(.backgroundColor) }
      if now.cornerRadius != model.cornerRadius { fields.insert(.cornerRadius) }
      guard !fields.isEmpty, duration > 0 else { continue }
      nextID += 1
      tracks[ObjectIdentifier(view), default: []].append(Track(view: view, host: host, from: presented, to: now, fields: fields,
                                                               start: start, duration: duration, curve: curve, id: nextID))
      UIKitRuntime.setNeedsRender(view, "UIView.animate")
    }
    if let completion { schedule(host: host, end: start + max(duration, 0), completion) }
  }

  /// Runs `completion(true)` once the host's clock passes `end`; while the host shows end states
  /// (never advanced), on the next main-queue turn.
  static func schedule(host: ViewHost?, end: Double, _ completion: @escaping (Bool) -> Void) {
    if let host, host.platformClock != nil {
      pending.append((host, end, completion))
      clockDidAdvance(host)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { completion(true) } }
    }
  }

  /// The host's clock moved: completions that are due run, in scheduling order.
  static func clockDidAdvance(_ host: ViewHost) {
    guard let clock = host.platformClock else { return }
    var due: [(Bool) -> Void] = []
    pending.removeAll { p in
      guard p.host === host, p.end <= clock + 1e-9 else { return false }
      due.append(p.run)
      return true
    }
    for run in due { run(true) }
    if !due.isEmpty { host.platformRenderIfNeeded() }
  }

  /// A change outside an animation block: running animations of the changed fields stop.
  static func cancel(_ view: UIView, field name: String) {
    guard var list = tracks[ObjectIdentifier(view)] else { return }
    let field: Field? = ["bounds": .bounds, "center": .center, "transform": .transform, "alpha": .alpha,
                         "backgroundColor": .backgroundColor, "cornerRadius": .cornerRadius][name]
    if let field { for i in list.indices { list[i].fields.remove(field) } }
    list.removeAll { $0.view == nil || $0.fields.isEmpty }
    tracks[ObjectIdentifier(view)] = list.isEmpty ? nil : list
  }

  /// The look on screen now: the model with each running track's fields interpolated.
  static func presentation(of view: UIView, model: PlatformLook) -> PlatformLook {
    guard let list = tracks[ObjectIdentifier(view)], !list.isEmpty else { return model }
    var look = model
    for t in list {
      guard let clock = t.host?.platformClock else { continue }
      let elapsed = clock - t.start
      if elapsed >= t.duration { continue }
      let p = t.curve.progress(elapsed, duration: t.duration)
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
      if t.fields.contains(.alpha) { look.alpha = min(max(mix(t.from.alpha, t.to.alpha), 0), 1) }
      if t.fields.contains(.center) {
        look.center = CGPoint(x: mix(t.from.center.x, t.to.center.x), y: mix(t.from.center.y, t.to.center.y))
      }
      if t.fields.contains(.bounds) {
        look.bounds = CGRect(x: mix(t.from.bounds.minX, t.to.bounds.minX), y: mix(t.from.bounds.minY, t.to.bounds.minY),
                             width: mix(t.from.bounds.width, t.to.bounds.width), height: mix(t.from.bounds.height, t.to.bounds.height))
      }
      if t.fields.contains(.transform) {
        let a = t.from.transform, b = t.to.transform
        look.transform = AffineTransform2D(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                           tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
      }
      if t.fields.contains(.cornerRadius) { look.cornerRadius = max(0, mix(t.from.cornerRadius, t.to.cornerRadius)) }
      if t.fields.contains(.backgroundColor) {
        let a = t.from.backgroundColor ?? RGBAColor(red: b(t).red, green: b(t).green, blue: b(t).blue, alpha: 0)
        let c = t.to.backgroundColor ?? RGBAColor(red: a.red, green: a.green, blue: a.blue, alpha: 0)
        look.backgroundColor = RGBAColor(red: mix(a.red, c.red), green: mix(a.green, c.green), blue: mix(a.blue, c.blue),
                                         alpha: mix(a.alpha, c.alpha))
      }
    }
    return look
  }

  private static func b(_ t: Track) -> RGBAColor { t.to.backgroundColor ?? .clear }

  /// Whether a view has an animation still running at its host's clock.
  static func isAnimating(_ view: UIView) -> Bool {
    tracks[ObjectIdentifier(view)]?.contains { t in
      guard let c = t.host?.platformClock else { return false }
      return c - t.start < t.duration
    } ?? false
  }
}
