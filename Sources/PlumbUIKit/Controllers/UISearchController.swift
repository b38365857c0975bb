import Foundation
import PlumbGraphics
import PlumbUI

/// Told when the search changes, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// Told as a search controller becomes active or not, as `UISearchControllerDelegate` (all optional).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
  public func presentSearchController(_ searchController: UISearchController) {}
}

/// UIKit's search controller: its `searchBar`, the results controller and updater, and
/// `isActive`. Setting `isActive` tells the delegate and asks the updater, as on iOS; the active
/// search interface (results over the presenter, the bar moving into the navigation bar) is not
/// drawn (warned once). A navigation item's search controller's bar is not drawn in the bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// When the scope bar shows, as `UISearchController.ScopeBarActivation` (kept).
  public enum ScopeBarActivation: Int, Sendable { case automatic = 0, manual = 1, onTextEntry = 2, onSearchActivation = 3 }

  public let searchBar = UISearchBar(frame: .zero)
  public private(set) var searchResultsController: UIViewController?
  public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  public weak var delegate: (any UISearchControllerDelegate)?
  open var obscuresBackgroundDuringPresentation = true
  open var dimsBackgroundDuringPresentation = true
  open var hidesNavigationBarDuringPresentation = true
  open var automaticallyShowsCancelButton = true
  open var automaticallyShowsSearchResultsController = true
  open var showsSearchResultsController = false
  open var automaticallyShowsScopeBar = true
  open var scopeBarActivation: ScopeBarActivation = .automatic

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }
  public required init?(coder: NSCoder) { return nil }

  /// Whether the search interface is up: changing it tells the delegate and asks the updater.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive {
        RenderWarnings.warnOnce("UISearchController.isActive",
          "UISearchController.isActive: the active search interface (results controller, dimming, the bar moving up) is not drawn")
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        delegate?.didPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        delegate?.didDismissSearchController(self)
      }
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }
}
