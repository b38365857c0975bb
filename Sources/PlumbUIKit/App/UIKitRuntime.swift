import Foundation
import PlumbUI

/// Glue between UIKit objects and the host that shows them: which window belongs to the current
/// host, and asking for a frame when UIKit state changes outside the engine's own calls.
@MainActor
enum UIKitRuntime {
  /// How deep the engine is in UIKit code it called itself (layoutSubviews, make/update of a
  /// representable): changes there are read by the same pass and need no new frame.
  static var engineDepth = 0

  static func duringEngineCall<T>(_ body: () throws -> T) rethrows -> T {
    engineDepth += 1
    defer { engineDepth -= 1 }
    return try body()
  }

  /// The window of a host, made on first use (a key window whose root controller stands for the
  /// host's SwiftUI content, in a foreground-active scene).
  static func window(of host: ViewHost) -> UIWindow {
    if let w = host.platformWindow as? UIWindow { return w }
    let scene = UIWindowScene(host: host)
    let window = UIWindow(host: host, scene: scene)
    scene.window = window
    host.platformWindow = window
    return window
  }

  /// The window of the current host (`PlatformHosts.current`), if any host exists.
  static var currentWindow: UIWindow? { PlatformHosts.current.map(window(of:)) }

  /// UIKit state changed: the host showing `view` (else the current host) renders again.
  static func setNeedsRender(_ view: UIView?, _ reason: @autoclosure () -> String) {
    guard engineDepth == 0 else { return }
    let host = view?.window?.host ?? PlatformHosts.current
    host?.platformSetNeedsRender(reason())
  }
}

extension UIKitRuntime {
  /// The controller hosting the SwiftUI content being resolved: a hosting controller's, a SwiftUI
  /// sheet's stand-in, else the window's root controller.
  static func enclosingController(_ env: EnvironmentValues) -> UIViewController? {
    if let c = env.platformController as? UIViewController { return c }
    guard let window = currentWindow else { return nil }
    if let sheet = env.platformSheet { return window.sheetController(for: sheet) }
    return window.rootViewController
  }

  /// Inside a SwiftUI sheet, a representable's controller chain reaches the sheet's stand-in
  /// controller; its presentation controller's delegate is asked when the sheet is swiped.
  static func registerSheetConsultants(_ env: EnvironmentValues, _ controller: UIViewController) {
    guard env.platformController == nil, let sheet = env.platformSheet, let window = currentWindow else { return }
    let host = window.sheetController(for: sheet)
    guard controller.containmentRoot === host else { return }
    sheet.consult(shouldDismiss: { [weak host] in
      guard let host, let pc = host.presentationController else { return true }
      if host.isModalInPresentation { return false }
      return pc.delegate?.presentationControllerShouldDismiss(pc) ?? true
    }, didAttemptToDismiss: { [weak host] in
      guard let host, let pc = host.presentationController else { return }
      pc.delegate?.presentationControllerDidAttemptToDismiss(pc)
    }, willDismiss: { [weak host] in
      guard let host, let pc = host.presentationController else { return }
      pc.delegate?.presentationControllerWillDismiss(pc)
    }, didDismiss: { [weak host] in
      guard let host, let pc = host.presentationController else { return }
      pc.delegate?.presentationControllerDidDismiss(pc)
    })
  }
}

/// The controller standing for a SwiftUI `.sheet` (SwiftUI presents a hosting controller for
/// it): presented by the window's root controller as a page sheet, already on screen (SwiftUI
/// draws the sheet itself).
@MainActor
final class SheetHostingController: UIViewController {
  override func loadView() { view = UIView(frame: .zero) }
}

extension UIWindow {
  func sheetController(for sheet: PlatformSheetHandle) -> SheetHostingController {
    if let c = sheetControllers[sheet.identity] { return c }
    let c = SheetHostingController()
    c.modalPresentationStyle = .pageSheet
    let root = rootViewController
    c.presentingViewController = root
    c.ownPresentationController = SheetPresentationController(presentedViewController: c, presenting: root)
    sheetControllers[sheet.identity] = c
    return c
  }
}
