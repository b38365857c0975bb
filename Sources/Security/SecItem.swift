import Foundation

// The keychain item calls, as Security declares them, over the render's in-memory keychain
// (Keychain.swift; docs/compatibility/frameworks.md, "Security").

/// Adds an item, as `SecItemAdd`: `errSecDuplicateItem` when an item of the class has the same
/// primary key (service and account for generic passwords, server and account for internet
/// ones, plus access group and synchronizable), `errSecParam` without a known `kSecClass` or
/// with `kSecValueData` that is not `Data`. With `kSecReturnData`/`kSecReturnAttributes`,
/// `result` gets the new item as a search would return it.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  Keychain.shared.add(attributes, result)
}

/// Searches, as `SecItemCopyMatching`: every attribute of the query must match (items marked
/// synchronizable match only when the query says so, or says `kSecAttrSynchronizableAny`).
/// `result` gets `Data` (`kSecReturnData`), a dictionary of attributes (`kSecReturnAttributes`,
/// with `kSecValueData` when both are asked), or an array of those with `kSecMatchLimitAll`;
/// `errSecItemNotFound` when nothing matches.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  Keychain.shared.copyMatching(query, result)
}

/// Changes every item matching `query` to carry `attributesToUpdate` (and its `kSecValueData`),
/// as `SecItemUpdate`: `errSecItemNotFound` when none matches, `errSecDuplicateItem` (changing
/// nothing) when the change would give two items the same primary key.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  Keychain.shared.update(query, attributesToUpdate)
}

/// Deletes every item matching `query`, as `SecItemDelete`: `errSecItemNotFound` when none does.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  Keychain.shared.delete(query)
}
