import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// A custom view class (its name must show in the layout tree) with a corner radius.
private final class BadgeView: UIView {
  var laidOut = 0
  override func layoutSubviews() {
    laidOut += 1
    subviews.first?.frame = CGRect(x: 10, y: 10, width: bounds.width - 20, height: 20)
  }
}

/// A representable holding a small tree: a red card with a badge (laid out in layoutSubviews)
/// and a hidden view, a transformed one and a half-transparent one.
private struct CardRepresentable: UIViewRepresentable {
  final class Coordinator { var updates = 0 }
  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> UIView {
    let card = UIView(frame: .zero)
    card.backgroundColor = .systemRed
    let badge = BadgeView(frame: CGRect(x: 20, y: 30, width: 100, height: 40))
    badge.backgroundColor = .systemBlue
    badge.layer.cornerRadius = 8
    let inner = UIView()
    inner.backgroundColor = .white
    badge.addSubview(inner)
    card.addSubview(badge)
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    hidden.backgroundColor = .black
    hidden.isHidden = true
    card.insertSubview(hidden, at: 0)
    let scaled = UIView(frame: CGRect(x: 150, y: 100, width: 40, height: 40))
    scaled.backgroundColor = .systemGreen
    scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    card.addSubview(scaled)
    let faded = UIView(frame: CGRect(x: 0, y: 150, width: 40, height: 40))
    faded.backgroundColor = .black
    faded.alpha = 0.5
    card.addSubview(faded)
    return card
  }
  func updateUIView(_ uiView: UIView, context: Context) { context.coordinator.updates += 1 }
}

@Suite struct UIViewTreeTests {
  @Test @MainActor func viewsAreLaidOutPaintedAndListed() async throws {
    let view = CardRepresentable().frame(width: 200, height: 200).id("card")
    let host = try await settledHost(view)
    let layout = host.layoutSnapshot
    let card = try #require(layout.frame(id: "card"))
    #expect(card.size == CGSize(width: 200, height: 200))
    // Class names in the layout tree, frames in screen points.
    let badge = try #require(layout.node(named: "BadgeView"))
    #expect(same(badge.frame, CGRect(x: card.minX + 20, y: card.minY + 30, width: 100, height: 40)))
    let inner = try #require(badge.children.first { $0.name == "UIView" })
    #expect(same(inner.frame, CGRect(x: card.minX + 30, y: card.minY + 40, width: 80, height: 20)))  // from layoutSubviews
    // The transform turns the frame about the centre (170, 120): 20 × 20 around it.
    let scaled = layout.root.flattened.filter { $0.name == "UIView" }.first { abs($0.frame.width - 20) < 0.001 }
    #expect(same(scaled?.frame, CGRect(x: card.minX + 160, y: card.minY + 110, width: 20, height: 20)))

    let r = rasterise(host)
    let red = pixel(r, card.minX + 5, card.minY + 5)   // the hidden black view is not drawn
    #expect(red.r == 255 && red.g == 59 && red.b == 48)
    let blue = pixel(r, card.minX + 25, card.minY + 65)
    #expect(blue.r == 0 && blue.g == 122 && blue.b == 255)
    let corner = pixel(r, card.minX + 20.3, card.minY + 30.3)  // rounded corner: the card shows
    #expect(corner.r > 200 && corner.b < 120)
    let white = pixel(r, card.minX + 60, card.minY + 50)
    #expect(white.r == 255 && white.g == 255 && white.b == 255)
    let green = pixel(r, card.minX + 170, card.minY + 120)
    #expect(green.g == 199)
    let outsideScaled = pixel(r, card.minX + 155, card.minY + 105)
    #expect(outsideScaled.r == 255 && outsideScaled.g == 59)
    let faded = pixel(r, card.minX + 20, card.minY + 170)  // black at 0.5 over red
    #expect(abs(Int(faded.r) - 128) <= 1 && faded.g < 35)
  }

  @Test @MainActor func hierarchyEditing() {
    let a = UIView(), b = UIView(), c = UIView()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(a); root.addSubview(b)
    root.insertSubview(c, at: 1)
    #expect(root.subviews == [a, c, b])
    c.removeFromSuperview()
    #expect(root.subviews == [a, b] && c.superview == nil)
    root.insertSubview(b, at: 0)
    #expect(root.subviews == [b, a])
    a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(a.center == CGPoint(x: 25, y: 40) && a.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    a.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(a.frame == CGRect(x: -5, y: 0, width: 60, height: 80))
    #expect(a.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: -5, y: 0))
  }
}

/// The controller lifecycle: lazy view, viewDidLoad once, containment.
private final class Probe: UIViewController {
  var loads = 0
  var movedTo: UIViewController?
  override func viewDidLoad() { loads += 1 }
  override func didMove(toParent parent: UIViewController?) { movedTo = parent }
}

@Suite struct UIViewControllerTests {
  @Test @MainActor func lazyViewAndContainment() {
    let p = Probe()
    #expect(!p.isViewLoaded && p.loads == 0)
    _ = p.view
    _ = p.view
    #expect(p.isViewLoaded && p.loads == 1)
    let parent = UIViewController()
    parent.addChild(p)
    p.didMove(toParent: parent)
    #expect(p.parent === parent && parent.children == [p] && p.movedTo === parent)
    p.removeFromParent()
    #expect(p.parent == nil && parent.children.isEmpty)
  }

  /// A hosting controller presented over full screen from the key window's root: its SwiftUI
  /// content is drawn above the host's content, at window coordinates, with a clear background.
  @Test @MainActor func hostingControllerPresentedOverFullScreen() async throws {
    struct Root: View {
      var body: some View {
        Button("open") {
          let root = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow?.rootViewController
          let menu = UIHostingController(rootView: Color.orange.frame(width: 60, height: 30).id("menu")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).ignoresSafeArea())
          menu.modalPresentationStyle = .overFullScreen
          menu.view.backgroundColor = .clear
          root?.present(menu, animated: false)
        }
        .id("open")
      }
    }
    let host = try await settledHost(Root())
    let open = try #require(host.layoutSnapshot.frame(id: "open"))
    try host.tap(at: CGPoint(x: open.midX, y: open.midY))
    try await host.settle()
    let layout = host.layoutSnapshot
    #expect(same(layout.frame(id: "menu"), CGRect(x: 0, y: 0, width: 60, height: 30)))
    let menuNode = try #require(layout.root.flattened.first { $0.explicitID == "menu" })
    #expect(menuNode.layer == .popup)
    #expect(layout.node(named: "HostingView") != nil && layout.node(named: "UITransitionView") != nil)
    let r = rasterise(host)
    let o = pixel(r, 30, 15)
    #expect(o.r == 255 && o.g == 149 && o.b == 0)
    // The clear hosting view draws nothing of its own: the (transparent) canvas shows through.
    let behind = pixel(r, 200, 400)
    #expect(behind.a == 0)
  }
}
