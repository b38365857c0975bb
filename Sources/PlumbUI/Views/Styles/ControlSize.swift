import Foundation

/// The size class of the controls in a view, as SwiftUI's `ControlSize`.
///
/// What it changes here (docs/compatibility/controls.md): the padding and corner radius of the
/// bordered button looks, and the spinner of an indeterminate `ProgressView` (`.large` draws
/// UIKit's 37-pt large indicator, the others its 20-pt medium one). Switches and sliders keep
/// their one iOS size, as UISwitch and UISlider do.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large
  /// iOS 17's extra-large size.
  case extraLarge
}

extension ControlSize {
  /// Horizontal × vertical padding of `.bordered`/`.borderedProminent` labels in iOS 18's design.
  /// `.regular` is the 12 × 7 pt the bordered look always had; the rest are **L** (scaled to look
  /// like iOS 17).
  var borderedPadding: CGSize {
    switch self {
    case .mini: CGSize(width: 8, height: 3)
    case .small: CGSize(width: 10, height: 5)
    case .regular: CGSize(width: 12, height: 7)
    case .large: CGSize(width: 20, height: 14)
    case .extraLarge: CGSize(width: 24, height: 17)
    }
  }

  /// The default corner radius of the bordered looks at this size (**L**; 6 pt at `.regular`).
  var borderedCornerRadius: CGFloat {
    switch self {
    case .mini: 4
    case .small: 5
    case .regular: 6
    case .large: 12
    case .extraLarge: 14
    }
  }
}

/// What the bordered button looks draw for a control size in a design generation
/// (docs/design-generations.md, "Buttons"): iOS 26 makes the automatic shape a capsule, fills
/// `.bordered` with the secondary system fill instead of the tint at 15 %; the padding is iOS 18's
/// (a regular "Reset Filter" is 109.67 pt wide on iOS 26: its title and 12 pt on each side).
struct BorderedButtonMetrics {
  let size: ControlSize
  let generation: DesignGeneration

  var padding: CGSize { size.borderedPadding }

  /// Whether `.bordered` fills with its tint at 15 % (iOS 18) rather than a grey (iOS 26).
  var tintedFill: Bool { generation == .iOS18 }

  func shape(_ border: ButtonBorderShape) -> AnyShape {
    if generation == .iOS26, border == .automatic { return ButtonBorderShape.capsule.shape(defaultRadius: 0) }
    return border.shape(defaultRadius: size.borderedCornerRadius)
  }
}

struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }

extension EnvironmentValues {
  /// The size of the controls below (`.controlSize(_:)`), `.regular` by default.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the size of the controls in this view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }
}
