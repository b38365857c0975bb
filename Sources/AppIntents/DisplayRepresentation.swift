import Foundation

/// How an entity, enumeration case or option is shown (title, subtitle, image), as App Intents'
/// `DisplayRepresentation`. A value only: the Shortcuts app, Siri and Spotlight that show it do
/// not exist in a render.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  public var title: LocalizedStringResource
  public var subtitle: LocalizedStringResource?
  public var image: Image?
  public var synonyms: [LocalizedStringResource]

  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
              synonyms: [LocalizedStringResource] = []) {
    self.title = title; self.subtitle = subtitle; self.image = image; self.synonyms = synonyms
  }
  public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }

  /// An image beside a display representation's title, as `DisplayRepresentation.Image`: a
  /// symbol, an asset, image data or a file.
  public struct Image: Sendable, Hashable {
    /// Where the image comes from (Plumbline's own).
    enum Source: Sendable, Hashable { case systemName(String), named(String), data(Data), url(URL) }
    let source: Source
    /// Whether the image is drawn as a template (tinted).
    public var isTemplate: Bool?

    public init(systemName name: String, isTemplate: Bool? = nil) { source = .systemName(name); self.isTemplate = isTemplate }
    public init(named name: String, isTemplate: Bool? = nil) { source = .named(name); self.isTemplate = isTemplate }
    public init(data: Data, isTemplate: Bool? = nil) { source = .data(data); self.isTemplate = isTemplate }
    public init(url: URL, isTemplate: Bool? = nil) { source = .url(url); self.isTemplate = isTemplate }

    /// The symbol's name, for an image made from a system symbol (Plumbline's own).
    public var _plumbSystemName: String? { if case .systemName(let name) = source { name } else { nil } }
  }
}

/// How a type is named to people (`"Backyard"`, with a numeric format such as `"\(placeholder: .int) backyards"`),
/// as `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  public var name: LocalizedStringResource
  public var numericFormat: LocalizedStringResource?

  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name; self.numericFormat = numericFormat
  }
  public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// A type with a name shown to people, as `TypeDisplayRepresentable`.
public protocol TypeDisplayRepresentable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value with its own display representation, as `InstanceDisplayRepresentable`.
public protocol InstanceDisplayRepresentable {
  var displayRepresentation: DisplayRepresentation { get }
}

/// A type and its values both shown to people, as `DisplayRepresentable`.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A value that describes itself with a localized string resource, as
/// `CustomLocalizedStringResourceConvertible`.
public protocol CustomLocalizedStringResourceConvertible {
  var localizedStringResource: LocalizedStringResource { get }
}

/// A type with a fixed set of values, each with a display representation, as
/// `CaseDisplayRepresentable`.
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
  /// The case's display title (its description when the dictionary has no entry for it).
  public var localizedStringResource: LocalizedStringResource {
    Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: String(describing: self))
  }
}

/// A type whose name and values are all known statically, as `StaticDisplayRepresentable`.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

/// The base of the value types intents use (entities and enumerations), as `AppValue`.
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}

/// An enumeration intents take and return, as App Intents' `AppEnum`: its cases with their display
/// representations (`caseDisplayRepresentations`) and a name for the type.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable where RawValue: LosslessStringConvertible {}

extension AppEnum {
  /// The case's display representation (its raw value when the dictionary has no entry for it).
  public var displayRepresentation: DisplayRepresentation {
    Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(title: LocalizedStringResource(stringLiteral: rawValue.description))
  }
}
