import Foundation

/// The kinds of data an app asks access to, as `CNEntityType`.
public enum CNEntityType: Int, @unchecked Sendable {
  case contacts = 0
}

/// Whether the app may read the user's contacts, as `CNAuthorizationStatus`.
public enum CNAuthorizationStatus: Int, @unchecked Sendable {
  /// The user has not been asked yet.
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
  /// The user shared some contacts (iOS 18).
  case limited = 4
}

/// The user's contacts database, as Contacts' `CNContactStore`.
///
/// A render is a freshly erased simulator whose user has not been asked: the authorization is
/// `.notDetermined` and stays so, because the permission prompt is not drawn and nobody answers
/// it. A request for access answers false (with no error), fetches find no contact, and saving
/// fails with `CNError.authorizationDenied` (docs/compatibility/frameworks.md, "Contacts").
open class CNContactStore: NSObject, @unchecked Sendable {
  public override init() { super.init() }

  /// `.notDetermined` (see the type's comment).
  open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }

  /// Answers false with no error, at once: the prompt is not drawn.
  open func requestAccess(for entityType: CNEntityType,
                          completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completionHandler(false, nil)
  }

  /// False: the prompt is not drawn.
  open func requestAccess(for entityType: CNEntityType) async throws -> Bool { false }

  /// No contact matches: the store is empty to the app.
  open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] { [] }

  /// Throws `CNError.recordDoesNotExist`: the store is empty to the app.
  open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
    throw CNError(.recordDoesNotExist)
  }

  /// Throws `CNError.recordDoesNotExist`: there is no "me" card.
  open func unifiedMeContactWithKeys(toFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
    throw CNError(.recordDoesNotExist)
  }

  /// Calls `block` for no contact: the store is empty to the app.
  open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                              usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {}

  /// Throws `CNError.authorizationDenied`: the app has no access.
  open func execute(_ saveRequest: CNSaveRequest) throws { throw CNError(.authorizationDenied) }

  /// The identifier of the local container.
  open func defaultContainerIdentifier() -> String { "" }
}

extension Notification.Name {
  /// Posted when the contacts database changes (never in a render).
  public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}

/// The base of Contacts' fetch requests, as `CNFetchRequest`.
open class CNFetchRequest: NSObject, @unchecked Sendable {}

/// What to fetch and how, as `CNContactFetchRequest`.
open class CNContactFetchRequest: CNFetchRequest, @unchecked Sendable {
  /// Limits the contacts (nil: all).
  open var predicate: NSPredicate?
  /// The properties to fetch.
  open var keysToFetch: [any CNKeyDescriptor]
  /// Whether fetched contacts are `CNMutableContact`s.
  open var mutableObjects = false
  /// Whether linked contacts come back as one (true by default).
  open var unifyResults = true
  open var sortOrder = CNContactSortOrder.none

  public init(keysToFetch: [any CNKeyDescriptor]) {
    self.keysToFetch = keysToFetch
    super.init()
  }
}

/// Changes to save in one go, as `CNSaveRequest` (`CNContactStore.execute(_:)` refuses them in
/// a render).
open class CNSaveRequest: NSObject, @unchecked Sendable {
  private(set) var added: [CNMutableContact] = []
  private(set) var updated: [CNMutableContact] = []
  private(set) var deleted: [CNMutableContact] = []
  /// Who made the change, recorded in the change history.
  open var transactionAuthor: String?
  /// Whether to save even if the contacts changed since they were fetched.
  open var shouldRefetchContacts = false

  public override init() { super.init() }

  /// Adds a new contact to a container (nil: the default one).
  open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) { added.append(contact) }
  /// Saves a fetched contact's changes.
  open func update(_ contact: CNMutableContact) { updated.append(contact) }
  /// Deletes a fetched contact.
  open func delete(_ contact: CNMutableContact) { deleted.append(contact) }
}
