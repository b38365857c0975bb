import Foundation
import PlumbTestSupport
import Testing
import UIKit

/// The iPad pointer API (iPadOS 13.4): kept and never asked, since a render has no pointer
/// (docs/compatibility/uikit.md).
@Suite struct PointerInteractionTests {
  @Test @MainActor func pointerSettingsAreKeptAndNeverAsked() {
    final class Delegate: NSObject, UIPointerInteractionDelegate {
      var asked = 0
      func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        asked += 1
        return nil
      }
    }
    let button = UIButton(type: .system)
    #expect(!button.isPointerInteractionEnabled)
    button.isPointerInteractionEnabled = true
    var provided = 0
    button.pointerStyleProvider = { button, effect, shape in
      provided += 1
      return UIPointerStyle(effect: .lift(UITargetedPreview(view: button)), shape: .roundedRect(button.frame))
    }
    #expect(button.isPointerInteractionEnabled && button.pointerStyleProvider != nil)
    let delegate = Delegate()
    let interaction = UIPointerInteraction(delegate: delegate)
    button.addInteraction(interaction)
    #expect(interaction.view === button && interaction.isEnabled)
    interaction.invalidate()
    #expect(delegate.asked == 0 && provided == 0)
    let style = UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
    #expect(style.effect == nil && style.constrainedAxes == .vertical)
    #expect(UIPointerStyle.hidden().isHidden)
    if case .hover(_, let tint, let shadow, let scaled) = UIPointerEffect.hover(UITargetedPreview(view: button)) {
      #expect(tint == .overlay && !shadow && scaled)
    } else {
      Issue.record("hover's defaults")
    }
  }

  static let snippet = """
    import UIKit

    final class HoverButton: UIButton, UIPointerInteractionDelegate {
      func configure() {
        isPointerInteractionEnabled = true
        pointerStyleProvider = { button, proposedEffect, proposedShape in
          let preview = UITargetedPreview(view: button)
          return UIPointerStyle(effect: .lift(preview), shape: .roundedRect(button.frame, radius: 12))
        }
        addInteraction(UIPointerInteraction(delegate: self))
      }
      func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                              defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
      func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8)
        return UIPointerStyle(effect: .hover(UITargetedPreview(view: view, parameters: parameters), prefersShadow: true))
      }
      func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                              animator: UIPointerInteractionAnimating) {
        animator.addAnimations { self.alpha = 0.8 }
      }
    }
    """

  @Test(arguments: [5, 6]) func pointerCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
