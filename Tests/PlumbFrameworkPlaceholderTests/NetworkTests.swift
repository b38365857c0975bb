import Foundation
import Network
import PlumbTestSupport
import Testing

/// Network answers as a device on Wi-Fi that never completes a connection
/// (docs/compatibility/frameworks.md, "Network").
@Suite struct NetworkTests {
  /// Waits (up to a second) for `condition`, polling.
  private func eventually(_ condition: @Sendable () -> Bool) async throws {
    for _ in 0..<100 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
  }

  @Test func aStartedMonitorDeliversASatisfiedWiFiPathOnItsQueueOnce() async throws {
    final class Box: @unchecked Sendable {
      let lock = NSLock()
      var paths: [NWPath] = []
      var onQueue: [Bool] = []
    }
    let box = Box()
    let queue = DispatchQueue(label: "monitor")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 7)
    let monitor = NWPathMonitor()
    monitor.pathUpdateHandler = { path in
      box.lock.lock()
      box.paths.append(path)
      box.onQueue.append(DispatchQueue.getSpecific(key: key) == 7)
      box.lock.unlock()
    }
    #expect(monitor.queue == nil)
    monitor.start(queue: queue)
    monitor.start(queue: queue)
    try await eventually { box.lock.withLock { !box.paths.isEmpty } }
    try await Task.sleep(for: .milliseconds(50))
    let (paths, onQueue) = box.lock.withLock { (box.paths, box.onQueue) }
    #expect(paths.count == 1 && onQueue == [true])
    let path = try #require(paths.first)
    #expect(path.status == .satisfied)
    #expect(path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.cellular))
    #expect(path.availableInterfaces.map(\.name) == ["en0"] && path.availableInterfaces.first?.type == .wifi)
    #expect(!path.isExpensive && !path.isConstrained && path.supportsIPv4 && path.supportsIPv6 && path.supportsDNS)
    #expect(monitor.currentPath == path)
    monitor.cancel()
  }

  @Test func aMonitorOfAnInterfaceTheRenderLacksIsUnsatisfied() {
    #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.status == .unsatisfied)
    #expect(NWPathMonitor(requiredInterfaceType: .wiredEthernet).currentPath.availableInterfaces.isEmpty)
    #expect(NWPathMonitor(prohibitedInterfaceTypes: [.wifi]).currentPath.status == .unsatisfied)
    #expect(NWPathMonitor(requiredInterfaceType: .wifi).currentPath.status == .satisfied)
    #expect(NWPathMonitor(requiredInterfaceType: .loopback).currentPath.usesInterfaceType(.loopback))
    #expect(!NWPathMonitor().currentPath.usesInterfaceType(.loopback))
  }

  @Test func iteratingAMonitorYieldsThePathAndEndsOnCancel() async {
    let monitor = NWPathMonitor()
    var statuses: [NWPath.Status] = []
    for await path in monitor {
      statuses.append(path.status)
      monitor.cancel()
    }
    #expect(statuses == [.satisfied])
  }

  @Test func aConnectionPreparesAndNeverBecomesReady() async throws {
    final class States: @unchecked Sendable {
      let lock = NSLock()
      var seen: [NWConnection.State] = []
    }
    let states = States()
    let connection = NWConnection(host: "example.com", port: .https, using: .tcp)
    #expect(connection.state == .setup)
    connection.stateUpdateHandler = { state in states.lock.withLock { states.seen.append(state) } }
    connection.send(content: Data([1]), completion: .contentProcessed { _ in Issue.record("a send completed") })
    connection.receive(minimumIncompleteLength: 1, maximumLength: 8) { _, _, _, _ in Issue.record("data arrived") }
    connection.start(queue: DispatchQueue(label: "connection"))
    try await eventually { states.lock.withLock { !states.seen.isEmpty } }
    #expect(connection.state == .preparing && connection.currentPath == nil)
    connection.cancel()
    try await eventually { states.lock.withLock { states.seen.count == 2 } }
    #expect(states.lock.withLock { states.seen } == [.preparing, .cancelled])
  }

  @Test func endpointsParseAddressesNamesAndPorts() {
    if case .ipv4(let address) = NWEndpoint.Host("192.168.1.20") {
      #expect(address.rawValue == Data([192, 168, 1, 20]) && address.debugDescription == "192.168.1.20")
    } else {
      Issue.record("an IPv4 host was not parsed")
    }
    if case .ipv6(let address) = NWEndpoint.Host("::1") { #expect(address.isLoopback) } else { Issue.record("::1") }
    #expect(NWEndpoint.Host("example.com") == .name("example.com", nil))
    #expect(NWEndpoint.Port(rawValue: 62078)?.rawValue == 62078 && NWEndpoint.Port("80") == .http)
    #expect(NWEndpoint.Port("port") == nil)
    #expect(NWEndpoint.hostPort(host: "10.7.0.1", port: 22).debugDescription == "10.7.0.1:22")
    #expect(NWError.posix(.ETIMEDOUT) != NWError.posix(.ECONNREFUSED))
  }

  static let monitorSnippet = """
    import SwiftUI
    import Network

    @MainActor final class NetworkMonitor: ObservableObject {
      @Published var isConnected = true
      @Published var usesCellular = false
      private let monitor = NWPathMonitor()

      init() {
        monitor.pathUpdateHandler = { [weak self] path in
          Task { @MainActor in
            self?.isConnected = path.status == .satisfied
            self?.usesCellular = path.usesInterfaceType(.cellular) || path.isExpensive
          }
        }
        monitor.start(queue: DispatchQueue(label: "NetworkMonitor"))
      }

      func stop() { monitor.cancel() }
    }

    struct OfflineBanner: View {
      @StateObject private var network = NetworkMonitor()
      var body: some View {
        if !network.isConnected {
          Label("Offline", systemImage: "wifi.slash")
        }
      }
    }

    func ping(_ host: String) async -> Bool {
      let connection = NWConnection(host: NWEndpoint.Host(host), port: NWEndpoint.Port(rawValue: 443)!, using: .tcp)
      return await withCheckedContinuation { continuation in
        connection.stateUpdateHandler = { state in
          switch state {
          case .ready: continuation.resume(returning: true)
          case .failed, .cancelled: continuation.resume(returning: false)
          default: break
          }
        }
        connection.start(queue: .global())
      }
    }
    """

  @Test(arguments: [5, 6]) func aMonitorAndAPingTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.monitorSnippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
