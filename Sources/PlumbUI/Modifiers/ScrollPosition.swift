import Foundation

// Programmatic scroll positions: `ScrollPosition` with `scrollPosition(_:anchor:)` (iOS 18) and
// `scrollPosition(id:anchor:)` (iOS 17). A scroll view reads the bound value when it is placed and
// scrolls to it once per new value (docs/compatibility/controls.md, "Scroll anchors, gestures and
// app events"); drags and ScrollViewReader keep working afterwards.

/// Where a scroll view is scrolled to, as SwiftUI's `ScrollPosition` (iOS 18): a view's id, an
/// edge, a point of the content, or automatic (wherever the scroll view is).
public struct ScrollPosition: Equatable, Sendable {
  enum Target: Sendable {
    case automatic
    case id(any Hashable & Sendable, UnitPoint?)
    case edge(Edge)
    /// Offsets into the content along either axis (nil: keep that axis where it is).
    case offset(x: CGFloat?, y: CGFloat?)
  }

  var target: Target
  /// A number for each position set: a scroll view scrolls when it sees one it has not applied.
  private(set) var request: Int
  /// Whether the user scrolled it there. Plumbline does not write the binding back when a drag
  /// scrolls, so this stays what the app set.
  public var isPositionedByUser: Bool = false

  init(_ target: Target) {
    self.target = target
    request = ScrollPosition.requests.next()
  }

  /// A position scrolled to the view with `id`, at `anchor` of the viewport (nil: the least move).
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self.init(.id(id, anchor)) }
  /// An automatic position: the scroll view stays where it is.
  public init(idType: (some Hashable & Sendable).Type = Never.self) { self.init(.automatic) }
  /// A position scrolled to `edge` of the content.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.init(.edge(edge)) }
  /// A position scrolled to `point` of the content (the top-leading of the visible region).
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
    self.init(.offset(x: point.x, y: point.y))
  }
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) { self.init(.offset(x: x, y: y)) }
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { self.init(.offset(x: x, y: nil)) }
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { self.init(.offset(x: nil, y: y)) }

  private mutating func set(_ t: Target) {
    target = t
    request = ScrollPosition.requests.next()
    isPositionedByUser = false
  }

  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { set(.id(id, anchor)) }
  public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }
  public mutating func scrollTo(point: CGPoint) { set(.offset(x: point.x, y: point.y)) }
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.offset(x: x, y: y)) }
  public mutating func scrollTo(x: CGFloat) { set(.offset(x: x, y: nil)) }
  public mutating func scrollTo(y: CGFloat) { set(.offset(x: nil, y: y)) }

  /// The edge it was scrolled to, if any.
  public var edge: Edge? { if case .edge(let e) = target { return e }; return nil }
  /// The point it was scrolled to, if it was scrolled to a point (or to both x and y).
  public var point: CGPoint? {
    if case .offset(let x?, let y?) = target { return CGPoint(x: x, y: y) }
    return nil
  }
  /// The x it was scrolled to, if any (iOS 26).
  public var x: CGFloat? { if case .offset(let x, _) = target { return x }; return nil }
  /// The y it was scrolled to, if any (iOS 26).
  public var y: CGFloat? { if case .offset(_, let y) = target { return y }; return nil }
  /// The id of the view it was scrolled to, if any.
  public var viewID: (any Hashable & Sendable)? { if case .id(let id, _) = target { return id }; return nil }
  /// The id of the view it was scrolled to, if it has type `T`.
  public func viewID<T>(type: T.Type) -> T? where T: Hashable, T: Sendable { viewID as? T }

  public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
    guard a.isPositionedByUser == b.isPositionedByUser else { return false }
    switch (a.target, b.target) {
    case (.automatic, .automatic): return true
    case let (.id(i, p), .id(j, q)): return AnyHashable(i) == AnyHashable(j) && p == q
    case let (.edge(e), .edge(f)): return e == f
    case let (.offset(x1, y1), .offset(x2, y2)): return x1 == x2 && y1 == y2
    default: return false
    }
  }

  /// Numbers positions as they are set (any thread; values are Sendable).
  private static let requests = RequestCounter()
}

/// A thread-safe counter.
private final class RequestCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last = 0
  func next() -> Int { lock.lock(); defer { lock.unlock() }; last += 1; return last }
}

/// What a scroll view is asked to scroll to, read when it is placed.
struct ScrollRequest {
  enum Kind { case id(AnyHashable, UnitPoint?), edge(Edge), offset(x: CGFloat?, y: CGFloat?) }
  let kind: Kind
  /// Identifies the request: a scroll view applies each one once.
  let key: AnyHashable
}

/// The binding `scrollPosition` gave the scroll views below it.
struct ScrollPositionSource {
  let request: @MainActor () -> ScrollRequest?
}

private struct ScrollPositionSourceKey: EnvironmentKey { static var defaultValue: ScrollPositionSource? { nil } }

extension EnvironmentValues {
  var scrollPositionSource: ScrollPositionSource? {
    get { self[ScrollPositionSourceKey.self] }
    set { self[ScrollPositionSourceKey.self] = newValue }
  }
}

extension View {
  /// Binds the position of the scroll views below (iOS 18): setting the position (`scrollTo(id:)`,
  /// `scrollTo(edge:)`, `scrollTo(point:)`, …) scrolls them there; `anchor` is used for ids the
  /// position gives no anchor for. The binding is not written back when a drag scrolls.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    transformEnvironment(\.scrollPositionSource) {
      $0 = ScrollPositionSource {
        let p = position.wrappedValue
        switch p.target {
        case .automatic: return nil
        case .id(let id, let a): return ScrollRequest(kind: .id(AnyHashable(id), a ?? anchor), key: p.request)
        case .edge(let e): return ScrollRequest(kind: .edge(e), key: p.request)
        case .offset(let x, let y): return ScrollRequest(kind: .offset(x: x, y: y), key: p.request)
        }
      }
    }
  }

  /// Binds the id of the view the scroll views below are scrolled to (iOS 17): a non-nil id
  /// scrolls them to that view, at `anchor` (nil: the least move). The binding is not written
  /// back when a drag scrolls.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    transformEnvironment(\.scrollPositionSource) {
      $0 = ScrollPositionSource {
        guard let value = id.wrappedValue else { return nil }
        let key = AnyHashable(value)
        return ScrollRequest(kind: .id(key, anchor), key: key)
      }
    }
  }
}
