import Foundation

// The keys and values of keychain queries and attribute dictionaries, as Security declares them
// (`let kSecClass: CFString`), each with the short string it has on iOS, so that a dictionary
// logged or persisted by app code reads the same.

// MARK: Item classes

/// The key of an item's class.
public let kSecClass: CFString = "class"
/// A generic password (a secret stored under a service and an account).
public let kSecClassGenericPassword: CFString = "genp"
/// An internet password (a secret stored under a server and an account).
public let kSecClassInternetPassword: CFString = "inet"
/// A certificate.
public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key.
public let kSecClassKey: CFString = "keys"
/// An identity (a certificate with its private key).
public let kSecClassIdentity: CFString = "idnt"

// MARK: Attributes

/// The service a generic password belongs to (part of its primary key).
public let kSecAttrService: CFString = "svce"
/// The account a password belongs to (part of its primary key).
public let kSecAttrAccount: CFString = "acct"
/// The server of an internet password (part of its primary key).
public let kSecAttrServer: CFString = "srvr"
/// The protocol of an internet password.
public let kSecAttrProtocol: CFString = "ptcl"
/// The port of an internet password.
public let kSecAttrPort: CFString = "port"
/// The path of an internet password.
public let kSecAttrPath: CFString = "path"
/// The access group an item is shared in (part of its primary key).
public let kSecAttrAccessGroup: CFString = "agrp"
/// Whether an item syncs through iCloud Keychain (part of its primary key).
public let kSecAttrSynchronizable: CFString = "sync"
/// In a query: match synchronizable and local items alike.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// A user-visible label.
public let kSecAttrLabel: CFString = "labl"
/// A user-visible description.
public let kSecAttrDescription: CFString = "desc"
/// A user-visible comment.
public let kSecAttrComment: CFString = "icmt"
/// App-defined data kept with the item.
public let kSecAttrGeneric: CFString = "gena"
/// When the item was added (set by the keychain).
public let kSecAttrCreationDate: CFString = "cdat"
/// When the item was last changed (set by the keychain).
public let kSecAttrModificationDate: CFString = "mdat"
/// When the item may be read; its values are the `kSecAttrAccessible…` constants.
public let kSecAttrAccessible: CFString = "pdmn"
/// An access control object (`SecAccessControl`) limiting the item's use.
public let kSecAttrAccessControl: CFString = "accc"

// MARK: Accessibility values

/// Readable while the device is unlocked.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock since restart.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Always readable (deprecated on iOS 12).
@available(*, deprecated, message: "Use an accessibility level that provides some user protection, such as kSecAttrAccessibleAfterFirstUnlock")
public let kSecAttrAccessibleAlways: CFString = "dk"
/// Readable while unlocked, on this device only, and only while a passcode is set.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// Readable while unlocked, on this device only.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, on this device only.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Always readable, on this device only (deprecated on iOS 12).
@available(*, deprecated, message: "Use an accessibility level that provides some user protection, such as kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly")
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

// MARK: Values, return types and search

/// The item's secret, as `Data`.
public let kSecValueData: CFString = "v_Data"
/// A reference to the item (not kept here: queries asking only for it return nothing).
public let kSecValueRef: CFString = "v_Ref"
/// A persistent reference to the item.
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
/// Return the secret (`Data`).
public let kSecReturnData: CFString = "r_Data"
/// Return the attributes (a dictionary).
public let kSecReturnAttributes: CFString = "r_Attributes"
/// Return a reference to the item.
public let kSecReturnRef: CFString = "r_Ref"
/// Return a persistent reference to the item.
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
/// How many items a search returns: `kSecMatchLimitOne` (the default) or `kSecMatchLimitAll`.
public let kSecMatchLimit: CFString = "m_Limit"
/// Return the first match only.
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Return every match, as an array.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Compare strings without regard to case.
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"

// MARK: Use

/// Use the data-protection keychain (the only one on iOS; accepted and ignored here).
public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// Whether authentication UI may be shown (deprecated on iOS 14).
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
/// The `LAContext` to authenticate with.
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
/// The prompt shown when authentication is needed (deprecated on iOS 14).
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
