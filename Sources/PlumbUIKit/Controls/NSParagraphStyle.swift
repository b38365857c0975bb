import Foundation

/// A text direction, as `NSWritingDirection` (raw values as UIKit's).
public enum NSWritingDirection: Int, Sendable { case natural = -1, leftToRight = 0, rightToLeft = 1 }

/// A tab stop, as `NSTextTab`: where it is and how text aligns to it.
open class NSTextTab: NSObject, @unchecked Sendable {
  public typealias OptionKey = String
  public let alignment: NSTextAlignment
  public let location: CGFloat
  public let options: [OptionKey: Any]
  public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
    self.alignment = alignment; self.location = loc; self.options = options
  }
}

/// Paragraph layout attributes (`NSAttributedString.Key.paragraphStyle`), as Foundation on
/// Apple platforms declares them; Linux Foundation has none. Values are kept for code that reads
/// them back; the text views that draw attributed strings say which attributes they draw
/// (docs/compatibility/uikit.md, "Controls").
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// How lines break to avoid awkward breaks, as `NSParagraphStyle.LineBreakStrategy`.
  public struct LineBreakStrategy: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }

  /// The style with every value at its default.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }
  /// The writing direction of a language (right to left for Arabic, Hebrew, Persian, Urdu…).
  open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
    guard let code = languageName?.split(separator: "-").first.map(String.init) else { return .leftToRight }
    return Locale.Language(identifier: code).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  public internal(set) var lineSpacing: CGFloat = 0
  public internal(set) var paragraphSpacing: CGFloat = 0
  public internal(set) var alignment: NSTextAlignment = .natural
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  public internal(set) var headIndent: CGFloat = 0
  public internal(set) var tailIndent: CGFloat = 0
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  public internal(set) var minimumLineHeight: CGFloat = 0
  public internal(set) var maximumLineHeight: CGFloat = 0
  public internal(set) var baseWritingDirection: NSWritingDirection = .natural
  public internal(set) var lineHeightMultiple: CGFloat = 0
  public internal(set) var paragraphSpacingBefore: CGFloat = 0
  public internal(set) var hyphenationFactor: Float = 0
  public internal(set) var usesDefaultHyphenation = false
  public internal(set) var tabStops: [NSTextTab] = []
  public internal(set) var defaultTabInterval: CGFloat = 0
  public internal(set) var allowsDefaultTighteningForTruncation = false
  public internal(set) var lineBreakStrategy: LineBreakStrategy = []

  public override init() { super.init() }

  public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }
  public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }

  init(copying other: NSParagraphStyle) {
    super.init()
    lineSpacing = other.lineSpacing; paragraphSpacing = other.paragraphSpacing; alignment = other.alignment
    firstLineHeadIndent = other.firstLineHeadIndent; headIndent = other.headIndent; tailIndent = other.tailIndent
    lineBreakMode = other.lineBreakMode; minimumLineHeight = other.minimumLineHeight
    maximumLineHeight = other.maximumLineHeight; baseWritingDirection = other.baseWritingDirection
    lineHeightMultiple = other.lineHeightMultiple; paragraphSpacingBefore = other.paragraphSpacingBefore
    hyphenationFactor = other.hyphenationFactor; usesDefaultHyphenation = other.usesDefaultHyphenation
    tabStops = other.tabStops; defaultTabInterval = other.defaultTabInterval
    allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
    lineBreakStrategy = other.lineBreakStrategy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let o = object as? NSParagraphStyle else { return false }
    return lineSpacing == o.lineSpacing && paragraphSpacing == o.paragraphSpacing && alignment == o.alignment
      && firstLineHeadIndent == o.firstLineHeadIndent && headIndent == o.headIndent && tailIndent == o.tailIndent
      && lineBreakMode == o.lineBreakMode && minimumLineHeight == o.minimumLineHeight
      && maximumLineHeight == o.maximumLineHeight && baseWritingDirection == o.baseWritingDirection
      && lineHeightMultiple == o.lineHeightMultiple && paragraphSpacingBefore == o.paragraphSpacingBefore
      && hyphenationFactor == o.hyphenationFactor && defaultTabInterval == o.defaultTabInterval
  }
}

/// The settable paragraph style, as `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  public override init() { super.init() }
  override init(copying other: NSParagraphStyle) { super.init(copying: other) }

  open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
  open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
  open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
  open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
  open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
  open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
  open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
  open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
  open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
  open override var baseWritingDirection: NSWritingDirection { get { super.baseWritingDirection } set { super.baseWritingDirection = newValue } }
  open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
  open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
  open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
  open override var usesDefaultHyphenation: Bool { get { super.usesDefaultHyphenation } set { super.usesDefaultHyphenation = newValue } }
  open override var tabStops: [NSTextTab] { get { super.tabStops } set { super.tabStops = newValue } }
  open override var defaultTabInterval: CGFloat { get { super.defaultTabInterval } set { super.defaultTabInterval = newValue } }
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue }
  }
  open override var lineBreakStrategy: LineBreakStrategy { get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue } }

  open func addTabStop(_ anObject: NSTextTab) { tabStops.append(anObject) }
  open func removeTabStop(_ anObject: NSTextTab) { tabStops.removeAll { $0 === anObject } }
  open func setParagraphStyle(_ obj: NSParagraphStyle) {
    let c = NSParagraphStyle(copying: obj)
    lineSpacing = c.lineSpacing; paragraphSpacing = c.paragraphSpacing; alignment = c.alignment
    firstLineHeadIndent = c.firstLineHeadIndent; headIndent = c.headIndent; tailIndent = c.tailIndent
    lineBreakMode = c.lineBreakMode; minimumLineHeight = c.minimumLineHeight; maximumLineHeight = c.maximumLineHeight
    baseWritingDirection = c.baseWritingDirection; lineHeightMultiple = c.lineHeightMultiple
    paragraphSpacingBefore = c.paragraphSpacingBefore; hyphenationFactor = c.hyphenationFactor
    usesDefaultHyphenation = c.usesDefaultHyphenation; tabStops = c.tabStops; defaultTabInterval = c.defaultTabInterval
    allowsDefaultTighteningForTruncation = c.allowsDefaultTighteningForTruncation; lineBreakStrategy = c.lineBreakStrategy
  }
}
