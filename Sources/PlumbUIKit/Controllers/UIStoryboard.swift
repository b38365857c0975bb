import Foundation
import PlumbGraphics

/// UIKit's `UIStoryboard`, so code that loads screens from storyboards compiles. Linux has no
/// Interface Builder and no compiled storyboards (`.storyboardc`), so no controller can be made
/// from one: the optional forms return nil (warned once per storyboard), and the forms UIKit
/// declares non-optional stop with a message naming the storyboard and the identifier (on iOS an
/// unknown identifier raises an exception too). Build the screen in code, or in SwiftUI, to
/// render it (docs/compatibility/uikit.md, "Storyboards").
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The storyboard's file name, without `.storyboard`.
  public let name: String
  /// The bundle it was looked for in (nil: the main bundle).
  public let bundle: Bundle?

  /// A storyboard by name, as `UIStoryboard(name:bundle:)`. Nothing is read (iOS raises when the
  /// file is missing; here every storyboard is missing, so making one is allowed and its
  /// controllers are not).
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    bundle = storyboardBundleOrNil
    super.init()
  }

  /// The initial controller: nil here (no storyboard can be loaded), warned once per storyboard.
  open func instantiateInitialViewController() -> UIViewController? {
    warnNoController()
    return nil
  }

  /// The initial controller made with `creator` (iOS 13): nil here; `creator` is not called.
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
    warnNoController()
    return nil
  }

  /// The controller with Storyboard ID `identifier`: UIKit's answer is not optional and no
  /// controller can be made here, so this stops with a message naming both.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    fatalError(Self.trapMessage(name, identifier))
  }

  /// The controller with Storyboard ID `identifier`, made with `creator` (iOS 13): stops, as
  /// `instantiateViewController(withIdentifier:)` does.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
    fatalError(Self.trapMessage(name, identifier))
  }

  /// What the non-optional forms stop with.
  package nonisolated static func trapMessage(_ name: String, _ identifier: String) -> String {
    "UIStoryboard(name: \"\(name)\").instantiateViewController(withIdentifier: \"\(identifier)\"): "
      + "Plumbline cannot load storyboards on Linux (no Interface Builder files are compiled), so there is no "
      + "controller to return; make the controller in code (docs/compatibility/uikit.md, \"Storyboards\")"
  }

  private func warnNoController() {
    RenderWarnings.warnOnce("UIStoryboard \(name)",
      "UIStoryboard(name: \"\(name)\"): storyboards cannot be loaded on Linux; instantiateInitialViewController() returns nil (docs/compatibility/uikit.md, \"Storyboards\")")
  }
}

extension UIViewController {
  /// The storyboard the controller came from: always nil (none can be loaded here).
  public var storyboard: UIStoryboard? { nil }
}
