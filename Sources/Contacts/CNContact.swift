import Foundation

/// A person or an organisation, as `CNContactType`.
public enum CNContactType: Int, @unchecked Sendable {
  case person = 0
  case organization = 1
}

/// How contacts are sorted, as `CNContactSortOrder`.
public enum CNContactSortOrder: Int, @unchecked Sendable {
  case none = 0
  case userDefault = 1
  case givenName = 2
  case familyName = 3
}

// The keys of the contact properties (what `keysToFetch` lists); each is the property's name.
public let CNContactIdentifierKey = "identifier"
public let CNContactTypeKey = "contactType"
public let CNContactNamePrefixKey = "namePrefix"
public let CNContactGivenNameKey = "givenName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
public let CNContactNameSuffixKey = "nameSuffix"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactDepartmentNameKey = "departmentName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactPhoneticGivenNameKey = "phoneticGivenName"
public let CNContactPhoneticMiddleNameKey = "phoneticMiddleName"
public let CNContactPhoneticFamilyNameKey = "phoneticFamilyName"
public let CNContactPhoneticOrganizationNameKey = "phoneticOrganizationName"
public let CNContactBirthdayKey = "birthday"
public let CNContactNoteKey = "note"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactUrlAddressesKey = "urlAddresses"
public let CNContactDatesKey = "dates"

/// The stored properties of a contact, shared by `CNContact` and `CNMutableContact`.
struct ContactFields {
  var identifier = UUID().uuidString + ":ABPerson"
  var contactType = CNContactType.person
  var namePrefix = ""
  var givenName = ""
  var middleName = ""
  var familyName = ""
  var previousFamilyName = ""
  var nameSuffix = ""
  var nickname = ""
  var organizationName = ""
  var departmentName = ""
  var jobTitle = ""
  var phoneticGivenName = ""
  var phoneticMiddleName = ""
  var phoneticFamilyName = ""
  var phoneticOrganizationName = ""
  var note = ""
  var imageData: Data?
  var thumbnailImageData: Data?
  var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
  var emailAddresses: [CNLabeledValue<NSString>] = []
  var urlAddresses: [CNLabeledValue<NSString>] = []
  var birthday: DateComponents?
  var dates: [CNLabeledValue<NSDateComponents>] = []
}

/// A contact's details, as Contacts' `CNContact` (immutable; `mutableCopy()` gives a
/// `CNMutableContact`). The store has none in a render (see `CNContactStore`); apps make their
/// own with `CNMutableContact` to show or save.
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  var fields: ContactFields

  public override init() {
    fields = ContactFields()
    super.init()
  }

  init(fields: ContactFields) {
    self.fields = fields
    super.init()
  }

  /// Unique on the device; stable across fetches.
  open var identifier: String { fields.identifier }
  open var contactType: CNContactType { fields.contactType }
  open var namePrefix: String { fields.namePrefix }
  open var givenName: String { fields.givenName }
  open var middleName: String { fields.middleName }
  open var familyName: String { fields.familyName }
  open var previousFamilyName: String { fields.previousFamilyName }
  open var nameSuffix: String { fields.nameSuffix }
  open var nickname: String { fields.nickname }
  open var organizationName: String { fields.organizationName }
  open var departmentName: String { fields.departmentName }
  open var jobTitle: String { fields.jobTitle }
  open var phoneticGivenName: String { fields.phoneticGivenName }
  open var phoneticMiddleName: String { fields.phoneticMiddleName }
  open var phoneticFamilyName: String { fields.phoneticFamilyName }
  open var phoneticOrganizationName: String { fields.phoneticOrganizationName }
  open var note: String { fields.note }
  open var imageData: Data? { fields.imageData }
  open var thumbnailImageData: Data? { fields.thumbnailImageData }
  /// Whether the contact has an image.
  open var imageDataAvailable: Bool { fields.imageData != nil }
  open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { fields.phoneNumbers }
  open var emailAddresses: [CNLabeledValue<NSString>] { fields.emailAddresses }
  open var urlAddresses: [CNLabeledValue<NSString>] { fields.urlAddresses }
  open var birthday: DateComponents? { fields.birthday }
  open var dates: [CNLabeledValue<NSDateComponents>] { fields.dates }

  /// Whether `key` was fetched: every key of a contact made here is.
  open func isKeyAvailable(_ key: String) -> Bool { true }

  /// Whether every one of `keyDescriptors` was fetched: true for a contact made here.
  open func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool { true }

  /// The English name of a property key (`givenName` → "First name").
  open class func localizedString(forKey key: String) -> String {
    let names = [CNContactGivenNameKey: "First name", CNContactFamilyNameKey: "Last name",
                 CNContactMiddleNameKey: "Middle name", CNContactNamePrefixKey: "Prefix", CNContactNameSuffixKey: "Suffix",
                 CNContactNicknameKey: "Nickname", CNContactOrganizationNameKey: "Company",
                 CNContactDepartmentNameKey: "Department", CNContactJobTitleKey: "Job title", CNContactBirthdayKey: "Birthday",
                 CNContactNoteKey: "Notes", CNContactPhoneNumbersKey: "Phone", CNContactEmailAddressesKey: "Email",
                 CNContactUrlAddressesKey: "URL", CNContactDatesKey: "Date"]
    return names[key] ?? key
  }

  /// Contacts whose name matches `name` (the store has none in a render).
  open class func predicateForContacts(matchingName name: String) -> NSPredicate { NSPredicate(value: false) }
  /// Contacts with one of `identifiers` (the store has none in a render).
  open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate { NSPredicate(value: false) }
  /// Contacts with the email address (the store has none in a render).
  open class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate { NSPredicate(value: false) }
  /// Contacts with the phone number (the store has none in a render).
  open class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate { NSPredicate(value: false) }

  open func copy(with zone: NSZone? = nil) -> Any { CNContact(fields: fields) }
  open func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutableContact(fields: fields) }

  open override var description: String {
    "<\(type(of: self)): identifier=\(identifier), givenName=\(givenName), familyName=\(familyName), "
      + "organizationName=\(organizationName), phoneNumbers=\(phoneNumbers.count), emailAddresses=\(emailAddresses.count)>"
  }
}

/// A contact an app fills in to show or save, as `CNMutableContact`.
open class CNMutableContact: CNContact, @unchecked Sendable {
  public override init() { super.init() }
  override init(fields: ContactFields) { super.init(fields: fields) }

  open override var contactType: CNContactType { get { fields.contactType } set { fields.contactType = newValue } }
  open override var namePrefix: String { get { fields.namePrefix } set { fields.namePrefix = newValue } }
  open override var givenName: String { get { fields.givenName } set { fields.givenName = newValue } }
  open override var middleName: String { get { fields.middleName } set { fields.middleName = newValue } }
  open override var familyName: String { get { fields.familyName } set { fields.familyName = newValue } }
  open override var previousFamilyName: String {
    get { fields.previousFamilyName }
    set { fields.previousFamilyName = newValue }
  }
  open override var nameSuffix: String { get { fields.nameSuffix } set { fields.nameSuffix = newValue } }
  open override var nickname: String { get { fields.nickname } set { fields.nickname = newValue } }
  open override var organizationName: String { get { fields.organizationName } set { fields.organizationName = newValue } }
  open override var departmentName: String { get { fields.departmentName } set { fields.departmentName = newValue } }
  open override var jobTitle: String { get { fields.jobTitle } set { fields.jobTitle = newValue } }
  open override var phoneticGivenName: String { get { fields.phoneticGivenName } set { fields.phoneticGivenName = newValue } }
  open override var phoneticMiddleName: String { get { fields.phoneticMiddleName } set { fields.phoneticMiddleName = newValue } }
  open override var phoneticFamilyName: String { get { fields.phoneticFamilyName } set { fields.phoneticFamilyName = newValue } }
  open override var phoneticOrganizationName: String {
    get { fields.phoneticOrganizationName }
    set { fields.phoneticOrganizationName = newValue }
  }
  open override var note: String { get { fields.note } set { fields.note = newValue } }
  /// The thumbnail is made by the store when the contact is saved (never, in a render).
  open override var imageData: Data? { get { fields.imageData } set { fields.imageData = newValue } }
  open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    get { fields.phoneNumbers }
    set { fields.phoneNumbers = newValue }
  }
  open override var emailAddresses: [CNLabeledValue<NSString>] {
    get { fields.emailAddresses }
    set { fields.emailAddresses = newValue }
  }
  open override var urlAddresses: [CNLabeledValue<NSString>] {
    get { fields.urlAddresses }
    set { fields.urlAddresses = newValue }
  }
  open override var birthday: DateComponents? { get { fields.birthday } set { fields.birthday = newValue } }
  open override var dates: [CNLabeledValue<NSDateComponents>] { get { fields.dates } set { fields.dates = newValue } }
}
