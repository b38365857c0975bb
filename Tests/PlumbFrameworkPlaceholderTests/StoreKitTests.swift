import Foundation
import PlumbGraphics
import PlumbTesting
import StoreKit
import SwiftUI
import XCTest

/// StoreKit's views and store types (docs/compatibility/frameworks.md, "StoreKit"): nothing loads
/// from a store in a snapshot, so the views draw labelled rows and warn once.
final class StoreKitTests: XCTestCase {
  func testNoProductLoadsAndNothingIsPurchased() async throws {
    let products = try await Product.products(for: ["pro.monthly"])
    XCTAssertEqual(products, [])
    var entitlements = 0
    for await _ in Transaction.currentEntitlements { entitlements += 1 }
    XCTAssertEqual(entitlements, 0)
    let product = Product(id: "pro", displayName: "Pro", price: 4.99, displayPrice: "$4.99")
    do {
      _ = try await product.purchase()
      XCTFail("a purchase cannot succeed without a store")
    } catch {}
  }

  func testAProductViewDrawsItsRowAndWarnsOnce() { onMain {
    let view = VStack { ProductView(id: "com.example.pro"); ProductView(id: "com.example.pro2") }.padding()
    let (picture, warnings) = try rendered(view, device: .custom(width: 390, height: 200, scale: 2))
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssert(warnings[0].contains("ProductView(id: \"com.example.pro\")"))
    let row = picture.layout?.root.flattened.filter { $0.name.contains("Product not loaded") } ?? []
    XCTAssertEqual(row.count, 2)
  } }

  func testAGivenProductIsDrawnWithItsValues() { onMain {
    let product = Product(id: "tip.small", type: .consumable, displayName: "Small Tip", description: "Buys a coffee",
                          price: 0.99, displayPrice: "$0.99")
    let (picture, _) = try rendered(ProductView(product).productViewStyle(.compact), device: .custom(width: 390, height: 80, scale: 2))
    let names = picture.layout?.root.flattened.map(\.name).joined(separator: "|") ?? ""
    XCTAssert(names.contains("Small Tip") && names.contains("$0.99"), names)
    XCTAssertFalse(names.contains("Buys a coffee"), "compact rows have no description")
  } }

  func testReviewRequestsCompileAndDoNothing() { onMain {
    struct Rate: View {
      @Environment(\.requestReview) private var requestReview
      var body: some View { Button("Rate") { requestReview() } }
    }
    let (_, warnings) = try rendered(Rate())
    XCTAssertEqual(warnings, [])
  } }

  /// After apple/sample-backyard-birds, Multiplatform/Shop/BackyardBirdsPassShop.swift: a
  /// `SubscriptionStoreView(groupID:visibleRelationships:)` with marketing content, a redeem-code
  /// button, control icons and a multiline button label.
  func testGoldenPassShopSubscriptionStore() { onMain {
    assertGolden(of: PassShop(), named: "pass-shop", device: .iPhone14)
  } }
}

private struct PassShop: View {
  var body: some View {
    SubscriptionStoreView(groupID: "21345678", visibleRelationships: .all) {
      VStack(spacing: 10) {
        Image(systemName: "bird.fill").font(.system(size: 64)).foregroundStyle(.orange)
        Text("Backyard Birds Pass").font(.largeTitle.bold())
        Text("A premium membership for bird lovers.").foregroundStyle(.secondary)
      }
      .multilineTextAlignment(.center)
      .containerBackground(for: .subscriptionStoreFullHeight) { Color.blue.opacity(0.2) }
    }
    .storeButton(.visible, for: .redeemCode)
    .subscriptionStoreControlIcon { _, info in
      Image(systemName: info.groupLevel == 1 ? "bird" : "wallet.pass")
    }
    .subscriptionStoreButtonLabel(.multiline)
    .subscriptionStorePickerItemBackground(.thinMaterial)
  }
}
