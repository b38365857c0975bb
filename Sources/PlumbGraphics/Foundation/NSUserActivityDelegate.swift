import Foundation

/// Foundation's `NSUserActivityDelegate` (optional callbacks from `NSUserActivity`), which
/// Foundation on Linux does not have. Every method has an empty default, standing in for
/// Objective-C's `optional`; Plumbline's `NSUserActivity` never calls them.
public protocol NSUserActivityDelegate: NSObjectProtocol {
  func userActivityWillSave(_ userActivity: NSUserActivity)
  func userActivityWasContinued(_ userActivity: NSUserActivity)
  func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream)
}

extension NSUserActivityDelegate {
  public func userActivityWillSave(_ userActivity: NSUserActivity) {}
  public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
  public func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream) {}
}
