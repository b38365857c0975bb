import Foundation

/// What to authenticate with, as `LAPolicy`.
public enum LAPolicy: Int, Sendable {
  case deviceOwnerAuthenticationWithBiometrics = 1
  case deviceOwnerAuthentication = 2
  case deviceOwnerAuthenticationWithWatch = 3
  case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

/// The biometry a device has, as `LABiometryType`.
public enum LABiometryType: Int, Sendable {
  case none = 0
  case touchID = 1
  case faceID = 2
  case opticID = 4
}

/// An authentication failure, as `LAError` (domain `LAErrorDomain`).
public struct LAError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    case biometryNotAvailable = -6
    case biometryNotEnrolled = -7
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case notInteractive = -1004
    case watchNotAvailable = -11
    case biometryNotPaired = -12
    case biometryDisconnected = -13
    public static let touchIDNotAvailable = Code.biometryNotAvailable
    public static let touchIDNotEnrolled = Code.biometryNotEnrolled
    public static let touchIDLockout = Code.biometryLockout
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static let errorDomain = LAErrorDomain
  public static let authenticationFailed = Code.authenticationFailed
  public static let userCancel = Code.userCancel
  public static let userFallback = Code.userFallback
  public static let systemCancel = Code.systemCancel
  public static let passcodeNotSet = Code.passcodeNotSet
  public static let biometryNotAvailable = Code.biometryNotAvailable
  public static let biometryNotEnrolled = Code.biometryNotEnrolled
  public static let biometryLockout = Code.biometryLockout
  public static let appCancel = Code.appCancel


  var nsError: NSError {
    NSError(domain: LAErrorDomain, code: code.rawValue,
            userInfo: [NSLocalizedDescriptionKey: "Biometry is not enrolled."])
  }
}

public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Matches `catch LAError.userCancel`-style patterns.
public func ~= (code: LAError.Code, error: any Error) -> Bool { (error as? LAError)?.code == code }

/// Asks the device owner to authenticate, as `LAContext`. A render is a simulator with nothing
/// set up, as a freshly erased one is: the device has Face ID (`biometryType` reads `.faceID`
/// after a check), no face is enrolled and no passcode is set. So every policy check answers
/// false with `.biometryNotEnrolled` or `.passcodeNotSet`, and an evaluation fails the same way
/// on the main queue (docs/compatibility/frameworks.md, "LocalAuthentication").
open class LAContext: NSObject {
  public var localizedReason = ""
  public var localizedFallbackTitle: String?
  public var localizedCancelTitle: String?
  public var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  public var interactionNotAllowed = false
  open private(set) var biometryType: LABiometryType = .none
  public var evaluatedPolicyDomainState: Data? { nil }
  public var domainState: Data? { nil }

  public override init() { super.init() }

  private func failure(for policy: LAPolicy) -> LAError {
    policy == .deviceOwnerAuthentication ? LAError(.passcodeNotSet) : LAError(.biometryNotEnrolled)
  }

  open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    biometryType = .faceID
    error?.pointee = failure(for: policy).nsError
    return false
  }

  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String,
                           reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    biometryType = .faceID
    let e = failure(for: policy)
    DispatchQueue.main.async { reply(false, e) }
  }

  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    biometryType = .faceID
    throw failure(for: policy)
  }

  open func invalidate() {}
}
