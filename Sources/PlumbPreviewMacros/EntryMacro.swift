// SwiftUI's `@Entry` macro (docs/compatibility/macros.md, "@Entry"). Inside
// `extension EnvironmentValues`, `@Entry var accent: Color = .pink` becomes
//
//   accessor:  { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }
//   peer:      private struct __Key_accent: EnvironmentKey {
//                typealias Value = Color
//                static var defaultValue: Value { .pink }
//              }
//
// An optional type with no initial value defaults to nil; a property with no type annotation
// takes the type of its initial value (`nonisolated(unsafe) static var defaultValue = …`: a
// computed property would need the type spelled out, and a `static let` of a type that is not
// Sendable, such as a struct holding a closure, is an error in Swift 6 mode, where iOS compiles it). In
// `extension ContainerValues` (iOS 18) the key is a `ContainerValueKey` instead. `@Entry` in
// Transaction or FocusedValues fails to compile with a message saying so.
import Foundation

extension ModelMacros {
  static func entryExpansion(_ request: Request) throws -> String {
    let keyProtocol: String
    switch request.lexicalContainer {
    case nil, "EnvironmentValues", "SwiftUI.EnvironmentValues": keyProtocol = "EnvironmentKey"
    case "ContainerValues", "SwiftUI.ContainerValues": keyProtocol = "ContainerValueKey"
    case let container?:
      throw Failure(message: "@Entry in '\(container)' is not supported by Plumbline; it declares EnvironmentValues and ContainerValues entries only")
    }
    guard let p = MemberScanner.property(Substring(request.declaration)), !p.isLet, !p.isStatic,
          !p.hasSeveralBindings, !p.hasAccessorBlock
    else {
      throw Failure(message: "@Entry applies to one stored 'var' with a default value, e.g. '@Entry var accent: Color = .pink'")
    }
    let key = "__Key_\(p.name)"
    switch request.role {
    case "accessor":
      return "{\n  get {\n    self[\(key).self]\n  }\n  set {\n    self[\(key).self] = newValue\n  }\n}"
    case "peer":
      let access = p.modifiers.contains("public") ? "" : "private "
      if let type = p.type {
        let value: String
        if let initial = p.initializer {
          value = initial
        } else if type.hasSuffix("?") || type.hasPrefix("Optional<") {
          value = "nil"
        } else {
          throw Failure(message: "@Entry var \(p.name): \(type) needs a default value ('= …')")
        }
        return "\(access)struct \(key): \(keyProtocol) {\n  typealias Value = \(type)\n"
          + "  static var defaultValue: Value {\n    \(value)\n  }\n}"
      }
      guard let initial = p.initializer else {
        throw Failure(message: "@Entry var \(p.name) needs a type or a default value")
      }
      return "\(access)struct \(key): \(keyProtocol) {\n  nonisolated(unsafe) static var defaultValue = \(initial)\n}"
    default:
      return ""
    }
  }
}
