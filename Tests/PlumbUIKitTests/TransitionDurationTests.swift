import Foundation
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// UIKit asks a custom animator for its duration with the transition's context, so an animator
/// that answers `transitionContext?.isAnimated == true ? 0.5 : 0` (seed e's ZCXPopup) runs for
/// 0.5 s, and so does the coordinator's alongside animation.
@Suite struct TransitionDurationTests {
  final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
      transitionContext?.isAnimated == true ? 0.5 : 0
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
      transitionContext.completeTransition(true)
    }
  }

  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { Animator() }
  }

  final class Presented: UIViewController {
    let delegate = Delegate()
    var duration: TimeInterval?
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      duration = transitionCoordinator?.transitionDuration
    }
  }

  @Test @MainActor func theAnimatorIsAskedWithTheTransitionContext() async throws {
    let presented = Presented()
    struct Root: View {
      let presented: Presented
      var body: some View {
        Button("open") {
          let root = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow?.rootViewController
          presented.modalPresentationStyle = .custom
          presented.transitioningDelegate = presented.delegate
          root?.present(presented, animated: true)
        }
        .id("open")
      }
    }
    let host = try await settledHost(Root(presented: presented))
    let open = try #require(host.layoutSnapshot.frame(id: "open"))
    try host.tap(at: CGPoint(x: open.midX, y: open.midY))
    try await host.settle()
    #expect(presented.duration == 0.5, "asked with nil, the animator answers 0")
  }
}
