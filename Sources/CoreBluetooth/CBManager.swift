import Foundation

/// The state of the Bluetooth radio, as `CBManagerState`.
public enum CBManagerState: Int, Sendable {
  case unknown, resetting, unsupported, unauthorized, poweredOff, poweredOn
}

/// Whether the app may use Bluetooth, as `CBManagerAuthorization`.
public enum CBManagerAuthorization: Int, Sendable {
  case notDetermined, restricted, denied, allowedAlways
}

/// A Bluetooth identifier, as `CBUUID`: 16-bit short forms are kept as written ("180D").
open class CBUUID: NSObject, @unchecked Sendable {
  public let uuidString: String
  public init(string theString: String) { uuidString = theString.uppercased() }
  public convenience init(nsuuid theUUID: UUID) { self.init(string: theUUID.uuidString) }
  public convenience init(data theData: Data) { self.init(string: theData.map { String(format: "%02X", $0) }.joined()) }
  public var data: Data {
    var d = Data()
    var hex = Substring(uuidString.replacingOccurrences(of: "-", with: ""))
    while hex.count >= 2, let b = UInt8(hex.prefix(2), radix: 16) { d.append(b); hex = hex.dropFirst(2) }
    return d
  }
  open override var description: String { uuidString }
  open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.uuidString == uuidString }
  open override var hash: Int { uuidString.hashValue }
}

/// What every Core Bluetooth manager shares, as `CBManager`. A render is the iOS simulator,
/// which has no Bluetooth: managers report `.unsupported` to their delegate on the queue they
/// were given (the main queue by default), and nothing is ever discovered
/// (docs/compatibility/frameworks.md, "CoreBluetooth").
open class CBManager: NSObject, @unchecked Sendable {
  open internal(set) var state: CBManagerState = .unknown
  open class var authorization: CBManagerAuthorization { .allowedAlways }
  open var authorization: CBManagerAuthorization { .allowedAlways }

  func reportUnsupported(on queue: DispatchQueue?, _ tell: @escaping @Sendable () -> Void) {
    (queue ?? .main).async { [weak self] in
      self?.state = .unsupported
      tell()
    }
  }
}

/// A peer's advertisement keys.
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBRestoreIdentifierKey"
public let CBPeripheralManagerOptionRestoreIdentifierKey = "kCBRestoreIdentifierKey"
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"

/// A Core Bluetooth failure, as `CBError`.
public struct CBError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case unknown = 0, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled,
         connectionTimeout, peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed,
         connectionLimitReached, unknownDevice, operationNotSupported
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}
