import Foundation
import PlumbUI

// StoreKit's SwiftUI views (iOS 17). No App Store answers in a snapshot, so a product given by its
// identifier never loads: the views draw their controls with a labelled "not loaded" row in its
// place, and one warning (docs/compatibility/frameworks.md, "StoreKit"). A view given a `Product`
// value draws its name, description and price as iOS does once loaded.

/// One in-app product with its buy button, as StoreKit's `ProductView`.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
  let id: String
  let product: Product?
  let icon: Icon?
  @Environment(\.productViewStyleName) private var style

  public var body: some View {
    ProductRow(id: id, product: product, icon: icon.map { AnyView($0) }, style: style)
      .warnOnce(key: "StoreKit.ProductView", message: product == nil
        ? "ProductView(id: \"\(id)\"): no App Store in a snapshot, so the product is not loaded; drawn: its row with a \"not loaded\" label and a price button placeholder"
        : "ProductView: drawn with the given product's name, description and price; not drawn: the App Store's promotional icon and purchase state")
  }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
  public init(id: Product.ID, prefersPromotionalIcon: Bool = false) { self.id = id; product = nil; icon = nil }
  public init(_ product: Product, prefersPromotionalIcon: Bool = false) { id = product.id; self.product = product; icon = nil }
}

extension ProductView where PlaceholderIcon == EmptyView {
  public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
    self.id = id; product = nil; self.icon = icon()
  }
  public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
    id = product.id; self.product = product; self.icon = icon()
  }
}

/// A store of several products, as StoreKit's `StoreView`: a scrolling list of product rows.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
  let ids: [String]
  let products: [Product]
  let icon: ((Product) -> Icon)?
  @Environment(\.productViewStyleName) private var style

  public var body: some View {
    ScrollView {
      VStack(spacing: 12) {
        ForEach(products) { product in
          ProductRow(id: product.id, product: product, icon: icon.map { AnyView($0(product)) }, style: style)
        }
        ForEach(ids, id: \.self) { id in ProductRow(id: id, product: nil, icon: nil, style: style) }
        StoreFooter()
      }
      .padding(16)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .warnOnce(key: "StoreKit.StoreView", message: ids.isEmpty ? nil
      : "StoreView: no App Store in a snapshot, so \(ids.count) product(s) are not loaded; drawn: a \"not loaded\" row for each")
  }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
  public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == Product.ID {
    self.ids = Array(ids); products = []; icon = nil
  }
  public init<C: Collection>(products: C, prefersPromotionalIcon: Bool = false) where C.Element == Product {
    ids = []; self.products = Array(products); icon = nil
  }
}

extension StoreView where PlaceholderIcon == EmptyView {
  public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
  where C.Element == Product.ID {
    self.ids = Array(ids); products = []; self.icon = icon
  }
  public init<C: Collection>(products: C, prefersPromotionalIcon: Bool = false,
                             @ViewBuilder icon: @escaping (Product) -> Icon) where C.Element == Product {
    ids = []; self.products = Array(products); self.icon = icon
  }
}

/// A subscription paywall, as StoreKit's `SubscriptionStoreView`: the marketing content on top, then
/// the options (here a labelled "not loaded" box: no App Store), the subscribe button and the links.
public struct SubscriptionStoreView<Content: View>: View {
  let what: String
  let marketing: Content?

  public var body: some View {
    VStack(spacing: 16) {
      if let marketing {
        marketing.frame(maxWidth: .infinity, maxHeight: .infinity)
      } else {
        Spacer()
        Image(systemName: "star.circle.fill").font(.system(size: 56)).foregroundStyle(Color.accentColor)
        Text("Subscription").font(.title.bold())
        Spacer()
      }
      VStack(spacing: 12) {
        VStack(spacing: 4) {
          Text("Subscription options not loaded").font(.subheadline.weight(.semibold))
          Text("No App Store in a snapshot (\(what))").font(.footnote).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity).padding(.vertical, 14)
        .background(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.secondary.opacity(0.4), lineWidth: 1))
        Text("Subscribe").font(.headline).foregroundStyle(Color.white)
          .frame(maxWidth: .infinity).padding(.vertical, 14)
          .background(RoundedRectangle(cornerRadius: 14).fill(Color.accentColor.opacity(0.5)))
        StoreFooter()
      }
      .padding(.horizontal, 20)
    }
    .padding(.bottom, 8)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .warnOnce(key: "StoreKit.SubscriptionStoreView", message: "SubscriptionStoreView(\(what)): no App Store in a snapshot, "
      + "so its subscription options are not loaded; drawn: the marketing content, a labelled box for the options, "
      + "a disabled Subscribe button and the policy links")
  }
}

extension SubscriptionStoreView where Content == EmptyView {
  public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
    what = "group \(groupID)"; marketing = nil
  }
  public init<C: Collection>(productIDs: C) where C.Element == Product.ID {
    what = "\(productIDs.count) product IDs"; marketing = nil
  }
  public init<C: Collection>(subscriptions: C) where C.Element == Product {
    what = "\(subscriptions.count) subscriptions"; marketing = nil
  }
}

extension SubscriptionStoreView {
  public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
              @ViewBuilder marketingContent: () -> Content) {
    what = "group \(groupID)"; marketing = marketingContent()
  }
  public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == Product.ID {
    what = "\(productIDs.count) product IDs"; marketing = marketingContent()
  }
}

/// A product's row: icon, name and description, and the price button.
struct ProductRow: View {
  let id: String
  let product: Product?
  let icon: AnyView?
  let style: String

  var body: some View {
    if style == "large" {
      VStack(spacing: 10) { iconView(90); texts(large: true); priceButton }
    } else {
      HStack(spacing: 12) { iconView(48); texts(large: false); priceButton }
    }
  }

  @ViewBuilder private func iconView(_ side: CGFloat) -> some View {
    if let icon { icon.frame(width: side, height: side) } else {
      RoundedRectangle(cornerRadius: 10).fill(Color.secondary.opacity(0.2)).frame(width: side, height: side)
    }
  }

  private func texts(large: Bool) -> some View {
    VStack(alignment: large ? .center : .leading, spacing: 2) {
      Text(product?.displayName ?? id).font(.headline)
      if style != "compact" {
        Text(product.map(\.description) ?? "Product not loaded (no App Store)").font(.subheadline).foregroundStyle(.secondary)
      }
    }
    .frame(maxWidth: large ? nil : .infinity, alignment: .leading)
  }

  private var priceButton: some View {
    Text(product?.displayPrice ?? "Price").font(.subheadline.weight(.semibold))
      .foregroundStyle(Color.accentColor)
      .padding(.horizontal, 14).padding(.vertical, 6)
      .background(Capsule().fill(Color.secondary.opacity(0.15)))
  }
}

/// The store's restore and policy links.
struct StoreFooter: View {
  var body: some View {
    HStack(spacing: 14) {
      Text("Restore Purchases"); Text("Terms of Service"); Text("Privacy Policy")
    }
    .font(.footnote).foregroundStyle(Color.accentColor)
  }
}
