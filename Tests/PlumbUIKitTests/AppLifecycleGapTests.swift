import Foundation
import PlumbGraphics
import PlumbTestSupport
import SwiftUI
import Testing
import UIKit

/// The app and scene lifecycle API apps use (docs/compatibility/uikit.md, "App and scene
/// lifecycle"): app and scene delegates, `@UIApplicationDelegateAdaptor`, scene sessions and
/// configurations, background tasks, alternate icons, quick actions, orientations, the status bar
/// and extension contexts. A render is an app already launched and active: nothing is registered
/// or scheduled, and values an app sets are kept and read back.
@Suite struct AppLifecycleGapTests {
  // MARK: - Snippets, as apps write them (type-checked in both language modes)

  /// The UIKit-lifecycle pair: an app delegate that configures its scenes, registers for pushes and
  /// sets quick actions, and a scene delegate that makes the window. (`@main` is left out: the
  /// snippet is type-checked as a script, where `@main` is not allowed.)
  static let appAndSceneDelegates = """
    import UIKit
    import SwiftUI

    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?

      static var shared: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

      func application(_ application: UIApplication,
                       didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UIApplication.shared.registerForRemoteNotifications()
        application.shortcutItems = [
          UIApplicationShortcutItem(type: "com.example.new", localizedTitle: "New Note", localizedSubtitle: nil,
                                    icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"),
                                    userInfo: ["source": "home" as NSSecureCoding]),
          UIApplicationShortcutItem(type: "com.example.search", localizedTitle: "Search"),
        ]
        if let url = launchOptions?[.url] as? URL { print(url) }
        return true
      }

      func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                       options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
      }

      func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

      func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        let token = deviceToken.map { String(format: "%02.2hhx", $0) }.joined()
        print("token", token)
      }

      func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        print(error.localizedDescription)
      }

      func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                       fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(userInfo.isEmpty ? .noData : .newData)
      }

      func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
      }

      func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        (options[.sourceApplication] as? String) != nil
      }

      func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                       restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, userActivity.webpageURL != nil else { return false }
        restorationHandler(window?.rootViewController.map { [$0] })
        return true
      }

      func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                       completionHandler: @escaping (Bool) -> Void) {
        completionHandler(shortcutItem.type == "com.example.new")
      }

      func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                       completionHandler: @escaping () -> Void) {
        completionHandler()
      }

      func applicationDidBecomeActive(_ application: UIApplication) { application.applicationIconBadgeNumber = 0 }
      func applicationWillResignActive(_ application: UIApplication) {}
      func applicationDidEnterBackground(_ application: UIApplication) {}
      func applicationWillEnterForeground(_ application: UIApplication) {}
      func applicationWillTerminate(_ application: UIApplication) {}
    }

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Text("Notes"))
        self.window = window
        window.makeKeyAndVisible()
        if let url = connectionOptions.urlContexts.first?.url { open(url) }
        if let item = connectionOptions.shortcutItem { _ = perform(item) }
        if session.role == .windowApplication, let activity = connectionOptions.userActivities.first { print(activity.activityType) }
      }

      func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let context = URLContexts.first else { return }
        if context.options.openInPlace { print(context.options.sourceApplication ?? "") }
        open(context.url)
      }

      func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                       completionHandler: @escaping (Bool) -> Void) {
        completionHandler(perform(shortcutItem))
      }

      func sceneDidDisconnect(_ scene: UIScene) {}
      func sceneDidBecomeActive(_ scene: UIScene) {}
      func sceneWillResignActive(_ scene: UIScene) {}
      func sceneWillEnterForeground(_ scene: UIScene) {}
      func sceneDidEnterBackground(_ scene: UIScene) {}

      private func open(_ url: URL) { print(url) }
      private func perform(_ item: UIApplicationShortcutItem) -> Bool { item.type.hasSuffix(".new") }
    }

    enum TopController {
      @MainActor static var root: UIViewController? {
        UIApplication.shared.delegate?.window??.rootViewController
          ?? (UIApplication.shared.connectedScenes.first?.delegate as? UIWindowSceneDelegate)?.window??.rootViewController
      }

      @MainActor static var sceneWindow: UIWindow? {
        guard let scene = UIApplication.shared.connectedScenes.first,
              let delegate = scene.delegate as? UIWindowSceneDelegate,
              let window = delegate.window else { return nil }
        return window
      }
    }
    """

  /// A SwiftUI app that keeps a UIKit app delegate, in both spellings of the adaptor; the
  /// observable one is passed on through the environment.
  static let appWithDelegateAdaptor = """
    import SwiftUI

    final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
      @Published var pushToken: String?

      func application(_ application: UIApplication,
                       didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
        application.registerForRemoteNotifications()
        return true
      }

      func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushToken = deviceToken.base64EncodedString()
      }
    }

    class PlainDelegate: NSObject, UIApplicationDelegate {}

    struct ContentView: View {
      @EnvironmentObject var appDelegate: AppDelegate
      var body: some View { Text(appDelegate.pushToken ?? "No token") }
    }

    struct NotesApp: App {
      @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

      var body: some Scene {
        WindowGroup {
          ContentView()
            .environmentObject(appDelegate)
        }
      }
    }

    struct PlainApp: App {
      @UIApplicationDelegateAdaptor private var delegate: PlainDelegate
      var body: some Scene { WindowGroup { Text("Hello") } }
    }
    """

  /// Background work: a background task around an upload, and the remaining time.
  static let backgroundTask = """
    import UIKit

    @MainActor
    final class Uploader {
      private var task: UIBackgroundTaskIdentifier = .invalid

      func upload(_ data: Data) {
        task = UIApplication.shared.beginBackgroundTask(withName: "upload") { [weak self] in
          self?.finish()
        }
        if UIApplication.shared.applicationState == .background {
          print(UIApplication.shared.backgroundTimeRemaining)
        }
        finish()
      }

      func keepAwake(_ on: Bool) { UIApplication.shared.isIdleTimerDisabled = on }

      private func finish() {
        guard task != .invalid else { return }
        UIApplication.shared.endBackgroundTask(task)
        task = UIBackgroundTaskIdentifier.invalid
      }
    }

    final class Legacy {
      var identifier = UIBackgroundTaskIdentifier.invalid
      @MainActor func begin() {
        identifier = UIApplication.shared.beginBackgroundTask(expirationHandler: nil)
        if UIApplication.shared.backgroundRefreshStatus == .available { print("refresh on") }
      }
    }
    """

  /// An alternate-icon picker, with the completion-handler and async forms.
  static let alternateIconPicker = """
    import SwiftUI

    struct AppIcon: Identifiable, Hashable {
      let name: String?
      let title: String
      var id: String { name ?? "primary" }
    }

    struct AppIconPicker: View {
      let icons = [AppIcon(name: nil, title: "Default"), AppIcon(name: "AppIcon-Dark", title: "Dark")]
      @State private var current = UIApplication.shared.alternateIconName

      var body: some View {
        List(icons) { icon in
          Button {
            choose(icon.name)
          } label: {
            HStack {
              Text(icon.title)
              Spacer()
              if current == icon.name { Image(systemName: "checkmark") }
            }
          }
        }
        .disabled(!UIApplication.shared.supportsAlternateIcons)
      }

      private func choose(_ name: String?) {
        guard UIApplication.shared.alternateIconName != name else { return }
        UIApplication.shared.setAlternateIconName(name) { error in
          if let error { print("Could not change the icon: \\(error.localizedDescription)") }
        }
        current = name
      }

      private func chooseAsync(_ name: String?) async {
        do {
          try await UIApplication.shared.setAlternateIconName(name)
          current = UIApplication.shared.alternateIconName
        } catch {
          print(error)
        }
      }
    }
    """

  /// Orientation locking, the status bar, a share extension's controller and scene lookups.
  static let orientationAndExtensions = """
    import UIKit

    enum OrientationLock {
      @MainActor static func lock(_ mask: UIInterfaceOrientationMask) {
        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask)) { error in print(error) }
        if scene.interfaceOrientation.isLandscape || scene.effectiveGeometry.interfaceOrientation == .landscapeRight {
          print(scene.statusBarManager?.statusBarFrame.height ?? 0)
        }
        UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
      }
    }

    class ShareViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        guard let item = extensionContext?.inputItems.first as? NSExtensionItem,
              let provider = item.attachments?.first,
              provider.hasItemConformingToTypeIdentifier("public.url") else {
          close()
          return
        }
        print(item.attributedContentText?.string ?? "")
      }

      func close() {
        extensionContext?.completeRequest(returningItems: nil, completionHandler: nil)
      }

      func fail(_ error: Error) { extensionContext?.cancelRequest(withError: error) }
    }

    final class Overlay {
      @MainActor func show() {
        guard let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive })
                as? UIWindowScene else { return }
        print(scene.session.persistentIdentifier, scene.session.configuration.name ?? "", UIWindow.Level.alert + 1)
        UIScreen.main.brightness = 1
        let item = UIMutableApplicationShortcutItem(type: "open", localizedTitle: "Open")
        item.localizedSubtitle = "Recent"
        item.icon = UIApplicationShortcutIcon(type: .favorite)
        UIApplication.shared.shortcutItems = [item]
      }
    }
    """

  @Test(arguments: [5, 6]) func appAndSceneDelegatesTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.appAndSceneDelegates, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }

  @Test(arguments: [5, 6]) func appWithDelegateAdaptorTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.appWithDelegateAdaptor, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }

  @Test(arguments: [5, 6]) func backgroundTaskTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.backgroundTask, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }

  @Test(arguments: [5, 6]) func alternateIconPickerTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.alternateIconPicker, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }

  @Test(arguments: [5, 6]) func orientationAndExtensionsTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.orientationAndExtensions, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }

  // MARK: - What the API answers

  final class LaunchDelegate: NSObject, UIApplicationDelegate {
    var launches: [String] = []
    var window: UIWindow?
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
      launches.append("will")
      return true
    }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
      launches.append("did")
      return true
    }
  }

  struct LaunchApp: App {
    @UIApplicationDelegateAdaptor(LaunchDelegate.self) var delegate
    var body: some Scene { WindowGroup { Text("Launched") } }
  }

  @Test @MainActor func theAdaptorLaunchesTheAppsDelegateOnceBeforeTheFirstRender() {
    UIApplicationLifecycleState.freshSession().run {
      let delegate = LaunchDelegate()
      UIApplication.shared.delegate = delegate
      let app = LaunchApp()
      _ = AppContent.window(of: app)
      _ = LaunchApp()
      #expect(delegate.launches == ["will", "did"], "told once, before the window's content is read")
      #expect(app.delegate === delegate)
      #expect(UIApplication.shared.delegate === delegate)
    }
  }

  @Test @MainActor func withoutADelegateTheAdaptorWarnsAndTheAppStillRenders() {
    UIApplicationLifecycleState.freshSession().run {
      let (content, warnings) = RenderWarnings.collecting { AppContent.window(of: LaunchApp()) }
      _ = content
      #expect(warnings.contains { $0.contains("UIApplicationDelegateAdaptor") })
    }
  }

  @Test @MainActor func aDelegatesWindowReadsAsUIKitsOptionalRequirement() {
    let delegate = LaunchDelegate()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let existential: any UIApplicationDelegate = delegate
    #expect(existential.window != nil, "declares a window")
    #expect(existential.window! == nil, "which is nil")
    delegate.window = window
    #expect(existential.window! === window)
    final class NoWindow: NSObject, UIApplicationDelegate {}
    let bare: any UIApplicationDelegate = NoWindow()
    #expect(bare.window == nil, "declares no window")
  }

  @Test @MainActor func defaultsAnswerAsUIKitDoesWithoutTheMethod() {
    final class Bare: NSObject, UIApplicationDelegate, UIWindowSceneDelegate {}
    let app = UIApplication.shared
    let bare = Bare()
    #expect(bare.application(app, didFinishLaunchingWithOptions: nil))
    #expect(!bare.application(app, open: URL(string: "notes://x")!, options: [:]))
    let expected: UIInterfaceOrientationMask = UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    #expect(bare.application(app, supportedInterfaceOrientationsFor: nil) == expected)
    #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26 && UIInterfaceOrientationMask.all.rawValue == 30)
    #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeLeft.isLandscape)
  }

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }

  @Test @MainActor func aConfigurationKeepsItsDelegateClass() {
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    configuration.delegateClass = SceneDelegate.self
    #expect(configuration.role == .windowApplication && configuration.name == "Default Configuration")
    #expect(configuration.delegateClass == SceneDelegate.self)
  }

  @Test @MainActor func aHostsSceneHasOneSessionAndKeepsItsDelegate() throws {
    // A record of reads outside a host of its own: other tests' reads of UIScreen.main (the
    // process default, portrait) are not compared with this landscape host.
    try OutsideHostReads.freshSession().run {
      let host = ViewHost(Text("Scene"), device: Device.iPhone14.landscape)
      // No suspension from here on: the host just made is the current one.
      let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
      let session = scene.session
      #expect(scene.session === session, "made once")
      #expect(session.role == .windowApplication && session.configuration.name == "Default Configuration")
      #expect(session.scene === scene && UIApplication.shared.openSessions.contains(session))
      let delegate = SceneDelegate()
      scene.delegate = delegate
      #expect(scene.delegate === delegate)
      #expect(scene.interfaceOrientation == .landscapeRight && scene.effectiveGeometry.interfaceOrientation == .landscapeRight)
      #expect(scene.statusBarManager?.statusBarFrame.width == host.device.size.width)
      #expect((scene.delegate as? UIWindowSceneDelegate)?.window != nil, "the delegate declares a window")
    }
  }

  @Test @MainActor func backgroundTasksGetNumbersAndNeverExpire() {
    UIApplicationLifecycleState.freshSession().run {
      let app = UIApplication.shared
      let first = app.beginBackgroundTask(withName: "upload") { Issue.record("never expires") }
      let second = app.beginBackgroundTask()
      #expect(first != .invalid && second != .invalid && first != second)
      #expect(UIApplicationLifecycleState.current.runningTaskCount == 2)
      app.endBackgroundTask(first)
      app.endBackgroundTask(second)
      #expect(UIApplicationLifecycleState.current.runningTaskCount == 0)
      #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude, "the app is in the foreground")
    }
  }

  final class Told: @unchecked Sendable { var noError: Bool? }

  @Test @MainActor func theAlternateIconNameIsKeptAndTheCompletionToldNoError() async throws {
    try await UIApplicationLifecycleState.freshSession().run {
      let app = UIApplication.shared
      #expect(app.supportsAlternateIcons && app.alternateIconName == nil)
      let told = Told()
      app.setAlternateIconName("AppIcon-Dark") { error in told.noError = error == nil }
      #expect(told.noError == true && app.alternateIconName == "AppIcon-Dark")
      try await app.setAlternateIconName(nil)
      #expect(app.alternateIconName == nil)
    }
  }

  @Test @MainActor func appSettingsAreKeptAndNothingIsRegistered() {
    UIApplicationLifecycleState.freshSession().run {
      let app = UIApplication.shared
      app.registerForRemoteNotifications()
      #expect(!app.isRegisteredForRemoteNotifications)
      app.isIdleTimerDisabled = true
      app.applicationIconBadgeNumber = 3
      #expect(app.isIdleTimerDisabled && app.applicationIconBadgeNumber == 3)
      let item = UIMutableApplicationShortcutItem(type: "new", localizedTitle: "New")
      item.localizedSubtitle = "Note"
      app.shortcutItems = [item, UIApplicationShortcutItem(type: "search", localizedTitle: "Search")]
      item.localizedTitle = "Changed after setting"
      #expect(app.shortcutItems?.map(\.localizedTitle) == ["New", "Search"], "the app keeps copies")
      #expect(app.shortcutItems?.first?.localizedSubtitle == "Note")
      UIScreen.main.brightness = 2
      #expect(UIScreen.main.brightness == 1)
    }
  }

  @Test @MainActor func aControllersExtensionContextIsNil() {
    #expect(UIViewController().extensionContext == nil)
    let context = NSExtensionContext()
    #expect(context.inputItems.isEmpty)
    let item = NSExtensionItem()
    item.attributedContentText = NSAttributedString(string: "Shared")
    #expect((item.copy() as? NSExtensionItem)?.attributedContentText?.string == "Shared")
  }
}
