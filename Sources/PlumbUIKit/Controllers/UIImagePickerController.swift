import Foundation
import PlumbGraphics
import PlumbUI

/// Told what the user picked or that they cancelled, as UIKit's `UIImagePickerControllerDelegate`
/// (both optional). Unless implemented, each dismisses the picker, as UIKit's picker does when
/// its delegate leaves them out.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
    picker.dismiss(animated: true)
  }
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

/// UIKit's image picker (a navigation controller, as on iOS). There is no photo library or camera
/// here: `isSourceTypeAvailable(.camera)` is false and the library sources are true (as in the
/// iOS Simulator), and a stand-in picker is drawn, warned once: for the library, a bar titled
/// "Photos" with Cancel and a grid of empty thumbnails; for the camera, a black screen with the
/// shutter button and Cancel. Cancel tells the delegate (`imagePickerControllerDidCancel`);
/// nothing can be picked, so `didFinishPickingMediaWithInfo` is never called.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where images come from, as `UIImagePickerController.SourceType`.
  public enum SourceType: Int, Sendable { case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2 }
  /// Video quality, as `UIImagePickerController.QualityType`.
  public enum QualityType: Int, Sendable {
    case typeHigh = 0, typeMedium = 1, typeLow = 2, type640x480 = 3, typeIFrame1280x720 = 4, typeIFrame960x540 = 5
  }
  public enum CameraCaptureMode: Int, Sendable { case photo = 0, video = 1 }
  public enum CameraDevice: Int, Sendable { case rear = 0, front = 1 }
  public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
  public enum ImageURLExportPreset: Int, Sendable { case compatible = 0, current = 1 }

  /// A key of the picked media's dictionary, as `UIImagePickerController.InfoKey`.
  public struct InfoKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
    public static let referenceURL = InfoKey("UIImagePickerControllerReferenceURL")
    public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
    public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
    public static let phAsset = InfoKey("UIImagePickerControllerPHAsset")
    public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
  }

  /// The library sources are available, the camera is not (as in the iOS Simulator).
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
  }
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
  open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
  open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

  open var sourceType: SourceType = .photoLibrary { didSet { configure() } }
  open var mediaTypes: [String] = ["public.image"]
  open var allowsEditing = false
  open var imageExportPreset: ImageURLExportPreset = .compatible
  open var videoMaximumDuration: TimeInterval = 600
  open var videoQuality: QualityType = .typeMedium
  open var videoExportPreset = ""
  open var showsCameraControls = true { didSet { configure() } }
  open var cameraOverlayView: UIView? {
    didSet {
      if cameraOverlayView != nil {
        RenderWarnings.warnOnce("UIImagePickerController.cameraOverlayView", "UIImagePickerController.cameraOverlayView: the overlay is not drawn")
      }
    }
  }
  open var cameraViewTransform: CGAffineTransform = .identity
  open var cameraCaptureMode: CameraCaptureMode = .photo
  open var cameraDevice: CameraDevice = .rear
  open var cameraFlashMode: CameraFlashMode = .auto

  private let placeholder = ImagePickerPlaceholderController()

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp()
  }
  public override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    setUp()
  }
  public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
    setUp()
  }
  public required init?(coder aDecoder: NSCoder) { return nil }

  private func setUp() {
    placeholder.picker = self
    viewControllers = [placeholder]
    configure()
  }

  /// Titles the stand-in for the source and shows the bar (library) or hides it (camera).
  private func configure() {
    placeholder.navigationItem.title = sourceType == .savedPhotosAlbum ? "Moments" : "Photos"
    if placeholder.navigationItem.rightBarButtonItem == nil {
      placeholder.navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .cancel, primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.cancel() })
    }
    setNavigationBarHidden(sourceType == .camera, animated: false)
    // The camera covers the screen; the library comes up as a sheet.
    if sourceType == .camera && modalPresentationStyle == .automatic { modalPresentationStyle = .fullScreen }
    UIKitRuntime.setNeedsRender(viewIfLoaded, "UIImagePickerController.sourceType")
  }

  /// Cancel was tapped: the delegate is told (and dismisses), or the picker dismisses itself.
  func cancel() {
    if let d = delegate as? any UIImagePickerControllerDelegate {
      d.imagePickerControllerDidCancel(self)
    } else {
      dismiss(animated: true)
    }
  }
}

/// The picker's stand-in screen.
@MainActor
final class ImagePickerPlaceholderController: UIViewController {
  weak var picker: UIImagePickerController?

  override func loadView() {
    let v = HostingView(frame: UIScreen.main.bounds)
    v.backgroundColor = .systemBackground
    v.content = { [unowned self] in
      let camera = self.picker?.sourceType == .camera
      RenderWarnings.warnOnce("UIImagePickerController", """
        UIImagePickerController: there is no \(camera ? "camera" : "photo library") here; a stand-in picker is drawn \
        and nothing can be picked
        """)
      let view: AnyView = camera
        ? AnyView(CameraPlaceholder(showsControls: self.picker?.showsCameraControls ?? true, cancel: { [weak self] in self?.picker?.cancel() }))
        : AnyView(PhotoGridPlaceholder())
      return PlatformHostedContent(view: view, controller: self)
    }
    view = v
  }
}

/// A library's grid of empty thumbnails: four columns, 2 pt apart (**L**).
struct PhotoGridPlaceholder: View {
  var body: some View {
    GeometryReader { proxy in
      let side = (proxy.size.width - 6) / 4
      VStack(spacing: 2) {
        ForEach(0..<max(1, Int(proxy.size.height / max(1, side + 2)) + 2), id: \.self) { _ in
          HStack(spacing: 2) {
            ForEach(0..<4, id: \.self) { _ in
              Rectangle().fill(Color(uiColor: .tertiarySystemFill)).frame(width: side, height: side)
            }
          }
        }
      }
    }
    .clipped()
    .ignoresSafeArea(edges: .bottom)
  }
}

/// The camera's screen: black, with the shutter button and Cancel at the bottom.
struct CameraPlaceholder: View {
  let showsControls: Bool
  let cancel: @MainActor () -> Void

  var body: some View {
    ZStack(alignment: .bottom) {
      Color.black
      if showsControls {
        ZStack {
          Circle().stroke(Color.white, lineWidth: 4).frame(width: 72, height: 72)
          Circle().fill(Color.white).frame(width: 60, height: 60)
          HStack {
            Button(action: cancel) { Text(verbatim: "Cancel").foregroundColor(.white) }
              .id("cameraCancel")
            Spacer()
          }
          .padding(.horizontal, 20)
        }
        .frame(height: 120)
        .padding(.bottom, 20)
      }
    }
    .ignoresSafeArea()
  }
}
