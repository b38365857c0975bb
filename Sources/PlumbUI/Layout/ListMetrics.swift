import Foundation

/// The numbers an inset-grouped list is drawn with, per design generation (docs/design-generations.md,
/// "Lists and forms", with their sources and confidence). Plain lists keep the iOS 18 numbers in
/// both generations.
struct ListMetrics {
  /// The section card's corner.
  var cardCorner: RoundedRectangle
  /// A one-line row's height over the body text's leading (44 − 22 on iOS 18, 52 − 22 on iOS 26).
  var rowHeightOverBodyLeading: CGFloat
  /// Whether the row separator stops the row's content inset before the card's trailing edge
  /// (iOS 26: 16 pt, 20 from 414 pt wide; ListContext.rowInset), rather than at the edge.
  var separatorStopsAtContentInset: Bool
  /// The separator's thickness in points; nil = one device pixel.
  var separatorThickness: CGFloat?
  /// The separator's colour; nil = the system `separator`.
  var separatorColor: Color?
  /// A grouped section header: padding above and below its text, its font, and whether it is in capitals.
  var headerInsets: (top: CGFloat, bottom: CGFloat)
  var headerFont: Font
  var headerUppercase: Bool

  /// The design of iOS 17 and 18.
  static let iOS18 = ListMetrics(
    cardCorner: RoundedRectangle(cornerRadius: 10), rowHeightOverBodyLeading: 22, separatorStopsAtContentInset: false,
    separatorThickness: nil, separatorColor: nil, headerInsets: (17, 7), headerFont: .footnote, headerUppercase: true)

  /// The design of iOS 26, measured on simulator references (docs/design-generations.md, "Lists and forms").
  static let iOS26 = ListMetrics(
    cardCorner: RoundedRectangle(cornerRadius: 26, style: .continuous), rowHeightOverBodyLeading: 30,
    separatorStopsAtContentInset: true, separatorThickness: 1,
    separatorColor: Color(light: RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.12),
                          dark: RGBAColor(r8: 84, g8: 84, b8: 88, alpha: 0.5), name: "listSeparator26"),
    headerInsets: (28, 8), headerFont: .headline, headerUppercase: false)

  static func of(_ generation: DesignGeneration) -> ListMetrics {
    switch generation {
    case .iOS18: .iOS18
    case .iOS26: .iOS26
    }
  }
}
