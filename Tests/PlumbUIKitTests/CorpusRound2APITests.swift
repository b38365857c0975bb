import Foundation
import SwiftUI
import Testing
import UIKit

/// APIs that round 2 of the compatibility corpus (docs/compat-corpus.md) found missing: colour
/// literals, haptic generators, and their effect (or none) on what is drawn.
@Suite struct CorpusRound2APITests {
  @Test @MainActor func colorLiteralThroughUIColorDrawsItsComponents() async {
    // Xcode writes `Color(#colorLiteral(...))`; the literal is a UIColor with these sRGB components.
    let tint = Color(#colorLiteral(red: 0.5818830132, green: 0.2156915367, blue: 1, alpha: 1))
    let host = ViewHost(Rectangle().fill(tint).frame(width: 10, height: 10))
    guard case .fill(_, .solid(let c), _)? = host.displayList.items.first else {
      Issue.record("expected a solid fill, got \(host.displayList.items)"); return
    }
    #expect([c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) } == [148, 55, 255, 255])
    let direct: Color = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 0.5)
    let r = direct.resolve(in: EnvironmentValues())
    #expect([r.red, r.green, r.blue, r.opacity] == [0, 0.5, 1, 0.5])
    let untyped = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(type(of: untyped) == UIColor.self)
  }

  @Test @MainActor func hapticGeneratorsCompileWithUIKitsRawValuesAndDrawNothing() async {
    #expect([UIImpactFeedbackGenerator.FeedbackStyle.light, .medium, .heavy, .soft, .rigid].map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect([UINotificationFeedbackGenerator.FeedbackType.success, .warning, .error].map(\.rawValue) == [0, 1, 2])
    let (_, warnings) = RenderWarnings.collecting {
      let impact = UIImpactFeedbackGenerator(style: .rigid)
      impact.prepare()
      impact.impactOccurred()
      impact.impactOccurred(intensity: 0.5)
      UINotificationFeedbackGenerator().notificationOccurred(.success)
      UISelectionFeedbackGenerator().selectionChanged()
    }
    #expect(warnings.isEmpty)
  }
}
