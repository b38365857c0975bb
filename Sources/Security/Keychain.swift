import Foundation

/// The keychain of a render: an in-memory store for this process, behind a lock, so keychain
/// code runs with iOS's add, search, update and delete rules and nothing reaches the disk
/// (docs/compatibility/frameworks.md, "Security"). Tests that share the process should use
/// service names of their own.
final class Keychain: @unchecked Sendable {
  static let shared = Keychain()

  /// An attribute value, compared as the keychain compares: strings, bytes, numbers (booleans
  /// are 0 and 1) and dates.
  enum Value: Hashable {
    case string(String), data(Data), number(Double), date(Date)

    init?(_ any: Any) {
      switch any {
      case let s as String: self = .string(s)
      case let d as Data: self = .data(d)
      case let d as Date: self = .date(d)
      case let n as NSNumber: self = .number(n.doubleValue)
      case let b as Bool: self = .number(b ? 1 : 0)
      case let i as Int: self = .number(Double(i))
      case let d as Double: self = .number(d)
      default: return nil
      }
    }

    /// The value as app code reads it back (`String`, `Data`, `NSNumber`, `Date`).
    var object: Any {
      switch self {
      case .string(let s): s
      case .data(let d): d
      case .number(let n): n == n.rounded() && abs(n) < 1e15 ? NSNumber(value: Int(n)) : NSNumber(value: n)
      case .date(let d): d
      }
    }

    var isTrue: Bool {
      switch self {
      case .number(let n): n != 0
      case .string(let s): ["true", "yes", "1"].contains(s.lowercased())
      default: false
      }
    }
  }

  struct Item {
    var itemClass: String
    var attributes: [String: Value]
    var data: Data?

    /// The attributes that identify the item: two items of a class may not share them.
    var primaryKey: [String: Value] {
      let keys: [CFString] = switch itemClass {
      case kSecClassGenericPassword: [kSecAttrAccount, kSecAttrService, kSecAttrAccessGroup]
      case kSecClassInternetPassword: [kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath, kSecAttrAccessGroup]
      default: [kSecAttrLabel, kSecAttrAccessGroup]
      }
      var key = attributes.filter { keys.contains($0.key) }
      key[kSecAttrSynchronizable] = .number(isSynchronizable ? 1 : 0)
      return key
    }

    var isSynchronizable: Bool { attributes[kSecAttrSynchronizable]?.isTrue ?? false }
  }

  /// A query or attribute dictionary, split as the keychain reads it.
  struct Query {
    var itemClass: String?
    var attributes: [String: Value] = [:]
    var data: Data?
    var hasData = false
    var returnData = false, returnAttributes = false, returnReference = false
    var limit = 1
    var caseInsensitive = false
    var synchronizableAny = false

    /// Nil when a value has the wrong type (`kSecValueData` that is not `Data`, a class that is not a string).
    init?(_ dictionary: CFDictionary) {
      for (anyKey, value) in dictionary {
        guard let key = anyKey as? String else { return nil }
        switch key {
        case kSecClass:
          guard let c = value as? String else { return nil }
          itemClass = c
        case kSecValueData:
          guard let d = value as? Data else { return nil }
          data = d; hasData = true
        case kSecReturnData: returnData = Value(value)?.isTrue ?? false
        case kSecReturnAttributes: returnAttributes = Value(value)?.isTrue ?? false
        case kSecReturnRef, kSecReturnPersistentRef: returnReference = Value(value)?.isTrue ?? false
        case kSecMatchLimit:
          switch Value(value) {
          case .string(kSecMatchLimitAll): limit = .max
          case .string(kSecMatchLimitOne): limit = 1
          case .number(let n) where n >= 1: limit = n >= Double(Int.max) ? .max : Int(n)
          default: return nil
          }
        case kSecMatchCaseInsensitive: caseInsensitive = Value(value)?.isTrue ?? false
        case kSecAttrSynchronizable where (value as? String) == kSecAttrSynchronizableAny:
          synchronizableAny = true
        case kSecAttrCreationDate, kSecAttrModificationDate:
          if let v = Value(value) { attributes[key] = v }
        default:
          // Use keys (`kSecUse…`), references, access control and other match keys change
          // nothing a search finds here.
          if key.hasPrefix("u_") || key.hasPrefix("m_") || key.hasPrefix("v_") || key == kSecUseDataProtectionKeychain
            || key == kSecAttrAccessControl { continue }
          guard let v = Value(value) else { continue }
          attributes[key] = v
        }
      }
    }

    var wantsResult: Bool { returnData || returnAttributes }

    func matches(_ item: Item) -> Bool {
      guard item.itemClass == itemClass else { return false }
      if !synchronizableAny && item.isSynchronizable != (attributes[kSecAttrSynchronizable]?.isTrue ?? false) { return false }
      for (key, wanted) in attributes where key != kSecAttrSynchronizable {
        guard let have = item.attributes[key] else { return false }
        if caseInsensitive, case .string(let a) = have, case .string(let b) = wanted {
          if a.caseInsensitiveCompare(b) != .orderedSame { return false }
        } else if have != wanted { return false }
      }
      return true
    }

    /// What a search returns for one item: its attributes (with the data when both are asked
    /// for), its data, or nothing.
    func result(for item: Item) -> AnyObject? {
      if returnAttributes {
        var dictionary: [String: Any] = [kSecClass: item.itemClass]
        for (key, value) in item.attributes { dictionary[key] = value.object }
        dictionary[kSecAttrSynchronizable] = NSNumber(value: item.isSynchronizable)
        if returnData, let data = item.data { dictionary[kSecValueData] = data }
        return NSDictionary(dictionary: dictionary)
      }
      if returnData { return NSData(data: item.data ?? Data()) }
      return nil
    }
  }

  static let itemClasses: Set<String> = [kSecClassGenericPassword, kSecClassInternetPassword, kSecClassCertificate,
                                          kSecClassKey, kSecClassIdentity]

  private let lock = NSLock()
  private var items: [Item] = []

  func add(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = Query(attributes), let itemClass = query.itemClass, Self.itemClasses.contains(itemClass)
    else { return errSecParam }
    let now = Date()
    var stored = query.attributes
    stored[kSecAttrCreationDate] = stored[kSecAttrCreationDate] ?? .date(now)
    stored[kSecAttrModificationDate] = stored[kSecAttrModificationDate] ?? .date(now)
    let item = Item(itemClass: itemClass, attributes: stored, data: query.data)
    return lock.withLock {
      if items.contains(where: { $0.itemClass == itemClass && $0.primaryKey == item.primaryKey }) { return errSecDuplicateItem }
      items.append(item)
      if query.wantsResult { result?.pointee = query.result(for: item) }
      return errSecSuccess
    }
  }

  func copyMatching(_ dictionary: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = Query(dictionary), let itemClass = query.itemClass, Self.itemClasses.contains(itemClass)
    else { return errSecParam }
    return lock.withLock {
      let found = items.filter(query.matches).prefix(query.limit)
      guard !found.isEmpty else { return errSecItemNotFound }
      guard query.wantsResult else { return errSecSuccess }
      if query.limit == 1 {
        result?.pointee = query.result(for: found[found.startIndex])
      } else {
        result?.pointee = NSArray(array: found.compactMap { query.result(for: $0) })
      }
      return errSecSuccess
    }
  }

  func update(_ dictionary: CFDictionary, _ changes: CFDictionary) -> OSStatus {
    guard let query = Query(dictionary), let itemClass = query.itemClass, Self.itemClasses.contains(itemClass),
          let update = Query(changes), update.itemClass == nil, !update.wantsResult, !update.returnReference
    else { return errSecParam }
    return lock.withLock {
      let chosen = items.indices.filter { query.matches(items[$0]) }
      guard !chosen.isEmpty else { return errSecItemNotFound }
      var updated = items
      for i in chosen {
        updated[i].attributes.merge(update.attributes) { $1 }
        updated[i].attributes[kSecAttrModificationDate] = .date(Date())
        if update.hasData { updated[i].data = update.data }
      }
      var keys = Set<[String: Value]>()
      for item in updated where item.itemClass == itemClass {
        if !keys.insert(item.primaryKey).inserted { return errSecDuplicateItem }
      }
      items = updated
      return errSecSuccess
    }
  }

  func delete(_ dictionary: CFDictionary) -> OSStatus {
    guard let query = Query(dictionary), let itemClass = query.itemClass, Self.itemClasses.contains(itemClass)
    else { return errSecParam }
    return lock.withLock {
      let before = items.count
      items.removeAll(where: query.matches)
      return items.count < before ? errSecSuccess : errSecItemNotFound
    }
  }
}
