// SafariServices' in-app browser, as iOS declares it, on PlumbUIKit (docs/compatibility/frameworks.md,
// "SafariServices").
@_exported import UIKit
import Foundation
import PlumbGraphics

/// Safari inside the app, as `SFSafariViewController`. The page is not loaded or drawn: the
/// controller's view shows the system background and warns once naming the URL's host.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
  /// How the browser starts, as `SFSafariViewController.Configuration`.
  @preconcurrency @MainActor
  open class Configuration: NSObject {
    open var entersReaderIfAvailable = false
    open var barCollapsingEnabled = true
    public override init() {}
  }
  /// The title of the Done button, as `SFSafariViewController.DismissButtonStyle`.
  public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

  public let url: URL
  public let configuration: Configuration
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  open var preferredBarTintColor: UIColor?
  open var preferredControlTintColor: UIColor?
  open var dismissButtonStyle: DismissButtonStyle = .done

  public init(url URL: URL, configuration: Configuration = Configuration()) {
    url = URL
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }
  public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: URL, configuration: configuration)
  }
  public required init?(coder: NSCoder) { return nil }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    RenderWarnings.warnOnce("SFSafariViewController",
      "SFSafariViewController: the page (\(url.host ?? url.absoluteString)) is not loaded or drawn; its view shows the system background")
  }
}

/// Callbacks of the in-app browser, as `SFSafariViewControllerDelegate` (none fires in a render).
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
