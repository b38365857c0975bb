// The `UIKit` module on Linux: code that says `import UIKit` gets PlumbUIKit, a subset of UIKit
// drawn by Plumbline's pipeline (docs/compatibility/uikit.md). No logic lives here.
@_exported import PlumbUIKit
