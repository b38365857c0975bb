// The `CoreImage` module on Linux: `CIColor` (PlumbGraphics), the one Core Image type apps reach
// for in view code; `import UIKit` brings it too, as UIKit's headers import Core Image. No logic.
@_exported import CoreGraphics
