import Foundation
import Security
import Testing

/// The keychain of a render: iOS's add, search, update and delete rules over an in-memory
/// store (docs/compatibility/frameworks.md, "Security"). Each test uses service names of its own,
/// as the suite runs in parallel in one process.
@Suite struct SecurityTests {
  private func query(_ service: String, _ extra: [String: Any] = [:]) -> [String: Any] {
    [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
     kSecAttrAccount as String: "me"].merging(extra) { $1 }
  }

  @Test func addReadUpdateDelete() {
    let service = "sec.test.cycle.\(UUID().uuidString)"
    let secret = Data("hunter2".utf8)
    #expect(SecItemAdd(query(service, [kSecValueData as String: secret,
                                       kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock]) as CFDictionary, nil)
      == errSecSuccess)
    #expect(SecItemAdd(query(service, [kSecValueData as String: secret]) as CFDictionary, nil) == errSecDuplicateItem)

    var result: AnyObject?
    let status = SecItemCopyMatching(query(service, [kSecReturnData as String: kCFBooleanTrue!,
                                                     kSecMatchLimit as String: kSecMatchLimitOne]) as CFDictionary, &result)
    #expect(status == errSecSuccess)
    #expect(result as? Data == secret)

    #expect(SecItemUpdate(query(service) as CFDictionary,
                          [kSecValueData as String: Data("new".utf8), kSecAttrLabel as String: "Login"] as CFDictionary) == errSecSuccess)
    var attributes: CFTypeRef?
    #expect(SecItemCopyMatching(query(service, [kSecReturnAttributes as String: true, kSecReturnData as String: true]) as CFDictionary,
                                &attributes) == errSecSuccess)
    let dictionary = attributes as? [String: Any]
    #expect(dictionary?[kSecAttrLabel as String] as? String == "Login")
    #expect(dictionary?[kSecAttrAccount as String] as? String == "me")
    #expect(dictionary?[kSecAttrAccessible as String] as? String == kSecAttrAccessibleAfterFirstUnlock as String)
    #expect(dictionary?[kSecValueData as String] as? Data == Data("new".utf8))
    #expect(dictionary?[kSecAttrCreationDate as String] is Date)

    #expect(SecItemDelete(query(service) as CFDictionary) == errSecSuccess)
    #expect(SecItemDelete(query(service) as CFDictionary) == errSecItemNotFound)
    var gone: CFTypeRef?
    #expect(SecItemCopyMatching(query(service, [kSecReturnData as String: true]) as CFDictionary, &gone) == errSecItemNotFound)
    #expect(gone == nil)
    #expect(SecItemUpdate(query(service) as CFDictionary, [kSecValueData as String: Data()] as CFDictionary) == errSecItemNotFound)
  }

  @Test func matchLimitAllReturnsEveryMatchAsAnArray() {
    let service = "sec.test.all.\(UUID().uuidString)"
    for account in ["a", "b", "c"] {
      #expect(SecItemAdd([kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account,
                          kSecValueData: Data(account.utf8)] as CFDictionary, nil) == errSecSuccess)
    }
    var result: CFTypeRef?
    #expect(SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecMatchLimit: kSecMatchLimitAll,
                                 kSecReturnAttributes: true] as CFDictionary, &result) == errSecSuccess)
    let accounts = (result as? [[String: Any]])?.compactMap { $0[kSecAttrAccount as String] as? String }
    #expect(accounts == ["a", "b", "c"])
    var exists: CFTypeRef?
    #expect(SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrService: service] as CFDictionary, &exists) == errSecSuccess)
    #expect(exists == nil)
    // Renaming b to c would give two items one primary key: refused, nothing changes.
    #expect(SecItemUpdate([kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "b"] as CFDictionary,
                          [kSecAttrAccount: "c"] as CFDictionary) == errSecDuplicateItem)
    #expect(SecItemDelete([kSecClass: kSecClassGenericPassword, kSecAttrService: service] as CFDictionary) == errSecSuccess)
    #expect(SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrService: service] as CFDictionary, nil) == errSecItemNotFound)
  }

  @Test func synchronizableItemsMatchOnlyWhenAsked() {
    let service = "sec.test.sync.\(UUID().uuidString)"
    #expect(SecItemAdd(query(service, [kSecAttrSynchronizable as String: true, kSecValueData as String: Data([1])]) as CFDictionary, nil)
      == errSecSuccess)
    #expect(SecItemCopyMatching(query(service) as CFDictionary, nil) == errSecItemNotFound)
    #expect(SecItemCopyMatching(query(service, [kSecAttrSynchronizable as String: kSecAttrSynchronizableAny]) as CFDictionary, nil)
      == errSecSuccess)
    // A local item with the same service and account is a different item.
    #expect(SecItemAdd(query(service, [kSecValueData as String: Data([2])]) as CFDictionary, nil) == errSecSuccess)
    #expect(SecItemDelete(query(service, [kSecAttrSynchronizable as String: kSecAttrSynchronizableAny]) as CFDictionary) == errSecSuccess)
  }

  @Test func malformedQueriesAreParameterErrors() {
    #expect(SecItemAdd([kSecAttrService as String: "x"] as CFDictionary, nil) == errSecParam)
    #expect(SecItemAdd([kSecClass as String: "nope"] as CFDictionary, nil) == errSecParam)
    #expect(SecItemAdd([kSecClass as String: kSecClassGenericPassword, kSecValueData as String: "text"] as CFDictionary, nil) == errSecParam)
    #expect(SecItemCopyMatching([kSecClass as String: kSecClassGenericPassword, kSecMatchLimit as String: "lots"] as CFDictionary, nil)
      == errSecParam)
    #expect(SecItemUpdate([kSecClass as String: kSecClassGenericPassword] as CFDictionary,
                          [kSecClass as String: kSecClassInternetPassword] as CFDictionary) == errSecParam)
    #expect(SecCopyErrorMessageString(errSecDuplicateItem, nil) == "The item is already in the keychain.")
    #expect(SecCopyErrorMessageString(-1, nil) == "OSStatus -1.")
  }

  @Test func randomBytesAreRandom() {
    var a = [UInt8](repeating: 0, count: 37), b = [UInt8](repeating: 0, count: 37)
    #expect(SecRandomCopyBytes(kSecRandomDefault, a.count, &a) == errSecSuccess)
    #expect(SecRandomCopyBytes(kSecRandomDefault, b.count, &b) == errSecSuccess)
    #expect(a != b && a != [UInt8](repeating: 0, count: 37))
  }
}
