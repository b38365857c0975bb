import Foundation

/// Scans for and connects to peripherals, as `CBCentralManager`; on Linux it reports
/// `.unsupported` and finds nothing (CBManager).
open class CBCentralManager: CBManager, @unchecked Sendable {
  open weak var delegate: (any CBCentralManagerDelegate)?
  open private(set) var isScanning = false

  public convenience override init() { self.init(delegate: nil, queue: nil, options: nil) }

  public convenience init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) {
    self.init(delegate: delegate, queue: queue, options: nil)
  }

  public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
    self.delegate = delegate
    super.init()
    reportUnsupported(on: queue) { [weak self] in
      guard let self else { return }
      self.delegate?.centralManagerDidUpdateState(self)
    }
  }

  open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
  open func stopScan() { isScanning = false }
  open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
  open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
  open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
  open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}

/// The central manager's callbacks, as `CBCentralManagerDelegate` (all but the state change optional).
public protocol CBCentralManagerDelegate: NSObjectProtocol {
  func centralManagerDidUpdateState(_ central: CBCentralManager)
  func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
  func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
                      advertisementData: [String: Any], rssi RSSI: NSNumber)
  func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
  func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
  func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
}

extension CBCentralManagerDelegate {
  public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
  public func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
                             advertisementData: [String: Any], rssi RSSI: NSNumber) {}
  public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
  public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
  public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
}
