import Foundation
import PlumbGraphics
import PlumbUI

/// Core Animation's clock in seconds, as QuartzCore's `CACurrentMediaTime()` (which `import UIKit`
/// brings on iOS). Inside a render it reads the render's main-queue clock (docs/time.md) plus a
/// fixed 1000 s, standing for the time the device has been up, so intervals measured with it
/// match what `DispatchQueue.main.asyncAfter` and `Task.sleep` wait and every run reads the same
/// values (and code comparing against a zero "last time" sees a device that is not just booted).
/// Outside a render it is the system's monotonic uptime, as on iOS.
public func CACurrentMediaTime() -> CFTimeInterval {
  if let clock = VirtualMainClock.current { return renderUptimeAtStart + clock.now }
  return ProcessInfo.processInfo.systemUptime
}

/// The uptime a render's clock starts at.
let renderUptimeAtStart: CFTimeInterval = 1000
