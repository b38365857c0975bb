// `import WidgetKit` brings SwiftUI along, as on iOS (entry views need no second import).
@_exported import SwiftUI
