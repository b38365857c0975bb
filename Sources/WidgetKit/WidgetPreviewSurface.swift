import Foundation
import PlumbUI

/// An entry view drawn as the Home Screen draws a widget (Plumbline's own): the family's size, the
/// system's content margins, the view's `containerBackground(for: .widget)` behind the whole widget
/// and the widget's rounded corners; the accessory families draw no background, as on the Lock Screen.
/// Render it on `Device.widget(family)` (docs/compatibility/frameworks.md, "WidgetKit").
public struct WidgetPreviewSurface<Content: View>: View {
  let family: WidgetFamily
  let device: Device
  let content: Content

  public init(family: WidgetFamily, on device: Device = .iPhone14, @ViewBuilder content: () -> Content) {
    self.family = family; self.device = device; self.content = content()
  }

  /// A widget's own entry view for its provider's placeholder entry (`placeholder(in:)`), as the
  /// widget gallery shows it.
  public init<W: Widget>(_ widget: W, family: WidgetFamily, on device: Device = .iPhone14) where Content == AnyView {
    self.family = family; self.device = device
    content = widget.body._plumbPlaceholderView(for: family) ?? AnyView(Color.clear)
  }

  /// The corner radius of a Home Screen widget (an estimate: see the docs).
  public static var cornerRadius: CGFloat { 22 }

  public var body: some View {
    let size = family.size(on: device) ?? family.size(on: .iPad10) ?? CGSize(width: 158, height: 158)
    let margins: CGFloat = family.isSystem ? 16 : 0
    content
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .padding(margins)
      .frame(width: size.width, height: size.height)
      .backgroundPreferenceValue(WidgetContainerBackgroundKey.self) { background in
        if family.isSystem {
          if let background { background.view } else { Color.white }
        }
      }
      .clipShape(RoundedRectangle(cornerRadius: family.isSystem ? Self.cornerRadius : 0, style: .continuous))
      .environment(\.widgetFamily, family)
      .environment(\.showsWidgetContainerBackground, family.isSystem)
      .environment(\.widgetContentMargins, EdgeInsets(top: margins, leading: margins, bottom: margins, trailing: margins))
      .warnOnce(key: "WidgetKit.widget", message: "widget \(family.debugDescription) drawn as on the Home Screen "
        + "(its size, 16 pt content margins, container background and rounded corners); not drawn: the Home Screen "
        + "wallpaper, the app name below it and the system's accented or vibrant rendering modes")
  }
}
