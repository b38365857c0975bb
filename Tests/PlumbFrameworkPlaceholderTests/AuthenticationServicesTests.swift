import AuthenticationServices
import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing

/// AuthenticationServices (docs/compatibility/frameworks.md, "AuthenticationServices"): the Sign in
/// with Apple button drawn as iOS draws it without the Apple logo; nothing authenticates.
@Suite struct AuthenticationServicesTests {
  @Test @MainActor func theButtonTakesItsFrameInItsStyleAndWarnsAboutTheLogo() async throws {
    let (picture, warnings) = try await renderedAsync(VStack(spacing: 20) {
      SignInWithAppleButton(.signIn, onRequest: { $0.requestedScopes = [.fullName, .email] }, onCompletion: { _ in })
        .frame(width: 280, height: 45)
      SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in })
        .signInWithAppleButtonStyle(.white)
        .frame(width: 280, height: 45)
    }, device: .iPhoneSE3)
    #expect(warnings.filter { $0.contains("Apple logo is not drawn") }.count == 1, "\(warnings)")
    let nodes = picture.layout?.root.flattened ?? []
    let titles = nodes.filter { $0.name.contains("Sign in with Apple") || $0.name.contains("Continue with Apple") }
    #expect(titles.count >= 2, "\(nodes.map(\.name))")
    let buttons = nodes.filter { $0.name == "Button" }
    #expect(buttons.map(\.frame.size) == [CGSize(width: 280, height: 45), CGSize(width: 280, height: 45)], "\(buttons.map(\.frame))")
    let black = try #require(buttons.first?.frame), white = try #require(buttons.last?.frame)
    // Near the leading corner (inside the rounding) the fill shows; the logo's place stays empty.
    #expect(near(rgb(picture, black.minX + 12, black.midY), [0, 0, 0]))
    #expect(near(rgb(picture, white.minX + 12, white.midY), [255, 255, 255]))
    // The title is 43 % of the height (19.35 pt).
    let title = try #require(titles.first?.frame)
    #expect(title.height > 19 && title.height < 27, "\(title)")
  }

  @Test @MainActor func theUIKitButtonWarnsAboutTheLogo() async throws {
    struct AppleButton: UIViewRepresentable {
      func makeUIView(context: Context) -> ASAuthorizationAppleIDButton {
        ASAuthorizationAppleIDButton(authorizationButtonType: .signIn, authorizationButtonStyle: .black)
      }
      func updateUIView(_ view: ASAuthorizationAppleIDButton, context: Context) {}
    }
    let (picture, warnings) = try await renderedAsync(AppleButton().frame(width: 200, height: 44), device: .iPhoneSE3)
    #expect(warnings.contains { $0.hasPrefix("ASAuthorizationAppleIDButton: the Apple logo is not drawn") }, "\(warnings)")
    let button = try #require(picture.layout?.root.flattened.first { $0.name.contains("ASAuthorizationAppleIDButton") })
    #expect(button.frame.size == CGSize(width: 200, height: 44))
    #expect(near(rgb(picture, button.frame.minX + 10, button.frame.midY), [0, 0, 0]))
  }

  @MainActor final class Recorder: NSObject, ASAuthorizationControllerDelegate, ASAuthorizationControllerPresentationContextProviding,
    ASWebAuthenticationPresentationContextProviding {
    var errors: [any Error] = []
    var onError: (() -> Void)?
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
      errors.append(error)
      onError?()
    }
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor { ASPresentationAnchor() }
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
  }

  @Test @MainActor func nothingAuthenticates() async throws {
    let provider = ASAuthorizationAppleIDProvider()
    #expect(try await provider.credentialState(forUserID: "001234.abc") == .notFound)
    let recorder = Recorder()
    let request = provider.createRequest()
    request.requestedScopes = [.fullName, .email]
    let controller = ASAuthorizationController(authorizationRequests: [request])
    controller.delegate = recorder
    controller.presentationContextProvider = recorder
    await withCheckedContinuation { done in
      recorder.onError = { done.resume() }
      controller.performRequests()
    }
    #expect((recorder.errors.first as? ASAuthorizationError)?.code == .unknown)

    var ended: [any Error] = []
    let unprovided = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!, callbackURLScheme: "app") { _, e in
      if let e { ended.append(e) }
    }
    #expect(!unprovided.start())
    #expect((ended.last as? ASWebAuthenticationSessionError)?.code == .presentationContextNotProvided)
    let session = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!, callbackURLScheme: "app") { _, e in
      if let e { ended.append(e) }
    }
    session.presentationContextProvider = recorder
    session.prefersEphemeralWebBrowserSession = true
    let warnings = RenderWarnings.collecting { #expect(session.start()) }.warnings
    #expect(warnings.contains { $0.contains("example.com") }, "\(warnings)")
    #expect((ended.last as? ASWebAuthenticationSessionError)?.code == .canceledLogin)
    #expect(ended.count == 2)

    do {
      _ = try await EnvironmentValues().webAuthenticationSession.authenticate(using: URL(string: "https://example.com")!, callbackURLScheme: "app")
      Issue.record("authenticated")
    } catch ASWebAuthenticationSessionError.canceledLogin {
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}

/// Renders `view` with the async settle (Swift Testing's main-actor tests may run off the main
/// thread, where the synchronous `rendered` cannot drain the main queue), with its warnings.
@MainActor private func renderedAsync<V: View>(_ view: V, device: Device = .iPhone14) async throws -> (Rendering, [String]) {
  var result: Rendering?
  let warnings = try await RenderWarnings.collecting { result = try await renderView(view, options: ViewRenderOptions(device: device)) }.warnings
  return (try #require(result), warnings)
}
