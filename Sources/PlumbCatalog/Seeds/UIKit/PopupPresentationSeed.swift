import Foundation
import SwiftUI
import UIKit

// Scenario 3, built the way the app builds it: a custom presentation. The presentation
// controller inserts a black 50 % dimming view at index 0 of the container and fades it in
// alongside the transition; the animator scales the presented view from 0.7 and fades it in over
// 0.5 s with `usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7`, and the reverse on dismiss.

struct PopupHomeSeed: View {
  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Text("照片已备份。").foregroundColor(.secondary)
        Button("显示弹窗") { PopupController.present() }
          .id("showPopup")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .navigationTitle("相册")
    }
  }
}

/// The presented controller: a hosting controller for the card, presented `.custom`.
final class PopupController: UIHostingController<PopupCardContent> {
  // The transitioning delegate is weak in UIKit: the controller keeps it.
  private let transition = PopupTransition()

  init() {
    let box = ControllerBox()
    super.init(rootView: PopupCardContent { box.controller?.dismiss(animated: true) })
    box.controller = self
    modalPresentationStyle = .custom
    transitioningDelegate = transition
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
  }

  static func present() {
    guard let root = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first?.keyWindow?.rootViewController
    else { return }
    root.present(PopupController(), animated: true)
  }
}

struct PopupCardContent: View {
  let close: () -> Void

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: "checkmark.circle.fill")
        .font(.system(size: 44))
        .foregroundColor(.green)
      Text("备份完成").font(.headline)
      Text("1,204 张照片已安全保存在云端。")
        .font(.subheadline)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
      Button(action: close) {
        Text("好")
          .font(.headline)
          .foregroundColor(.white)
          .frame(maxWidth: .infinity, minHeight: 44)
          .background(Color.blue, in: RoundedRectangle(cornerRadius: 12))
      }
      .id("popupDone")
    }
    .padding(20)
    .frame(width: 280)
    .background(Color.white, in: RoundedRectangle(cornerRadius: 20))
    .id("popupCard")
  }
}

/// The transitioning-delegate trio: presentation controller, present and dismiss animators.
final class PopupTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                              source: UIViewController) -> UIPresentationController? {
    DimmingPresentationController(presentedViewController: presented, presenting: presenting)
  }
  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    PopupAnimator(presenting: true)
  }
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    PopupAnimator(presenting: false)
  }
}

final class DimmingPresentationController: UIPresentationController {
  let dimmingView = DimmingView()

  override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    }, completion: nil)
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    }, completion: nil)
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// The dimming view (its own class, so the layout tree names it).
final class DimmingView: UIView {}

final class PopupAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let duration = transitionDuration(using: transitionContext)
    if presenting {
      guard let view = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
      transitionContext.containerView.addSubview(view)
      view.frame = transitionContext.finalFrame(for: to)
      view.transform = CGAffineTransform(scaleX: 0.7, y: 0.7)
      view.alpha = 0
      UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7,
                     options: [], animations: {
        view.transform = .identity
        view.alpha = 1
      }) { finished in transitionContext.completeTransition(finished) }
    } else {
      guard let view = transitionContext.view(forKey: .from) else { return }
      UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7,
                     options: [], animations: {
        view.transform = CGAffineTransform(scaleX: 0.7, y: 0.7)
        view.alpha = 0
      }) { finished in transitionContext.completeTransition(finished) }
    }
  }
}
