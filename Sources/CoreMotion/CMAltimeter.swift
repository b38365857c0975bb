import Foundation

/// Called with altitude changes, as `CMAltitudeHandler`.
public typealias CMAltitudeHandler = (CMAltitudeData?, (any Error)?) -> Void

/// The barometer, as Core Motion's `CMAltimeter`: absent in a render (no altitude is available
/// and no handler is called).
open class CMAltimeter: NSObject {
  public override init() { super.init() }
  open class func isRelativeAltitudeAvailable() -> Bool { false }
  open class func isAbsoluteAltitudeAvailable() -> Bool { false }
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
  open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAltitudeHandler) {}
  open func stopRelativeAltitudeUpdates() {}
}
