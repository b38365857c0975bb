// `import AppIntents` brings Foundation along, as on iOS, with what Linux Foundation lacks:
// PlumbGraphics' Foundation gap-fillers and CoreGraphics types (docs/compatibility/foundation.md),
// as the CoreGraphics facade brings them, and Foundation's `LocalizedStringResource` (iOS 16),
// which lives in PlumbUI (Localization/LocalizedStringResource.swift). Only that one type of
// PlumbUI is re-exported, with its `String` extensions (`String(localized:)`,
// `String.LocalizationValue`), not the rest of SwiftUI: an intent file that draws a view imports
// SwiftUI itself, as it must on iOS.
@_exported import Foundation
@_exported import PlumbGraphics
@_exported import struct PlumbUI.LocalizedStringResource
