// The expansions of SwiftData's attached macros, computed from source text as `#Preview`'s is
// (MemberScanner reads the class). What `@Model` becomes is documented in
// docs/compatibility/swiftdata.md ("What @Model expands to"); in short, for
// `@Model final class Trip { var name: String … }`:
//
//   member:          persistentBackingData, schemaMetadata (one entry per persisted property),
//                    an ObservationRegistrar and the access/withMutation pair Observation uses
//   memberAttribute: `@_PersistedProperty` on each stored `var` not marked `@Transient`
//   extension:       `extension Trip: SwiftData.PersistentModel, Observation.Observable {}`
//
// and `@_PersistedProperty var name: String` becomes a computed property over a peer `_name`
// whose getter and setter report reads and writes to the registrar (so views re-render) and
// writes to the model's context (so `hasChanges` is true until `save()`).
import Foundation

enum ModelMacros {
  struct Failure: Error { var message: String }

  /// One `expandAttachedMacro` request.
  struct Request {
    var macroType: String
    var role: String
    var declaration: String
    var extendedType: String?
    var conformances: String?
    /// The type whose body or extension holds the declaration (`EnvironmentValues`), when the
    /// compiler sends the lexical context.
    var lexicalContainer: String? = nil
  }

  /// The macro types this file expands (the `type:` of their `#externalMacro`).
  static let types: Set<String> = [
    "PersistentModelMacro", "PersistedPropertyMacro", "AttributePropertyMacro", "RelationshipPropertyMacro",
    "TransientMacro", "QueryMacro", "EntryMacro",
  ]

  static func expand(_ request: Request) throws -> String {
    switch (request.macroType, request.role) {
    case ("PersistentModelMacro", "member"): return try modelMembers(request.declaration)
    case ("PersistentModelMacro", "memberAttribute"):
      guard let p = MemberScanner.property(Substring(request.declaration)), isPersisted(p) else { return "" }
      return "@_PersistedProperty"
    case ("PersistentModelMacro", "extension"):
      guard let type = request.extendedType, let list = request.conformances.map(conformanceNames),
            !list.isEmpty else { return "" }
      return "extension \(type): \(list) {}"
    case ("PersistedPropertyMacro", "accessor"): return try accessors(request.declaration)
    case ("PersistedPropertyMacro", "peer"): return try storage(request.declaration)
    case ("QueryMacro", _): return try queryExpansion(request)
    case ("EntryMacro", _): return try entryExpansion(request)
    default:
      // @Attribute, @Relationship and @Transient are markers: @Model reads them from the source.
      return ""
    }
  }

  /// The protocols the compiler asks the extension to add: it sends them as the inheritance
  /// clause of a placeholder (`struct Placeholder: PersistentModel, Observable {}`).
  static func conformanceNames(_ syntax: String) -> String {
    var text = Substring(syntax)
    if let colon = text.firstIndex(of: ":") { text = text[text.index(after: colon)...] }
    if let brace = text.firstIndex(of: "{") { text = text[..<brace] }
    return MemberScanner.trimmed(text)
  }

  /// Whether `@Model` keeps `p` in the store: a stored instance `var` not marked `@Transient`.
  static func isPersisted(_ p: PropertyDeclaration) -> Bool {
    if p.isLet || p.isStatic || p.hasAccessorBlock || p.hasSeveralBindings { return false }
    if p.modifiers.contains("lazy") || p.modifiers.contains("weak") || p.modifiers.contains("unowned") { return false }
    if p.name.hasPrefix("_$") { return false }
    return p.attribute("Transient") == nil && p.attribute("ObservationIgnored") == nil
      && p.attribute("_PersistedProperty") == nil
  }

  // MARK: - @Model's members

  private static func modelMembers(_ declaration: String) throws -> String {
    guard let name = MemberScanner.typeName(of: declaration),
          declaration.range(of: #"\bclass\b"#, options: .regularExpression) != nil else {
      throw Failure(message: "@Model applies only to classes")
    }
    guard let body = MemberScanner.body(of: declaration) else { throw Failure(message: "@Model: could not read the class body") }
    let persisted = MemberScanner.properties(inBody: body).filter(isPersisted)
    let entries = persisted.map { p -> String in
      "SwiftData.Schema.PropertyMetadata(name: \(literal(p.name)), keypath: \\\(name).\(p.name), "
        + "defaultValue: nil, metadata: \(metadata(p)))"
    }
    let list = entries.isEmpty ? "[]" : "[\n    " + entries.joined(separator: ",\n    ") + ",\n  ]"
    return """
      public let persistentBackingData = SwiftData._PersistentModelState()

      public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
        \(list)
      }

      private let _$observationRegistrar = Observation.ObservationRegistrar()

      internal nonisolated func access<_Member>(keyPath: KeyPath<\(name), _Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
      }

      internal nonisolated func withMutation<_Member, _Result>(
        keyPath: KeyPath<\(name), _Member>, _ mutation: () throws -> _Result
      ) rethrows -> _Result {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """
  }

  /// The property's `@Attribute`/`@Relationship` options as a schema value, with the macro's own
  /// arguments passed through (the compiler has checked them against the macro's declaration).
  private static func metadata(_ p: PropertyDeclaration) -> String {
    if let a = p.attribute("Relationship") {
      return "SwiftData.Schema.Relationship._declared(\(PropertyDeclaration.arguments(of: a)))"
    }
    if let a = p.attribute("Attribute") {
      return "SwiftData.Schema.Attribute._declared(\(PropertyDeclaration.arguments(of: a)))"
    }
    return "nil"
  }

  // MARK: - @_PersistedProperty

  private static func persistedProperty(_ declaration: String) throws -> PropertyDeclaration {
    guard let p = MemberScanner.property(Substring(declaration)), !p.isLet, !p.hasSeveralBindings else {
      throw Failure(message: "@_PersistedProperty applies to one stored 'var'")
    }
    return p
  }

  /// The accessors, in braces (the form the compiler expects for a property that had none).
  private static func accessors(_ declaration: String) throws -> String {
    let p = try persistedProperty(declaration)
    let key = "\\.\(p.name)"
    return """
      {
        @storageRestrictions(initializes: _\(p.name))
        init(initialValue) {
          _\(p.name) = initialValue
        }
        get {
          access(keyPath: \(key))
          return _\(p.name)
        }
        set {
          withMutation(keyPath: \(key)) {
            _\(p.name) = newValue
          }
          persistentBackingData.noteChange()
        }
      }
      """
  }

  /// The stored property behind the accessors: `_name`, with the declared type and initial value.
  private static func storage(_ declaration: String) throws -> String {
    let p = try persistedProperty(declaration)
    var text = "private var _\(p.name)"
    if let type = p.type { text += ": \(type)" }
    if let value = p.initializer { text += " = \(value)" }
    return text
  }

  private static func literal(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
