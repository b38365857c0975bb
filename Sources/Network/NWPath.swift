/// What the network offers a connection or a monitor, as Network's `NWPath`: a snapshot that
/// never changes once made.
///
/// A render's path is `satisfied` over Wi-Fi (`en0`), with IPv4, IPv6 and DNS, not expensive
/// and not constrained (docs/compatibility/frameworks.md, "Network").
public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
  /// Whether a path can be used, as `NWPath.Status`.
  public enum Status: Equatable, Sendable {
    /// Connections can be made and data sent.
    case satisfied
    /// No connection can be made.
    case unsatisfied
    /// Not available now, but a new connection may bring it up (a VPN on demand).
    case requiresConnection
  }

  /// Why a path is unsatisfied, as `NWPath.UnsatisfiedReason`.
  public enum UnsatisfiedReason: Equatable, Sendable {
    case notAvailable
    case cellularDenied
    case wifiDenied
    case localNetworkDenied
  }

  public let status: NWPath.Status
  /// Every interface the path may use, most preferred first.
  public let availableInterfaces: [NWInterface]
  /// True over cellular or a phone's hotspot.
  public let isExpensive: Bool
  /// True in Low Data Mode.
  public let isConstrained: Bool
  public let supportsIPv4: Bool
  public let supportsIPv6: Bool
  public let supportsDNS: Bool
  /// The gateways of the path's interfaces (none is known in a render).
  public let gateways: [NWEndpoint]
  /// Set only on a connection's path (a monitor's has none).
  public let localEndpoint: NWEndpoint?
  /// Set only on a connection's path (a monitor's has none).
  public let remoteEndpoint: NWEndpoint?

  /// `.notAvailable` unless the user denied the app cellular data, Wi-Fi or the local network.
  public var unsatisfiedReason: NWPath.UnsatisfiedReason { .notAvailable }

  /// Whether connections on this path may send traffic over an interface of `type`.
  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
    status == .satisfied && availableInterfaces.contains { $0.type == type }
  }

  public var debugDescription: String {
    let status: String
    switch self.status {
    case .satisfied: status = "satisfied"
    case .unsatisfied: status = "unsatisfied (No network route)"
    case .requiresConnection: status = "satisfiable"
    }
    let names = availableInterfaces.map(\.name).joined(separator: ", ")
    return names.isEmpty ? status : "\(status), interface: \(names)"
  }

  init(status: NWPath.Status, interfaces: [NWInterface], localEndpoint: NWEndpoint? = nil,
       remoteEndpoint: NWEndpoint? = nil) {
    self.status = status
    self.availableInterfaces = status == .satisfied ? interfaces : []
    self.isExpensive = false
    self.isConstrained = false
    self.supportsIPv4 = status == .satisfied
    self.supportsIPv6 = status == .satisfied
    self.supportsDNS = status == .satisfied
    self.gateways = []
    self.localEndpoint = localEndpoint
    self.remoteEndpoint = remoteEndpoint
  }

  /// The path a render has for a monitor limited to `required` (nil: any) and not using
  /// `prohibited`: Wi-Fi, or loopback when asked for; nothing else exists.
  static func render(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) -> NWPath {
    let present = [NWInterface.wifi, NWInterface.loopback].filter { interface in
      !prohibited.contains(interface.type) && (required.map { $0 == interface.type } ?? (interface.type != .loopback))
    }
    return NWPath(status: present.isEmpty ? .unsatisfied : .satisfied, interfaces: present)
  }
}
