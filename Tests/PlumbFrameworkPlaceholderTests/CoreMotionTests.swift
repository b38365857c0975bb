import CoreMotion
import Foundation
import Testing

/// Core Motion in a render: a device without motion hardware (docs/compatibility/frameworks.md,
/// "CoreMotion"). Nothing is available, updates never call their handlers, queries answer at once
/// with Core Motion's "not available" error.
@Suite struct CoreMotionTests {
  @Test func noSensorIsAvailableAndNoUpdateArrives() {
    let manager = CMMotionManager()
    #expect(!manager.isDeviceMotionAvailable && !manager.isAccelerometerAvailable && !manager.isGyroAvailable
            && !manager.isMagnetometerAvailable)
    manager.deviceMotionUpdateInterval = 1.0 / 60
    var calls = 0
    manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical, to: .main) { _, _ in calls += 1 }
    manager.startAccelerometerUpdates(to: OperationQueue()) { _, _ in calls += 1 }
    manager.startGyroUpdates(to: .main) { _, _ in calls += 1 }
    #expect(manager.deviceMotion == nil && manager.accelerometerData == nil && !manager.isDeviceMotionActive)
    #expect(manager.attitudeReferenceFrame == .xMagneticNorthZVertical)
    #expect(manager.deviceMotionUpdateInterval == 1.0 / 60)
    manager.stopDeviceMotionUpdates()
    CMAltimeter().startRelativeAltitudeUpdates(to: .main) { _, _ in calls += 1 }
    CMPedometer().startUpdates(from: Date()) { _, _ in calls += 1 }
    CMMotionActivityManager().startActivityUpdates(to: .main) { _ in calls += 1 }
    #expect(calls == 0)
    #expect(!CMPedometer.isStepCountingAvailable() && !CMAltimeter.isRelativeAltitudeAvailable()
            && !CMMotionActivityManager.isActivityAvailable())
  }

  @Test func queriesAnswerNotAvailable() {
    var errors: [NSError] = []
    CMPedometer().queryPedometerData(from: Date(timeIntervalSinceNow: -3600), to: Date()) { data, error in
      #expect(data == nil)
      if let error { errors.append(error as NSError) }
    }
    CMMotionActivityManager().queryActivityStarting(from: Date(timeIntervalSinceNow: -3600), to: Date(), to: .main) { activities, error in
      #expect(activities == nil)
      if let error { errors.append(error as NSError) }
    }
    #expect(errors.map(\.domain) == [CMErrorDomain, CMErrorDomain])
    #expect(errors.map(\.code) == [CMErrorMotionActivityNotAvailable, CMErrorMotionActivityNotAvailable])
  }

  @Test func samplesDescribeADeviceAtRest() {
    let motion = CMDeviceMotion()
    #expect(motion.gravity.z == -1 && motion.userAcceleration.x == 0)
    #expect(motion.attitude.quaternion.w == 1 && motion.attitude.roll == 0)
    #expect(CMAcceleration(x: 1, y: 2, z: 3).y == 2)
  }
}
