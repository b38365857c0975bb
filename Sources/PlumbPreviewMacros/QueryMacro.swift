// SwiftData's `@Query` macro (docs/compatibility/swiftdata.md, "@Query"). As in SwiftData, the
// attribute is a macro rather than the property wrapper itself, because the wrapper's element type
// cannot be inferred from `@Query var items: [Item]` alone: the macro reads it from the declared
// type. For `@Query(sort: \Item.date) var items: [Item]`:
//
//   accessor:  { get { _items.wrappedValue } }
//   peer:      private let _items: Query<Item, [Item]> = Query<Item, [Item]>(sort: \Item.date)
//
// The arguments are passed on as written, to the `Query` initialiser with the same labels.
import Foundation

extension ModelMacros {
  static func queryExpansion(_ request: Request) throws -> String {
    guard let p = MemberScanner.property(Substring(request.declaration)), !p.isLet, !p.hasSeveralBindings,
          !p.isStatic, p.initializer == nil, !p.hasAccessorBlock
    else {
      throw Failure(message: "@Query applies to one stored 'var' without an initial value, e.g. '@Query var items: [Item]'")
    }
    guard let type = p.type, let element = arrayElement(type) else {
      throw Failure(message: "@Query needs the property's type written as an array of a model, e.g. '@Query var items: [Item]'")
    }
    switch request.role {
    case "accessor":
      return "{\n  get {\n    _\(p.name).wrappedValue\n  }\n}"
    case "peer":
      let arguments = p.attribute("Query").map(PropertyDeclaration.arguments(of:)) ?? ""
      let query = "Query<\(element), [\(element)]>"
      return "private let _\(p.name): \(query) = \(query)(\(arguments))"
    default:
      return ""
    }
  }

  /// `Item` for `[Item]` or `Array<Item>`; nil for any other type.
  static func arrayElement(_ type: String) -> String? {
    let t = type.trimmingCharacters(in: .whitespaces)
    if t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") {
      let inner = t.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
      return inner.isEmpty ? nil : inner
    }
    if t.hasPrefix("Array<"), t.hasSuffix(">") {
      let inner = t.dropFirst(6).dropLast().trimmingCharacters(in: .whitespaces)
      return inner.isEmpty ? nil : inner
    }
    return nil
  }
}
