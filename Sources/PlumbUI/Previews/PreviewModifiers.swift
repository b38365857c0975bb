import Foundation

/// What the preview modifiers (`previewLayout`, `previewDevice`, `previewDisplayName`,
/// `previewInterfaceOrientation`) say about one preview. `nil` means "not set here".
public struct PreviewTraits: Sendable, Hashable {
  public var displayName: String?
  public var layout: PreviewLayout?
  public var device: PreviewDevice?
  public var orientation: InterfaceOrientation?

  public init(displayName: String? = nil, layout: PreviewLayout? = nil, device: PreviewDevice? = nil,
              orientation: InterfaceOrientation? = nil) {
    self.displayName = displayName; self.layout = layout; self.device = device; self.orientation = orientation
  }

  /// These traits, with every trait not set here taken from `outer` (the modifier nearest the
  /// view wins, as with environment values).
  func filling(from outer: PreviewTraits) -> PreviewTraits {
    PreviewTraits(displayName: displayName ?? outer.displayName, layout: layout ?? outer.layout,
                  device: device ?? outer.device, orientation: orientation ?? outer.orientation)
  }
}

/// Carries preview traits on a view. It changes nothing when the view is drawn (as in SwiftUI,
/// where these modifiers only speak to the preview canvas); `PreviewCases` reads it back.
struct PreviewTraitModifier: ViewModifier, PrimitiveModifier {
  let traits: PreviewTraits
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    resolveView(content, ctx, into: &out)
  }
}

extension View {
  /// The size of the preview's container (`.device`, `.fixed(width:height:)`, `.sizeThatFits`).
  public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(PreviewTraitModifier(traits: PreviewTraits(layout: value)))
  }
  /// The device to preview on, by its Xcode name ("iPhone 14"); `nil` keeps the default.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(PreviewTraitModifier(traits: PreviewTraits(device: value)))
  }
  /// The name shown for this preview (and used in its golden's name by a runner).
  public func previewDisplayName(_ value: String?) -> some View {
    modifier(PreviewTraitModifier(traits: PreviewTraits(displayName: value)))
  }
  /// The orientation of the preview's device.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(PreviewTraitModifier(traits: PreviewTraits(orientation: value)))
  }
}

/// Where a preview is shown, as SwiftUI's `PreviewContext`: WidgetKit's `WidgetPreviewContext`
/// shows it as a widget of a family. A context Plumbline does not know shows the view as it is.
public protocol PreviewContext {
  /// Plumbline's hook: the preview's content as this context shows it, and the preview layout
  /// that fits it (nil: unchanged).
  @MainActor func _plumbPresent(_ content: AnyView) -> (view: AnyView, layout: PreviewLayout?)
}

extension PreviewContext {
  @MainActor public func _plumbPresent(_ content: AnyView) -> (view: AnyView, layout: PreviewLayout?) { (content, nil) }
}

extension View {
  /// Shows the preview in `value`'s context (a widget family with `WidgetPreviewContext`).
  public func previewContext<C: PreviewContext>(_ value: C) -> some View {
    let presented = value._plumbPresent(AnyView(erasing: self))
    return presented.view.modifier(PreviewTraitModifier(traits: PreviewTraits(layout: presented.layout)))
  }
}
