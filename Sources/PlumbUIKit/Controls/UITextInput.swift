import Foundation
import PlumbGraphics

/// A place in a text input's text, as UIKit's `UITextPosition`. UIKit's own inputs make
/// positions that count UTF-16 code units from the start, as `NSRange` does.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
  public override init() { super.init() }
}

/// A span of a text input's text between two positions, as UIKit's `UITextRange`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
  open var isEmpty: Bool { true }
  open var start: UITextPosition { UITextPosition() }
  open var end: UITextPosition { UITextPosition() }
  public override init() { super.init() }
}

/// A position that UITextField and UITextView make: a UTF-16 offset into their text.
final class TextOffsetPosition: UITextPosition {
  let offset: Int
  init(_ offset: Int) { self.offset = offset; super.init() }
  nonisolated override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
  nonisolated override var hash: Int { offset }
}

/// A range that UITextField and UITextView make: two UTF-16 offsets, in order.
final class TextOffsetRange: UITextRange {
  let lower: Int, upper: Int
  init(_ lower: Int, _ upper: Int) { self.lower = min(lower, upper); self.upper = max(lower, upper); super.init() }
  convenience init(_ range: NSRange) { self.init(range.location, range.location + range.length) }
  var nsRange: NSRange { NSRange(location: lower, length: upper - lower) }
  override var isEmpty: Bool { lower == upper }
  override var start: UITextPosition { TextOffsetPosition(lower) }
  override var end: UITextPosition { TextOffsetPosition(upper) }
  nonisolated override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TextOffsetRange else { return false }
    return other.lower == lower && other.upper == upper
  }
  nonisolated override var hash: Int { lower &* 31 &+ upper }
}

/// The text-editing interface of UIKit's text inputs, as `UITextInput`: positions and ranges
/// over the text, the selection, reading and replacing text. UITextField and UITextView adopt it
/// with real values over their text (positions are UTF-16 offsets; the selection is at the end of
/// the text unless set). Geometry (caret and selection rectangles) and marked text are not
/// modelled: no text is being composed in a render, so `markedTextRange` is nil.
@preconcurrency @MainActor
public protocol UITextInput: AnyObject {
  func text(in range: UITextRange) -> String?
  func replace(_ range: UITextRange, withText text: String)
  var selectedTextRange: UITextRange? { get set }
  var markedTextRange: UITextRange? { get }
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  func unmarkText()
  var beginningOfDocument: UITextPosition { get }
  var endOfDocument: UITextPosition { get }
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

/// The shared rules of UITextField's and UITextView's `UITextInput`, over a text and a selection.
@MainActor
enum TextInputRules {
  static func length(_ text: String) -> Int { (text as NSString).length }

  static func offset(_ position: UITextPosition) -> Int? { (position as? TextOffsetPosition)?.offset }

  static func range(_ range: UITextRange, in text: String) -> NSRange? {
    guard let r = range as? TextOffsetRange, r.upper <= length(text) else { return nil }
    return r.nsRange
  }

  static func text(in range: UITextRange, of text: String) -> String? {
    Self.range(range, in: text).map { (text as NSString).substring(with: $0) }
  }

  /// `text` with `range` replaced, and the caret after the inserted text (nil for a range outside it).
  static func replacing(_ range: UITextRange, with insert: String, in text: String) -> (String, NSRange)? {
    guard let r = Self.range(range, in: text) else { return nil }
    let result = (text as NSString).replacingCharacters(in: r, with: insert)
    return (result, NSRange(location: r.location + length(insert), length: 0))
  }

  static func position(from position: UITextPosition, offset: Int, in text: String) -> UITextPosition? {
    guard let start = Self.offset(position) else { return nil }
    let (moved, overflow) = start.addingReportingOverflow(offset)
    return !overflow && moved >= 0 && moved <= length(text) ? TextOffsetPosition(moved) : nil
  }

  static func textRange(from: UITextPosition, to: UITextPosition, in text: String) -> UITextRange? {
    guard let a = offset(from), let b = offset(to), max(a, b) <= length(text), min(a, b) >= 0 else { return nil }
    return TextOffsetRange(a, b)
  }

  static func compare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
    let x = offset(a) ?? 0, y = offset(b) ?? 0
    return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
  }

  static func offset(from a: UITextPosition, to b: UITextPosition) -> Int { (offset(b) ?? 0) - (offset(a) ?? 0) }

  /// The selection clamped to the text.
  static func clamped(_ selection: NSRange, in text: String) -> NSRange {
    let n = length(text)
    let location = min(max(selection.location, 0), n)
    return NSRange(location: location, length: min(max(selection.length, 0), n - location))
  }
}

extension UITextView: UITextInput {
  public func text(in range: UITextRange) -> String? { TextInputRules.text(in: range, of: text ?? "") }
  public func replace(_ range: UITextRange, withText text: String) {
    guard let (result, caret) = TextInputRules.replacing(range, with: text, in: self.text ?? "") else { return }
    self.text = result
    selectedRange = caret
  }
  public var selectedTextRange: UITextRange? {
    get { TextOffsetRange(TextInputRules.clamped(selectedRange, in: text ?? "")) }
    set { if let r = newValue.flatMap({ TextInputRules.range($0, in: text ?? "") }) { selectedRange = r } }
  }
  public var markedTextRange: UITextRange? { nil }
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
  public func unmarkText() {}
  public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
  public var endOfDocument: UITextPosition { TextOffsetPosition(TextInputRules.length(text ?? "")) }
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    TextInputRules.textRange(from: fromPosition, to: toPosition, in: text ?? "")
  }
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    TextInputRules.position(from: position, offset: offset, in: text ?? "")
  }
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { TextInputRules.compare(position, other) }
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { TextInputRules.offset(from: from, to: toPosition) }
}

extension UITextField: UITextInput {
  public func text(in range: UITextRange) -> String? { TextInputRules.text(in: range, of: text ?? "") }
  public func replace(_ range: UITextRange, withText text: String) {
    guard let (result, caret) = TextInputRules.replacing(range, with: text, in: self.text ?? "") else { return }
    self.text = result
    textInputSelection = caret
  }
  /// The selection; the end of the text unless set (setting `text` moves it there again).
  public var selectedTextRange: UITextRange? {
    get {
      let text = text ?? ""
      return TextOffsetRange(TextInputRules.clamped(textInputSelection ?? NSRange(location: TextInputRules.length(text), length: 0), in: text))
    }
    set { textInputSelection = newValue.flatMap { TextInputRules.range($0, in: text ?? "") } }
  }
  public var markedTextRange: UITextRange? { nil }
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
  public func unmarkText() {}
  public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
  public var endOfDocument: UITextPosition { TextOffsetPosition(TextInputRules.length(text ?? "")) }
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    TextInputRules.textRange(from: fromPosition, to: toPosition, in: text ?? "")
  }
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    TextInputRules.position(from: position, offset: offset, in: text ?? "")
  }
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { TextInputRules.compare(position, other) }
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { TextInputRules.offset(from: from, to: toPosition) }
}
