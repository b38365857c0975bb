import Foundation
import PlumbGraphics

/// A capture pipeline, as `AVCaptureSession`: inputs, outputs and a running state. Configuration
/// is kept, `startRunning()` sets `isRunning` (and posts `AVCaptureSessionDidStartRunning`), and no
/// frame, photo or code is ever delivered: there is no camera (AVCaptureDevice.swift).
open class AVCaptureSession: NSObject, @unchecked Sendable {
  /// A quality level, as `AVCaptureSession.Preset`.
  public struct Preset: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let photo = Preset("AVCaptureSessionPresetPhoto")
    public static let high = Preset("AVCaptureSessionPresetHigh")
    public static let medium = Preset("AVCaptureSessionPresetMedium")
    public static let low = Preset("AVCaptureSessionPresetLow")
    public static let cif352x288 = Preset("AVCaptureSessionPreset352x288")
    public static let vga640x480 = Preset("AVCaptureSessionPreset640x480")
    public static let hd1280x720 = Preset("AVCaptureSessionPreset1280x720")
    public static let hd1920x1080 = Preset("AVCaptureSessionPreset1920x1080")
    public static let hd4K3840x2160 = Preset("AVCaptureSessionPreset3840x2160")
    public static let iFrame960x540 = Preset("AVCaptureSessionPresetiFrame960x540")
    public static let iFrame1280x720 = Preset("AVCaptureSessionPresetiFrame1280x720")
    public static let inputPriority = Preset("AVCaptureSessionPresetInputPriority")
  }

  /// Why a session was interrupted, as `AVCaptureSession.InterruptionReason`.
  public enum InterruptionReason: Int, Sendable {
    case videoDeviceNotAvailableInBackground = 1, audioDeviceInUseByAnotherClient, videoDeviceInUseByAnotherClient,
         videoDeviceNotAvailableWithMultipleForegroundApps, videoDeviceNotAvailableDueToSystemPressure
  }

  private let lock = NSLock()
  private var storedInputs: [AVCaptureInput] = []
  private var storedOutputs: [AVCaptureOutput] = []
  private var running = false
  private var configurationDepth = 0

  public override init() { super.init() }

  open var sessionPreset: Preset = .high
  open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
  open var inputs: [AVCaptureInput] { lock.withLock { storedInputs } }
  open var outputs: [AVCaptureOutput] { lock.withLock { storedOutputs } }
  /// No connections: there is no device to connect outputs to.
  open var connections: [AVCaptureConnection] { [] }
  open var automaticallyConfiguresApplicationAudioSession = true
  open var usesApplicationAudioSession = true
  open var automaticallyConfiguresCaptureDeviceForWideColor = true
  open var isInterrupted: Bool { false }
  open var isMultitaskingCameraAccessSupported: Bool { false }
  open var isMultitaskingCameraAccessEnabled = false

  open func canAddInput(_ input: AVCaptureInput) -> Bool { lock.withLock { !storedInputs.contains(input) } }
  open func addInput(_ input: AVCaptureInput) { lock.withLock { if !storedInputs.contains(input) { storedInputs.append(input) } } }
  open func removeInput(_ input: AVCaptureInput) { lock.withLock { storedInputs.removeAll { $0 === input } } }
  open func canAddOutput(_ output: AVCaptureOutput) -> Bool { lock.withLock { !storedOutputs.contains(output) } }
  open func addOutput(_ output: AVCaptureOutput) {
    lock.withLock { if !storedOutputs.contains(output) { storedOutputs.append(output) } }
  }
  open func removeOutput(_ output: AVCaptureOutput) { lock.withLock { storedOutputs.removeAll { $0 === output } } }
  open func addInputWithNoConnections(_ input: AVCaptureInput) { addInput(input) }
  open func addOutputWithNoConnections(_ output: AVCaptureOutput) { addOutput(output) }
  open func canAddConnection(_ connection: AVCaptureConnection) -> Bool { false }
  open func addConnection(_ connection: AVCaptureConnection) {}
  open func removeConnection(_ connection: AVCaptureConnection) {}

  open func beginConfiguration() { lock.withLock { configurationDepth += 1 } }
  open func commitConfiguration() { lock.withLock { configurationDepth = max(0, configurationDepth - 1) } }

  /// Starts the session: it runs, and delivers nothing (no camera).
  open func startRunning() {
    let started = lock.withLock { () -> Bool in
      defer { running = true }
      return !running
    }
    if started {
      RenderWarnings.warnOnce("AVCaptureSession.startRunning",
        "AVCaptureSession.startRunning(): there is no camera or microphone here; the session runs and delivers no frame, photo or code")
      NotificationCenter.default.post(name: .AVCaptureSessionDidStartRunning, object: self)
    }
  }
  open func stopRunning() {
    let stopped = lock.withLock { () -> Bool in
      defer { running = false }
      return running
    }
    if stopped { NotificationCenter.default.post(name: .AVCaptureSessionDidStopRunning, object: self) }
  }
  open var isRunning: Bool { lock.withLock { running } }
}

/// A session that runs several cameras at once, as `AVCaptureMultiCamSession` (never supported here).
open class AVCaptureMultiCamSession: AVCaptureSession, @unchecked Sendable {
  open class var isMultiCamSupported: Bool { false }
}

extension NSNotification.Name {
  public static let AVCaptureSessionRuntimeError = NSNotification.Name("AVCaptureSessionRuntimeErrorNotification")
  public static let AVCaptureSessionDidStartRunning = NSNotification.Name("AVCaptureSessionDidStartRunningNotification")
  public static let AVCaptureSessionDidStopRunning = NSNotification.Name("AVCaptureSessionDidStopRunningNotification")
  public static let AVCaptureSessionWasInterrupted = NSNotification.Name("AVCaptureSessionWasInterruptedNotification")
  public static let AVCaptureSessionInterruptionEnded = NSNotification.Name("AVCaptureSessionInterruptionEndedNotification")
}

/// The user-info key of a runtime error's `AVError`.
public let AVCaptureSessionErrorKey = "AVCaptureSessionErrorKey"
/// The user-info key of an interruption's reason.
public let AVCaptureSessionInterruptionReasonKey = "AVCaptureSessionInterruptionReasonKey"

/// A source of media for a session, as `AVCaptureInput`.
open class AVCaptureInput: NSObject, @unchecked Sendable {
  /// One stream of an input, as `AVCaptureInput.Port`.
  open class Port: NSObject, @unchecked Sendable {
    public let mediaType: AVMediaType
    init(mediaType: AVMediaType) { self.mediaType = mediaType; super.init() }
    open var isEnabled = true
  }
  override init() { super.init() }
  open var ports: [Port] { [] }
}

/// A device as a session's input, as `AVCaptureDeviceInput`.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
  public let device: AVCaptureDevice

  /// An input for `device` (no device exists here, so this is never reached in practice).
  public init(device: AVCaptureDevice) throws { self.device = device; super.init() }
  open override var ports: [Port] { [Port(mediaType: device.hasMediaType(.audio) ? .audio : .video)] }
}

/// A destination of a session's media, as `AVCaptureOutput`.
open class AVCaptureOutput: NSObject, @unchecked Sendable {
  override init() { super.init() }
  /// No connections: there is no device.
  open var connections: [AVCaptureConnection] { [] }
  open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
  open func transformedMetadataObject(for metadataObject: AVMetadataObject, connection: AVCaptureConnection) -> AVMetadataObject? {
    metadataObject
  }
  open func metadataOutputRectConverted(fromOutputRect rect: CGRect) -> CGRect { rect }
  open func outputRectConverted(fromMetadataOutputRect rect: CGRect) -> CGRect { rect }
}

/// A link between an input's port and an output, as `AVCaptureConnection`. None is made here;
/// one made by code keeps its settings.
open class AVCaptureConnection: NSObject, @unchecked Sendable {
  public let inputPorts: [AVCaptureInput.Port]
  public private(set) weak var output: AVCaptureOutput?

  public init(inputPorts ports: [AVCaptureInput.Port], output: AVCaptureOutput) {
    inputPorts = ports; self.output = output; super.init()
  }

  open var isEnabled = true
  open var isActive: Bool { false }
  @available(iOS, deprecated: 17.0, message: "Use videoRotationAngle instead")
  open var isVideoOrientationSupported: Bool { true }
  @available(iOS, deprecated: 17.0, message: "Use videoRotationAngle instead")
  open var videoOrientation: AVCaptureVideoOrientation = .portrait
  open var videoRotationAngle: CGFloat = 90
  open func isVideoRotationAngleSupported(_ videoRotationAngle: CGFloat) -> Bool {
    [0, 90, 180, 270].contains(videoRotationAngle)
  }
  open var isVideoMirroringSupported: Bool { true }
  open var automaticallyAdjustsVideoMirroring = true
  open var isVideoMirrored = false
  open var isVideoStabilizationSupported: Bool { false }
  open var preferredVideoStabilizationMode: AVCaptureVideoStabilizationMode = .off
  open var activeVideoStabilizationMode: AVCaptureVideoStabilizationMode { .off }
}

/// Video stabilization, as `AVCaptureVideoStabilizationMode`.
public enum AVCaptureVideoStabilizationMode: Int, Sendable {
  case off = 0, standard = 1, cinematic = 2, cinematicExtended = 3, previewOptimized = 4, cinematicExtendedEnhanced = 5
  case auto = -1
}
