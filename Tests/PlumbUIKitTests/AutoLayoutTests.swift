import Foundation
import PlumbGraphics
import Testing
import UIKit

// NSLayoutConstraint and the anchors: equalities between a view, its superview and its
// siblings place the views (docs/compatibility/uikit.md, "Auto Layout").

@Suite struct AutoLayoutTests {
  @MainActor func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600)) }

  @Test @MainActor func edgesToTheSuperviewAndASibling() {
    let root = container()
    let header = UIView(), body = UIView()
    for v in [header, body] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
    NSLayoutConstraint.activate([
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      header.heightAnchor.constraint(equalToConstant: 50),
      body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      body.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
      body.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 16, y: 20, width: 268, height: 50))
    #expect(body.frame == CGRect(x: 16, y: 78, width: 134, height: 512))
  }

  @Test @MainActor func centringMarginsAndIntrinsicSize() {
    let root = container()
    let label = UILabel(), badge = UIView()
    label.text = "Hello"
    for v in [label, badge] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      badge.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
    ])
    root.layoutIfNeeded()
    let size = label.intrinsicContentSize
    #expect(size.width > 0 && size.height > 0)
    #expect(label.frame.size == size)
    #expect(label.center == CGPoint(x: 150, y: 300))
    #expect(badge.frame == CGRect(x: 8, y: 8, width: 10, height: 10))
  }

  @Test @MainActor func changingAConstantMovesTheViewAtTheNextLayout() {
    let root = container()
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([top, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                 v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20)])
    root.layoutIfNeeded()
    #expect(v.frame.minY == 10)
    top.constant = 100
    root.layoutIfNeeded()
    #expect(v.frame.minY == 100)
    top.isActive = false
    #expect(root.constraints.contains { $0 === top } == false)
  }

  @Test @MainActor func requiredWinsOverLowerPriority() {
    let root = container()
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    let weak = v.widthAnchor.constraint(equalToConstant: 999)
    weak.priority = .defaultLow
    NSLayoutConstraint.activate([weak, v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 40),
                                 v.topAnchor.constraint(equalTo: root.topAnchor), v.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
    root.layoutIfNeeded()
    #expect(v.frame.width == 40)
  }

  @Test @MainActor func whatIsNotSolvedSaysSo() {
    let root = container()
    let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)), w = UIView()
    for x in [v, w] { x.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(x) }
    NSLayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),  // no width, no intrinsic size
      w.leadingAnchor.constraint(equalTo: root.leadingAnchor), w.topAnchor.constraint(equalTo: root.topAnchor),
      w.widthAnchor.constraint(equalToConstant: 50), w.heightAnchor.constraint(equalToConstant: 50),
      w.widthAnchor.constraint(lessThanOrEqualToConstant: 30),
    ])
    let warnings = RenderWarnings.collecting { root.layoutIfNeeded() }.warnings
    #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4), "kept its frame")
    #expect(warnings.contains { $0.contains("do not fix the horizontal position and size of a UIView") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("inequality") }, "\(warnings)")
  }

  @Test @MainActor func constraintsPlaceViewsInARepresentable() async throws {
    struct Pinned: UIViewRepresentable {
      func makeUIView(context: Context) -> UIView {
        let root = UIView(), child = UIView()
        child.backgroundColor = .systemRed
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
          child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
          child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
          child.widthAnchor.constraint(equalToConstant: 30), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        return root
      }
      func updateUIView(_ uiView: UIView, context: Context) {}
    }
    let host = try await settledHost(Pinned().frame(width: 200, height: 100).id("box"))
    let box = try #require(host.layoutSnapshot.frame(id: "box"))
    let child = try #require(host.layoutSnapshot.root.flattened.last { $0.name == "UIView" }?.frame)
    #expect(same(child, CGRect(x: box.maxX - 40, y: box.maxY - 30, width: 30, height: 20)), "\(child) in \(box)")
  }
}
