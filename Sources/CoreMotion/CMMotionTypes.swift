import Foundation

// The measurement structures Core Motion's data objects carry, as Core Motion declares them.

/// Acceleration in g along the device's axes, as `CMAcceleration`.
public struct CMAcceleration: Sendable {
  public var x: Double, y: Double, z: Double
  public init() { x = 0; y = 0; z = 0 }
  public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// Rotation in radians per second about the device's axes, as `CMRotationRate`.
public struct CMRotationRate: Sendable {
  public var x: Double, y: Double, z: Double
  public init() { x = 0; y = 0; z = 0 }
  public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// A magnetic field in microteslas, as `CMMagneticField`.
public struct CMMagneticField: Sendable {
  public var x: Double, y: Double, z: Double
  public init() { x = 0; y = 0; z = 0 }
  public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}

/// How well a magnetic field reading is calibrated, as `CMMagneticFieldCalibrationAccuracy`.
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
  case uncalibrated = -1, low, medium, high
}

/// A calibrated magnetic field, as `CMCalibratedMagneticField`.
public struct CMCalibratedMagneticField: Sendable {
  public var field: CMMagneticField
  public var accuracy: CMMagneticFieldCalibrationAccuracy
  public init() { field = CMMagneticField(); accuracy = .uncalibrated }
  public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) { self.field = field; self.accuracy = accuracy }
}

/// A rotation as a unit quaternion, as `CMQuaternion`.
public struct CMQuaternion: Sendable {
  public var x: Double, y: Double, z: Double, w: Double
  public init() { x = 0; y = 0; z = 0; w = 1 }
  public init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }
}

/// A rotation as a 3×3 matrix, as `CMRotationMatrix`.
public struct CMRotationMatrix: Sendable {
  public var m11: Double, m12: Double, m13: Double
  public var m21: Double, m22: Double, m23: Double
  public var m31: Double, m32: Double, m33: Double
  public init() { m11 = 1; m12 = 0; m13 = 0; m21 = 0; m22 = 1; m23 = 0; m31 = 0; m32 = 0; m33 = 1 }
  public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
    self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m21 = m21; self.m22 = m22; self.m23 = m23
    self.m31 = m31; self.m32 = m32; self.m33 = m33
  }
}

/// The frames an attitude can be measured against, as `CMAttitudeReferenceFrame`.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
  public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
  public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
  public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// Whether the app may read motion data, as `CMAuthorizationStatus`.
public enum CMAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, restricted, denied, authorized
}

/// Core Motion's error domain, as `CMErrorDomain`.
public let CMErrorDomain = "CMErrorDomain"

/// The code of the error a query on hardware that is absent answers with, as Core Motion's
/// `CMErrorMotionActivityNotAvailable`.
public let CMErrorMotionActivityNotAvailable = 104

/// The "not available" error Core Motion's queries answer with in a render (no motion hardware).
func motionNotAvailable() -> NSError {
  NSError(domain: CMErrorDomain, code: CMErrorMotionActivityNotAvailable,
          userInfo: [NSLocalizedDescriptionKey: "Motion data is not available on this device."])
}
