import Foundation

extension AttributeScopes {
  /// The attributes SwiftUI reads from an `AttributedString`, as `AttributeScopes.SwiftUIAttributes`:
  /// `string.foregroundColor = .red`, `container.font = .headline`. Text draws a string's characters;
  /// its runs' attributes are warned, not drawn, yet (Views/Text+AttributedString.swift).
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let foundation: FoundationAttributes

    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's scope, for `AttributedString(markdown:including: \.swiftUI)` and `AttributeContainer`.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.foregroundColor`, `string.font` and the other SwiftUI attributes by name.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}
