import Foundation

/// How a web view is set up, as WebKit's `WKWebViewConfiguration`; kept, nothing loads.
open class WKWebViewConfiguration: @unchecked Sendable {
  public init() {}
  open var preferences = WKPreferences()
  open var defaultWebpagePreferences = WKWebpagePreferences()
  open var userContentController = WKUserContentController()
  open var websiteDataStore = WKWebsiteDataStore.default()
  open var processPool = WKProcessPool()
  open var allowsInlineMediaPlayback = false
  open var allowsAirPlayForMediaPlayback = true
  open var allowsPictureInPictureMediaPlayback = true
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  open var dataDetectorTypes: WKDataDetectorTypes = []
  open var suppressesIncrementalRendering = false
  open var applicationNameForUserAgent: String?
  open var limitsNavigationsToAppBoundDomains = false
}

/// Web preferences, as WebKit's `WKPreferences`.
open class WKPreferences: @unchecked Sendable {
  public init() {}
  open var javaScriptCanOpenWindowsAutomatically = false
  open var isFraudulentWebsiteWarningEnabled = true
  open var minimumFontSize: CGFloat = 0
  open var isTextInteractionEnabled = true
  open var isElementFullscreenEnabled = false
}

/// Per-page preferences, as WebKit's `WKWebpagePreferences`.
open class WKWebpagePreferences: @unchecked Sendable {
  public init() {}
  open var allowsContentJavaScript = true
  public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
  open var preferredContentMode: ContentMode = .recommended
}

/// Media that needs a tap to play, as WebKit's `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
  public static let video = WKAudiovisualMediaTypes(rawValue: 2)
  public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// Content turned into links, as WebKit's `WKDataDetectorTypes`.
public struct WKDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
  public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
  public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
  public static let all = WKDataDetectorTypes(rawValue: .max)
}

/// Where a web view keeps cookies and caches, as WebKit's `WKWebsiteDataStore`.
open class WKWebsiteDataStore: @unchecked Sendable {
  let persistent: Bool
  init(persistent: Bool) { self.persistent = persistent }
  open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: true) }
  open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
  open var isPersistent: Bool { persistent }
}

/// Web content processes, as WebKit's `WKProcessPool`.
open class WKProcessPool: @unchecked Sendable {
  public init() {}
}

/// Scripts and message handlers of a page, as WebKit's `WKUserContentController`; kept, none runs.
@MainActor
open class WKUserContentController {
  public nonisolated init() {}
  public private(set) var userScripts: [WKUserScript] = []
  open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
  open func removeAllUserScripts() { userScripts.removeAll() }
  open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}
  open func removeScriptMessageHandler(forName name: String) {}
  open func removeAllScriptMessageHandlers() {}
}

/// A script injected into a page, as WebKit's `WKUserScript`.
open class WKUserScript: @unchecked Sendable {
  public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
  public let source: String
  public let injectionTime: InjectionTime
  public let isForMainFrameOnly: Bool
  public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
    self.source = source; self.injectionTime = injectionTime; isForMainFrameOnly = forMainFrameOnly
  }
}

/// A message a page posts, as WebKit's `WKScriptMessage` (never delivered in a snapshot).
@MainActor
open class WKScriptMessage {
  public let name: String
  public let body: Any
  init(name: String, body: Any) { self.name = name; self.body = body }
}
