import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An IP address of either family, as Network's `IPAddress`.
public protocol IPAddress {
  /// The address in network byte order (4 or 16 bytes).
  var rawValue: Data { get }
  init?(_ rawValue: Data, _ interface: NWInterface?)
  /// The interface a link-local address is scoped to.
  var interface: NWInterface? { get }
  var isLoopback: Bool { get }
  var isLinkLocal: Bool { get }
  var isMulticast: Bool { get }
}

/// Parses a textual address of `family` (AF_INET, AF_INET6) into `size` bytes.
private func parseAddress(_ string: String, family: Int32, size: Int) -> Data? {
  var bytes = [UInt8](repeating: 0, count: size)
  let parsed = bytes.withUnsafeMutableBytes { inet_pton(family, string, $0.baseAddress) }
  return parsed == 1 ? Data(bytes) : nil
}

/// Formats `size` bytes of `family` as text.
private func formatAddress(_ data: Data, family: Int32) -> String {
  var text = [CChar](repeating: 0, count: 64)
  let done = data.withUnsafeBytes { raw in inet_ntop(family, raw.baseAddress, &text, socklen_t(text.count)) }
  guard done != nil else { return "?" }
  return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// An IPv4 address, as Network's `IPv4Address`.
public struct IPv4Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
  public static let any = IPv4Address(bytes: [0, 0, 0, 0])
  public static let broadcast = IPv4Address(bytes: [255, 255, 255, 255])
  public static let loopback = IPv4Address(bytes: [127, 0, 0, 1])
  public static let allHostsGroup = IPv4Address(bytes: [224, 0, 0, 1])
  public static let allRoutersGroup = IPv4Address(bytes: [224, 0, 0, 2])
  public static let allReportsGroup = IPv4Address(bytes: [224, 0, 0, 22])
  public static let mdnsGroup = IPv4Address(bytes: [224, 0, 0, 251])

  public let rawValue: Data
  public let interface: NWInterface?

  private init(bytes: [UInt8]) {
    rawValue = Data(bytes)
    interface = nil
  }

  public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
    guard rawValue.count == 4 else { return nil }
    self.rawValue = rawValue
    self.interface = interface
  }

  /// Parses dotted-quad text (`192.168.1.1`).
  public init?(_ string: String) {
    guard let data = parseAddress(string, family: AF_INET, size: 4) else { return nil }
    self.init(data)
  }

  public var isLoopback: Bool { rawValue.first == 127 }
  public var isLinkLocal: Bool { rawValue.starts(with: [169, 254]) }
  public var isMulticast: Bool { (rawValue.first ?? 0) & 0xF0 == 0xE0 }
  public var debugDescription: String { formatAddress(rawValue, family: AF_INET) }
}

/// An IPv6 address, as Network's `IPv6Address`.
public struct IPv6Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
  public static let any = IPv6Address(bytes: [UInt8](repeating: 0, count: 16))
  public static let loopback = IPv6Address(bytes: [UInt8](repeating: 0, count: 15) + [1])
  public static let nodeLocalNodes = IPv6Address(bytes: [0xFF, 0x01] + [UInt8](repeating: 0, count: 13) + [1])
  public static let linkLocalNodes = IPv6Address(bytes: [0xFF, 0x02] + [UInt8](repeating: 0, count: 13) + [1])
  public static let linkLocalRouters = IPv6Address(bytes: [0xFF, 0x02] + [UInt8](repeating: 0, count: 13) + [2])

  public let rawValue: Data
  public let interface: NWInterface?

  private init(bytes: [UInt8]) {
    rawValue = Data(bytes)
    interface = nil
  }

  public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
    guard rawValue.count == 16 else { return nil }
    self.rawValue = rawValue
    self.interface = interface
  }

  /// Parses colon-separated text (`::1`, `fe80::1`).
  public init?(_ string: String) {
    guard let data = parseAddress(string, family: AF_INET6, size: 16) else { return nil }
    self.init(data)
  }

  public var isLoopback: Bool { self.rawValue == IPv6Address.loopback.rawValue }
  public var isLinkLocal: Bool { rawValue.first == 0xFE && (rawValue.dropFirst().first ?? 0) & 0xC0 == 0x80 }
  public var isMulticast: Bool { rawValue.first == 0xFF }
  public var debugDescription: String { formatAddress(rawValue, family: AF_INET6) }
}
