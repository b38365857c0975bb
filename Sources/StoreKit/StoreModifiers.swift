import Foundation
import PlumbUI

/// How product rows look, as StoreKit's `ProductViewStyle` (the built-in styles only).
public protocol ProductViewStyle {
  /// The style's name (Plumbline's own: compact, regular or large).
  var _plumbName: String { get }
}
/// The built-in product view styles.
public struct _BuiltInProductViewStyle: ProductViewStyle {
  public let _plumbName: String
}
extension ProductViewStyle where Self == _BuiltInProductViewStyle {
  public static var automatic: _BuiltInProductViewStyle { _BuiltInProductViewStyle(_plumbName: "regular") }
  public static var compact: _BuiltInProductViewStyle { _BuiltInProductViewStyle(_plumbName: "compact") }
  public static var regular: _BuiltInProductViewStyle { _BuiltInProductViewStyle(_plumbName: "regular") }
  public static var large: _BuiltInProductViewStyle { _BuiltInProductViewStyle(_plumbName: "large") }
}

struct ProductViewStyleKey: EnvironmentKey { static var defaultValue: String { "regular" } }
extension EnvironmentValues {
  var productViewStyleName: String {
    get { self[ProductViewStyleKey.self] }
    set { self[ProductViewStyleKey.self] = newValue }
  }
}

/// Which store buttons show, as `StoreButtonKind`.
public struct StoreButtonKind: Hashable, Sendable {
  let name: String
  public static let cancellation = StoreButtonKind(name: "cancellation")
  public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
  public static let redeemCode = StoreButtonKind(name: "redeemCode")
  public static let signIn = StoreButtonKind(name: "signIn")
  public static let policies = StoreButtonKind(name: "policies")
}

/// How a subscription store shows its options, as `SubscriptionStoreControlStyle` (built-in only;
/// the options are not loaded here, so every style draws the same box).
public protocol SubscriptionStoreControlStyle {}
public struct _BuiltInSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {}
extension SubscriptionStoreControlStyle where Self == _BuiltInSubscriptionStoreControlStyle {
  public static var automatic: _BuiltInSubscriptionStoreControlStyle { .init() }
  public static var picker: _BuiltInSubscriptionStoreControlStyle { .init() }
  public static var buttons: _BuiltInSubscriptionStoreControlStyle { .init() }
  public static var prominentPicker: _BuiltInSubscriptionStoreControlStyle { .init() }
  public static var compactPicker: _BuiltInSubscriptionStoreControlStyle { .init() }
}

/// What the subscribe button says, as `SubscriptionStoreButtonLabel`.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
  let name: String
  public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
  public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
  public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
  public static let action = SubscriptionStoreButtonLabel(name: "action")
  public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
  public static let price = SubscriptionStoreButtonLabel(name: "price")
}

/// Which policy a link opens, as `SubscriptionStorePolicyKind`.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
  let name: String
  public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
  public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}

extension View {
  public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
    environment(\.productViewStyleName, style._plumbName)
  }
  /// Which store buttons show (the footer's links are always drawn).
  public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
  public func subscriptionStoreControlStyle<S: SubscriptionStoreControlStyle>(_ style: S) -> some View { self }
  public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ backgroundStyle: S) -> some View { self }
  public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
  public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
  public func subscriptionStoreControlIcon<I: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> I) -> some View { self }
  /// Runs after a purchase: never, in a snapshot.
  public func onInAppPurchaseCompletion(perform action: @escaping (Product, Result<Product.PurchaseResult, any Error>) async -> Void) -> some View { self }
  /// Runs before a purchase: never, in a snapshot.
  public func onInAppPurchaseStart(perform action: @escaping (Product) async -> Void) -> some View { self }
  public func inAppPurchaseOptions(_ options: @escaping (Product) async -> Set<Product.PurchaseOption>) -> some View { self }
  /// Loads a product's state: never answers in a snapshot.
  public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                     action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View { self }
}

/// The state of an entitlement task, as `EntitlementTaskState`.
public enum EntitlementTaskState<Value: Sendable>: Sendable {
  case loading
  case failure(any Error)
  case success(Value)
}

extension ContainerBackgroundPlacement {
  /// A subscription store's background behind its controls (not drawn: warned by SwiftUI's modifier).
  public static let subscriptionStore = ContainerBackgroundPlacement(name: "subscriptionStore")
  /// A subscription store's background behind its whole height.
  public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(name: "subscriptionStoreFullHeight")
  /// A subscription store's background behind its header.
  public static let subscriptionStoreHeader = ContainerBackgroundPlacement(name: "subscriptionStoreHeader")
}
