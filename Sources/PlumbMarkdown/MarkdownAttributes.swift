import Foundation

// The attribute keys Markdown parsing sets that Linux Foundation lacks, declared where iOS declares
// them (`AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute`), so that
// `string.inlinePresentationIntent` and `container.presentationIntent` read as on iOS.
extension AttributeScopes.FoundationAttributes {
  /// The key of `inlinePresentationIntent`.
  public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
    public typealias Value = InlinePresentationIntent
    public static let name = "NSInlinePresentationIntent"
  }

  /// The key of `presentationIntent`.
  public enum PresentationIntentAttribute: CodableAttributedStringKey {
    public typealias Value = PresentationIntent
    public static let name = "NSPresentationIntent"
  }

  /// A key path for `AttributeDynamicLookup` only: attribute keys are types, never values, so
  /// Foundation forms the key path and reads the key's type from it without calling this getter.
  public var inlinePresentationIntent: InlinePresentationIntentAttribute {
    preconditionFailure("attribute keys are types; Foundation never reads this property")
  }

  /// See `inlinePresentationIntent`.
  public var presentationIntent: PresentationIntentAttribute {
    preconditionFailure("attribute keys are types; Foundation never reads this property")
  }
}
