import Foundation

/// A uniform type identifier, as Apple's `UTType`: what kind of data a file, a pasteboard item or
/// a drag carries (`public.png` conforms to `public.image`, which conforms to `public.data`).
///
/// The system types apps name are declared below with their supertypes, filename extensions and
/// MIME types (SystemTypes.swift). An app's own types (`UTType(exportedAs:)`) carry the supertype
/// they are declared with; on iOS that declaration comes from Info.plist, here from the call.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
  public let identifier: String
  /// Supertypes given where the type was declared (`exportedAs:conformingTo:`), besides the table's.
  let declaredParents: [String]
  /// The filename extension a dynamic type (`UTType(filenameExtension:)` of an unknown one) stands for.
  let dynamicExtension: String?

  init(identifier: String, declaredParents: [String] = [], dynamicExtension: String? = nil) {
    self.identifier = identifier
    self.declaredParents = declaredParents
    self.dynamicExtension = dynamicExtension
  }

  /// The type with this identifier; nil for an empty identifier.
  public init?(_ identifier: String) {
    guard !identifier.isEmpty else { return nil }
    self.init(identifier: identifier)
  }

  /// The system type of a filename extension (case-insensitive), or a dynamic type standing for
  /// an extension no declared type claims, as iOS makes one.
  public init?(filenameExtension: String) {
    self.init(filenameExtension: filenameExtension, conformingTo: .data)
  }

  /// The declared type of `filenameExtension` that conforms to `supertype`, else a dynamic type.
  public init?(filenameExtension: String, conformingTo supertype: UTType) {
    guard !filenameExtension.isEmpty else { return nil }
    let ext = filenameExtension.lowercased()
    if let found = SystemTypes.identifiers(forExtension: ext).map({ UTType(identifier: $0) })
      .first(where: { $0.conforms(to: supertype) }) {
      self = found
    } else {
      self.init(identifier: "dyn.ext." + ext, declaredParents: [supertype.identifier], dynamicExtension: ext)
    }
  }

  /// The declared type of a MIME type, or nil when none is declared.
  public init?(mimeType: String) {
    self.init(mimeType: mimeType, conformingTo: .data)
  }

  public init?(mimeType: String, conformingTo supertype: UTType) {
    let mime = mimeType.lowercased()
    guard let found = SystemTypes.identifiers(forMIMEType: mime).map({ UTType(identifier: $0) })
      .first(where: { $0.conforms(to: supertype) }) else { return nil }
    self = found
  }

  /// The type a tag of `tagClass` names.
  public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
    switch tagClass {
    case .filenameExtension: self.init(filenameExtension: tag, conformingTo: supertype ?? .data)
    case .mimeType: self.init(mimeType: tag, conformingTo: supertype ?? .data)
    default: return nil
    }
  }

  /// A type the app declares and owns (on iOS, an exported type of its Info.plist).
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(identifier: identifier, declaredParents: parentType.map { [$0.identifier] } ?? [])
  }

  /// A type another app owns that this app knows about (an imported type of its Info.plist).
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(identifier: identifier, declaredParents: parentType.map { [$0.identifier] } ?? [])
  }

  /// The type's direct and indirect supertypes.
  public var supertypes: Set<UTType> {
    var seen: Set<String> = []
    var pending = directParents
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      pending += SystemTypes.parents(of: next)
    }
    return Set(seen.map { UTType(identifier: $0) })
  }

  private var directParents: [String] { declaredParents + SystemTypes.parents(of: identifier) }

  /// True when this type is `type` or one of its subtypes.
  public func conforms(to type: UTType) -> Bool {
    identifier == type.identifier || supertypes.contains { $0.identifier == type.identifier }
  }
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) && type != self }
  public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && type != self }

  public var preferredFilenameExtension: String? {
    dynamicExtension ?? SystemTypes.table[identifier]?.extensions.first
  }
  public var preferredMIMEType: String? { SystemTypes.table[identifier]?.mimeTypes.first }
  public var tags: [UTTagClass: [String]] {
    var tags: [UTTagClass: [String]] = [:]
    if let ext = dynamicExtension { tags[.filenameExtension] = [ext] }
    if let entry = SystemTypes.table[identifier] {
      if !entry.extensions.isEmpty { tags[.filenameExtension] = entry.extensions }
      if !entry.mimeTypes.isEmpty { tags[.mimeType] = entry.mimeTypes }
    }
    return tags
  }
  /// An English description of a system type (iOS localizes it; a render does not need it).
  public var localizedDescription: String? { SystemTypes.table[identifier]?.name }
  /// True for a type made up for an unknown tag.
  public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
  /// True for a type the system or the declaring call declared.
  public var isDeclared: Bool { !isDynamic }
  public var isPublicType: Bool { identifier.hasPrefix("public.") }
  public var isSystemDeclared: Bool { SystemTypes.table[identifier] != nil }
  public var description: String { identifier }
  public var debugDescription: String { "UTType(\(identifier))" }

  // Equality and hashing by identifier, as two values naming one type are one type.
  public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  public init(from decoder: any Decoder) throws {
    self.init(identifier: try decoder.singleValueContainer().decode(String.self))
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(identifier)
  }
}

/// A kind of tag a type can be looked up by, as Apple's `UTTagClass`.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
