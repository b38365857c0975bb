import Foundation
import PlumbGraphics

// Gesture recognizers on views, and delivering a tap or drag to them. The recognizers of the
// touched view and of its superviews receive the touches, innermost first; once one recognizes,
// the others stop receiving them unless a delegate lets them recognize simultaneously, and a
// recognizer that must wait for another's failure (`require(toFail:)`) is decided after it.

extension UIView {
  /// The recognizers attached to the view (nil when none).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { let list = GestureAttachments.recognizers(of: self); return list.isEmpty ? nil : list }
    set {
      let list = newValue ?? []
      for r in GestureAttachments.recognizers(of: self) where !list.contains(where: { $0 === r }) { r.view = nil }
      for r in list where r.view !== self { r.view?.removeGestureRecognizer(r) }
      GestureAttachments.set(list, on: self)
      for r in list { r.view = self }
    }
  }

  /// Attaches `gestureRecognizer` (taking it from the view it was on).
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
    var list = GestureAttachments.recognizers(of: self)
    guard !list.contains(where: { $0 === gestureRecognizer }) else { return }
    list.append(gestureRecognizer)
    GestureAttachments.set(list, on: self)
    gestureRecognizer.view = self
  }

  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    GestureAttachments.set(GestureAttachments.recognizers(of: self).filter { $0 !== gestureRecognizer }, on: self)
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }

  /// The enabled recognizers a touch in this view reaches: its own, then its superviews'.
  var recognizersReceivingTouches: [UIGestureRecognizer] {
    var out: [UIGestureRecognizer] = []
    var v: UIView? = self
    while let view = v {
      if view.isUserInteractionEnabled == false { return [] }
      out += GestureAttachments.recognizers(of: view).filter(\.isEnabled)
      v = view.superview
    }
    return out
  }

  /// A tap for the host to deliver at a point in the view's bounds coordinates; nil when no
  /// enabled recognizer would receive it (so the tap goes to what lies beneath).
  package var platformTapHandler: ((CGPoint) -> Void)? {
    guard !recognizersReceivingTouches.isEmpty else { return nil }
    return { [weak self] p in self?.deliverTap(at: p) }
  }

  /// A drag for the host to deliver, from `start` through the `points` (the view's bounds
  /// coordinates), one move per point; nil when no enabled recognizer would receive it.
  package var platformDragHandler: ((_ start: CGPoint, _ points: [CGPoint]) -> Void)? {
    guard !recognizersReceivingTouches.isEmpty else { return nil }
    return { [weak self] start, points in self?.deliverDrag(from: start, through: points) }
  }

  /// Delivers one tap at `point` (the view's bounds coordinates): touch began, then ended 0.1 s later.
  func deliverTap(at point: CGPoint) {
    deliver(start: point, moves: [], duration: 0.1)
  }

  /// Delivers a drag from `start` through `points`, a move every 1/60 s.
  func deliverDrag(from start: CGPoint, through points: [CGPoint]) {
    deliver(start: start, moves: points, duration: Double(points.count + 1) / 60)
  }

  private func deliver(start: CGPoint, moves: [CGPoint], duration: TimeInterval) {
    let recognizers = recognizersReceivingTouches
    guard !recognizers.isEmpty else { return }
    let t0 = Date().timeIntervalSinceReferenceDate
    let touch = UITouch(view: self, location: start, phase: .began, tapCount: 1, timestamp: t0)
    // Recognizers that must wait for another's failure are decided after the others.
    let ordered = recognizers.filter { $0.failureRequirements.isEmpty } + recognizers.filter { !$0.failureRequirements.isEmpty }
    var receiving = ordered.filter { r in r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true }
    touch.gestureRecognizers = receiving
    func send(_ phase: UITouch.Phase, _ time: TimeInterval) {
      let event = UIEvent(touches: [touch], timestamp: time)
      var recognizedOne: UIGestureRecognizer?
      for r in receiving {
        if let winner = recognizedOne, !Self.simultaneous(r, winner) { continue }
        let before = r.state
        switch phase {
        case .began: r.touchesBegan([touch], with: event)
        case .moved: r.touchesMoved([touch], with: event)
        case .ended: r.touchesEnded([touch], with: event)
        default: r.touchesCancelled([touch], with: event)
        }
        if [.began, .ended].contains(r.state) && before == .possible { recognizedOne = recognizedOne ?? r }
        else if [.began, .changed, .ended].contains(r.state) { recognizedOne = recognizedOne ?? r }
      }
      if let winner = recognizedOne {
        receiving = receiving.filter { $0 === winner || Self.simultaneous($0, winner) }
      }
    }
    send(.began, t0)
    for (i, p) in moves.enumerated() {
      let time = t0 + Double(i + 1) / 60
      touch.move(to: p, phase: .moved, at: time)
      send(.moved, time)
    }
    touch.move(to: moves.last ?? start, phase: .ended, at: t0 + duration)
    send(.ended, t0 + duration)
    for r in recognizers { r.finishSequence() }
  }

  private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
      || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
  }
}

/// The recognizers attached to each view, kept beside the view (UIView.swift has no field for them).
@MainActor
enum GestureAttachments {
  private final class Entry { weak var view: UIView?; var recognizers: [UIGestureRecognizer]
    init(_ view: UIView, _ recognizers: [UIGestureRecognizer]) { self.view = view; self.recognizers = recognizers } }
  private static var entries: [ObjectIdentifier: Entry] = [:]

  static func recognizers(of view: UIView) -> [UIGestureRecognizer] {
    guard let e = entries[ObjectIdentifier(view)], e.view === view else { return [] }
    return e.recognizers
  }
  static func set(_ list: [UIGestureRecognizer], on view: UIView) {
    if entries.count > 256 { entries = entries.filter { $0.value.view != nil } }
    entries[ObjectIdentifier(view)] = list.isEmpty ? nil : Entry(view, list)
  }
}
