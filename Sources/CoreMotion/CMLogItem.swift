import Foundation

/// A timestamped sample, as Core Motion's `CMLogItem`: the base of every data object. No sample
/// is ever delivered in a render; these exist so handlers and stored samples type-check.
open class CMLogItem: NSObject {
  /// When the sample was taken, in seconds since boot.
  open var timestamp: TimeInterval { 0 }
}

/// An accelerometer sample, as `CMAccelerometerData` (rest: zero acceleration).
open class CMAccelerometerData: CMLogItem {
  open var acceleration: CMAcceleration { CMAcceleration() }
}

/// A gyroscope sample, as `CMGyroData`.
open class CMGyroData: CMLogItem {
  open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// A magnetometer sample, as `CMMagnetometerData`.
open class CMMagnetometerData: CMLogItem {
  open var magneticField: CMMagneticField { CMMagneticField() }
}

/// The device's attitude, as `CMAttitude` (the reference attitude: no rotation).
open class CMAttitude: NSObject {
  open var roll: Double { 0 }
  open var pitch: Double { 0 }
  open var yaw: Double { 0 }
  open var rotationMatrix: CMRotationMatrix { CMRotationMatrix() }
  open var quaternion: CMQuaternion { CMQuaternion() }
  /// Makes the attitude relative to `attitude` (every attitude here is the reference one).
  open func multiply(byInverseOf attitude: CMAttitude) {}
}

/// Fused motion, as `CMDeviceMotion`: a device at rest, face up.
open class CMDeviceMotion: CMLogItem {
  /// Where the sensors are, as `CMDeviceMotion.SensorLocation`.
  public enum SensorLocation: Int, Sendable { case `default` = 0, headphoneLeft, headphoneRight }
  open var attitude: CMAttitude { CMAttitude() }
  open var rotationRate: CMRotationRate { CMRotationRate() }
  open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
  open var userAcceleration: CMAcceleration { CMAcceleration() }
  open var magneticField: CMCalibratedMagneticField { CMCalibratedMagneticField() }
  open var heading: Double { -1 }
  open var sensorLocation: SensorLocation { .default }
}

/// An altitude change, as `CMAltitudeData`.
open class CMAltitudeData: CMLogItem {
  open var relativeAltitude: NSNumber { 0 }
  open var pressure: NSNumber { 101.325 }
}
