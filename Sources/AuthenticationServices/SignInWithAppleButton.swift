import Foundation
import PlumbUI

// SwiftUI's Sign in with Apple button, declared on iOS in AuthenticationServices' SwiftUI overlay.

/// The Sign in with Apple button, as SwiftUI's `SignInWithAppleButton`, drawn as iOS draws it: a
/// rounded rectangle (6 pt corners: an estimate) in the style's colours filling the space it is
/// offered (at least 140 × 30 pt, the Human Interface Guidelines' minimum), with the label's title
/// in a medium-weight system font 43 % of the button's height (the Guidelines' proportion). The
/// Apple logo is Apple's trademark and is not drawn: a gap is left where it goes, and one warning
/// says so. Tapping it calls `onRequest`, then `onCompletion` with `ASAuthorizationError.unknown`,
/// as on a simulator with no Apple ID.
public struct SignInWithAppleButton: View {
  /// The button's title, as `SignInWithAppleButton.Label`.
  public struct Label: Hashable, Sendable {
    let title: String
    public static let signIn = Label(title: "Sign in with Apple")
    public static let `continue` = Label(title: "Continue with Apple")
    public static let signUp = Label(title: "Sign up with Apple")
  }

  /// The button's colours, as `SignInWithAppleButton.Style`.
  public struct Style: Hashable, Sendable {
    let name: String
    public static let black = Style(name: "black")
    public static let white = Style(name: "white")
    public static let whiteOutline = Style(name: "whiteOutline")
  }

  let label: Label
  let onRequest: (ASAuthorizationAppleIDRequest) -> Void
  let onCompletion: (Result<ASAuthorization, any Error>) -> Void
  @Environment(\.signInWithAppleButtonStyleSetting) private var style
  @Environment(\.colorScheme) private var colorScheme

  public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
              onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
    self.label = label; self.onRequest = onRequest; self.onCompletion = onCompletion
  }

  public var body: some View {
    // Without a style, black in light mode and white in dark mode (an estimate of iOS's default).
    let style = style ?? (colorScheme == .dark ? .white : .black)
    let fill: Color = style == .black ? .black : .white
    let ink: Color = style == .black ? .white : .black
    Button(action: tapped) {
      GeometryReader { proxy in
        let fontSize = max(1, proxy.size.height * 0.43)
        ZStack {
          RoundedRectangle(cornerRadius: 6).fill(fill)
          if style == .whiteOutline { RoundedRectangle(cornerRadius: 6).strokeBorder(Color.black, lineWidth: 1) }
          HStack(spacing: fontSize * 0.15) {
            // Where the Apple logo goes (not drawn: a trademark).
            Color.clear.frame(width: fontSize * 0.8, height: fontSize)
            Text(label.title).font(.system(size: fontSize, weight: .medium)).foregroundColor(ink).lineLimit(1)
          }
          .padding(.horizontal, 8)
        }
      }
      .frame(minWidth: 140, minHeight: 30)
    }
    .buttonStyle(.plain)
    .accessibilityLabel(Text(label.title))
    .warnOnce(key: "AuthenticationServices.SignInWithAppleButton",
              message: "SignInWithAppleButton: the Apple logo is not drawn (an Apple trademark); a gap is left where it goes beside \"\(label.title)\"")
  }

  private func tapped() {
    let provider = ASAuthorizationAppleIDProvider()
    onRequest(provider.createRequest())
    onCompletion(.failure(ASAuthorizationError(.unknown)))
  }
}

struct SignInWithAppleButtonStyleKey: EnvironmentKey {
  static var defaultValue: SignInWithAppleButton.Style? { nil }
}

extension EnvironmentValues {
  var signInWithAppleButtonStyleSetting: SignInWithAppleButton.Style? {
    get { self[SignInWithAppleButtonStyleKey.self] }
    set { self[SignInWithAppleButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// The colours of the Sign in with Apple buttons inside, as SwiftUI's `signInWithAppleButtonStyle(_:)`.
  public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
    environment(\.signInWithAppleButtonStyleSetting, style)
  }
}
