import Foundation
import PlumbGraphics

// The outputs apps add to a capture session: codes (QR and barcodes), photos and video frames.
// Each keeps its settings and delegate; nothing is delivered, since no camera feeds the session.

/// Something found in captured video, as `AVMetadataObject`.
open class AVMetadataObject: NSObject, @unchecked Sendable {
  /// The kind of object, as `AVMetadataObject.ObjectType` (iOS's identifiers).
  public struct ObjectType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let qr = ObjectType("org.iso.QRCode")
    public static let microQR = ObjectType("org.iso.MicroQR")
    public static let aztec = ObjectType("org.iso.Aztec")
    public static let dataMatrix = ObjectType("org.iso.DataMatrix")
    public static let pdf417 = ObjectType("org.iso.PDF417")
    public static let microPDF417 = ObjectType("org.iso.MicroPDF417")
    public static let ean13 = ObjectType("org.gs1.EAN-13")
    public static let ean8 = ObjectType("org.gs1.EAN-8")
    public static let upce = ObjectType("org.gs1.UPC-E")
    public static let itf14 = ObjectType("org.gs1.ITF14")
    public static let gs1DataBar = ObjectType("org.gs1.GS1DataBar")
    public static let gs1DataBarExpanded = ObjectType("org.gs1.GS1DataBarExpanded")
    public static let gs1DataBarLimited = ObjectType("org.gs1.GS1DataBarLimited")
    public static let code39 = ObjectType("org.iso.Code39")
    public static let code39Mod43 = ObjectType("org.iso.Code39Mod43")
    public static let code93 = ObjectType("com.intermec.Code93")
    public static let code128 = ObjectType("org.iso.Code128")
    public static let interleaved2of5 = ObjectType("org.ansi.Interleaved2of5")
    public static let codabar = ObjectType("Codabar")
    public static let face = ObjectType("face")
    public static let humanBody = ObjectType("mdta/com.apple.quicktime.detected-human-body")
    public static let humanFullBody = ObjectType("mdta/com.apple.quicktime.detected-human-full-body")
    public static let catBody = ObjectType("mdta/com.apple.quicktime.detected-cat-body")
    public static let dogBody = ObjectType("mdta/com.apple.quicktime.detected-dog-body")
    public static let catHead = ObjectType("mdta/com.apple.quicktime.detected-cat-head")
    public static let dogHead = ObjectType("mdta/com.apple.quicktime.detected-dog-head")
    public static let salientObject = ObjectType("mdta/com.apple.quicktime.detected-salient-object")
  }

  public let type: ObjectType
  public let time: CMTime
  public let duration: CMTime
  public let bounds: CGRect

  public init(type: ObjectType, time: CMTime = .zero, duration: CMTime = .invalid, bounds: CGRect = .zero) {
    self.type = type; self.time = time; self.duration = duration; self.bounds = bounds
    super.init()
  }
}

/// A code read from video, as `AVMetadataMachineReadableCodeObject`.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
  /// The decoded text (nil when the payload is not text).
  public let stringValue: String?
  /// The code's corners, in the same normalised coordinates as `bounds`.
  public let corners: [CGPoint]

  public init(type: ObjectType, stringValue: String?, bounds: CGRect = .zero, corners: [CGPoint] = []) {
    self.stringValue = stringValue; self.corners = corners
    super.init(type: type, bounds: bounds)
  }
}

/// A face found in video, as `AVMetadataFaceObject`.
open class AVMetadataFaceObject: AVMetadataObject, @unchecked Sendable {
  open var faceID: Int { 0 }
  open var hasRollAngle: Bool { false }
  open var rollAngle: CGFloat { 0 }
  open var hasYawAngle: Bool { false }
  open var yawAngle: CGFloat { 0 }
}

/// Receives codes found by a metadata output, as `AVCaptureMetadataOutputObjectsDelegate` (never
/// called here: no video arrives).
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
  func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                      from connection: AVCaptureConnection)
}
extension AVCaptureMetadataOutputObjectsDelegate {
  public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                             from connection: AVCaptureConnection) {}
}

/// Finds codes and faces in a session's video, as `AVCaptureMetadataOutput`. With no camera
/// input, `availableMetadataObjectTypes` is empty (as on iOS before a video input is connected);
/// the types an app asks for are kept, and its delegate is never called.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
  public override init() { super.init() }
  open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
  open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
  open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?,
                                       queue objectsCallbackQueue: DispatchQueue?) {
    metadataObjectsDelegate = objectsDelegate; metadataObjectsCallbackQueue = objectsCallbackQueue
  }
  open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
  open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
  /// The part of the picture searched, in normalised coordinates (all of it by default).
  open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// Settings for one photo, as `AVCapturePhotoSettings`.
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
  public let uniqueID: Int64
  public let format: [String: Any]?
  nonisolated(unsafe) private static var nextID: Int64 = 1
  private static let idLock = NSLock()

  public override convenience init() { self.init(format: nil) }
  public init(format: [String: Any]?) {
    self.format = format
    uniqueID = Self.idLock.withLock { defer { Self.nextID += 1 }; return Self.nextID }
    super.init()
  }
  public convenience init(from photoSettings: AVCapturePhotoSettings) {
    self.init(format: photoSettings.format)
    flashMode = photoSettings.flashMode
    photoQualityPrioritization = photoSettings.photoQualityPrioritization
  }

  open var flashMode: AVCaptureDevice.FlashMode = .off
  @available(iOS, deprecated: 16.0, message: "Use maxPhotoDimensions instead")
  open var isHighResolutionPhotoEnabled = false
  open var photoQualityPrioritization: AVCapturePhotoOutput.QualityPrioritization = .balanced
  open var isAutoRedEyeReductionEnabled = true
  open var previewPhotoFormat: [String: Any]?
  open var embeddedThumbnailPhotoFormat: [String: Any]?
  open var isDepthDataDeliveryEnabled = false
}

/// The settings a photo was taken with, as `AVCaptureResolvedPhotoSettings`.
open class AVCaptureResolvedPhotoSettings: NSObject, @unchecked Sendable {
  public let uniqueID: Int64
  init(uniqueID: Int64) { self.uniqueID = uniqueID; super.init() }
  open var isFlashEnabled: Bool { false }
  open var expectedPhotoCount: Int { 1 }
}

/// A captured photo, as `AVCapturePhoto` (none is ever captured here).
open class AVCapturePhoto: NSObject, @unchecked Sendable {
  override init() { super.init() }
  open func fileDataRepresentation() -> Data? { nil }
  open func cgImageRepresentation() -> CGImage? { nil }
  open func previewCGImageRepresentation() -> CGImage? { nil }
  open var metadata: [String: Any] { [:] }
  open var timestamp: CMTime { .zero }
  open var isRawPhoto: Bool { false }
}

/// Receives a photo's progress and result, as `AVCapturePhotoCaptureDelegate` (never called here).
public protocol AVCapturePhotoCaptureDelegate: AnyObject {
  func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
  func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
                   error: (any Error)?)
}
extension AVCapturePhotoCaptureDelegate {
  public func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
  public func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
  public func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
  public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {}
  public func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
                          error: (any Error)?) {}
}

/// Takes photos, as `AVCapturePhotoOutput`. A capture request is accepted and no photo comes
/// (warned once): on iOS a session without a camera cannot take one either.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
  /// Speed against quality, as `AVCapturePhotoOutput.QualityPrioritization`.
  public enum QualityPrioritization: Int, Sendable { case speed = 1, balanced = 2, quality = 3 }

  public override init() { super.init() }
  open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {
    RenderWarnings.warnOnce("AVCapturePhotoOutput.capturePhoto",
      "AVCapturePhotoOutput.capturePhoto(with:delegate:): there is no camera here; no photo is taken and the delegate is not called")
  }
  @available(iOS, deprecated: 16.0, message: "Use maxPhotoDimensions instead")
  open var isHighResolutionCaptureEnabled = false
  open var maxPhotoQualityPrioritization: QualityPrioritization = .balanced
  open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
  open var isLivePhotoCaptureSupported: Bool { false }
  open var isLivePhotoCaptureEnabled = false
  open var isDepthDataDeliverySupported: Bool { false }
  open var isDepthDataDeliveryEnabled = false
  open var isPortraitEffectsMatteDeliverySupported: Bool { false }
  open var availablePhotoCodecTypes: [String] { [] }
}

/// A buffer of captured media, as Core Media's `CMSampleBuffer` (none is ever delivered here).
public final class CMSampleBuffer: @unchecked Sendable {
  init() {}
}

/// Receives video frames, as `AVCaptureVideoDataOutputSampleBufferDelegate` (never called here).
public protocol AVCaptureVideoDataOutputSampleBufferDelegate: AnyObject {
  func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
  func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}
extension AVCaptureVideoDataOutputSampleBufferDelegate {
  public func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
  public func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
}

/// Hands out video frames, as `AVCaptureVideoDataOutput` (none arrive here).
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
  public override init() { super.init() }
  open private(set) weak var sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?
  open private(set) var sampleBufferCallbackQueue: DispatchQueue?
  open func setSampleBufferDelegate(_ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?,
                                    queue sampleBufferCallbackQueue: DispatchQueue?) {
    self.sampleBufferDelegate = sampleBufferDelegate; self.sampleBufferCallbackQueue = sampleBufferCallbackQueue
  }
  open var videoSettings: [String: Any]! = [:]
  open var alwaysDiscardsLateVideoFrames = true
  open var availableVideoPixelFormatTypes: [UInt32] { [] }
}
