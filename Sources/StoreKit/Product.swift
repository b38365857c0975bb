import Foundation

// StoreKit's store types (docs/compatibility/frameworks.md, "StoreKit"): a snapshot has no App
// Store, so no product loads, nothing is purchased and no transaction arrives.

/// An in-app purchase, as StoreKit 2's `Product`. None can be loaded here; the type exists so that
/// view models and views holding products compile, and tests can make one (`Product(id:…)`).
public struct Product: Identifiable, Hashable, Sendable {
  public let id: String
  public let type: ProductType
  public let displayName: String
  public let description: String
  public let price: Decimal
  public let displayPrice: String
  public let isFamilyShareable: Bool
  public let subscription: SubscriptionInfo?

  /// A product with the given values (Plumbline's own: on iOS only the App Store makes products).
  public init(id: String, type: ProductType = .nonConsumable, displayName: String, description: String = "",
              price: Decimal, displayPrice: String, subscription: SubscriptionInfo? = nil) {
    self.id = id; self.type = type; self.displayName = displayName; self.description = description
    self.price = price; self.displayPrice = displayPrice; isFamilyShareable = false; self.subscription = subscription
  }

  /// The kind of product, as `Product.ProductType`.
  public struct ProductType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let consumable = ProductType(rawValue: "Consumable")
    public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
    public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
  }

  /// A subscription's details, as `Product.SubscriptionInfo`.
  public struct SubscriptionInfo: Hashable, Sendable {
    public let subscriptionGroupID: String
    public let subscriptionPeriod: SubscriptionPeriod
    /// The level of service within its group (1 is the highest).
    public let groupLevel: Int
    public init(subscriptionGroupID: String, subscriptionPeriod: SubscriptionPeriod, groupLevel: Int = 1) {
      self.subscriptionGroupID = subscriptionGroupID; self.subscriptionPeriod = subscriptionPeriod; self.groupLevel = groupLevel
    }
  }

  /// Which subscriptions of a group a store shows, as `Product.SubscriptionRelationship`.
  public struct SubscriptionRelationship: Hashable, Sendable {
    let name: String
    public static let upgrade = SubscriptionRelationship(name: "upgrade")
    public static let downgrade = SubscriptionRelationship(name: "downgrade")
    public static let crossgrade = SubscriptionRelationship(name: "crossgrade")
    public static let current = SubscriptionRelationship(name: "current")
    public static let all = SubscriptionRelationship(name: "all")
  }

  /// A subscription's period, as `Product.SubscriptionPeriod`.
  public struct SubscriptionPeriod: Hashable, Sendable {
    public enum Unit: Hashable, Sendable { case day, week, month, year }
    public let unit: Unit
    public let value: Int
    public init(value: Int, unit: Unit) { self.value = value; self.unit = unit }
  }

  /// What a purchase ended in, as `Product.PurchaseResult`.
  public enum PurchaseResult: Sendable {
    case success(VerificationResult<Transaction>)
    case userCancelled
    case pending
  }

  /// Options of a purchase, as `Product.PurchaseOption`.
  public struct PurchaseOption: Hashable, Sendable {
    let name: String
    public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken") }
    public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity") }
  }

  /// The products for identifiers: none (no App Store in a snapshot).
  public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
  where Identifiers.Element == String { [] }

  /// Purchasing is not possible in a snapshot: throws `StoreKitError.notAvailableInStorefront`.
  public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
    throw StoreKitError.notAvailableInStorefront
  }
}

/// StoreKit's errors, as `StoreKitError`.
public enum StoreKitError: Error, Sendable {
  case unknown, userCancelled, networkError(URLError), systemError(any Error), notAvailableInStorefront, notEntitled
}

/// A signed value and whether its signature checked, as `VerificationResult`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
  case unverified(SignedType, VerificationError)
  case verified(SignedType)
  public var unsafePayloadValue: SignedType {
    switch self {
    case .unverified(let v, _), .verified(let v): v
    }
  }
  /// Why verification failed, as `VerificationResult.VerificationError`.
  public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties }
}

/// A purchase, as StoreKit 2's `Transaction`. None arrives in a snapshot.
public struct Transaction: Identifiable, Hashable, Sendable {
  public let id: UInt64
  public let productID: String
  public let purchaseDate: Date
  public let revocationDate: Date?
  public let expirationDate: Date?
  public let productType: Product.ProductType
  public func finish() async {}

  /// Transactions as they happen: an empty sequence.
  public static var updates: Transactions { Transactions() }
  /// The user's current entitlements: an empty sequence.
  public static var currentEntitlements: Transactions { Transactions() }
  /// Every transaction: an empty sequence.
  public static var all: Transactions { Transactions() }
  /// The latest transaction of a product: none.
  public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
  /// The current entitlement of a product: none.
  public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

  /// An asynchronous sequence of transactions that ends at once, as `Transaction.Transactions`.
  public struct Transactions: AsyncSequence, Sendable {
    public typealias Element = VerificationResult<Transaction>
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> VerificationResult<Transaction>? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }
}
