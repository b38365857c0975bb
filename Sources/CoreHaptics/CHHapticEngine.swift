import Foundation

/// What a device can play, as Core Haptics' `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability {
  var supportsHaptics: Bool { get }
  var supportsAudio: Bool { get }
  func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID,
                  eventType type: CHHapticEvent.EventType) throws -> any CHHapticParameterAttributes
  func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes
}

/// A parameter's range and default, as `CHHapticParameterAttributes`.
public protocol CHHapticParameterAttributes {
  var minValue: Float { get }
  var maxValue: Float { get }
  var defaultValue: Float { get }
}

/// The answer of `capabilitiesForHardware()` in a render: like the iOS simulator, no haptics and
/// no audio, and no parameter attributes (asking throws `notSupported`).
struct NoHapticHardware: CHHapticDeviceCapability {
  var supportsHaptics: Bool { false }
  var supportsAudio: Bool { false }
  func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID,
                  eventType type: CHHapticEvent.EventType) throws -> any CHHapticParameterAttributes {
    throw CHHapticError(.notSupported)
  }
  func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes {
    throw CHHapticError(.notSupported)
  }
}

/// Core Haptics' engine, as `CHHapticEngine`, so code that plays custom haptics compiles. A render
/// is felt by no one and heard by no one: `capabilitiesForHardware()` answers no haptics and no
/// audio (as the simulator does), the engine can be made, started and stopped without error, its
/// players start and stop silently, and no handler is ever called (nothing plays, so nothing
/// stops, resets or finishes). A haptic changes no pixel, on iOS as here. Not an `NSObject`
/// subclass here: Core Haptics' `init() throws` cannot override NSObject's `init()` in Swift.
open class CHHapticEngine {
  /// Why the engine stopped, as `CHHapticEngine.StoppedReason` (Core Haptics' raw values).
  public enum StoppedReason: Int, Sendable {
    case audioSessionInterrupt = 1, applicationSuspended = 2, idleTimeout = 3, notifyWhenFinished = 4,
         engineDestroyed = 5, gameControllerDisconnect = 6, systemError = -1
  }
  /// What a finished handler asks for, as `CHHapticEngine.FinishedAction`.
  public enum FinishedAction: Int, Sendable { case stopEngine = 1, leaveEngineRunning = 2 }

  public typealias StoppedHandler = (CHHapticEngine.StoppedReason) -> Void
  public typealias ResetHandler = () -> Void
  public typealias CompletionHandler = ((any Error)?) -> Void
  public typealias FinishedHandler = ((any Error)?) -> CHHapticEngine.FinishedAction

  /// Called when the engine stops on its own: kept, never called.
  open var stoppedHandler: StoppedHandler = { _ in }
  /// Called after the haptic server restarts: kept, never called.
  open var resetHandler: ResetHandler = {}
  open var playsHapticsOnly = false
  open var playsAudioOnly = false
  open var isAutoShutdownEnabled = false
  open var isMutedForAudio = false
  open var isMutedForHaptics = false
  /// The engine's clock: 0 (nothing plays).
  open var currentTime: TimeInterval { 0 }

  private var nextResource: CHHapticAudioResourceID = 1

  /// Makes an engine (`try CHHapticEngine()`): it does not throw here (the simulator's engine is
  /// made as well).
  public init() throws {}

  /// The device's haptic capabilities: none in a render.
  open class func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHapticHardware() }

  /// Starts the engine (nothing to start; never throws).
  open func start() throws {}
  /// Starts the engine and calls `completionHandler` with no error at once.
  open func start(completionHandler: CompletionHandler? = nil) { completionHandler?(nil) }
  /// Starts the engine (nothing to start).
  open func start() async throws {}
  /// Stops the engine and calls `completionHandler` with no error at once.
  open func stop(completionHandler: CompletionHandler? = nil) { completionHandler?(nil) }
  /// Stops the engine.
  open func stop() async throws {}
  /// Keeps `finishedHandler`; it is never called (no player ever plays).
  open func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) {}

  /// A player for `pattern` that plays nothing.
  open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { SilentPatternPlayer(pattern) }
  /// An advanced player for `pattern` that plays nothing.
  open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
    SilentPatternPlayer(pattern)
  }
  /// Reads nothing and plays nothing.
  open func playPattern(from fileURL: URL) throws {}
  /// Reads nothing and plays nothing.
  open func playPattern(from data: Data) throws {}
  /// Registers an audio file for `.audioCustom` events: a new identifier; the file is not read.
  open func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> CHHapticAudioResourceID {
    defer { nextResource += 1 }
    return nextResource
  }
  open func unregisterAudioResource(_ resourceID: CHHapticAudioResourceID) throws {}
}
