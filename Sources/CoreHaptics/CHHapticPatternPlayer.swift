import Foundation

/// Plays a pattern, as Core Haptics' `CHHapticPatternPlayer`. Here every player is silent.
public protocol CHHapticPatternPlayer: NSObjectProtocol {
  func start(atTime time: TimeInterval) throws
  func stop(atTime time: TimeInterval) throws
  func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
  func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
  func cancel() throws
  var isMuted: Bool { get set }
}

/// A player that can pause, seek and loop, as `CHHapticAdvancedPatternPlayer`.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
  typealias CompletionHandler = ((any Error)?) -> Void
  func pause(atTime time: TimeInterval) throws
  func resume(atTime time: TimeInterval) throws
  func seek(toOffset offsetTime: TimeInterval) throws
  var loopEnabled: Bool { get set }
  var loopEnd: TimeInterval { get set }
  var playbackRate: Float { get set }
  /// Called when the pattern finishes on iOS: kept, never called here (nothing plays).
  var completionHandler: CHHapticAdvancedPatternPlayer.CompletionHandler? { get set }
}

/// The player `makePlayer(with:)` and `makeAdvancedPlayer(with:)` return: it keeps its settings
/// and plays nothing.
final class SilentPatternPlayer: NSObject, CHHapticAdvancedPatternPlayer {
  let pattern: CHHapticPattern
  var isMuted = false
  var loopEnabled = false
  var loopEnd: TimeInterval = 0
  var playbackRate: Float = 1
  var completionHandler: CHHapticAdvancedPatternPlayer.CompletionHandler?
  init(_ pattern: CHHapticPattern) { self.pattern = pattern; super.init() }

  func start(atTime time: TimeInterval) throws {}
  func stop(atTime time: TimeInterval) throws {}
  func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
  func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {}
  func cancel() throws {}
  func pause(atTime time: TimeInterval) throws {}
  func resume(atTime time: TimeInterval) throws {}
  func seek(toOffset offsetTime: TimeInterval) throws {}
}
