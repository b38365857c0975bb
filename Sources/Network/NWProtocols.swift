import Foundation

/// Identifies a protocol in a stack, as Network's `NWProtocolDefinition`.
public class NWProtocolDefinition: Equatable, CustomDebugStringConvertible, @unchecked Sendable {
  public let name: String
  init(name: String) { self.name = name }
  public static func == (lhs: NWProtocolDefinition, rhs: NWProtocolDefinition) -> Bool { lhs.name == rhs.name }
  public var debugDescription: String { name }
}

/// The base of every protocol's options, as Network's `NWProtocolOptions`.
public class NWProtocolOptions: @unchecked Sendable {
  init() {}
}

/// The base of every protocol's per-message metadata, as Network's `NWProtocolMetadata`.
public class NWProtocolMetadata: @unchecked Sendable {
  init() {}
}

/// The base of the protocol namespaces (`NWProtocolTCP`, …), as Network's `NWProtocol`.
public class NWProtocol {
  init() {}
}

/// TCP, as Network's `NWProtocolTCP`.
public class NWProtocolTCP: NWProtocol {
  public static let definition = NWProtocolDefinition(name: "tcp")

  /// How TCP is used on a connection, as `NWProtocolTCP.Options`; the values are kept, not used.
  public class Options: NWProtocolOptions, @unchecked Sendable {
    public var noDelay = false
    public var noPush = false
    public var noOptions = false
    public var enableKeepalive = false
    public var keepaliveCount = 0
    public var keepaliveIdle = 0
    public var keepaliveInterval = 0
    public var maximumSegmentSize = 0
    public var connectionTimeout = 0
    public var persistTimeout = 0
    public var connectionDropTime = 0
    public var retransmitFinDrop = false
    public var disableAckStretching = false
    public var enableFastOpen = false
    public var disableECN = false
    public override init() {}
  }
}

/// UDP, as Network's `NWProtocolUDP`.
public class NWProtocolUDP: NWProtocol {
  public static let definition = NWProtocolDefinition(name: "udp")

  /// How UDP is used on a connection, as `NWProtocolUDP.Options`.
  public class Options: NWProtocolOptions, @unchecked Sendable {
    public var preferNoChecksum = false
    public override init() {}
  }
}

/// TLS, as Network's `NWProtocolTLS`. Its Security-framework options (certificate checks) are
/// not available here: there is no Security module.
public class NWProtocolTLS: NWProtocol {
  public static let definition = NWProtocolDefinition(name: "tls")

  /// How TLS is used on a connection, as `NWProtocolTLS.Options`.
  public class Options: NWProtocolOptions, @unchecked Sendable {
    public override init() {}
  }
}

/// How a connection is made, as Network's `NWParameters`. The values are kept and copied; no
/// connection is made with them in a render.
public final class NWParameters: CustomDebugStringConvertible, @unchecked Sendable {
  /// The traffic class, as `NWParameters.ServiceClass`.
  public enum ServiceClass: Sendable {
    case bestEffort, background, interactiveVideo, interactiveVoice, responsiveData, signaling
  }

  /// Multipath TCP use, as `NWParameters.MultipathServiceType`.
  public enum MultipathServiceType: Sendable {
    case disabled, handover, interactive, aggregate
  }

  /// The protocols of a connection, top down, as `NWParameters.ProtocolStack`.
  public final class ProtocolStack: @unchecked Sendable {
    public var applicationProtocols: [NWProtocolOptions]
    public var transportProtocol: NWProtocolOptions?
    public var internetProtocol: NWProtocolOptions?
    init(application: [NWProtocolOptions], transport: NWProtocolOptions?) {
      applicationProtocols = application
      transportProtocol = transport
      internetProtocol = nil
    }
  }

  public var requiredInterfaceType: NWInterface.InterfaceType = .other
  public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
  public var requiredInterface: NWInterface?
  public var prohibitExpensivePaths = false
  public var prohibitConstrainedPaths = false
  public var preferNoProxies = false
  public var requiredLocalEndpoint: NWEndpoint?
  public var allowLocalEndpointReuse = false
  public var acceptLocalOnly = false
  public var includePeerToPeer = false
  public var serviceClass: NWParameters.ServiceClass = .bestEffort
  public var multipathServiceType: NWParameters.MultipathServiceType = .disabled
  public var allowFastOpen = false
  public let defaultProtocolStack: NWParameters.ProtocolStack

  /// TLS over TCP (plain TCP when `tls` is nil).
  public init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options()) {
    defaultProtocolStack = ProtocolStack(application: tls.map { [$0] } ?? [], transport: tcp)
  }

  /// DTLS over UDP (plain UDP when `dtls` is nil).
  public init(dtls: NWProtocolTLS.Options?, udp: NWProtocolUDP.Options = NWProtocolUDP.Options()) {
    defaultProtocolStack = ProtocolStack(application: dtls.map { [$0] } ?? [], transport: udp)
  }

  /// Parameters with an empty protocol stack.
  public init() { defaultProtocolStack = ProtocolStack(application: [], transport: nil) }

  public class var tcp: NWParameters { NWParameters(tls: nil) }
  public class var tls: NWParameters { NWParameters(tls: NWProtocolTLS.Options()) }
  public class var udp: NWParameters { NWParameters(dtls: nil) }
  public class var dtls: NWParameters { NWParameters(dtls: NWProtocolTLS.Options()) }

  /// An independent copy.
  public func copy() -> NWParameters {
    let made = NWParameters()
    made.defaultProtocolStack.applicationProtocols = defaultProtocolStack.applicationProtocols
    made.defaultProtocolStack.transportProtocol = defaultProtocolStack.transportProtocol
    made.defaultProtocolStack.internetProtocol = defaultProtocolStack.internetProtocol
    made.requiredInterfaceType = requiredInterfaceType
    made.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    made.requiredInterface = requiredInterface
    made.prohibitExpensivePaths = prohibitExpensivePaths
    made.prohibitConstrainedPaths = prohibitConstrainedPaths
    made.preferNoProxies = preferNoProxies
    made.requiredLocalEndpoint = requiredLocalEndpoint
    made.allowLocalEndpointReuse = allowLocalEndpointReuse
    made.acceptLocalOnly = acceptLocalOnly
    made.includePeerToPeer = includePeerToPeer
    made.serviceClass = serviceClass
    made.multipathServiceType = multipathServiceType
    made.allowFastOpen = allowFastOpen
    return made
  }

  public var debugDescription: String {
    let transport = defaultProtocolStack.transportProtocol
    let name = transport is NWProtocolTCP.Options ? "tcp" : transport is NWProtocolUDP.Options ? "udp" : "none"
    return defaultProtocolStack.applicationProtocols.isEmpty ? name : "tls, \(name)"
  }
}
