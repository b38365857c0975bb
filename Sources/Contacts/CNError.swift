import Foundation

/// The domain of Contacts' errors, as `CNErrorDomain`.
public let CNErrorDomain = "CNErrorDomain"

/// A Contacts failure, as `CNError` (domain `CNErrorDomain`).
public struct CNError: CustomNSError, Hashable, Sendable {
  /// Contacts' error codes, as `CNError.Code`.
  public enum Code: Int, @unchecked Sendable, Equatable {
    case communicationError = 1
    case dataAccessError = 2
    case authorizationDenied = 100
    case noAccessableWritableContainers = 101
    case unauthorizedKeys = 102
    case featureDisabledByUser = 103
    case featureNotAvailable = 104
    case recordDoesNotExist = 200
    case insertedRecordAlreadyExists = 201
    case containmentCycle = 202
    case containmentScope = 203
    case parentRecordDoesNotExist = 204
    case recordIdentifierInvalid = 205
    case recordNotWritable = 206
    case parentContainerNotWritable = 207
    case validationMultipleErrors = 300
    case validationTypeMismatch = 301
    case validationConfigurationError = 302
    case predicateInvalid = 400
    case policyViolation = 500
    case clientIdentifierInvalid = 600
    case clientIdentifierDoesNotExist = 601
    case clientIdentifierCollision = 602
    case changeHistoryExpired = 603
    case changeHistoryInvalidAnchor = 604
    case changeHistoryInvalidFetchRequest = 605
    case vCardMalformed = 700
    case vCardSummarizationError = 701
  }

  public let code: CNError.Code
  public init(_ code: CNError.Code) { self.code = code }

  public static var errorDomain: String { CNErrorDomain }
  public var errorCode: Int { code.rawValue }

  public static var communicationError: CNError.Code { .communicationError }
  public static var dataAccessError: CNError.Code { .dataAccessError }
  public static var authorizationDenied: CNError.Code { .authorizationDenied }
  public static var noAccessableWritableContainers: CNError.Code { .noAccessableWritableContainers }
  public static var unauthorizedKeys: CNError.Code { .unauthorizedKeys }
  public static var featureDisabledByUser: CNError.Code { .featureDisabledByUser }
  public static var featureNotAvailable: CNError.Code { .featureNotAvailable }
  public static var recordDoesNotExist: CNError.Code { .recordDoesNotExist }
  public static var insertedRecordAlreadyExists: CNError.Code { .insertedRecordAlreadyExists }
  public static var containmentCycle: CNError.Code { .containmentCycle }
  public static var containmentScope: CNError.Code { .containmentScope }
  public static var parentRecordDoesNotExist: CNError.Code { .parentRecordDoesNotExist }
  public static var recordIdentifierInvalid: CNError.Code { .recordIdentifierInvalid }
  public static var recordNotWritable: CNError.Code { .recordNotWritable }
  public static var parentContainerNotWritable: CNError.Code { .parentContainerNotWritable }
  public static var validationMultipleErrors: CNError.Code { .validationMultipleErrors }
  public static var validationTypeMismatch: CNError.Code { .validationTypeMismatch }
  public static var validationConfigurationError: CNError.Code { .validationConfigurationError }
  public static var predicateInvalid: CNError.Code { .predicateInvalid }
  public static var policyViolation: CNError.Code { .policyViolation }
  public static var vCardMalformed: CNError.Code { .vCardMalformed }
}

/// Matches `catch CNError.authorizationDenied`-style patterns.
public func ~= (code: CNError.Code, error: any Error) -> Bool { (error as? CNError)?.code == code }
