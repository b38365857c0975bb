import Foundation

/// The error domain of PhotoKit's errors, as `PHPhotosErrorDomain`.
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"

/// A PhotoKit failure, as `PHPhotosError` (domain `PHPhotosErrorDomain`).
public struct PHPhotosError: Error, Hashable, Sendable, CustomNSError {
  /// What failed, as `PHPhotosError.Code`.
  public enum Code: Int, Sendable {
    case internalError = -1
    case userCancelled = 3072
    case libraryVolumeOffline = 3114
    case relinquishingLibraryBundleToWriter = 3142
    case switchingSystemPhotoLibrary = 3143
    case networkAccessRequired = 3164
    case networkError = 3169
    case identifierNotFound = 3201
    case multipleIdentifiersFound = 3202
    case changeNotSupported = 3300
    case operationInterrupted = 3301
    case invalidResource = 3302
    case missingResource = 3303
    case notEnoughSpace = 3305
    case requestNotSupportedForAsset = 3306
    case accessRestricted = 3310
    case accessUserDenied = 3311
    case persistentChangeTokenExpired = 3105
    case persistentChangeDetailsUnavailable = 3210
    case libraryInFileProviderSyncRoot = 5423
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { PHPhotosErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: Self.describe(code)] }

  public static let internalError = Code.internalError
  public static let userCancelled = Code.userCancelled
  public static let libraryVolumeOffline = Code.libraryVolumeOffline
  public static let networkAccessRequired = Code.networkAccessRequired
  public static let networkError = Code.networkError
  public static let identifierNotFound = Code.identifierNotFound
  public static let multipleIdentifiersFound = Code.multipleIdentifiersFound
  public static let changeNotSupported = Code.changeNotSupported
  public static let operationInterrupted = Code.operationInterrupted
  public static let invalidResource = Code.invalidResource
  public static let missingResource = Code.missingResource
  public static let notEnoughSpace = Code.notEnoughSpace
  public static let requestNotSupportedForAsset = Code.requestNotSupportedForAsset
  public static let accessRestricted = Code.accessRestricted
  public static let accessUserDenied = Code.accessUserDenied
  public static let persistentChangeTokenExpired = Code.persistentChangeTokenExpired
  public static let persistentChangeDetailsUnavailable = Code.persistentChangeDetailsUnavailable

  static func describe(_ code: Code) -> String {
    switch code {
    case .identifierNotFound: "The asset is not in the photo library (a render's library is empty)."
    case .accessUserDenied: "The user has not allowed access to the photo library."
    case .libraryVolumeOffline: "No photo library is available in a render; nothing was saved."
    default: "The operation couldn’t be completed. (PHPhotosErrorDomain error \(code.rawValue).)"
    }
  }
}

/// Matches `catch PHPhotosError.accessUserDenied`-style patterns.
public func ~= (code: PHPhotosError.Code, error: any Error) -> Bool { (error as? PHPhotosError)?.code == code }
