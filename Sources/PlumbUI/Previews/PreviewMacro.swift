import Foundation

/// Declares a preview, as SwiftUI's `#Preview`: `#Preview { ContentView() }`,
/// `#Preview("Dark") { … }`, `#Preview("Card", traits: .sizeThatFitsLayout) { … }`. It expands to
/// a type conforming to `PreviewRegistry` that a runner finds with `PreviewDiscovery`
/// (docs/previews.md). The macro is a Foundation-only compiler plugin (`PlumbPreviewMacros`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
  = #externalMacro(module: "PlumbPreviewMacros", type: "PreviewMacro")

/// Marks a `@State` (or other) declaration at the top of a `#Preview` body as the preview's own
/// state, as SwiftUI's `@Previewable`: `#Preview { @Previewable @State var on = true; Toggle("On",
/// isOn: $on) }`. `#Preview` moves such declarations into a wrapper view whose body is the rest of
/// the closure, so the state lives as long as the preview (docs/previews.md, "@Previewable").
@attached(peer)
public macro Previewable() = #externalMacro(module: "PlumbPreviewMacros", type: "PreviewableMacro")

/// What one `#Preview` expansion registers, as Apple's `PreviewRegistry`: where the preview is
/// written and how to make it. Each `#Preview` becomes one type conforming to this.
public protocol PreviewRegistry {
  /// `#fileID` of the file holding the `#Preview` ("Module/File.swift").
  static var fileID: String { get }
  /// `#filePath` of that file, as the compiler saw it.
  static var filePath: String { get }
  static var line: Int { get }
  static var column: Int { get }
  @MainActor static func makePreview() throws -> Preview
}

/// One `#Preview`: its name, its traits and the closure making its view, as Apple's
/// `DeveloperToolsSupport.Preview`.
public struct Preview {
  /// The kind of traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
  public enum ViewTraits {}

  public let displayName: String?
  public let traits: [PreviewTrait<ViewTraits>]
  private let makeBody: @MainActor () -> any View

  /// The body is `() -> any View`, as Apple declares it, not generic over the view: a preview
  /// closure that declares a local view type returns that type, and a generic parameter inferred
  /// as a type declared inside the closure itself makes the compiler recurse while mangling it.
  public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
              @ViewBuilder body: @escaping @MainActor () -> any View) {
    self.displayName = name
    self.traits = traits
    self.makeBody = body
  }

  /// The preview's view, made now.
  @MainActor public func makeView() -> any View { makeBody() }

  /// The traits as preview-modifier traits (later traits win, as in Xcode).
  public var previewTraits: PreviewTraits {
    var t = PreviewTraits(displayName: displayName)
    for trait in traits {
      switch trait.kind {
      case .layout(let l): t.layout = l
      case .orientation(let o): t.orientation = o
      }
    }
    return t
  }

  /// The preview as a case a runner renders. The body is one preview (a `Group` in it is not
  /// split, and preview modifiers inside it are not read: `#Preview` takes its traits instead).
  @MainActor public func previewCase() -> PreviewCase {
    PreviewCase(traits: previewTraits, content: makeView())
  }
}

/// A setting for a `#Preview`, as Apple's `PreviewTrait`: `.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.defaultLayout`, and the interface orientations.
public struct PreviewTrait<T>: Sendable {
  enum Kind: Hashable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
  }
  let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.device)) }
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.sizeThatFits)) }
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
  }
  public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portrait)) }
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeLeft)) }
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeRight)) }
}
