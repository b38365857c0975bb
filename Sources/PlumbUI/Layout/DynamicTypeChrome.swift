import Foundation

/// The chrome metrics that grow with the Dynamic Type size (docs/dynamic-type.md, "Chrome"): list
/// rows and the large-title area of navigation bars. Each is derived from the HIG leading of the
/// text style the chrome shows, so at `.large` it is exactly the fixed metric it replaces.
enum DynamicTypeChrome {
  /// A list or form row's minimum height: a one-line body row, the body leading plus 11 pt above
  /// and below (UITableViewCell's margins), never below 44. 44 at `.large`, 70 at AX3. iOS 26's
  /// inset-grouped rows are 15 pt above and below (`overBodyLeading` 30): 52 at `.large`.
  static func listRowMinHeight(_ size: DynamicTypeSize, overBodyLeading: CGFloat = 22) -> CGFloat {
    max(44, DynamicTypeSizes.metrics(.body, at: size).leading + overBodyLeading)
  }

  /// The height of a navigation bar's large-title area below its 44-pt item row: 52 at `.large`,
  /// growing (or shrinking) with the large-title leading. 72 at AX3.
  static func largeTitleArea(_ size: DynamicTypeSize) -> CGFloat {
    52 + DynamicTypeSizes.metrics(.largeTitle, at: size).leading - DynamicTypeSizes.metrics(.largeTitle, at: .large).leading
  }
}
