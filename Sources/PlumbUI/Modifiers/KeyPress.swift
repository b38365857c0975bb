import Foundation

/// A key press a focused view receives, as SwiftUI's `KeyPress` (iOS 17). No keyboard reaches a
/// render, so the `onKeyPress` actions never run; they compile as on iOS.
public struct KeyPress: Sendable {
  /// Whether a key went down, repeats or went up.
  public struct Phases: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1)
    public static let `repeat` = Phases(rawValue: 2)
    public static let up = Phases(rawValue: 4)
    public static let all: Phases = [.down, .repeat, .up]
  }
  /// Whether the action handled the press (it then goes no further).
  public enum Result: Sendable { case handled, ignored }

  public let phase: Phases
  public let key: KeyEquivalent
  public let characters: String
  public let modifiers: EventModifiers
}

extension View {
  /// Runs `action` when `key` is pressed while the view has focus (never in a render).
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
  /// The form for `key` in `phases`, with the press.
  public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
  /// The form for any of `keys`.
  public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
  /// The form for any of the characters in `characters`.
  public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
  /// The form for every key in `phases`.
  public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
}
