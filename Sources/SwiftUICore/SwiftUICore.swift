// The `SwiftUICore` module on Linux: since iOS 18 SwiftUI's core types (View, Color, Text…) live in
// SwiftUICore, which `import SwiftUI` brings along, so code names them `SwiftUICore.View`. Like the
// SwiftUI facade, this target holds no logic: it re-exports PlumbUI.
@_exported import PlumbUI
