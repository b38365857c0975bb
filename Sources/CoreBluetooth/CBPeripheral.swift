import Foundation

/// A remote peripheral, as `CBPeripheral`. None is ever discovered here; apps and tests may
/// still make one to show in a list (CBManager).
open class CBPeripheral: NSObject, @unchecked Sendable {
  public enum State: Int, Sendable { case disconnected, connecting, connected, disconnecting }

  open weak var delegate: (any CBPeripheralDelegate)?
  open internal(set) var name: String?
  open internal(set) var identifier = UUID()
  open internal(set) var state: State = .disconnected
  open internal(set) var services: [CBService]?
  open internal(set) var rssi: NSNumber?
  open var canSendWriteWithoutResponse: Bool { false }

  public override init() { super.init() }

  open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
  open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
  open func readValue(for characteristic: CBCharacteristic) {}
  open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
  open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
  open func readRSSI() {}
  open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
}

/// A peripheral's callbacks, as `CBPeripheralDelegate` (all optional).
public protocol CBPeripheralDelegate: NSObjectProtocol {
  func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
  func peripheralDidUpdateName(_ peripheral: CBPeripheral)
  func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral)
}

extension CBPeripheralDelegate {
  public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?) {}
  public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
  public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
  public func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral) {}
}

/// A service of a peripheral, as `CBService`.
open class CBService: NSObject, @unchecked Sendable {
  public let uuid: CBUUID
  public let isPrimary: Bool
  open internal(set) var characteristics: [CBCharacteristic]?
  init(uuid: CBUUID, primary: Bool) { self.uuid = uuid; isPrimary = primary }
}

/// A service an app publishes, as `CBMutableService`.
open class CBMutableService: CBService, @unchecked Sendable {
  public init(type UUID: CBUUID, primary isPrimary: Bool) { super.init(uuid: UUID, primary: isPrimary) }
  open override var characteristics: [CBCharacteristic]? {
    get { super.characteristics }
    set { super.characteristics = newValue }
  }
}

/// What a characteristic allows, as `CBCharacteristicProperties`.
public struct CBCharacteristicProperties: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
  public static let read = CBCharacteristicProperties(rawValue: 0x02)
  public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
  public static let write = CBCharacteristicProperties(rawValue: 0x08)
  public static let notify = CBCharacteristicProperties(rawValue: 0x10)
  public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
  public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
  public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
}

/// How a characteristic's value may be read or written, as `CBAttributePermissions`.
public struct CBAttributePermissions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let readable = CBAttributePermissions(rawValue: 0x01)
  public static let writeable = CBAttributePermissions(rawValue: 0x02)
  public static let readEncryptionRequired = CBAttributePermissions(rawValue: 0x04)
  public static let writeEncryptionRequired = CBAttributePermissions(rawValue: 0x08)
}

/// Whether a write waits for a response, as `CBCharacteristicWriteType`.
public enum CBCharacteristicWriteType: Int, Sendable { case withResponse, withoutResponse }

/// A value of a service, as `CBCharacteristic`.
open class CBCharacteristic: NSObject, @unchecked Sendable {
  public let uuid: CBUUID
  open internal(set) var properties: CBCharacteristicProperties
  open internal(set) var value: Data?
  open internal(set) var isNotifying = false
  open internal(set) weak var service: CBService?
  init(uuid: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
    self.uuid = uuid; self.properties = properties; self.value = value
  }
}

/// A characteristic an app publishes, as `CBMutableCharacteristic`.
open class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
  open var permissions: CBAttributePermissions
  public init(type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?, permissions: CBAttributePermissions) {
    self.permissions = permissions
    super.init(uuid: UUID, properties: properties, value: value)
  }
}

/// Publishes services, as `CBPeripheralManager`; reports `.unsupported` here (CBManager).
open class CBPeripheralManager: CBManager, @unchecked Sendable {
  open weak var delegate: (any CBPeripheralManagerDelegate)?
  open private(set) var isAdvertising = false

  public convenience override init() { self.init(delegate: nil, queue: nil, options: nil) }
  public convenience init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?) {
    self.init(delegate: delegate, queue: queue, options: nil)
  }
  public init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
    self.delegate = delegate
    super.init()
    reportUnsupported(on: queue) { [weak self] in
      guard let self else { return }
      self.delegate?.peripheralManagerDidUpdateState(self)
    }
  }

  open func add(_ service: CBMutableService) {}
  open func remove(_ service: CBMutableService) {}
  open func removeAllServices() {}
  open func startAdvertising(_ advertisementData: [String: Any]?) {}
  open func stopAdvertising() { isAdvertising = false }
  open func updateValue(_ value: Data, for characteristic: CBMutableCharacteristic, onSubscribedCentrals centrals: [CBCentral]?) -> Bool { false }
}

/// A remote central, as `CBCentral`.
open class CBCentral: NSObject, @unchecked Sendable {
  open internal(set) var identifier = UUID()
  open var maximumUpdateValueLength: Int { 20 }
}

/// A peripheral manager's callbacks, as `CBPeripheralManagerDelegate`.
public protocol CBPeripheralManagerDelegate: NSObjectProtocol {
  func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
  func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?)
  func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?)
  func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic)
  func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didUnsubscribeFrom characteristic: CBCharacteristic)
  func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager)
}

extension CBPeripheralManagerDelegate {
  public func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?) {}
  public func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?) {}
  public func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic) {}
  public func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didUnsubscribeFrom characteristic: CBCharacteristic) {}
  public func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager) {}
}
