import Foundation

/// How sure Core Motion is of an activity, as `CMMotionActivityConfidence`.
public enum CMMotionActivityConfidence: Int, Sendable { case low = 0, medium, high }

/// What the user was doing, as `CMMotionActivity` (nothing is known here).
open class CMMotionActivity: CMLogItem {
  open var confidence: CMMotionActivityConfidence { .low }
  open var startDate: Date { Date(timeIntervalSince1970: 0) }
  open var unknown: Bool { true }
  open var stationary: Bool { false }
  open var walking: Bool { false }
  open var running: Bool { false }
  open var automotive: Bool { false }
  open var cycling: Bool { false }
}

/// Called with activity updates, as `CMMotionActivityHandler`.
public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
/// Called with past activities, as `CMMotionActivityQueryHandler`.
public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, (any Error)?) -> Void

/// Activity recognition, as Core Motion's `CMMotionActivityManager`, on a device without it:
/// unavailable, queries answer at once with the "not available" error, updates never come.
open class CMMotionActivityManager: NSObject {
  public override init() { super.init() }
  open class func isActivityAvailable() -> Bool { false }
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
  open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                  withHandler handler: @escaping CMMotionActivityQueryHandler) {
    handler(nil, motionNotAvailable())
  }
  open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {}
  open func stopActivityUpdates() {}
}
