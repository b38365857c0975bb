import Foundation
import PlumbTestSupport
import Testing

/// Motion code as apps write it (docs/compatibility/frameworks.md, "CoreMotion"), type-checked in
/// both language modes.
@Suite struct CoreMotionSnippetTests {
  static let snippet = """
    import CoreMotion
    import SwiftUI

    @MainActor final class MotionModel: ObservableObject {
      @Published var pitch = 0.0
      @Published var steps = 0
      private let manager = CMMotionManager()
      private let pedometer = CMPedometer()
      private let altimeter = CMAltimeter()
      private let activity = CMMotionActivityManager()

      func start() {
        guard manager.isDeviceMotionAvailable else { return }
        manager.deviceMotionUpdateInterval = 1.0 / 60.0
        manager.startDeviceMotionUpdates(to: .main) { [weak self] motion, error in
          guard let motion, error == nil else { return }
          let attitude: CMAttitude = motion.attitude
          let gravity: CMAcceleration = motion.gravity
          let rate: CMRotationRate = motion.rotationRate
          MainActor.assumeIsolated { self?.pitch = attitude.pitch + gravity.x + rate.z }
        }
        if manager.isAccelerometerAvailable {
          manager.accelerometerUpdateInterval = 0.1
          manager.startAccelerometerUpdates(to: OperationQueue()) { (data: CMAccelerometerData?, _) in
            _ = data?.acceleration.x; _ = data?.timestamp
          }
        }
        manager.startGyroUpdates(to: .main) { (data: CMGyroData?, _) in _ = data?.rotationRate.y }
        if CMPedometer.isStepCountingAvailable() {
          pedometer.startUpdates(from: Date()) { data, _ in
            let steps = data?.numberOfSteps.intValue ?? 0
            DispatchQueue.main.async { [weak self] in self?.steps = steps }
          }
        }
        if CMAltimeter.isRelativeAltitudeAvailable() {
          altimeter.startRelativeAltitudeUpdates(to: .main) { data, _ in _ = data?.relativeAltitude.doubleValue }
        }
        if CMMotionActivityManager.isActivityAvailable() {
          activity.startActivityUpdates(to: .main) { activity in _ = activity?.walking }
        }
      }

      func stop() {
        manager.stopDeviceMotionUpdates()
        manager.stopAccelerometerUpdates()
        manager.stopGyroUpdates()
        pedometer.stopUpdates()
        altimeter.stopRelativeAltitudeUpdates()
        activity.stopActivityUpdates()
        let item: CMLogItem = CMDeviceMotion()
        _ = item.timestamp
      }
    }
    """

  @Test(arguments: [5, 6]) func motionCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
