import Foundation
import PlumbGraphics

// Camera and microphone capture (docs/compatibility/frameworks.md, "Camera and capture"). A
// render is a freshly erased simulator: it has no camera or microphone and its user has not
// been asked. Authorization is `.notDetermined` and stays so (the permission prompt is not drawn
// and nobody answers it); a request answers false at once; there is no capture device, so
// `AVCaptureDevice.default(for: .video)` is nil and a discovery session finds nothing. Sessions
// configure, start and stop, and deliver nothing.

/// A kind of media, as `AVMediaType`.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType("vide")
  public static let audio = AVMediaType("soun")
  public static let text = AVMediaType("text")
  public static let closedCaption = AVMediaType("clcp")
  public static let subtitle = AVMediaType("sbtl")
  public static let timecode = AVMediaType("tmcd")
  public static let metadata = AVMediaType("meta")
  public static let muxed = AVMediaType("muxx")
  public static let depthData = AVMediaType("dpth")
}

/// Whether the app may capture a media type, as `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Sendable {
  /// The user has not been asked yet (always, here).
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
}

/// A camera or microphone, as `AVCaptureDevice`. None exists here (see the file's note): the
/// type is for code that looks one up, and its members answer as an idle wide-angle camera would.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
  /// The side of the device a camera faces, as `AVCaptureDevice.Position`.
  public enum Position: Int, Sendable { case unspecified = 0, back = 1, front = 2 }
  public enum TorchMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
  public enum FlashMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
  public enum FocusMode: Int, Sendable { case locked = 0, autoFocus = 1, continuousAutoFocus = 2 }
  public enum ExposureMode: Int, Sendable { case locked = 0, autoExpose = 1, continuousAutoExposure = 2, custom = 3 }
  public enum WhiteBalanceMode: Int, Sendable { case locked = 0, autoWhiteBalance = 1, continuousAutoWhiteBalance = 2 }
  public enum AutoFocusRangeRestriction: Int, Sendable { case none = 0, near = 1, far = 2 }

  /// The kind of camera or microphone, as `AVCaptureDevice.DeviceType`.
  public struct DeviceType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let builtInWideAngleCamera = DeviceType("AVCaptureDeviceTypeBuiltInWideAngleCamera")
    public static let builtInTelephotoCamera = DeviceType("AVCaptureDeviceTypeBuiltInTelephotoCamera")
    public static let builtInUltraWideCamera = DeviceType("AVCaptureDeviceTypeBuiltInUltraWideCamera")
    public static let builtInDualCamera = DeviceType("AVCaptureDeviceTypeBuiltInDualCamera")
    public static let builtInDualWideCamera = DeviceType("AVCaptureDeviceTypeBuiltInDualWideCamera")
    public static let builtInTripleCamera = DeviceType("AVCaptureDeviceTypeBuiltInTripleCamera")
    public static let builtInTrueDepthCamera = DeviceType("AVCaptureDeviceTypeBuiltInTrueDepthCamera")
    public static let builtInLiDARDepthCamera = DeviceType("AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
    public static let builtInMicrophone = DeviceType("AVCaptureDeviceTypeBuiltInMicrophone")
    public static let microphone = DeviceType("AVCaptureDeviceTypeMicrophone")
    public static let continuityCamera = DeviceType("AVCaptureDeviceTypeContinuityCamera")
    public static let external = DeviceType("AVCaptureDeviceTypeExternal")
  }

  /// Finds devices of some types, as `AVCaptureDevice.DiscoverySession`: none here.
  open class DiscoverySession: NSObject, @unchecked Sendable {
    public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) { super.init() }
    open var devices: [AVCaptureDevice] { [] }
    open var supportedMultiCamDeviceSets: [Set<AVCaptureDevice>] { [] }
  }

  /// A device's capture format, as `AVCaptureDevice.Format`.
  open class Format: NSObject, @unchecked Sendable {
    open var videoMaxZoomFactor: CGFloat { 1 }
    open var videoFieldOfView: Float { 0 }
    open var isVideoHDRSupported: Bool { false }
  }

  public let uniqueID: String
  public let localizedName: String
  public let deviceType: DeviceType
  public let position: Position

  init(uniqueID: String, localizedName: String, deviceType: DeviceType, position: Position) {
    self.uniqueID = uniqueID; self.localizedName = localizedName; self.deviceType = deviceType; self.position = position
    super.init()
  }

  // MARK: Finding devices and access

  /// `.notDetermined`, always (see the file's note).
  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
  /// Answers false at once: the prompt is not drawn and nobody grants access.
  open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
    handler(false)
  }
  /// False: the prompt is not drawn.
  open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
  /// nil: a render has no camera or microphone.
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
  open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
  open class func device(withUniqueID deviceUniqueID: String) -> AVCaptureDevice? { nil }
  @available(iOS, deprecated: 10.0, message: "Use AVCaptureDevice.DiscoverySession instead")
  open class func devices() -> [AVCaptureDevice] { [] }
  @available(iOS, deprecated: 10.0, message: "Use AVCaptureDevice.DiscoverySession instead")
  open class func devices(for mediaType: AVMediaType) -> [AVCaptureDevice] { [] }

  // MARK: Configuration (accepted and kept)

  open var modelID: String { "Plumbline camera" }
  open var manufacturer: String { "Plumbline" }
  open var isConnected: Bool { false }
  open var isSuspended: Bool { false }
  open var activeFormat = Format()
  open var formats: [Format] { [activeFormat] }
  open func hasMediaType(_ mediaType: AVMediaType) -> Bool { mediaType == .video }
  open func supportsSessionPreset(_ preset: AVCaptureSession.Preset) -> Bool { true }
  open func lockForConfiguration() throws {}
  open func unlockForConfiguration() {}

  /// The brightest torch level (`setTorchModeOn(level:)`), 1.0.
  public static let maxAvailableTorchLevel: Float = 1.0
  open var hasTorch: Bool { false }
  open var isTorchAvailable: Bool { false }
  open var isTorchActive: Bool { false }
  open var torchLevel: Float { 0 }
  open var torchMode: TorchMode = .off
  open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { torchMode == .off }
  open func setTorchModeOn(level torchLevel: Float) throws {}
  open var hasFlash: Bool { false }
  open var isFlashAvailable: Bool { false }
  @available(iOS, deprecated: 10.0, message: "Use AVCapturePhotoSettings.flashMode instead")
  open var flashMode: FlashMode = .off
  open func isFlashModeSupported(_ flashMode: FlashMode) -> Bool { flashMode == .off }

  open var focusMode: FocusMode = .continuousAutoFocus
  open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { true }
  open var isFocusPointOfInterestSupported: Bool { true }
  open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
  open var isAdjustingFocus: Bool { false }
  open var isAutoFocusRangeRestrictionSupported: Bool { true }
  open var autoFocusRangeRestriction: AutoFocusRangeRestriction = .none
  open var isSmoothAutoFocusSupported: Bool { true }
  open var isSmoothAutoFocusEnabled = false
  open var exposureMode: ExposureMode = .continuousAutoExposure
  open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { true }
  open var isExposurePointOfInterestSupported: Bool { true }
  open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
  open var isAdjustingExposure: Bool { false }
  open var whiteBalanceMode: WhiteBalanceMode = .continuousAutoWhiteBalance
  open func isWhiteBalanceModeSupported(_ whiteBalanceMode: WhiteBalanceMode) -> Bool { true }
  open var isSubjectAreaChangeMonitoringEnabled = false
  open var isLowLightBoostSupported: Bool { false }
  open var automaticallyEnablesLowLightBoostWhenAvailable = false

  open var videoZoomFactor: CGFloat = 1
  open var minAvailableVideoZoomFactor: CGFloat { 1 }
  open var maxAvailableVideoZoomFactor: CGFloat { 1 }
  open var isRampingVideoZoom: Bool { false }
  open func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) { videoZoomFactor = factor }
  open func cancelVideoZoomRamp() {}
}

extension NSNotification.Name {
  public static let AVCaptureDeviceWasConnected = NSNotification.Name("AVCaptureDeviceWasConnectedNotification")
  public static let AVCaptureDeviceWasDisconnected = NSNotification.Name("AVCaptureDeviceWasDisconnectedNotification")
  public static let AVCaptureDeviceSubjectAreaDidChange = NSNotification.Name("AVCaptureDeviceSubjectAreaDidChangeNotification")
}

/// The orientation of captured video, as `AVCaptureVideoOrientation` (deprecated in iOS 17 for
/// rotation angles).
public enum AVCaptureVideoOrientation: Int, Sendable {
  case portrait = 1, portraitUpsideDown, landscapeRight, landscapeLeft
}

/// How video fills a layer's bounds, as `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
  public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
}
