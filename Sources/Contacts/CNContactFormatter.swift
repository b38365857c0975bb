import Foundation

/// Which name a contact formatter writes, as `CNContactFormatterStyle`.
public enum CNContactFormatterStyle: Int, @unchecked Sendable {
  case fullName = 0
  case phoneticFullName = 1
}

/// Whether a name is written given name first, as `CNContactDisplayNameOrder`.
public enum CNContactDisplayNameOrder: Int, @unchecked Sendable {
  case userDefault = 0
  case givenNameFirst = 1
  case familyNameFirst = 2
}

/// Writes a contact's name, as Contacts' `CNContactFormatter`, in the order of an English
/// device: prefix, given, middle and family names, then suffix, separated by spaces. A name in
/// Chinese, Japanese or Korean script is written family name first with no space, as iOS does.
/// A contact without a name gives its organisation's name when it is an organisation, else nil.
open class CNContactFormatter: Formatter, @unchecked Sendable {
  /// `.fullName` by default.
  open var style = CNContactFormatterStyle.fullName

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The keys a fetch needs for `string(from:style:)` to work.
  open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor {
    switch style {
    case .fullName:
      return CNAggregateKeyDescriptor(name: "CNContactFormatter fullName", keys: [
        CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey,
        CNContactNameSuffixKey, CNContactOrganizationNameKey, CNContactTypeKey])
    case .phoneticFullName:
      return CNAggregateKeyDescriptor(name: "CNContactFormatter phoneticFullName", keys: [
        CNContactPhoneticGivenNameKey, CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey])
    }
  }

  /// The contact's name in `style`, or nil when it has none.
  open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
    switch style {
    case .fullName:
      return joined(prefix: contact.namePrefix, given: contact.givenName, middle: contact.middleName,
                    family: contact.familyName, suffix: contact.nameSuffix)
        ?? (contact.contactType == .organization && !contact.organizationName.isEmpty ? contact.organizationName : nil)
    case .phoneticFullName:
      return joined(prefix: "", given: contact.phoneticGivenName, middle: contact.phoneticMiddleName,
                    family: contact.phoneticFamilyName, suffix: "")
    }
  }

  /// The order the contact's name is written in.
  open class func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder {
    isEastAsian(contact.givenName + contact.familyName) ? .familyNameFirst : .givenNameFirst
  }

  /// What separates the contact's names: a space, or nothing for an East Asian name.
  open class func delimiter(for contact: CNContact) -> String {
    isEastAsian(contact.givenName + contact.familyName) ? "" : " "
  }

  /// The contact's name in the formatter's style.
  open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }

  open override func string(for obj: Any?) -> String? {
    (obj as? CNContact).flatMap { string(from: $0) }
  }

  private class func joined(prefix: String, given: String, middle: String, family: String, suffix: String) -> String? {
    let eastAsian = isEastAsian(given + family)
    let parts = eastAsian ? [prefix, family, given, middle, suffix] : [prefix, given, middle, family, suffix]
    let present = parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return present.isEmpty ? nil : present.joined(separator: eastAsian ? "" : " ")
  }

  /// Whether `text` is in a Han, kana or hangul script.
  private class func isEastAsian(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0x1100...0x11FF, 0xF900...0xFAFF: return true
      default: return false
      }
    }
  }
}
