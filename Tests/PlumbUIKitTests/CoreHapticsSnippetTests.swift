import Foundation
import PlumbTestSupport
import Testing

/// Custom haptics as apps write them (docs/compatibility/frameworks.md, "CoreHaptics"),
/// type-checked in both language modes.
@Suite struct CoreHapticsSnippetTests {
  static let snippet = """
    import CoreHaptics
    import UIKit

    final class Haptics {
      private var engine: CHHapticEngine?
      func prepare() {
        guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
        do {
          engine = try CHHapticEngine()
          engine?.playsHapticsOnly = true
          engine?.isAutoShutdownEnabled = true
          engine?.stoppedHandler = { reason in _ = reason }
          engine?.resetHandler = { [weak self] in try? self?.engine?.start() }
          try engine?.start()
        } catch { print(error.localizedDescription) }
      }
      func play() {
        let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)
        let sharpness = CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5)
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [intensity, sharpness], relativeTime: 0)
        let hum = CHHapticEvent(eventType: .hapticContinuous, parameters: [intensity], relativeTime: 0.1, duration: 0.5)
        do {
          let pattern = try CHHapticPattern(events: [tap, hum], parameters: [
            CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: 0.5, relativeTime: 0)])
          let player = try engine?.makePlayer(with: pattern)
          try player?.start(atTime: CHHapticTimeImmediate)
          let advanced = try engine?.makeAdvancedPlayer(with: pattern)
          advanced?.loopEnabled = true
          try advanced?.start(atTime: 0)
          try advanced?.stop(atTime: CHHapticTimeImmediate)
          let curve = CHHapticParameterCurve(parameterID: .hapticIntensityControl, controlPoints: [
            .init(relativeTime: 0, value: 0), .init(relativeTime: 0.2, value: 1)], relativeTime: 0)
          try player?.scheduleParameterCurve(curve, atTime: 0)
          let fromDictionary = try CHHapticPattern(dictionary: [
            .pattern: [[CHHapticPattern.Key.event: [CHHapticPattern.Key.eventType: CHHapticEvent.EventType.hapticTransient,
                                                     CHHapticPattern.Key.time: 0.0]]]])
          _ = fromDictionary.duration
          engine?.notifyWhenPlayersFinished { _ in .stopEngine }
        } catch { engine?.stop() }
      }
    }
    """

  @Test(arguments: [5, 6]) func hapticsCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
