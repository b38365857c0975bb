import Foundation
import PlumbGraphics
import PlumbScreens
import PlumbUI

/// Why a view screen could not be rendered.
public enum SeedRenderingError: Error, CustomStringConvertible {
  /// An interaction looked for a view that is not in the layout.
  case missingView(screen: String, id: String)
  /// An interaction looked for a view, by its name in the layout tree, that is not there.
  case missingNamedView(screen: String, name: String)

  public var description: String {
    switch self {
    case .missingView(let s, let id):
      "Seeds/SeedRendering.swift: screen \(s) has no view with id \"\(id)\" to interact with"
    case .missingNamedView(let s, let name):
      "Seeds/SeedRendering.swift: screen \(s) has no view named \(name) to interact with"
    }
  }
}

/// The seed screens' renders and interactions: each renders through `ScreenRenderer` (the one
/// render path) and finds the views it taps by id or by name in the layout tree.
enum SeedRendering {
  typealias Step = ScreenRenderer.Step

  static func frame<V: View>(_ name: String, _ context: ScreenContext, timed: Bool,
                             view: @escaping @MainActor () -> V, steps: [Step] = []) throws -> Screen.Frame {
    try ScreenRenderer.frame(name, context, timed: timed, view: view, steps: steps)
  }

  /// The global frame of the view tagged `.id(id)`: the innermost node carrying the id (a list
  /// row and the button in it can both carry it; the button takes the tap).
  @MainActor
  static func frame(of id: String, in host: ViewHost, screen: String) throws -> CGRect {
    guard let f = host.layoutSnapshot.root.flattened.last(where: { $0.explicitID == id })?.frame else {
      throw SeedRenderingError.missingView(screen: screen, id: id)
    }
    return f
  }

  /// The global frame of the innermost view named `name` in the layout tree (`Text("New")`, a
  /// custom view's type name): the seed articles' code tags no view with `.id`.
  @MainActor
  static func frame(named name: String, in host: ViewHost, screen: String) throws -> CGRect {
    guard let f = host.layoutSnapshot.root.flattened.last(where: { $0.name == name })?.frame else {
      throw SeedRenderingError.missingNamedView(screen: screen, name: name)
    }
    return f
  }

  /// Taps the centre of the innermost view named `name`.
  @MainActor
  static func tap(named name: String, in host: ViewHost, screen: String) throws {
    let f = try frame(named: name, in: host, screen: screen)
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
  }

  /// Taps the centre of the view tagged `.id(id)`.
  @MainActor
  static func tap(_ id: String, in host: ViewHost, screen: String) throws {
    let f = try frame(of: id, in: host, screen: screen)
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
  }
}
