import Foundation
import PlumbCombine

/// Moves an item as bytes of one content type, as Apple's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, TransferCodec {
  let contentTypes: (exported: UTType?, imported: UTType?)
  let exporting: (@Sendable (Item) async throws -> Data)?
  let importing: (@Sendable (Data) async throws -> Item)?

  public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
              importing: @escaping @Sendable (Data) async throws -> Item) {
    contentTypes = (contentType, contentType); self.exporting = exporting; self.importing = importing
  }
  public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    contentTypes = (contentType, nil); self.exporting = exporting; importing = nil
  }
  public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    contentTypes = (nil, contentType); exporting = nil; self.importing = importing
  }
  public var body: Never { return fatalError("DataRepresentation is primitive") }

  var exportedTypes: [UTType] { contentTypes.exported.map { [$0] } ?? [] }
  var importedTypes: [UTType] { contentTypes.imported.map { [$0] } ?? [] }
  func export(_ item: Item, as type: UTType) async throws -> Data? { try await exporting?(item) }
  func `import`(_ data: Data, as type: UTType) async throws -> Item? { try await importing?(data) }
}

/// Moves a `Codable` item as JSON (or the coder given), as Apple's `CodableRepresentation`.
/// (Combine's coders, as on Apple platforms: the encoder's output and the decoder's input are Data.)
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder,
                                    Decoder: TopLevelDecoder>: TransferRepresentation, TransferCodec,
                                    @unchecked Sendable where Encoder.Output == Data, Decoder.Input == Data {
  let contentType: UTType
  let encoder: Encoder
  let decoder: Decoder

  public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
    self.contentType = contentType; self.encoder = encoder; self.decoder = decoder
  }
  public var body: Never { return fatalError("CodableRepresentation is primitive") }

  var exportedTypes: [UTType] { [contentType] }
  var importedTypes: [UTType] { [contentType] }
  func export(_ item: Item, as type: UTType) async throws -> Data? { try encoder.encode(item) }
  func `import`(_ data: Data, as type: UTType) async throws -> Item? { try decoder.decode(Item.self, from: data) }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
  public init(contentType: UTType) {
    self.init(contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
  }
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.init(contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
  }
}


/// Moves an item as another transferable value (a URL's string, a model's name), as Apple's
/// `ProxyRepresentation`.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation, TransferCodec {
  let exporting: (@Sendable (Item) async throws -> Proxy)?
  let importing: (@Sendable (Proxy) async throws -> Item)?

  public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) {
    self.exporting = exporting; importing = nil
  }
  public init(exporting: @escaping @Sendable (Item) async throws -> Proxy,
              importing: @escaping @Sendable (Proxy) async throws -> Item) {
    self.exporting = exporting; self.importing = importing
  }
  public init(importing: @escaping @Sendable (Proxy) async throws -> Item) {
    exporting = nil; self.importing = importing
  }
  public var body: Never { return fatalError("ProxyRepresentation is primitive") }

  var exportedTypes: [UTType] { exporting == nil ? [] : Proxy.exportedContentTypes() }
  var importedTypes: [UTType] { importing == nil ? [] : Proxy.importedContentTypes() }
  func export(_ item: Item, as type: UTType) async throws -> Data? {
    guard let exporting else { return nil }
    return try await exporting(item).exported(as: type)
  }
  func `import`(_ data: Data, as type: UTType) async throws -> Item? {
    guard let importing else { return nil }
    return try await importing(Proxy(importing: data, contentType: type))
  }
}

/// A file handed to the receiver, as Apple's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
  public let file: URL
  public let allowAccessingOriginalFile: Bool
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file; self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file received from the sender, as Apple's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
  public let file: URL
  public let isOriginalFile: Bool
}

/// Moves an item as a file, as Apple's `FileRepresentation` (declared; not run on Linux, see
/// `Transferable`).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, TransferCodec {
  let exported: UTType?
  let imported: UTType?
  public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    exported = contentType; imported = contentType
  }
  public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
    exported = contentType; imported = nil
  }
  public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    exported = nil; imported = contentType
  }
  public var body: Never { return fatalError("FileRepresentation is primitive") }

  var exportedTypes: [UTType] { exported.map { [$0] } ?? [] }
  var importedTypes: [UTType] { imported.map { [$0] } ?? [] }
  func export(_ item: Item, as type: UTType) async throws -> Data? {
    throw TransferError.fileRepresentationNotSupported(type: String(describing: Item.self))
  }
  func `import`(_ data: Data, as type: UTType) async throws -> Item? {
    throw TransferError.fileRepresentationNotSupported(type: String(describing: Item.self))
  }
}

extension TransferRepresentation {
  /// The file name a receiver is offered (kept; nothing is written in a render).
  public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> { self }
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> { self }
  /// When the representation may be used for export (all representations are offered here).
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> { self }
  /// Who may receive the item.
  public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> { self }
}

extension String: Transferable {
  public static var transferRepresentation: DataRepresentation<String> {
    DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) },
                       importing: { String(decoding: $0, as: UTF8.self) })
  }
}

extension Data: Transferable {
  public static var transferRepresentation: DataRepresentation<Data> {
    DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
  }
}

extension URL: Transferable {
  public static var transferRepresentation: DataRepresentation<URL> {
    DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) },
                       importing: { data in
                         guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.coderReadCorrupt) }
                         return url
                       })
  }
}

extension AttributedString: Transferable {
  public static var transferRepresentation: DataRepresentation<AttributedString> {
    DataRepresentation(contentType: .plainText, exporting: { Data(String($0.characters).utf8) },
                       importing: { AttributedString(String(decoding: $0, as: UTF8.self)) })
  }
}
