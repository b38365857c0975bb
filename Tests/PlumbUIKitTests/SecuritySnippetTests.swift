import Foundation
import PlumbTestSupport
import Testing

/// Keychain code as apps write it (docs/compatibility/frameworks.md, "Security"), type-checked
/// in both language modes.
@Suite struct SecuritySnippetTests {
  static let snippet = """
    import Foundation
    import Security

    enum KeychainError: Error { case unhandled(OSStatus), notFound }

    struct KeychainStore {
      let service = "com.example.app"

      func save(_ token: String, account: String) throws {
        let data = Data(token.utf8)
        let query: [String: Any] = [
          kSecClass as String: kSecClassGenericPassword,
          kSecAttrService as String: service,
          kSecAttrAccount as String: account,
          kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
          kSecUseDataProtectionKeychain as String: true,
          kSecValueData as String: data,
        ]
        var status = SecItemAdd(query as CFDictionary, nil)
        if status == errSecDuplicateItem {
          let attributes = [kSecValueData as String: data] as CFDictionary
          status = SecItemUpdate(query as CFDictionary, attributes)
        }
        guard status == errSecSuccess else { throw KeychainError.unhandled(status) }
      }

      func read(account: String) throws -> String {
        let query = [kSecClass as String: kSecClassGenericPassword,
                     kSecAttrService as String: service,
                     kSecAttrAccount as String: account,
                     kSecReturnData as String: kCFBooleanTrue!,
                     kSecMatchLimit as String: kSecMatchLimitOne] as [String: Any]
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        guard status != errSecItemNotFound else { throw KeychainError.notFound }
        guard status == errSecSuccess, let data = result as? Data else {
          let message = SecCopyErrorMessageString(status, nil) as String? ?? ""
          print(message)
          throw KeychainError.unhandled(status)
        }
        return String(decoding: data, as: UTF8.self)
      }

      func accounts() -> [String] {
        let query: [CFString: Any] = [kSecClass: kSecClassInternetPassword, kSecMatchLimit: kSecMatchLimitAll,
                                      kSecReturnAttributes: true, kSecAttrSynchronizable: kSecAttrSynchronizableAny,
                                      kSecAttrAccessGroup: "group.example", kSecAttrLabel: "x", kSecAttrGeneric: Data()]
        var items: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &items) == errSecSuccess,
              let array = items as? [[String: Any]] else { return [] }
        return array.compactMap { $0[kSecAttrAccount as String] as? String }
      }

      func clear() -> Bool {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary) == errSecSuccess
      }
    }

    func nonce() -> Data? {
      var bytes = [UInt8](repeating: 0, count: 32)
      let status = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
      guard status == errSecSuccess else { return nil }
      var key = Data(count: 16)
      let result = key.withUnsafeMutableBytes { SecRandomCopyBytes(kSecRandomDefault, 16, $0.baseAddress!) }
      _ = (result, kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, kSecAttrAccessibleAfterFirstUnlock,
           kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, kSecReturnAttributes, kSecMatchLimitAll, errSecParam)
      return Data(bytes) + key
    }
    """

  @Test(arguments: [5, 6]) func keychainCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
