import Foundation

/// An alert's box in iOS 26's design (docs/design-generations.md, "Alerts"; one iOS 26 reference,
/// M for what it shows, L for the rest): 320 pt wide with 32-pt continuous corners; the title
/// (headline) and message (body, secondary) aligned to the leading edge 30 pt in, the title's
/// baseline 37.7 pt below the top and 28 pt above the message's; the buttons 48-pt capsules 16 pt
/// from the sides and 15.3 from the bottom, two side by side 8 pt apart (Cancel leading), else
/// stacked 8 pt apart (Cancel last).
struct AlertBox26: View {
  /// The alert's content, as iOS 18's box holds it.
  let content: AlertBox
  var title: Text? { content.title }
  var message: AnyView? { content.message }
  var ordered: [PresentationAction] { content.ordered }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if title != nil || message != nil {
        VStack(alignment: .leading, spacing: 7.67) {
          if let title { title.font(.headline).foregroundColor(.primary) }
          if let message { message.font(.body).foregroundColor(.secondary) }
        }
        .multilineTextAlignment(.leading)
        .padding(.horizontal, 30)
        .padding(.top, 21.5)
        .padding(.bottom, 18.5)
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      Group {
        if ordered.count == 2 {
          HStack(spacing: 8) {
            row(ordered[0])
            row(ordered[1])
          }
        } else {
          VStack(spacing: 8) {
            ForEach(ordered.indices, id: \.self) { i in row(ordered[i]) }
          }
        }
      }
      .padding(.horizontal, 16)
      .padding(.top, title == nil && message == nil ? 16 : 0)
      .padding(.bottom, 15.33)
    }
    .frame(width: 320)
    .background(Color.alertBackground26, in: RoundedRectangle(cornerRadius: 32, style: .continuous))
    .id("alertBox")
  }

  func row(_ a: PresentationAction) -> some View {
    Button(role: a.role, action: { a.action(); content.dismiss() }) { AnyView(a.label) }
      .font(a.emphasized ?? false ? .body.weight(.semibold) : .body.weight(.medium))
      .frame(maxWidth: .infinity, minHeight: 48)
      .background(Color.alertButton26, in: Capsule(style: .continuous))
      .disabled(a.disabled)
  }
}
