// The `SwiftUI` module on Linux: shipping view code keeps `import SwiftUI` and gets PlumbUI, the
// real implementation. This target holds no logic of its own (see docs/architecture.md); on Apple
// platforms a package should not build it (see README, "Use your app's views").
@_exported import PlumbUI
// iOS 18's SwiftUI imports SwiftUICore, so `SwiftUICore.Color` resolves under `import SwiftUI`.
@_exported import SwiftUICore
// On iOS `import SwiftUI` brings UIKit along (views use `UIScreen.main.bounds` with only this
// import), so the facade re-exports PlumbUIKit too (docs/compatibility/uikit.md).
@_exported import PlumbUIKit
// On iOS Foundation includes URLSession and URLRequest; on Linux they live in FoundationNetworking,
// which no iOS file imports, so the facade re-exports it (`URLSession.shared` then compiles).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
