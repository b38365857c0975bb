// What a presented compose sheet lists in its placeholder (PlumbUIKit's PlaceholderLabel): the
// addresses the app filled in (docs/compatibility/frameworks.md, "MessageUI").
import PlumbUIKit
import UIKit

@MainActor
enum ComposePlaceholder {
  /// "a, b" for a list of addresses, "" for none.
  static func list(_ addresses: [String]?) -> String { (addresses ?? []).joined(separator: ", ") }
}
