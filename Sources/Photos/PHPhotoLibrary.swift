import Foundation

/// The user's photo library, as `PHPhotoLibrary`. A render's library is empty and belongs to a
/// freshly erased simulator: authorization reads `.notDetermined` until the app asks; asking
/// answers at once as if the user allowed full access (the prompt is not drawn), as
/// UserNotifications' request does. Change blocks run, but nothing is saved: the completion
/// handler gets `false` with a `PHPhotosError` (docs/compatibility/frameworks.md, "Photos").
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
  private static let library = PHPhotoLibrary()
  private static let lock = NSLock()
  nonisolated(unsafe) private static var statuses: [PHAccessLevel: PHAuthorizationStatus] = [:]
  private let observerLock = NSLock()
  /// Registered observers, held weakly (an app unregisters in `deinit`).
  private var observers: [ObjectIdentifier: WeakObserver] = [:]

  /// The app's library (one per process, as on iOS).
  open class func shared() -> PHPhotoLibrary { library }

  private static func status(_ level: PHAccessLevel) -> PHAuthorizationStatus {
    lock.lock()
    defer { lock.unlock() }
    return statuses[level] ?? .notDetermined
  }

  private static func allow(_ level: PHAccessLevel) -> PHAuthorizationStatus {
    lock.lock()
    defer { lock.unlock() }
    statuses[level] = .authorized
    // Full access covers adding, as on iOS.
    if level == .readWrite { statuses[.addOnly] = .authorized }
    return .authorized
  }

  /// The read-write status (iOS 8's call, which predates access levels).
  @available(iOS, deprecated: 14, message: "Use authorizationStatus(for:)")
  open class func authorizationStatus() -> PHAuthorizationStatus { status(.readWrite) }

  /// `.notDetermined` until the app asks, then `.authorized`.
  open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { status(accessLevel) }

  /// Answers `.authorized` at once, on the calling thread (the prompt is not drawn).
  @available(iOS, deprecated: 14, message: "Use requestAuthorization(for:handler:)")
  open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
    handler(allow(.readWrite))
  }

  /// Answers `.authorized` at once, on the calling thread (the prompt is not drawn).
  open class func requestAuthorization(for accessLevel: PHAccessLevel,
                                       handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
    handler(allow(accessLevel))
  }

  /// Answers `.authorized` (the prompt is not drawn).
  open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
    allow(accessLevel)
  }

  /// Why a change block saves nothing here.
  private func refusal() -> PHPhotosError {
    let allowed = [PHAuthorizationStatus.authorized, .limited]
    let level = Self.status(.addOnly)
    return allowed.contains(level) || allowed.contains(Self.status(.readWrite))
      ? PHPhotosError(.libraryVolumeOffline) : PHPhotosError(.accessUserDenied)
  }

  /// Runs `changeBlock` (so the app's requests are made), then reports that nothing was saved:
  /// `completionHandler(false, error)`, at once on the calling thread.
  open func performChanges(_ changeBlock: @escaping () -> Void,
                           completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
    changeBlock()
    completionHandler?(false, refusal())
  }

  /// Runs `changeBlock`, then throws: nothing is saved in a render.
  open func performChanges(_ changeBlock: @escaping () -> Void) async throws {
    changeBlock()
    throw refusal()
  }

  /// Runs `changeBlock`, then throws: nothing is saved in a render.
  open func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws {
    changeBlock()
    throw refusal()
  }

  /// Keeps `observer`; the library never changes in a render, so it is never called.
  open func register(_ observer: any PHPhotoLibraryChangeObserver) {
    observerLock.lock()
    observers[ObjectIdentifier(observer)] = WeakObserver(observer: observer)
    observerLock.unlock()
  }

  open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
    observerLock.lock()
    observers[ObjectIdentifier(observer)] = nil
    observerLock.unlock()
  }
}

/// A registered observer, not kept alive by the library.
private struct WeakObserver {
  weak var observer: (any PHPhotoLibraryChangeObserver)?
}

/// Told when the library changes, as `PHPhotoLibraryChangeObserver` (never, in a render).
public protocol PHPhotoLibraryChangeObserver: AnyObject {
  func photoLibraryDidChange(_ changeInstance: PHChange)
}
