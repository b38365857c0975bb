import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// UIKit API that round 8 of the held-out corpus used and Plumbline lacked (docs/compat-corpus.md,
/// round 8): alerts, the property animator, paragraph styles, geometry in NSValue, lifecycle
/// notifications, text views and snapshot views.
@Suite struct Round8UIKitGapTests {
  final class Log { var events: [String] = [] }

  struct Presenter: View {
    let log: Log
    let style: UIAlertController.Style
    var body: some View {
      Button("open") {
        let root = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow?.rootViewController
        let alert = UIAlertController(title: "Delete photo?", message: "It cannot be undone.", preferredStyle: style)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in log.events.append(action.title ?? "") })
        root?.present(alert, animated: true)
      }
      .id("open")
    }
  }

  @Test @MainActor func anAlertIsDrawnCentredAndItsHandlerRunsAfterItGoes() async throws {
    let log = Log()
    let host = try await settledHost(Presenter(log: log, style: .alert))
    let open = try #require(host.layoutSnapshot.frame(id: "open"))
    try host.tap(at: CGPoint(x: open.midX, y: open.midY))
    try await host.settle()
    let box = try #require(host.layoutSnapshot.frame(id: "alertBox"), "the alert is drawn")
    #expect(abs(box.width - 270) < 0.5)
    #expect(abs(box.midX - host.device.size.width / 2) < 0.5 && abs(box.midY - host.device.size.height / 2) < 0.5)
    // Two actions side by side, Cancel leading: Delete is the trailing half of the bottom row.
    try host.tap(at: CGPoint(x: box.maxX - 60, y: box.maxY - 22))
    try await host.settle()
    #expect(log.events == ["Delete"])
    #expect(host.layoutSnapshot.frame(id: "alertBox") == nil, "dismissed")
  }

  @Test @MainActor func anActionSheetSitsAtTheBottom() async throws {
    let host = try await settledHost(Presenter(log: Log(), style: .actionSheet))
    let open = try #require(host.layoutSnapshot.frame(id: "open"))
    try host.tap(at: CGPoint(x: open.midX, y: open.midY))
    try await host.settle()
    let box = try #require(host.layoutSnapshot.frame(id: "dialogBox"))
    #expect(box.maxY > host.device.size.height - 60 && box.minY > host.device.size.height / 2)
  }

  @Test @MainActor func aPropertyAnimatorRunsItsAnimationsWhenStarted() async throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0 }
    animator.addCompletion { finished.append($0) }
    #expect(view.alpha == 1 && animator.state == .inactive, "nothing runs before startAnimation")
    animator.startAnimation()
    #expect(view.alpha == 0 && animator.state == .active && animator.isRunning)
    for _ in 0..<20 where finished.isEmpty { await Task.yield(); try await Task.sleep(nanoseconds: 5_000_000) }
    #expect(finished == [.end] && !animator.isRunning)
    let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [.curveLinear],
                                                                 animations: { view.alpha = 0.5 })
    #expect(view.alpha == 0.5 && running.isRunning)
  }

  @Test func paragraphStylesCopyTheirValues() {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.alignment = .center
    style.lineBreakMode = .byTruncatingTail
    let frozen = style.copy() as! NSParagraphStyle
    let again = frozen.mutableCopy() as! NSMutableParagraphStyle
    #expect(again.lineSpacing == 4 && again.alignment == .center && again.lineBreakMode == .byTruncatingTail)
    #expect(frozen.isEqual(style) && !NSParagraphStyle.default.isEqual(style))
    let attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
    #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing == 4)
    #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar") == .rightToLeft)
    #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-GB") == .leftToRight)
  }

  @Test func geometryRoundTripsThroughNSValue() {
    let rect = CGRect(x: 0, y: 500, width: 390, height: 344)
    let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: rect)]
    #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == rect)
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
    #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
  }

  /// Read from a nonisolated context, as observers set up in `init` or a static do.
  nonisolated static let lifecycle: [Notification.Name] = [
    UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
    UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
    UIScene.didActivateNotification, UIWindow.didBecomeKeyNotification, UITextView.textDidChangeNotification,
  ]

  @Test func lifecycleNotificationsHaveUIKitsNames() {
    #expect(Self.lifecycle.map(\.rawValue).prefix(4) == ["UIApplicationDidBecomeActiveNotification",
                                                         "UIApplicationWillResignActiveNotification",
                                                         "UIApplicationDidEnterBackgroundNotification",
                                                         "UIApplicationWillEnterForegroundNotification"])
    #expect(Set(Self.lifecycle).count == Self.lifecycle.count)
  }

  final class TextDelegate: NSObject, UITextViewDelegate {
    var changes = 0
    var refuse = false
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { !refuse }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
  }

  @Test @MainActor func aTextViewWrapsAndAsksItsDelegate() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.font = .systemFont(ofSize: 17)
    view.text = "One line"
    let one = view.sizeThatFits(CGSize(width: 200, height: 10_000))
    view.text = String(repeating: "Several words that wrap ", count: 6)
    let many = view.sizeThatFits(CGSize(width: 200, height: 10_000))
    #expect(one.height >= 16 + 17 && one.height < 16 + 25, "one line plus the 8 pt insets: \(one)")
    #expect(many.height > one.height * 3)
    let delegate = TextDelegate()
    view.delegate = delegate
    view.insertText("!")
    #expect(delegate.changes == 1 && view.text.hasSuffix("!"))
    delegate.refuse = true
    view.insertText("?")
    #expect(delegate.changes == 1 && !view.text.hasSuffix("?"))
  }

  @Test @MainActor func aSnapshotViewLooksLikeItsSource() {
    let source = UIView(frame: CGRect(x: 20, y: 30, width: 120, height: 80))
    source.backgroundColor = .systemRed
    source.layer.cornerRadius = 12
    source.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20)))
    let (snapshot, warnings): (UIView?, [String]) = RenderWarnings.collecting { source.snapshotView(afterScreenUpdates: false) }
    #expect(snapshot != nil)
    #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    #expect(snapshot?.backgroundColor == .systemRed && snapshot?.layer.cornerRadius == 12)
    #expect(snapshot?.subviews.isEmpty == true, "the copy is not the source's superview")
    #expect(warnings.contains { $0.contains("snapshotView") })
  }
}
