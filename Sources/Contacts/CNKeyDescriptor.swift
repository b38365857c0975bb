import Foundation

/// What a fetch asks for: a property key (`CNContactGivenNameKey as CNKeyDescriptor`) or a
/// formatter's descriptor, as Contacts' `CNKeyDescriptor`.
///
/// On iOS the protocol refines `NSCopying`, `NSSecureCoding` and `NSObjectProtocol`, and the keys
/// conform through their bridging to `NSString`. Linux has no such bridging, so the protocol
/// stands alone and `String` conforms directly: `key as CNKeyDescriptor` and
/// `[keys…] as [CNKeyDescriptor]` compile as on iOS.
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// A descriptor standing for several keys (what the formatters hand out).
final class CNAggregateKeyDescriptor: NSObject, CNKeyDescriptor, @unchecked Sendable {
  let keys: [String]
  let name: String
  init(name: String, keys: [String]) {
    self.name = name
    self.keys = keys
  }
  override var description: String { "<CNAggregateKeyDescriptor: \(name)>" }
}
