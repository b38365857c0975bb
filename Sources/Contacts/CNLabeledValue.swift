import Foundation

/// A contact property value with its label (home, work, mobile…), as `CNLabeledValue`.
public final class CNLabeledValue<ValueType>: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable
where ValueType: NSCopying, ValueType: NSSecureCoding {
  /// Unique among the contact's values; kept across `settingLabel`/`settingValue` copies.
  public let identifier: String
  /// One of the `CNLabel…` constants, or the user's own label.
  public let label: String?
  public let value: ValueType

  public init(label: String?, value: ValueType) {
    self.identifier = UUID().uuidString
    self.label = label
    self.value = value
  }

  private init(identifier: String, label: String?, value: ValueType) {
    self.identifier = identifier
    self.label = label
    self.value = value
  }

  /// The same value and identifier with a new label.
  public func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> {
    CNLabeledValue(identifier: identifier, label: label, value: value)
  }

  /// The same label and identifier with a new value.
  public func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> {
    CNLabeledValue(identifier: identifier, label: label, value: value)
  }

  /// The same identifier with a new label and value.
  public func settingLabel(_ label: String?, value: ValueType) -> CNLabeledValue<ValueType> {
    CNLabeledValue(identifier: identifier, label: label, value: value)
  }

  /// The label as the Contacts app shows it in English (`_$!<Work>!$_` → "work").
  public class func localizedString(forLabel label: String) -> String {
    if let known = knownLabels[label] { return known }
    guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
    return String(label.dropFirst(4).dropLast(4)).lowercased()
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public static var supportsSecureCoding: Bool { true }

  public func encode(with coder: NSCoder) {
    coder.encode(identifier, forKey: "identifier")
    coder.encode(label, forKey: "label")
    coder.encode(value, forKey: "value")
  }

  public init?(coder: NSCoder) {
    guard let identifier = coder.decodeObject(forKey: "identifier") as? String,
          let value = coder.decodeObject(forKey: "value") as? ValueType else { return nil }
    self.identifier = identifier
    self.label = coder.decodeObject(forKey: "label") as? String
    self.value = value
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CNLabeledValue<ValueType> else { return false }
    return other.identifier == identifier && other.label == label && ((other.value as? NSObject)?.isEqual(value) ?? false)
  }

  public override var hash: Int { identifier.hashValue }
}

/// The English names of the labels that are not of the `_$!<Name>!$_` form.
private let knownLabels: [String: String] = [
  CNLabelPhoneNumberiPhone: "iPhone", CNLabelPhoneNumberAppleWatch: "Apple Watch", CNLabelEmailiCloud: "iCloud",
  CNLabelPhoneNumberHomeFax: "home fax", CNLabelPhoneNumberWorkFax: "work fax", CNLabelPhoneNumberOtherFax: "other fax",
  CNLabelURLAddressHomePage: "homepage",
]

// The generic labels.
public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelSchool = "_$!<School>!$_"
public let CNLabelOther = "_$!<Other>!$_"
// Email and URL labels.
public let CNLabelEmailiCloud = "iCloud"
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
// Date labels.
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"
// Phone number labels.
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
public let CNLabelPhoneNumberOtherFax = "_$!<OtherFAX>!$_"
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"
public let CNLabelPhoneNumberAppleWatch = "AppleWatch"

/// A phone number as the user typed it, as `CNPhoneNumber`.
public final class CNPhoneNumber: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
  public let stringValue: String

  public init(stringValue string: String) { stringValue = string }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public static var supportsSecureCoding: Bool { true }
  public func encode(with coder: NSCoder) { coder.encode(stringValue, forKey: "stringValue") }
  public init?(coder: NSCoder) {
    guard let value = coder.decodeObject(forKey: "stringValue") as? String else { return nil }
    stringValue = value
  }

  public override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
  public override var hash: Int { stringValue.hashValue }
  public override var description: String { "<CNPhoneNumber: stringValue=\(stringValue)>" }
}
