// QuickLook's preview controller, as iOS's QuickLook framework declares it, on PlumbUIKit, with
// SwiftUI's `quickLookPreview` modifiers (QuickLook's SwiftUI overlay on iOS)
// (docs/compatibility/frameworks.md, "QuickLook"). QuickLook's headers import UIKit, so
// `import QuickLook` alone gives UIViewController, as on iOS.
@_exported import UIKit
