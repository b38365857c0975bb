import Foundation

// CoreFoundation's object types as iOS code names them, which Linux Foundation does not export
// (its own `import CoreFoundation` gives C types with no bridging). Each is the Foundation type
// CoreFoundation bridges to toll-free, so `url as CFURL`, `data as CFData`, `name as String` and
// `error.takeRetainedValue().localizedDescription` compile and mean what they mean on iOS.

/// CoreFoundation's string: `String` here, so `"name" as CFString` and `cf as String` compile.
public typealias CFString = String
/// A Core Services status code, as MacTypes' `OSStatus` (0 for no error), which several
/// frameworks' signatures name (Network's `NWError.tls`, AudioToolbox).
public typealias OSStatus = Int32
/// CoreFoundation's URL: `URL` here (`url as CFURL`).
public typealias CFURL = URL
/// CoreFoundation's byte buffer: `Data` here (`data as CFData`, `nsData as CFData`).
public typealias CFData = Data
/// CoreFoundation's error: `NSError` here, a class, so `Unmanaged<CFError>` out-parameters work.
public typealias CFError = NSError
/// CoreFoundation's signed index and count type.
public typealias CFIndex = Int
/// CoreFoundation's array: `NSArray` here, so `names as CFArray` and `cf as? [String]` compile.
public typealias CFArray = NSArray
/// CoreFoundation's dictionary: `NSDictionary` here (`[kCTFontNameAttribute: name] as CFDictionary`).
public typealias CFDictionary = NSDictionary
/// Any CoreFoundation object, as `CFTypeRef` (what `CTFontDescriptorCopyAttribute` returns).
public typealias CFTypeRef = AnyObject
/// CoreFoundation's boolean object: `NSNumber` here, so `kCFBooleanTrue` goes into a query
/// dictionary (`[kSecReturnData as String: kCFBooleanTrue!]`) and reads back as `true`.
public typealias CFBoolean = NSNumber
/// CoreFoundation's true object, as `kCFBooleanTrue`.
public var kCFBooleanTrue: CFBoolean! { NSNumber(value: true) }
/// CoreFoundation's false object, as `kCFBooleanFalse`.
public var kCFBooleanFalse: CFBoolean! { NSNumber(value: false) }
/// CoreFoundation's time interval in seconds, as `CFTimeInterval` (what `CACurrentMediaTime` returns).
public typealias CFTimeInterval = TimeInterval

/// The error's code, as `CFErrorGetCode`.
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { err.code }
/// The error's domain, as `CFErrorGetDomain`.
public func CFErrorGetDomain(_ err: CFError!) -> CFString! { err.domain }
/// The error's description, as `CFErrorCopyDescription`.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! { err.localizedDescription }
