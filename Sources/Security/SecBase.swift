import Foundation
// Security's headers import CoreFoundation: the CF names its signatures use are Plumbline's
// toll-free aliases (Sources/PlumbGraphics/CoreFoundation/CFTypes.swift), not copies.
@_exported import typealias PlumbGraphics.OSStatus
@_exported import typealias PlumbGraphics.CFString
@_exported import typealias PlumbGraphics.CFDictionary
@_exported import typealias PlumbGraphics.CFArray
@_exported import typealias PlumbGraphics.CFData
@_exported import typealias PlumbGraphics.CFTypeRef
@_exported import typealias PlumbGraphics.CFError
@_exported import typealias PlumbGraphics.CFIndex
@_exported import typealias PlumbGraphics.CFBoolean
@_exported import var PlumbGraphics.kCFBooleanTrue
@_exported import var PlumbGraphics.kCFBooleanFalse

// The result codes keychain calls return, with Security's values, so that code comparing a
// status with them (or printing it) sees what it would on iOS.

/// No error.
public var errSecSuccess: OSStatus { 0 }
/// The function or operation is not implemented.
public var errSecUnimplemented: OSStatus { -4 }
/// A parameter was missing or not valid (a query without `kSecClass`, say).
public var errSecParam: OSStatus { -50 }
/// Memory could not be allocated.
public var errSecAllocate: OSStatus { -108 }
/// The user cancelled the operation.
public var errSecUserCanceled: OSStatus { -128 }
/// No keychain is available.
public var errSecNotAvailable: OSStatus { -25291 }
/// The user name or passphrase was not correct.
public var errSecAuthFailed: OSStatus { -25293 }
/// An item with the same primary key is already in the keychain.
public var errSecDuplicateItem: OSStatus { -25299 }
/// No item in the keychain matches the query.
public var errSecItemNotFound: OSStatus { -25300 }
/// User interaction is not allowed (the device is locked).
public var errSecInteractionNotAllowed: OSStatus { -25308 }
/// The data could not be decoded.
public var errSecDecode: OSStatus { -26275 }
/// The app lacks the entitlement the operation needs.
public var errSecMissingEntitlement: OSStatus { -34018 }

/// A sentence saying what a keychain status means, as `SecCopyErrorMessageString` (Plumbline's
/// wording; unknown codes are named by number). `reserved` must be nil, as on iOS.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
  switch status {
  case errSecSuccess: "No error."
  case errSecUnimplemented: "The operation is not implemented."
  case errSecParam: "One or more parameters were not valid."
  case errSecAllocate: "Memory could not be allocated."
  case errSecUserCanceled: "The user cancelled the operation."
  case errSecNotAvailable: "No keychain is available."
  case errSecAuthFailed: "The user name or passphrase was not correct."
  case errSecDuplicateItem: "The item is already in the keychain."
  case errSecItemNotFound: "The item could not be found in the keychain."
  case errSecInteractionNotAllowed: "User interaction is not allowed."
  case errSecDecode: "The data could not be decoded."
  case errSecMissingEntitlement: "A required entitlement is missing."
  default: "OSStatus \(status)."
  }
}
