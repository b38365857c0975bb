// `import TipKit` brings SwiftUI along, as on iOS (a tip's `Text` and `Image` need no second import).
@_exported import SwiftUI
