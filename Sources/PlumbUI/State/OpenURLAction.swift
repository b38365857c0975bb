import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): callable as
/// `openURL(url)`. By default nothing is opened (a render has no other apps) and the result is
/// `.systemAction`; `.environment(\.openURL, OpenURLAction { url in … })` installs a handler whose
/// result decides, as on iOS.
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL, as `OpenURLAction.Result`.
  public struct Result: Sendable, Equatable {
    enum Kind: Equatable, Sendable { case handled, discarded, systemAction(URL?) }
    let kind: Kind
    public static let handled = Result(kind: .handled)
    public static let discarded = Result(kind: .discarded)
    public static let systemAction = Result(kind: .systemAction(nil))
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  let handler: @Sendable (URL) -> Result

  /// An action that gives each URL to `handler`.
  public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

  /// Opens `url` (runs the handler).
  public func callAsFunction(_ url: URL) { _ = handler(url) }
  /// Opens `url` and reports whether it was accepted.
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    completion(handler(url) != .discarded)
  }
}

struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
  /// The action `Link` and `openURL(url)` use.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
