import CoreTransferable
import Foundation
import PlumbUIKit
import UIKit

// UIKit's photo picker (iOS 14), as apps wrap it in a `UIViewControllerRepresentable`. A render has
// no photo library and nothing is picked: presented, the picker draws a labelled placeholder on
// the system background and warns once; the delegate is never told of a pick.

/// How a picker is set up, as `PHPickerConfiguration`.
public struct PHPickerConfiguration: Equatable, Sendable {
  /// How picked assets are handed over, as `PHPickerConfiguration.AssetRepresentationMode`.
  public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current = 1, compatible = 2 }
  /// How selections are kept, as `PHPickerConfiguration.Selection`.
  public enum Selection: Int, Sendable { case `default` = 0, ordered = 1, continuous = 2, continuousAndOrdered = 3 }

  public var filter: PHPickerFilter?
  /// How many items may be picked; 0 for no limit.
  public var selectionLimit = 1
  public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
  public var selection: Selection = .default
  public var preselectedAssetIdentifiers: [String] = []

  public init() {}
  /// A configuration for a photo library (the shared one: empty in a render).
  public init(photoLibrary: PHPhotoLibrary) {}
}

/// One picked item, as `PHPickerResult`: none is ever delivered in a render.
public struct PHPickerResult: Hashable, @unchecked Sendable {
  public let itemProvider: NSItemProvider
  public let assetIdentifier: String?
  public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool {
    a.itemProvider === b.itemProvider && a.assetIdentifier == b.assetIdentifier
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(itemProvider))
    hasher.combine(assetIdentifier)
  }
}

/// Told what was picked, as `PHPickerViewControllerDelegate` (never, in a render).
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// UIKit's photo picker, as `PHPickerViewController`.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
  public let configuration: PHPickerConfiguration
  public weak var delegate: (any PHPickerViewControllerDelegate)?

  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { configuration = PHPickerConfiguration(); super.init(nibName: nil, bundle: nil) }

  /// Deselects the assets with the given identifiers (nothing is selected in a render).
  open func deselectAssets(withIdentifiers identifiers: [String]) {}
  /// Moves a selected asset (nothing is selected in a render).
  open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier afterIdentifier: String?) {}
  /// Scrolls the grid (there is no grid in a render).
  open func scroll(to position: Any) {}

  open override func viewDidLoad() {
    super.viewDidLoad()
    PlaceholderLabel.install(in: view, title: "Photo picker placeholder")
    RenderWarnings.warnOnce("PHPickerViewController",
      "PHPickerViewController: the photo picker's grid is not drawn (a render has no photo library); a labelled placeholder takes its place")
  }
}
