// The `CoreGraphics` module on Linux: `import CoreGraphics` gets Foundation's geometry (CGFloat,
// CGPoint, CGSize, CGRect) and PlumbGraphics' CoreGraphics types (CGAffineTransform, CGColor,
// CGImage, CGFont, CGDataProvider) with the CoreFoundation names they use (CFString, CFData, …):
// the same types `import SwiftUI` and `import UIKit` give (docs/compatibility/uikit.md). No logic.
@_exported import Foundation
@_exported import PlumbGraphics
