import CoreLocation
import Foundation
import UniformTypeIdentifiers

/// A type an intent parameter, property or result can hold, as App Intents' `_IntentValue`: the
/// standard values (strings, numbers, dates, URLs, files), entities, enumerations, and optionals
/// and arrays of them. `ValueType` is the single value (an array's element, an optional's wrapped
/// value); `UnwrappedType` is the type without its optional.
public protocol _IntentValue {
  associatedtype ValueType = Self
  associatedtype UnwrappedType = Self
}

/// A type with a stable identifier the system stores, as `PersistentlyIdentifiable`.
public protocol PersistentlyIdentifiable {
  static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
  /// The type's name (iOS derives it from the type too).
  public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// A type whose `@Dependency` properties the system fills, as `_SupportsAppDependencies`.
public protocol _SupportsAppDependencies {}

/// A parameter or property the system reads, as `AnyIntentValue`.
public protocol AnyIntentValue: Sendable {
  associatedtype Value: _IntentValue, Sendable
  var title: LocalizedStringResource { get }
  var isOptional: Bool { get }
}

extension Bool: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Decimal: _IntentValue {}
extension String: _IntentValue {}
extension Date: _IntentValue {}
extension DateComponents: _IntentValue {}
extension URL: _IntentValue {}
extension AttributedString: _IntentValue {}
extension Measurement: _IntentValue {}
extension CLPlacemark: _IntentValue {}
extension Never: _IntentValue {}

extension Optional: _IntentValue where Wrapped: _IntentValue {
  public typealias ValueType = Wrapped.ValueType
  public typealias UnwrappedType = Wrapped
}

extension Array: _IntentValue where Element: _IntentValue {
  public typealias ValueType = Element.ValueType
  public typealias UnwrappedType = [Element]
}

/// A file passed to or returned from an intent, as App Intents' `IntentFile`: its data, name,
/// uniform type and, for a file on disk, its URL.
public struct IntentFile: _IntentValue, Sendable {
  public var filename: String
  public var type: UTType?
  public var fileURL: URL?
  /// Whether the system deletes the file after the intent finishes (nothing is deleted here).
  public var removedOnCompletion: Bool = false
  private let storedData: Data?

  /// A file made from data in memory.
  public init(data: Data, filename: String, type: UTType? = nil) {
    storedData = data; self.filename = filename; self.type = type; fileURL = nil
  }

  /// A file on disk (its data is read when asked for).
  public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
    storedData = nil; self.fileURL = fileURL; self.filename = filename ?? fileURL.lastPathComponent; self.type = type
  }

  /// The file's contents: the data it was made with, or the file read from disk (empty when it
  /// cannot be read).
  public var data: Data {
    if let storedData { return storedData }
    guard let fileURL else { return Data() }
    return (try? Data(contentsOf: fileURL)) ?? Data()
  }

  /// The contents converted to a type (no conversion here: the contents when the type matches).
  public func data(contentType: UTType) async throws -> Data { data }

  /// Whether the file's type conforms to `contentType`.
  public func conforms(to contentType: UTType) -> Bool { type?.conforms(to: contentType) ?? false }
}
