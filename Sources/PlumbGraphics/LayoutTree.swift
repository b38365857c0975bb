import Foundation

/// The laid-out view tree as data: every view's name, identity and global frame.
///
/// PlumbUI exports it after layout; it is written beside each golden as a `.layout.json` sidecar,
/// and the layout diff compares two of them to say which view moved and by how much.
public struct LayoutNode: Hashable, Sendable, Codable {
  /// Which window layer a node was painted in; presentations sit above the content.
  public enum Layer: String, Hashable, Sendable, Codable {
    case content, navigationBar, overlay, sheet, popup, alert
  }

  /// Debug name, e.g. "Text(\"Home\")", "VStack", "PopMenu".
  public var name: String
  /// Structural identity from the root, e.g. "0/VStack/1/Text"; explicit `.id(_:)` values appear
  /// as `#id`. Stable across runs for the same code, so diffs can match nodes.
  public var identity: String
  /// Frame in screen points (the `.global` coordinate space).
  public var frame: CGRect
  public var layer: Layer
  /// The explicit `.id(_:)` of the view, if any.
  public var explicitID: String?
  public var children: [LayoutNode]
  /// `.accessibilityLabel(_:)` of the view; encoded only when set, so trees without labels keep
  /// their bytes.
  public var accessibilityLabel: String?
  /// `.accessibilityIdentifier(_:)` of the view; encoded only when set.
  public var accessibilityIdentifier: String?
  /// The parameters that decide the view's layout and look, as written in code: a padding's
  /// insets, a stack's spacing and alignment, a frame's sizes, a text's font and colour. The
  /// layout diff names a change by them ("padding 16 → 20"; docs/layout-diff.md). Encoded only
  /// when the view has any.
  public var properties: [String: String]?

  public init(name: String, identity: String, frame: CGRect, layer: Layer = .content,
              explicitID: String? = nil, children: [LayoutNode] = [], accessibilityLabel: String? = nil,
              accessibilityIdentifier: String? = nil, properties: [String: String]? = nil) {
    self.name = name; self.identity = identity; self.frame = frame; self.layer = layer
    self.explicitID = explicitID; self.children = children
    self.accessibilityLabel = accessibilityLabel; self.accessibilityIdentifier = accessibilityIdentifier
    self.properties = properties
  }

  /// This node and all its descendants, depth first.
  public var flattened: [LayoutNode] {
    [self] + children.flatMap(\.flattened)
  }
}

/// A layout tree plus the screen it was laid out on: the content of a `.layout.json` sidecar.
public struct LayoutSnapshot: Hashable, Sendable, Codable {
  public var screenSize: CGSize
  public var scale: Int
  public var safeAreaInsets: [String: Double]
  public var root: LayoutNode

  public init(screenSize: CGSize, scale: Int, safeAreaInsets: [String: Double], root: LayoutNode) {
    self.screenSize = screenSize; self.scale = scale; self.safeAreaInsets = safeAreaInsets; self.root = root
  }

  /// Deterministic JSON: sorted keys, pretty printed, frames rounded to 1/1000 pt.
  public func jsonData() throws -> Data {
    let enc = JSONEncoder()
    enc.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try enc.encode(self)
  }

  public static func decode(_ data: Data) throws -> LayoutSnapshot {
    try JSONDecoder().decode(LayoutSnapshot.self, from: data)
  }
}
