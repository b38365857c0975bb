/// The direction of a paragraph of text (its UAX #9 paragraph level): taken from the first strong
/// character, or set by the caller, as a view passes its environment's layout direction. With
/// `.rightToLeft`, `.leading` alignment is the right edge.
public enum TextBaseDirection: String, Hashable, Sendable, Codable {
  /// From the first strong (left-to-right or right-to-left) character; left to right without one.
  case natural
  case leftToRight
  case rightToLeft
}
