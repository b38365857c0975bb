import Foundation

/// Step counts over a period, as `CMPedometerData`.
open class CMPedometerData: NSObject {
  open var startDate: Date { Date(timeIntervalSince1970: 0) }
  open var endDate: Date { Date(timeIntervalSince1970: 0) }
  open var numberOfSteps: NSNumber { 0 }
  open var distance: NSNumber? { nil }
  open var floorsAscended: NSNumber? { nil }
  open var floorsDescended: NSNumber? { nil }
  open var currentPace: NSNumber? { nil }
  open var currentCadence: NSNumber? { nil }
  open var averageActivePace: NSNumber? { nil }
}

/// A pause or resumption of walking, as `CMPedometerEvent`.
open class CMPedometerEvent: NSObject {
  open var date: Date { Date(timeIntervalSince1970: 0) }
  open var type: CMPedometerEventType { .pause }
}

/// The kind of a pedometer event, as `CMPedometerEventType`.
public enum CMPedometerEventType: Int, Sendable { case pause = 0, resume }

/// Called with pedometer data, as `CMPedometerHandler`.
public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
/// Called with pedometer events, as `CMPedometerEventHandler`.
public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

/// The step counter, as Core Motion's `CMPedometer`, on a device without one: nothing is
/// available, a query answers at once with Core Motion's "not available" error
/// (`CMErrorDomain`, code 104), and live updates never call their handler.
open class CMPedometer: NSObject {
  public override init() { super.init() }
  open class func isStepCountingAvailable() -> Bool { false }
  open class func isDistanceAvailable() -> Bool { false }
  open class func isFloorCountingAvailable() -> Bool { false }
  open class func isPaceAvailable() -> Bool { false }
  open class func isCadenceAvailable() -> Bool { false }
  open class func isPedometerEventTrackingAvailable() -> Bool { false }
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

  open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
    handler(nil, motionNotAvailable())
  }
  open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {}
  open func stopUpdates() {}
  open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {}
  open func stopEventUpdates() {}
}
