/// Which iOS design a render draws. The system's chrome (list cells, buttons, bars, controls) and
/// its palette change between generations: iOS 26's design against iOS 18's before it, which an
/// app still gets when its Info.plist sets `UIDesignRequiresCompatibility`. A render trait
/// (`RenderTraits.designGeneration`), a golden variant (`name.ios26.png`), `--design` on the
/// command line and plumb.json's `variants.design` choose it (docs/design-generations.md).
public enum DesignGeneration: String, CaseIterable, Hashable, Sendable {
  /// The design of iOS 17 and 18.
  case iOS18 = "ios18"
  /// The design of iOS 26.
  case iOS26 = "ios26"

  /// What a render draws when nothing chooses: iOS 18's design until iOS 26's is drawn whole
  /// (docs/design-generations.md, "What is drawn").
  public static let standard: DesignGeneration = .iOS18
}

struct DesignGenerationKey: EnvironmentKey { static var defaultValue: DesignGeneration { .standard } }

extension EnvironmentValues {
  /// The design generation views are drawn in (a render trait; not SwiftUI API).
  package var designGeneration: DesignGeneration {
    get { self[DesignGenerationKey.self] }
    set { self[DesignGenerationKey.self] = newValue }
  }
}
