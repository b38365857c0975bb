import Foundation

/// Where a connection goes, as Network's `NWEndpoint`: a host and port, a Bonjour service, a
/// Unix socket or a URL.
public enum NWEndpoint: Hashable, CustomDebugStringConvertible, Sendable {
  case hostPort(host: NWEndpoint.Host, port: NWEndpoint.Port)
  case service(name: String, type: String, domain: String, interface: NWInterface?)
  case unix(path: String)
  case url(URL)

  /// A host by name or address, as `NWEndpoint.Host`.
  public enum Host: Hashable, CustomDebugStringConvertible, ExpressibleByStringLiteral, Sendable {
    case name(String, NWInterface?)
    case ipv4(IPv4Address)
    case ipv6(IPv6Address)

    /// An address when `string` is one, else a name.
    public init(_ string: String) {
      if let v4 = IPv4Address(string) {
        self = .ipv4(v4)
      } else if let v6 = IPv6Address(string) {
        self = .ipv6(v6)
      } else {
        self = .name(string, nil)
      }
    }

    public init(stringLiteral: String) { self.init(stringLiteral) }

    /// The interface the host is scoped to, if any.
    public var interface: NWInterface? {
      switch self {
      case .name(_, let interface): return interface
      case .ipv4(let address): return address.interface
      case .ipv6(let address): return address.interface
      }
    }

    public var debugDescription: String {
      switch self {
      case .name(let name, _): return name
      case .ipv4(let address): return address.debugDescription
      case .ipv6(let address): return address.debugDescription
      }
    }
  }

  /// A TCP or UDP port, as `NWEndpoint.Port`.
  public struct Port: Hashable, CustomDebugStringConvertible, ExpressibleByIntegerLiteral, RawRepresentable, Sendable {
    public static let any: NWEndpoint.Port = 0
    public static let ssh: NWEndpoint.Port = 22
    public static let smtp: NWEndpoint.Port = 25
    public static let http: NWEndpoint.Port = 80
    public static let pop: NWEndpoint.Port = 110
    public static let imap: NWEndpoint.Port = 143
    public static let https: NWEndpoint.Port = 443
    public static let imaps: NWEndpoint.Port = 993
    public static let socks: NWEndpoint.Port = 1080

    public var rawValue: UInt16

    /// A port from its number; nil never happens (every `UInt16` is a port), as on iOS.
    public init?(rawValue: UInt16) { self.rawValue = rawValue }

    public init(integerLiteral value: UInt16) { rawValue = value }

    /// A port from decimal text (`"443"`), or nil.
    public init?(_ string: String) {
      guard let value = UInt16(string) else { return nil }
      rawValue = value
    }

    public var debugDescription: String { String(rawValue) }
  }

  /// The interface the endpoint is scoped to, if any.
  public var interface: NWInterface? {
    switch self {
    case .hostPort(let host, _): return host.interface
    case .service(_, _, _, let interface): return interface
    case .unix, .url: return nil
    }
  }

  public var debugDescription: String {
    switch self {
    case .hostPort(let host, let port):
      if case .ipv6 = host { return "[\(host.debugDescription)]:\(port.rawValue)" }
      return "\(host.debugDescription):\(port.rawValue)"
    case .service(let name, let type, let domain, _): return "\(name).\(type).\(domain)"
    case .unix(let path): return path
    case .url(let url): return url.absoluteString
    }
  }
}
