import Foundation
import PlumbGraphics

/// An effect a `UIVisualEffectView` applies, as UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur of what lies behind, as UIKit's `UIBlurEffect`.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The material, as `UIBlurEffect.Style`.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark

    /// The tint the material lays over the blurred backdrop (light appearance), and its opacity:
    /// what is drawn in place of the blur.
    var tint: (white: CGFloat, alpha: CGFloat) {
      switch self {
      case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
           .systemThickMaterialDark, .systemChromeMaterialDark:
        return (0.1, 0.75)
      case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return (1, 0.45)
      case .systemThinMaterial, .systemThinMaterialLight, .extraLight: return (1, 0.6)
      case .systemThickMaterial, .systemThickMaterialLight, .prominent: return (1, 0.85)
      default: return (1, 0.72)
      }
    }
  }
  public let style: Style
  public init(style: Style) { self.style = style }
}

/// Vibrant content over a blur, as UIKit's `UIVibrancyEffect`.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  public init(blurEffect: UIBlurEffect) {}
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {}
}

/// How vibrant content is drawn, as UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view that blurs what lies behind it, as UIKit's `UIVisualEffectView`. The blur is not drawn:
/// the view is filled with the material's translucent tint, subviews go in `contentView`, and one
/// warning names the effect.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// Where subviews go, as on iOS.
  public let contentView = UIView(frame: .zero)
  open var effect: UIVisualEffect? {
    didSet { applyEffect() }
  }

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    applyEffect()
  }

  public override init(frame: CGRect) {
    effect = nil
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) { return nil }

  private func applyEffect() {
    if let blur = effect as? UIBlurEffect {
      RenderWarnings.warnOnce("UIVisualEffectView.blur",
        "UIVisualEffectView(UIBlurEffect): the blur is not drawn; the view is filled with the material's translucent tint")
      backgroundColor = UIColor(white: blur.style.tint.white, alpha: blur.style.tint.alpha)
    } else {
      backgroundColor = nil
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
