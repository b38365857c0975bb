import Foundation

/// The appearance adaptive colours resolve against while a view is painted: the colour scheme of
/// its environment, whether it sits in an elevated presentation (a sheet), where iOS's dark
/// backgrounds are lighter, and its contrast. The painter sets it per node (Painter.paint), so `Color` resolves at
/// paint time, like SwiftUI's, without every paint function passing it along.
struct PaintAppearance: Hashable, Sendable {
  var colorScheme: ColorScheme
  var isElevated: Bool
  /// Increase Contrast (`ColorSchemeContrast.increased`): adaptive colours take their
  /// increased-contrast values.
  var isIncreasedContrast = false
  /// The iOS design drawn: system colours take that generation's values.
  var generation: DesignGeneration = .standard

  static let light = PaintAppearance(colorScheme: .light, isElevated: false)

  /// The appearance being painted (light outside any paint).
  static var current: PaintAppearance { scope }
  @TaskLocal private static var scope = PaintAppearance.light

  /// Runs `body` with `appearance` as the current one.
  static func with<R>(_ appearance: PaintAppearance, _ body: () throws -> R) rethrows -> R {
    try $scope.withValue(appearance, operation: body)
  }
}

/// Whether views are inside an elevated presentation (sheets, full-screen covers, popovers),
/// as UIKit's `UIUserInterfaceLevel.elevated`.
struct PresentationElevatedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  var isPresentationElevated: Bool {
    get { self[PresentationElevatedKey.self] }
    set { self[PresentationElevatedKey.self] = newValue }
  }
  /// The appearance this environment paints in.
  var paintAppearance: PaintAppearance {
    PaintAppearance(colorScheme: colorScheme, isElevated: isPresentationElevated,
                    isIncreasedContrast: colorSchemeContrast == .increased, generation: designGeneration)
  }
}
