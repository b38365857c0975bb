// AuthenticationServices as iOS declares it, on PlumbUIKit and PlumbUI
// (docs/compatibility/frameworks.md, "AuthenticationServices"). Its headers import UIKit (the
// Apple ID button is a UIControl, the presentation anchor a UIWindow), so `import
// AuthenticationServices` alone gives UIKit, as on iOS. Nothing authenticates in a render.
@_exported import UIKit
