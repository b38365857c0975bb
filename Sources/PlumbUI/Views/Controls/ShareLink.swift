import Foundation

/// A button that opens the share sheet, as SwiftUI's `ShareLink` (iOS 16): drawn as a button
/// whose default label is the `square.and.arrow.up` symbol and "Share", accent-tinted. No sheet
/// opens in a snapshot. The shared items and previews are kept but not drawn (nor are they in
/// SwiftUI's button).
///
/// SwiftUI's generic shape is `ShareLink<Data, PreviewImage, PreviewIcon, Label>` over
/// `Transferable` items; CoreTransferable does not exist on Linux, so here any item type is
/// accepted and only the label is generic.
public struct ShareLink<Label: View>: View {
  let label: Label

  public var body: some View {
    Button(action: {}) { label }
  }
}

/// The default label: the share symbol and "Share" (or the given title).
public struct DefaultShareLinkLabel: View {
  let title: Text
  public var body: some View {
    PlumbUI.Label(title: { title }, icon: { Image(systemName: "square.and.arrow.up") })
  }
}

extension ShareLink {
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public init<Item, P>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, P>,
                       @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel(title: Text("Share"))
  }
  public init<Item, P>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, P>) {
    label = DefaultShareLinkLabel(title: Text("Share"))
  }
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel(title: Text("Share"))
  }
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel(title: Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel(title: Text(title))
  }
  public init<Item, P>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                       preview: SharePreview<P, P>) {
    label = DefaultShareLinkLabel(title: Text(titleKey))
  }
}

/// What the share sheet shows for an item, as SwiftUI's `SharePreview` (kept, not drawn).
public struct SharePreview<Image, Icon> {
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
}

extension SharePreview where Image == Never, Icon == Never {
  public init(_ titleKey: LocalizedStringKey) {}
}

extension SharePreview where Icon == Never {
  public init(_ titleKey: LocalizedStringKey, image: Image) {}
}
