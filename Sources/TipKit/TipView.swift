import Foundation
import PlumbUI

/// A tip drawn inline, as TipKit's `TipView` (iOS 17): a rounded card with the tip's image in the
/// tint colour, its title and message, a close button, and its actions below a divider. Drawn
/// with the tip shown, as on a first launch, and one warning saying so.
public struct TipView<Content: Tip>: View {
  let tip: Content
  let arrowEdge: Edge?

  public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
    self.tip = tip; self.arrowEdge = arrowEdge
  }

  public var body: some View {
    TipCard(title: tip.title, message: tip.message, image: tip.image, actions: tip.actions.map(\.title))
      .warnOnce(key: "TipKit.TipView", message: "TipView(\(tip.id)): drawn as shown (every tip is eligible in a snapshot, "
        + "as on a first launch); not drawn: rules, display frequency and the datastore")
  }
}

/// The card a tip is drawn in.
struct TipCard: View {
  let title: Text
  let message: Text?
  let image: Image?
  let actions: [Text]
  @Environment(\.tipCornerRadius) private var cornerRadius
  @Environment(\.tipBackground) private var background

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .top, spacing: 12) {
        if let image {
          image.font(.system(size: 30)).foregroundStyle(Color.accentColor).frame(width: 40)
        }
        VStack(alignment: .leading, spacing: 4) {
          title.font(.headline).foregroundStyle(.primary)
          if let message { message.font(.subheadline).foregroundStyle(.secondary) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        Image(systemName: "xmark").font(.system(size: 13, weight: .semibold)).foregroundStyle(Color.secondary.opacity(0.6))
      }
      .padding(16)
      ForEach(actions.indices, id: \.self) { i in
        Divider().padding(.leading, 16)
        actions[i].font(.body).foregroundStyle(Color.accentColor)
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.horizontal, 16).padding(.vertical, 11)
      }
    }
    .background(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).fill(background ?? AnyShapeStyle(Color(white: 0.95))))
  }
}

struct TipCornerRadiusKey: EnvironmentKey { static var defaultValue: CGFloat { 13 } }
struct TipBackgroundKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
  var tipCornerRadius: CGFloat {
    get { self[TipCornerRadiusKey.self] }
    set { self[TipCornerRadiusKey.self] = newValue }
  }
  var tipBackground: AnyShapeStyle? {
    get { self[TipBackgroundKey.self] }
    set { self[TipBackgroundKey.self] = newValue }
  }
}

extension View {
  /// A popover tip anchored to the view. Popovers are not drawn: the view is drawn alone and the
  /// tip is named in a warning.
  public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
    warnOnce(key: "TipKit.popoverTip", message: "popoverTip(\(tip.id)): the popover is not drawn; the view is drawn without it")
  }
  /// The background of tips inside.
  public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { environment(\.tipBackground, AnyShapeStyle(style)) }
  /// The corner radius of tips inside.
  public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View {
    environment(\.tipCornerRadius, cornerRadius)
  }
  /// The size of tips' images (drawn at their symbol size here).
  public func tipImageSize(_ size: CGSize) -> some View { self }
}
