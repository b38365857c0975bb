import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// `transitionCoordinator?.animate(alongsideTransition:)` as apps call it, with the completion
/// left out (UIKit imports it with `completion` defaulting to nil).
@Suite struct TransitionCoordinatorTests {
  final class Presented: UIViewController {
    var alongside = false, completed = false, curve: UIView.AnimationCurve?
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      transitionCoordinator?.animate(alongsideTransition: { context in
        self.alongside = true
        self.curve = context.completionCurve
      })
      transitionCoordinator?.animate(alongsideTransition: nil) { context in
        self.completed = !context.isCancelled && !context.isInteractive
      }
    }
  }

  @Test @MainActor func alongsideBlockWithoutCompletionRuns() async throws {
    let presented = Presented()
    struct Root: View {
      let presented: Presented
      var body: some View {
        Button("open") {
          let root = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow?.rootViewController
          presented.modalPresentationStyle = .overFullScreen
          root?.present(presented, animated: false)
        }
        .id("open")
      }
    }
    let host = try await settledHost(Root(presented: presented))
    let open = try #require(host.layoutSnapshot.frame(id: "open"))
    try host.tap(at: CGPoint(x: open.midX, y: open.midY))
    try await host.settle()
    #expect(presented.presentingViewController != nil)
    #expect(presented.alongside && presented.curve == .easeInOut)
    #expect(presented.completed)
    #expect(presented.transitionCoordinator == nil, "gone once the transition ends")
  }
}
