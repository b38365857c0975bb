import Foundation
import PlumbUI

extension AttributeScopes {
  /// The attributes UIKit reads from an `AttributedString`, as `AttributeScopes.UIKitAttributes`.
  /// Where SwiftUI's scope has the same name, SwiftUI's wins, as on iOS: `string.foregroundColor =
  /// .red` is a `Color`, `= UIColor.red` a `UIColor`.
  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let kern: KernAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let paragraphStyle: ParagraphStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let foundation: FoundationAttributes

    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSBackgroundColor"
    }
    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "NSKern"
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "NSBaselineOffset"
    }
    public enum ParagraphStyleAttribute: AttributedStringKey {
      public typealias Value = NSParagraphStyle
      public static let name = "NSParagraphStyle"
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = "NSUnderline"
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = "NSStrikethrough"
    }
  }

  /// UIKit's scope, for `AttributedString(markdown:including: \.uiKit)`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.font = UIFont…` and the other UIKit attributes by name; disfavoured, so that a name
  /// both scopes have reads as SwiftUI's unless the value's type says UIKit.
  @_disfavoredOverload
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
    self[T.self]
  }
}

/// The line under or through text, as UIKit's `NSUnderlineStyle` (iOS raw values).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
