import Foundation

/// Apple Foundation's item provider, which Linux Foundation lacks: what drag and drop, the photo
/// picker and share extensions hand an app. It holds representations by type identifier and
/// loads them when asked. Data, objects and files registered in memory reach the handler before
/// the load call returns; a `Transferable` registered with `register(_:)` is exported in a task,
/// and its handler runs when that task ends, as iOS calls load handlers later on another queue.
open class NSItemProvider: NSObject, @unchecked Sendable {
  /// One registered representation: its type, how to produce its bytes (handing them to the
  /// callback, now or later) and, for a registered object, the object.
  struct Entry {
    let typeIdentifier: String
    let load: @Sendable (@escaping @Sendable (Data?) -> Void) -> Void
    let object: (@Sendable () -> Any?)?
  }
  var entries: [Entry] = []
  /// The file name a receiver is offered.
  open var suggestedName: String?

  public override init() { super.init() }

  /// A provider of an object's representations (`NSString`, a `UIImage`, an `NSURL`).
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    registerObject(object, visibility: .all)
  }

  /// A provider of one item under one type identifier.
  public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
    self.init()
    guard let item, let typeIdentifier else { return }
    let data: Data? = (item as? NSData).map { Data(referencing: $0) }
      ?? (item as? NSString).map { Data(String(describing: $0).utf8) }
      ?? (item as? NSURL).map { Data($0.absoluteString.utf8) }
    nonisolated(unsafe) let object = item
    entries.append(Entry(typeIdentifier: typeIdentifier, load: { $0(data) }, object: { object }))
  }

  /// A provider of a file's contents, typed by its extension; nil when it cannot be read.
  public convenience init?(contentsOf fileURL: URL) {
    guard let data = try? Data(contentsOf: fileURL) else { return nil }
    self.init()
    let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
    entries.append(Entry(typeIdentifier: type.identifier, load: { $0(data) }, object: nil))
  }

  open var registeredTypeIdentifiers: [String] { entries.map(\.typeIdentifier) }
  public var registeredContentTypes: [UTType] { entries.compactMap { UTType($0.typeIdentifier) } }

  open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] { registeredTypeIdentifiers }

  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    entry(conformingTo: typeIdentifier) != nil
  }
  open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String,
                                        fileOptions: NSItemProviderFileOptions = []) -> Bool {
    hasItemConformingToTypeIdentifier(typeIdentifier)
  }

  func entry(conformingTo typeIdentifier: String) -> Entry? {
    let wanted = UTType(typeIdentifier)
    return entries.first { e in
      e.typeIdentifier == typeIdentifier || (wanted.map { UTType(e.typeIdentifier)?.conforms(to: $0) ?? false } ?? false)
    }
  }

  // MARK: Registering

  open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       visibility: NSItemProviderRepresentationVisibility,
                                       loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
    entries.append(Entry(typeIdentifier: typeIdentifier, load: { done in _ = loadHandler { data, _ in done(data) } }, object: nil))
  }

  public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
    registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
  }

  open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
    nonisolated(unsafe) let object = object
    for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
      entries.append(Entry(typeIdentifier: identifier, load: { done in
        _ = object.loadData(withTypeIdentifier: identifier) { data, _ in done(data) }
      }, object: { object }))
    }
  }

  /// Registers a transferable value under each content type it exports.
  public func register<T: Transferable & Sendable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
    for type in T.exportedContentTypes() {
      entries.append(Entry(typeIdentifier: type.identifier, load: { done in
        Task { done(try? await transferable().exported(as: type)) }
      }, object: nil))
    }
  }

  // MARK: Loading

  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
  }

  /// For Swift value types bridged from Objective-C classes (`String`, `URL`).
  public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool {
    Self.readableIdentifiers(of: T.self).contains { hasItemConformingToTypeIdentifier($0) }
  }

  @discardableResult
  open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                       completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
    guard let (identifier, e) = aClass.readableTypeIdentifiersForItemProvider.lazy
      .compactMap({ id in self.entry(conformingTo: id).map { (id, $0) } }).first else {
      completionHandler(nil, CocoaError(.fileReadUnknown))
      return Self.finished()
    }
    nonisolated(unsafe) let reader = aClass
    e.load { data in
      guard let data else { return completionHandler(nil, CocoaError(.fileReadUnknown)) }
      do { completionHandler(try reader.object(withItemProviderData: data, typeIdentifier: identifier), nil) } catch {
        completionHandler(nil, error)
      }
    }
    return Self.finished()
  }

  @discardableResult
  public func loadObject<T: _ObjectiveCBridgeable & SendableMetatype>(ofClass: T.Type,
                                                   completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
    guard let e = Self.readableIdentifiers(of: T.self).lazy.compactMap({ self.entry(conformingTo: $0) }).first else {
      completionHandler(nil, CocoaError(.fileReadUnknown))
      return Self.finished()
    }
    e.load { data in
      let text = data.map { String(decoding: $0, as: UTF8.self) }
      if T.self == String.self { completionHandler(text as? T, nil) }
      else { completionHandler(text.flatMap { URL(string: $0) } as? T, nil) }
    }
    return Self.finished()
  }

  @discardableResult
  open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                   completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
    guard let e = entry(conformingTo: typeIdentifier) else {
      completionHandler(nil, CocoaError(.fileReadUnknown))
      return Self.finished()
    }
    e.load { data in completionHandler(data, data == nil ? CocoaError(.fileReadUnknown) : nil) }
    return Self.finished()
  }

  @discardableResult
  public func loadDataRepresentation(for contentType: UTType,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
    loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
  }

  /// Writes the representation to a temporary file and hands its URL to the handler (the file is
  /// removed when the handler returns, as on iOS).
  @discardableResult
  open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                   completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
    let ext = UTType(typeIdentifier)?.preferredFilenameExtension.map { "." + $0 } ?? ""
    return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
      guard let data else { return completionHandler(nil, error) }
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("provider-\(UUID().uuidString)\(ext)")
      do {
        try data.write(to: url)
        completionHandler(url, nil)
        try? FileManager.default.removeItem(at: url)
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  @discardableResult
  public func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false,
                                     completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
    loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in completionHandler(url, false, error) }
  }

  open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                     completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil) {
    guard let e = entry(conformingTo: typeIdentifier) else {
      completionHandler?(nil, CocoaError(.fileReadUnknown))
      return
    }
    if let object = e.object?() as? any NSSecureCoding {
      completionHandler?(object, nil)
      return
    }
    e.load { data in completionHandler?(data.map { NSData(data: $0) }, data == nil ? CocoaError(.fileReadUnknown) : nil) }
  }

  /// Loads a transferable value through its imported content types; the handler runs when the
  /// import (an async representation) ends.
  @discardableResult
  public func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
    guard let (contentType, e) = T.importedContentTypes().lazy
      .compactMap({ type in self.entry(conformingTo: type.identifier).map { (type, $0) } }).first else {
      completionHandler(.failure(TransferError.noRepresentation(type: String(describing: T.self),
                                                                contentType: registeredTypeIdentifiers.joined(separator: ", "))))
      return Self.finished()
    }
    e.load { data in
      guard let data else { return completionHandler(.failure(CocoaError(.fileReadUnknown))) }
      Task {
        do { completionHandler(.success(try await T(importing: data, contentType: contentType))) } catch {
          completionHandler(.failure(error))
        }
      }
    }
    return Self.finished()
  }

  static func finished() -> Progress {
    let p = Progress(totalUnitCount: 1)
    p.completedUnitCount = 1
    return p
  }

  static func readableIdentifiers<T>(of type: T.Type) -> [String] {
    if T.self == String.self { return [UTType.plainText.identifier, UTType.text.identifier] }
    if T.self == URL.self { return [UTType.url.identifier] }
    return []
  }
}

extension NSString: NSItemProviderWriting {
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
  public func loadData(withTypeIdentifier typeIdentifier: String,
                       forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
    completionHandler(Data(String(describing: self).utf8), nil)
    return nil
  }
}

extension NSURL: NSItemProviderWriting {
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
  public func loadData(withTypeIdentifier typeIdentifier: String,
                       forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
    completionHandler(Data(absoluteString.utf8), nil)
    return nil
  }
}

/// Options for file representations, as Apple's `NSItemProviderFileOptions`.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// Who may load a representation, as Apple's `NSItemProviderRepresentationVisibility`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  case all = 0, team = 1, group = 2, ownProcess = 3
}

/// A class whose instances can be read from an item provider (`UIImage`, `NSString`).
public protocol NSItemProviderReading: AnyObject {
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class whose instances can be written to an item provider.
public protocol NSItemProviderWriting: AnyObject {
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  func loadData(withTypeIdentifier typeIdentifier: String,
                forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}
