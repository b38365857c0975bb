import Foundation

/// What a system screen that cannot be drawn shows instead (a mail composer, the photo picker):
/// the system background and, centred, a secondary label naming it. Shared by the framework
/// modules so each placeholder looks alike (docs/compatibility/frameworks.md).
@MainActor
package enum PlaceholderLabel {
  /// Fills `view` with the system background and a centred label of `title` and `details` (the
  /// empty ones left out), one per line.
  package static func install(in view: UIView, title: String, details: [String] = []) {
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
}
