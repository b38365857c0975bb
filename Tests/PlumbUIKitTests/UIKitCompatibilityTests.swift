import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit
import XCTest

/// A representable whose view is kept, so that tests can read UIKit answers after layout.
private struct KeptView<V: UIView>: UIViewRepresentable {
  let view: V
  func makeUIView(context: Context) -> V { view }
  func updateUIView(_ uiView: V, context: Context) {}
}

private struct KeptController<C: UIViewController>: UIViewControllerRepresentable {
  let controller: C
  func makeUIViewController(context: Context) -> C { controller }
  func updateUIViewController(_ c: C, context: Context) {}
}

/// Asks `tabBarController` from inside SwiftUI content, as the corpus' TabBarAccessor does.
private final class AsksForTabBar: UIViewController {
  var asked: UITabBarController?? = .none
  override func viewDidLoad() { asked = .some(tabBarController) }
}

@Suite struct UIKitCompatibilityTests {
  /// iPhone 14: 47 pt at the top, 34 at the bottom (Device.iPhone14, Apple's device metrics).
  @Test @MainActor func windowAndViewSafeAreaInsetsAreTheDevicesOverlap() async throws {
    let probe = UIView(frame: .zero)
    let host = try await settledHost(KeptView(view: probe).frame(width: 100, height: 100).id("probe"))
    let window = try #require(probe.window)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    // The probe is centred well inside the safe area: it overlaps no unsafe band.
    #expect(host.layoutSnapshot.frame(id: "probe")?.minY == 378.5)  // 47 + (844 - 47 - 34 - 100) / 2
    #expect(probe.safeAreaInsets == .zero)

    // A full-screen view gets the device's insets; one reaching 20 pt into the top band gets 20.
    let full = UIView(frame: .zero)
    let fullHost = try await settledHost(KeptView(view: full).ignoresSafeArea(), device: .iPhone14)
    #expect(full.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let child = UIView(frame: CGRect(x: 0, y: 27, width: 50, height: 100))
    full.addSubview(child)
    #expect(child.safeAreaInsets.top == 20)
    #expect(child.safeAreaInsets.bottom == 0)
    // A 100 pt view at the bottom of the screen overlaps only the home-indicator band.
    let bottom = UIView(frame: .zero)
    let bottomHost = try await settledHost(VStack(spacing: 0) { Spacer(); KeptView(view: bottom).frame(height: 100) }.ignoresSafeArea())
    #expect(bottom.frame.minY == 744)
    #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // Outside any window: none.
    #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero)
    withExtendedLifetime((host, fullHost, bottomHost)) {}  // windows are held by their hosts
  }

  @Test @MainActor func scrollViewContentOffsetShiftsItsSubviews() async throws {
    let scroll = UIScrollView(frame: .zero)
    scroll.contentSize = CGSize(width: 200, height: 1000)
    let row = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
    row.backgroundColor = .systemRed
    scroll.addSubview(row)
    scroll.contentOffset = CGPoint(x: 0, y: 150)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 150))
    let host = try await settledHost(KeptView(view: scroll).frame(width: 200, height: 300).id("scroll"))
    let s = try #require(host.layoutSnapshot.frame(id: "scroll"))
    let r = try #require(host.layoutSnapshot.root.flattened.first { $0.name == "UIView" && $0.frame.height == 40 })
    #expect(same(r.frame, CGRect(x: s.minX, y: s.minY + 50, width: 200, height: 40)))
    // Drawn there too: red at the shifted row, not at its unscrolled place.
    let image = rasterise(host)
    let on = pixel(image, s.minX + 100, s.minY + 70), off = pixel(image, s.minX + 100, s.minY + 220)
    #expect(on.r == 255 && on.g == 59 && on.b == 48)  // systemRed
    #expect(!(off.r == 255 && off.g == 59))

    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))  // clear of the bands
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
  }

  /// Zooming scales the delegate's zoom view about the content origin, within the limits, and
  /// the scaled view is what is drawn.
  @Test @MainActor func scrollViewZoomScalesTheZoomView() async throws {
    final class Zoomer: UIScrollViewDelegate {
      let view: UIView
      var zooms = 0
      init(_ view: UIView) { self.view = view }
      func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
      func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let corner = UIView(frame: CGRect(x: 0, y: 0, width: 25, height: 25))
    corner.backgroundColor = .systemRed
    image.addSubview(corner)
    scroll.addSubview(image)
    scroll.zoomScale = 3
    #expect(scroll.zoomScale == 1, "no zoom view yet: unchanged")
    let zoomer = Zoomer(image)
    scroll.delegate = zoomer
    scroll.minimumZoomScale = 1
    scroll.maximumZoomScale = 4
    scroll.zoomScale = 2
    #expect(scroll.zoomScale == 2 && zoomer.zooms == 1)
    #expect(same(image.frame, CGRect(x: 0, y: 0, width: 200, height: 200)))
    #expect(scroll.contentSize == CGSize(width: 200, height: 200))
    scroll.zoomScale = 10
    #expect(scroll.zoomScale == 4)
    scroll.zoomScale = 0.5
    #expect(scroll.zoomScale == 1)
    // Zooming to the top-left quarter fills the bounds with it (scale 4, within the limit).
    scroll.zoom(to: CGRect(x: 0, y: 0, width: 25, height: 25), animated: false)
    #expect(scroll.zoomScale == 4)
    #expect(scroll.contentOffset == .zero)
    let host = try await settledHost(KeptView(view: scroll).frame(width: 100, height: 100).id("zoom"))
    let s = try #require(host.layoutSnapshot.frame(id: "zoom"))
    let picture = rasterise(host)
    // The red 25 × 25 corner now fills the whole 100 × 100 scroll view.
    for (x, y) in [(5.0, 5.0), (95.0, 95.0), (50.0, 90.0)] {
      let p = pixel(picture, s.minX + x, s.minY + y)
      #expect(p.r == 255 && p.g == 59 && p.b == 48, "at \(x), \(y): \(p)")
    }
  }

  @Test @MainActor func scrollViewAppearanceProxyConfiguresLaterScrollViews() {
    let before = UIScrollView(frame: .zero)
    #expect(before.bounces)
    UIScrollView.appearance().bounces = false
    defer { UIScrollView.appearance().bounces = true }
    #expect(UIScrollView(frame: .zero).bounces == false)
    #expect(before.bounces)  // made earlier: unchanged, as on iOS
  }

  @Test @MainActor func cgImageIsNilAndSaysWhy() {
    let (image, warnings) = RenderWarnings.collecting { UIImage(systemName: "star")?.cgImage }
    #expect(image == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("UIImage.cgImage:") == true)
  }
}

/// The tab bar tests collect warnings around a synchronous settle, which must run on the main
/// thread: XCTest's main-thread test methods do that (Swift Testing's main actor here does not).
final class UITabBarTests: XCTestCase {
  /// UIKit's tab bar on a Face ID iPhone: 49 pt plus the 34 pt home-indicator inset, at the
  /// bottom of the screen (Apple HIG "Tab bars"; UIKit's default layout). Confidence H.
  func testTabBarControllerLaysOutTheSelectedChildAndTheBar() throws { try MainActor.assumeIsolated {
    let first = UIViewController(), second = UIViewController()
    first.title = "One"; second.title = "Two"
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["One", "Two"])
    XCTAssertTrue(first.tabBarController === tabs)
    tabs.selectedIndex = 1
    XCTAssertTrue(tabs.selectedViewController === second)
    let (host, warnings) = try RenderWarnings.collecting { () throws -> ViewHost in
      let h = ViewHost(KeptController(controller: tabs).ignoresSafeArea(), device: .iPhone14)
      try h.settle()
      _ = h.displayList
      return h
    }
    let bar = try XCTUnwrap(host.layoutSnapshot.node(named: "UITabBar"))
    XCTAssertTrue(same(bar.frame, CGRect(x: 0, y: 844 - 83, width: 390, height: 83)), "\(bar.frame)")
    XCTAssertEqual(second.view.frame.size, CGSize(width: 390, height: 844))
    XCTAssertTrue(tabs.tabBar.selectedItem === second.tabBarItem)
    XCTAssertTrue(warnings.contains { $0.hasPrefix("UITabBar: ") }, "\(warnings)")
  } }

  func testTabBarControllerInsideSwiftUIContentIsNilWithAWarning() throws { try MainActor.assumeIsolated {
    let asker = AsksForTabBar()
    let (_, warnings) = try RenderWarnings.collecting { try ViewHost(KeptController(controller: asker), device: .iPhone14).settle() }
    XCTAssertEqual(asker.asked.map { $0 == nil }, true)
    XCTAssertTrue(warnings.contains { $0.hasPrefix("UIViewController.tabBarController:") }, "\(warnings)")
  } }
}
