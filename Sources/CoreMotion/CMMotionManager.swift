import Foundation

/// Called with accelerometer samples, as `CMAccelerometerHandler`.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// Called with gyroscope samples, as `CMGyroHandler`.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// Called with magnetometer samples, as `CMMagnetometerHandler`.
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
/// Called with fused motion, as `CMDeviceMotionHandler`.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// The motion sensors, as Core Motion's `CMMotionManager`, on a device that has none, as the
/// iOS simulator: every `is…Available` is false, updates can be started and stopped but no
/// handler is ever called and no sample is kept, so a render shows the app's state before any
/// motion (docs/compatibility/frameworks.md, "CoreMotion").
open class CMMotionManager: NSObject {
  open var accelerometerUpdateInterval: TimeInterval = 0.01
  open var gyroUpdateInterval: TimeInterval = 0.01
  open var magnetometerUpdateInterval: TimeInterval = 0.01
  open var deviceMotionUpdateInterval: TimeInterval = 0.01
  open var showsDeviceMovementDisplay = false

  public override init() { super.init() }

  open var isAccelerometerAvailable: Bool { false }
  open var isAccelerometerActive: Bool { false }
  open var accelerometerData: CMAccelerometerData? { nil }
  open func startAccelerometerUpdates() {}
  open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
  open func stopAccelerometerUpdates() {}

  open var isGyroAvailable: Bool { false }
  open var isGyroActive: Bool { false }
  open var gyroData: CMGyroData? { nil }
  open func startGyroUpdates() {}
  open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
  open func stopGyroUpdates() {}

  open var isMagnetometerAvailable: Bool { false }
  open var isMagnetometerActive: Bool { false }
  open var magnetometerData: CMMagnetometerData? { nil }
  open func startMagnetometerUpdates() {}
  open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {}
  open func stopMagnetometerUpdates() {}

  open var isDeviceMotionAvailable: Bool { false }
  open var isDeviceMotionActive: Bool { false }
  open var deviceMotion: CMDeviceMotion? { nil }
  /// The frame device motion is reported in (the one last started with, else the default).
  open private(set) var attitudeReferenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical
  open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }
  open func startDeviceMotionUpdates() {}
  open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
  open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) { attitudeReferenceFrame = referenceFrame }
  open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                     withHandler handler: @escaping CMDeviceMotionHandler) {
    attitudeReferenceFrame = referenceFrame
  }
  open func stopDeviceMotionUpdates() {}
}
