import Foundation
// MacTypes' status code (what `NWError.tls` carries), one declaration for every module.
@_exported import typealias PlumbGraphics.OSStatus

/// A DNS Service Discovery error code, as dnssd's `DNSServiceErrorType`.
public typealias DNSServiceErrorType = Int32

/// Why a connection failed or waits, as Network's `NWError`. No connection fails in a render
/// (none completes either), so apps meet these only in code they write against them.
public enum NWError: Error, CustomDebugStringConvertible, Equatable, Sendable {
  /// A POSIX error, as from the socket layer (`.posix(.ECONNREFUSED)`).
  case posix(POSIXErrorCode)
  /// A DNS resolution error.
  case dns(DNSServiceErrorType)
  /// A TLS handshake error (a Security framework status).
  case tls(OSStatus)

  public var debugDescription: String {
    switch self {
    case .posix(let code): return "POSIXErrorCode(rawValue: \(code.rawValue)): \(String(cString: strerror(code.rawValue)))"
    case .dns(let code): return "DNSServiceErrorType(\(code))"
    case .tls(let status): return "OSStatus(\(status))"
    }
  }
}
