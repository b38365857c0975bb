import Foundation
import PlumbUI

/// A preview shown as a widget of one family, as WidgetKit's `WidgetPreviewContext`:
/// `.previewContext(WidgetPreviewContext(family: .systemSmall))` renders the view on a
/// `WidgetPreviewSurface` of that family in a preview of the family's size, as
/// `#Preview(as:widget:timeline:)` does (docs/compatibility/frameworks.md, "WidgetKit").
public struct WidgetPreviewContext: PreviewContext {
  public let family: WidgetFamily
  public init(family: WidgetFamily) { self.family = family }

  @MainActor public func _plumbPresent(_ content: AnyView) -> (view: AnyView, layout: PreviewLayout?) {
    let size = Device.widget(family).size
    return (AnyView(erasing: WidgetPreviewSurface(family: family) { content }), .fixed(width: size.width, height: size.height))
  }
}

extension View {
  /// A label the system shows beside an accessory widget (watch faces, the Lock Screen's
  /// circular widgets). Plumbline draws the widget without it and warns once.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
    warnOnce(key: "widgetLabel", message: "widgetLabel: the label the system shows beside an accessory widget is not drawn")
  }
  /// The text form of `widgetLabel(label:)`.
  public func widgetLabel(_ label: Text) -> some View { widgetLabel { label } }
  /// The localized-key form of `widgetLabel(label:)`.
  public func widgetLabel(_ titleKey: LocalizedStringKey) -> some View { widgetLabel { Text(titleKey) } }
  /// The string form of `widgetLabel(label:)`.
  @_disfavoredOverload
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { widgetLabel { Text(label) } }
}
