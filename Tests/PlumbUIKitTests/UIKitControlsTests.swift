import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

// UIButton, UISegmentedControl, UITextField, UILabel inside SwiftUI through UIViewRepresentable,
// as apps embed them (docs/compatibility/uikit.md, "Controls").

private struct Control<V: UIView>: UIViewRepresentable {
  let make: @MainActor () -> V
  func makeUIView(context: Context) -> V { make() }
  func updateUIView(_ uiView: V, context: Context) {}
}

@MainActor private func filledButton() -> UIButton {
  var config = UIButton.Configuration.filled()
  config.title = "Continue"
  config.cornerStyle = .capsule
  config.baseBackgroundColor = .systemIndigo
  return UIButton(configuration: config)
}

@MainActor private func systemButton() -> UIButton {
  let b = UIButton(type: .system)
  b.setTitle("Cancel", for: .normal)
  b.setTitleColor(.systemRed, for: .normal)
  return b
}

@MainActor private func segments() -> UISegmentedControl {
  let s = UISegmentedControl(items: ["Day", "Week", "Month"])
  s.selectedSegmentIndex = 1
  return s
}

@MainActor private func field(_ text: String?, placeholder: String) -> UITextField {
  let f = UITextField()
  f.placeholder = placeholder
  f.text = text
  f.borderStyle = .roundedRect
  f.keyboardType = .emailAddress
  return f
}

private struct ControlsScreen: View {
  var body: some View {
    VStack(spacing: 16) {
      Control(make: filledButton).fixedSize()
      Control(make: systemButton).fixedSize()
      Control(make: segments).fixedSize(horizontal: false, vertical: true).frame(width: 300)
      Control { field(nil, placeholder: "Email") }.fixedSize(horizontal: false, vertical: true).frame(width: 300)
      Control { field("ada@example.com", placeholder: "Email") }.fixedSize(horizontal: false, vertical: true).frame(width: 300)
      Control { () -> UILabel in
        let l = UILabel()
        l.text = "A UIKit label"
        l.textColor = .systemGreen
        l.font = .boldSystemFont(ofSize: 20)
        return l
      }.fixedSize()
    }
  }
}

@Suite struct UIKitControlsTests {
  @Test @MainActor func theControlsDrawAsTheyAreSet() async throws {
    let device = Device.custom(width: 390, height: 420, scale: 2)
    await assertGolden(of: ControlsScreen(), named: "uikit-controls", device: device)
    let host = ViewHost(ControlsScreen(), device: device)
    let texts = host.layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }
    for t in ["Continue", "Cancel", "Day", "Week", "Month", "Email", "ada@example.com", "A UIKit label"] {
      #expect(texts.contains("Text(\"\(t)\")"), "\(t) in \(texts)")
    }
  }

  @Test @MainActor func intrinsicSizesComeFromTheMeasuredTitle() {
    let short = UIButton(type: .system), long = UIButton(type: .system)
    short.setTitle("OK", for: .normal)
    long.setTitle("A much longer title", for: .normal)
    #expect(long.intrinsicContentSize.width > short.intrinsicContentSize.width)
    var config = UIButton.Configuration.filled()
    config.title = "OK"
    let filled = UIButton(configuration: config)
    // The configuration's medium insets: 12 on each side, 7 above and below.
    #expect(filled.intrinsicContentSize.width - 24 > 0)
    #expect(segments().intrinsicContentSize.height == 32)
    #expect(field(nil, placeholder: "x").intrinsicContentSize.height == 34)
  }

  @Test @MainActor func actionsRunAndSelectorsSaySoOnce() {
    let b = UIButton(type: .system)
    var runs = 0
    b.addAction(UIAction { action in runs += 1; #expect(action.sender as? UIButton === b) }, for: .touchUpInside)
    b.addTarget(nil, action: Selector("tapped"), for: .touchUpInside)
    let warnings = RenderWarnings.collecting {
      b.sendActions(for: .touchUpInside)
      b.sendActions(for: .touchUpInside)
      b.sendActions(for: .valueChanged)
    }.warnings
    #expect(runs == 2)
    #expect(warnings.count == 1 && warnings[0].contains("tapped"), "\(warnings)")
    #expect(b.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["tapped"])

    let s = UISegmentedControl(frame: .zero, actions: [UIAction(title: "A") { _ in runs += 10 }, UIAction(title: "B") { _ in }])
    #expect(s.numberOfSegments == 2 && s.titleForSegment(at: 1) == "B")
    s.sendActions(for: .valueChanged)
    #expect(runs == 12)
  }

  @Test @MainActor func textFieldEditingAsksItsDelegate() {
    final class Delegate: UITextFieldDelegate {
      var log: [String] = []
      func textFieldDidBeginEditing(_ textField: UITextField) { log.append("begin") }
      func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location) \(string)")
        return string != "!"
      }
    }
    let f = UITextField(), d = Delegate()
    f.delegate = d
    #expect(f.becomeFirstResponder() && f.isEditing)
    f.insertText("hi")
    f.insertText("!")
    #expect(f.text == "hi")
    #expect(d.log == ["begin", "change 0 hi", "change 2 !"])
    #expect(f.resignFirstResponder() && !f.isEditing)
  }

  @Test @MainActor func appearanceProxiesReachLaterControlsInTheirSessionOnly() {
    UIAppearanceProxies.freshSession().run {
      UISegmentedControl.appearance().selectedSegmentTintColor = .systemOrange
      UITextField.appearance().borderStyle = .line
      #expect(UISegmentedControl().selectedSegmentTintColor == .systemOrange)
      #expect(UITextField().borderStyle == .line)
    }
    UIAppearanceProxies.freshSession().run {
      #expect(UISegmentedControl().selectedSegmentTintColor == nil)
      #expect(UITextField().borderStyle == .none)
    }
  }
}

/// The launch-time styling real apps write (as samialhamad/Gatherly-SwiftUI does): tab bar and
/// bar button appearances and a calendar-contained proxy compile and say they are not drawn.
@Suite struct BarAppearanceStylingTests {
  @Test @MainActor func keptAppearancesSayTheyAreNotDrawn() {
    let warnings = UIAppearanceProxies.freshSession().run {
      RenderWarnings.collecting {
        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.backgroundColor = .systemBlue
        tabs.stackedLayoutAppearance.selected.iconColor = .white
        tabs.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white.withAlphaComponent(0.4)]
        UITabBar.appearance().standardAppearance = tabs
        UITabBar.appearance().scrollEdgeAppearance = tabs
        UIBarButtonItem.appearance().tintColor = .white
        UIButton.appearance(whenContainedInInstancesOf: [UICalendarView.self]).tintColor = .systemPink
        let calendar = UICalendarView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        _ = calendar.platformPresentation
      }.warnings
    }
    for key in ["UITabBar.standardAppearance", "UIBarButtonItem.appearance()", "whenContainedInInstancesOf", "UICalendarView: the month grid"] {
      #expect(warnings.contains { $0.contains(key) }, "\(key) in \(warnings)")
    }
    // The contained proxy's tint did not reach ordinary buttons.
    UIAppearanceProxies.freshSession().run { #expect(UIButton(type: .system).tintColor == .systemBlue) }
  }
}
