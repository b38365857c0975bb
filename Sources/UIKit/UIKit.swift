// The `UIKit` module on Linux: code that says `import UIKit` gets PlumbUIKit, a subset of UIKit
// drawn by Plumbline's pipeline (docs/compatibility/uikit.md). No logic lives here.
@_exported import PlumbUIKit
// UIKit's headers import CoreGraphics and Core Image, so `import UIKit` alone gives
// CGAffineTransform, CGFont and CIColor: the very types PlumbUI uses, not copies.
@_exported import CoreGraphics
@_exported import CoreImage
// URLSession and URLRequest, part of Foundation on iOS, are in FoundationNetworking on Linux.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
