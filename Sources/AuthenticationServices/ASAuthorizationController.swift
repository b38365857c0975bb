import Foundation
import PlumbGraphics

/// Told how an authorization ended, as `ASAuthorizationControllerDelegate` (every method optional).
@preconcurrency @MainActor
public protocol ASAuthorizationControllerDelegate: AnyObject {
  func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
  func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
  public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
  public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Gives the window the sign-in sheet is presented from, as
/// `ASAuthorizationControllerPresentationContextProviding`.
@preconcurrency @MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
  func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorization requests, as `ASAuthorizationController`. A render's simulator has no
/// Apple ID signed in and no saved passwords or passkeys, so every request fails as it does there:
/// the delegate's `didCompleteWithError` gets `ASAuthorizationError(.unknown)` (error 1000), on the
/// main actor (at once when called on the main thread). No sheet is drawn; one warning says so.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
  /// Options of `performRequests(options:)`, as `ASAuthorizationController.RequestOptions`.
  public struct RequestOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1 << 0)
  }

  public let authorizationRequests: [ASAuthorizationRequest]
  open weak var delegate: (any ASAuthorizationControllerDelegate)?
  open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

  public init(authorizationRequests: [ASAuthorizationRequest]) {
    self.authorizationRequests = authorizationRequests
    super.init()
  }

  open func performRequests() { fail() }
  open func performRequests(options: RequestOptions = []) { fail() }
  open func performAutoFillAssistedRequests() { fail() }
  /// Cancels: the delegate gets `ASAuthorizationError(.canceled)`.
  open func cancel() { deliver(ASAuthorizationError(.canceled)) }

  private func fail() {
    RenderWarnings.warnOnce("AuthenticationServices.ASAuthorizationController",
      "ASAuthorizationController: the sign-in sheet is not drawn and nothing is authenticated (no Apple ID in a render); the delegate gets ASAuthorizationError.unknown (1000)")
    deliver(ASAuthorizationError(.unknown))
  }

  private func deliver(_ error: ASAuthorizationError) {
    if Thread.isMainThread {
      MainActor.assumeIsolated { delegate?.authorizationController(controller: self, didCompleteWithError: error) }
    } else {
      Task { @MainActor in self.delegate?.authorizationController(controller: self, didCompleteWithError: error) }
    }
  }
}
