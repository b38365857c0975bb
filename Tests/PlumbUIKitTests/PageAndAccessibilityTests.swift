import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

// UIPageControl's dots, UIPageViewController's current page and UIAccessibility's settings.

private struct Dots: UIViewRepresentable {
  func makeUIView(context: Context) -> UIPageControl {
    let c = UIPageControl()
    c.numberOfPages = 3
    c.currentPage = 1
    c.currentPageIndicatorTintColor = .systemRed
    c.pageIndicatorTintColor = .systemBlue
    return c
  }
  func updateUIView(_ uiView: UIPageControl, context: Context) {}
}

private final class Pages: UIPageViewController, UIPageViewControllerDataSource {
  func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
  func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    let first = UIViewController()
    first.view.backgroundColor = .systemGreen
    setViewControllers([first], direction: .forward, animated: false)
  }
}

private struct PagesView: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> Pages { Pages(transitionStyle: .scroll, navigationOrientation: .horizontal) }
  func updateUIViewController(_ uiViewController: Pages, context: Context) {}
}

@Suite struct PageAndAccessibilityTests {
  @Test @MainActor func aPageControlDrawsOneDotPerPageTheCurrentOneInItsColour() async throws {
    let image = try await renderView(Dots().frame(width: 100, height: 26),
                           options: ViewRenderOptions(device: .custom(width: 100, height: 26, scale: 1), background: nil)).image
    // Three 7 pt dots 9 pt apart, centred: their centres at 34, 50 and 66.
    let left = image[34, 13], middle = image[50, 13], right = image[66, 13], gap = image[42, 13]
    #expect(middle.r > 200 && middle.b < 100, "\(middle)")
    #expect(left.b > 200 && left.r < 100 && right.b > 200, "\(left) \(right)")
    #expect(gap.a == 0, "\(gap)")
  }

  @Test @MainActor func aPageViewControllerShowsItsCurrentPage() async throws {
    let image = try await renderView(PagesView(), options: ViewRenderOptions(device: .custom(width: 120, height: 200, scale: 1), background: nil)).image
    let p = image[60, 100]
    #expect(p.g > 150 && p.r < 120 && p.b < 120, "\(p)")
  }

  @Test @MainActor func assistiveFeaturesAreOffAndAnnouncementsAreAccepted() {
    #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue == "UIAccessibilityVoiceOverStatusDidChangeNotification")
  }
}
