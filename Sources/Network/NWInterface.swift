// Network, as iOS declares it, for code that watches connectivity or opens sockets
// (docs/compatibility/frameworks.md, "Network"). A render is a device on Wi-Fi: the one
// interface it has is `en0`, and nothing is ever sent or received.

/// A network interface a path can use, as Network's `NWInterface`.
public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
  /// The kinds of interface, as `NWInterface.InterfaceType`.
  public enum InterfaceType: Sendable {
    case other
    case wifi
    case cellular
    case wiredEthernet
    case loopback
  }

  public let type: NWInterface.InterfaceType
  /// The interface's system name (`en0`, `lo0`).
  public let name: String
  /// The interface's system index.
  public let index: Int

  init(type: NWInterface.InterfaceType, name: String, index: Int) {
    self.type = type
    self.name = name
    self.index = index
  }

  public var debugDescription: String { name }

  /// The render's Wi-Fi interface.
  static let wifi = NWInterface(type: .wifi, name: "en0", index: 1)
  /// The loopback interface every device has.
  static let loopback = NWInterface(type: .loopback, name: "lo0", index: 2)
}
