// What a presented compose sheet draws in a render: the system background and, centred, a
// label naming the sheet and what the app filled in (docs/compatibility/frameworks.md,
// "MessageUI").
import UIKit

@MainActor
enum ComposePlaceholder {
  /// Fills `view` with the system background and a centred secondary label of `title` and
  /// `details` (the empty ones left out).
  static func install(in view: UIView, title: String, details: [String]) {
    view.backgroundColor = .systemBackground
    let label = UILabel(frame: view.bounds)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.numberOfLines = 0
    label.textAlignment = .center
    label.font = .preferredFont(forTextStyle: .body)
    label.textColor = .secondaryLabel
    label.text = ([title] + details.filter { !$0.isEmpty }).joined(separator: "\n")
    view.addSubview(label)
  }

  /// "a, b" for a list of addresses, "" for none.
  static func list(_ addresses: [String]?) -> String { (addresses ?? []).joined(separator: ", ") }
}
