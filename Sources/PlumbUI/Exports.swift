// PlumbUI: a SwiftUI-source-compatible view DSL and a layout engine that reproduces SwiftUI's
// frames (see docs/architecture.md and docs/layout-rules.md). Code written against SwiftUI compiles with
// `import PlumbUI`, which brings Foundation's CGFloat/CGRect and the shared PlumbGraphics data
// (Device, DisplayList, LayoutSnapshot) along, as `import SwiftUI` brings CoreGraphics.
@_exported import Foundation
@_exported import PlumbGraphics
@_exported import Observation
// SwiftUI re-exports Combine; so does PlumbUI (ObservableObject, @Published, publishers).
@_exported import PlumbCombine
// Foundation's NSItemProvider and the UTType/Transferable types drag and drop, file importers and
// ShareLink take (Linux Foundation has neither): see docs/compatibility/frameworks.md.
@_exported import CoreTransferable
// Foundation's AttributedString(markdown:) and its intents (Linux Foundation has no Markdown).
@_exported import PlumbMarkdown
