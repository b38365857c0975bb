import Foundation
import PlumbUI

/// The Lock Screen's standard backdrop for an accessory widget, as WidgetKit's
/// `AccessoryWidgetBackground`: a translucent light fill in the family's shape (a circle for
/// `.accessoryCircular`, a rounded rectangle otherwise). On iOS it blurs the wallpaper behind it;
/// Plumbline draws the fill without the blur, and says so once.
public struct AccessoryWidgetBackground: View {
  @Environment(\.widgetFamily) private var family

  public init() {}

  public var body: some View {
    let fill = Color.white.opacity(0.25)
    Group {
      if family == .accessoryCircular {
        Circle().fill(fill)
      } else {
        RoundedRectangle(cornerRadius: 10, style: .continuous).fill(fill)
      }
    }
    .warnOnce(key: "AccessoryWidgetBackground blur",
              message: "AccessoryWidgetBackground: drawn as a translucent fill; the wallpaper blur behind it is not drawn "
                + "(docs/compatibility/frameworks.md, \"WidgetKit\")")
  }
}
