import Foundation
@_exported import UniformTypeIdentifiers

/// A type that can be shared, dragged, dropped or copied, as Apple's `Transferable`: its
/// `transferRepresentation` lists the content types it can be exported as and imported from.
///
/// In a render nothing is shared or dropped; `exported(as:)` and `init(importing:contentType:)`
/// run the data, Codable and proxy representations (what app tests call), and a file
/// representation throws `TransferError.fileRepresentationNotSupported` naming the type.
public protocol Transferable: SendableMetatype {
  associatedtype Representation: TransferRepresentation
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of moving an item in or out, as Apple's `TransferRepresentation`.
public protocol TransferRepresentation<Item>: Sendable {
  associatedtype Item: Transferable
  associatedtype Body: TransferRepresentation
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: Transferable, TransferRepresentation {
  public typealias Item = Never
  public static var transferRepresentation: Never { return fatalError("Never has no representation") }
  public var body: Never { return fatalError("Never has no representation") }
}

/// A representation that moves bytes itself (the primitive ones below), with `Body == Never`.
protocol TransferCodec<Item>: Sendable {
  associatedtype Item
  var exportedTypes: [UTType] { get }
  var importedTypes: [UTType] { get }
  func export(_ item: Item, as type: UTType) async throws -> Data?
  func `import`(_ data: Data, as type: UTType) async throws -> Item?
}

/// Why a transfer could not be done.
public enum TransferError: Error, CustomStringConvertible {
  case noRepresentation(type: String, contentType: String)
  case fileRepresentationNotSupported(type: String)
  public var description: String {
    switch self {
    case .noRepresentation(let t, let c): return "\(t) has no representation for \(c)"
    case .fileRepresentationNotSupported(let t):
      return "\(t): file representations are not run on Linux (use a data or Codable representation)"
    }
  }
}

/// The primitive representations a representation tree bottoms out in, in declaration order.
func codecs<R: TransferRepresentation>(of representation: R) -> [any TransferCodec<R.Item>] {
  if let codec = representation as? any TransferCodec<R.Item> { return [codec] }
  if let group = representation as? any TransferGroup<R.Item> { return group.children }
  if R.Body.self == Never.self { return [] }
  return codecs(of: representation.body).compactMap { $0 as? any TransferCodec<R.Item> }
}

/// A block of representations (from the builder).
protocol TransferGroup<Item> {
  associatedtype Item
  var children: [any TransferCodec<Item>] { get }
}

extension Transferable {
  /// The primitive representations of this type, in preference order.
  static var ownCodecs: [any TransferCodec<Self>] {
    codecs(of: transferRepresentation).compactMap { $0 as? any TransferCodec<Self> }
  }
  /// The content types this type can be exported as.
  public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
    ownCodecs.flatMap(\.exportedTypes)
  }
  /// The content types this type can be imported from.
  public static func importedContentTypes() -> [UTType] {
    ownCodecs.flatMap(\.importedTypes)
  }
  /// The item's bytes as `contentType`, through the first representation that exports it.
  public func exported(as contentType: UTType) async throws -> Data {
    for codec in Self.ownCodecs where codec.exportedTypes.contains(where: { contentType.conforms(to: $0) || $0.conforms(to: contentType) }) {
      if let data = try await codec.export(self, as: contentType) { return data }
    }
    throw TransferError.noRepresentation(type: String(describing: Self.self), contentType: contentType.identifier)
  }
  /// An item read from `data` of `contentType`, through the first representation that imports it.
  public init(importing data: Data, contentType: UTType?) async throws {
    for codec in Self.ownCodecs
    where contentType == nil || codec.importedTypes.contains(where: { contentType!.conforms(to: $0) }) {
      if let item = try await codec.import(data, as: contentType ?? codec.importedTypes.first ?? .data) {
        self = item
        return
      }
    }
    throw TransferError.noRepresentation(type: String(describing: Self.self), contentType: contentType?.identifier ?? "any type")
  }
}

/// Who may receive an item, as Apple's `TransferRepresentationVisibility`.
public enum TransferRepresentationVisibility: Sendable {
  case all, team, group, ownProcess
}

/// Builds a type's representations, as Apple's `TransferRepresentationBuilder`.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ r: R) -> R where R.Item == Item { r }
  public static func buildBlock<R: TransferRepresentation>(_ r: R) -> R where R.Item == Item { r }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation>(_ r0: R0, _ r1: R1) -> TupleTransferRepresentation<Item>
  where R0.Item == Item, R1.Item == Item {
    TupleTransferRepresentation(children: codecs(of: r0) + codecs(of: r1))
  }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2) -> TupleTransferRepresentation<Item>
  where R0.Item == Item, R1.Item == Item, R2.Item == Item {
    TupleTransferRepresentation(children: codecs(of: r0) + codecs(of: r1) + codecs(of: r2))
  }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3) -> TupleTransferRepresentation<Item>
  where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item {
    TupleTransferRepresentation(children: codecs(of: r0) + codecs(of: r1) + codecs(of: r2) + codecs(of: r3))
  }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4) -> TupleTransferRepresentation<Item>
  where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item {
    TupleTransferRepresentation(children: codecs(of: r0) + codecs(of: r1) + codecs(of: r2) + codecs(of: r3) + codecs(of: r4))
  }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5) -> TupleTransferRepresentation<Item>
  where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item {
    TupleTransferRepresentation(children: codecs(of: r0) + codecs(of: r1) + codecs(of: r2) + codecs(of: r3) + codecs(of: r4) + codecs(of: r5))
  }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6) -> TupleTransferRepresentation<Item>
  where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item {
    TupleTransferRepresentation(children: codecs(of: r0) + codecs(of: r1) + codecs(of: r2) + codecs(of: r3) + codecs(of: r4) + codecs(of: r5) + codecs(of: r6))
  }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7) -> TupleTransferRepresentation<Item>
  where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item, R7.Item == Item {
    TupleTransferRepresentation(children: codecs(of: r0) + codecs(of: r1) + codecs(of: r2) + codecs(of: r3) + codecs(of: r4) + codecs(of: r5) + codecs(of: r6) + codecs(of: r7))
  }
  public static func buildLimitedAvailability<R: TransferRepresentation>(_ r: R) -> R where R.Item == Item { r }
}

/// Several representations in preference order (a builder block).
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, TransferGroup, @unchecked Sendable {
  let children: [any TransferCodec<Item>]
  public var body: Never { return fatalError("TupleTransferRepresentation is primitive") }
}
