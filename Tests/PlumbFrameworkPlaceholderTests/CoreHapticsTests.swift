import CoreHaptics
import Foundation
import Testing

/// Core Haptics in a render: a device without haptics or audio whose engine starts, whose players
/// play nothing, and whose patterns are read and checked as Core Haptics reads them
/// (docs/compatibility/frameworks.md, "CoreHaptics").
@Suite struct CoreHapticsTests {
  @Test func theHardwareHasNoHaptics() {
    let capabilities = CHHapticEngine.capabilitiesForHardware()
    #expect(!capabilities.supportsHaptics && !capabilities.supportsAudio)
    #expect(throws: CHHapticError.self) { try capabilities.attributes(forDynamicParameter: .hapticIntensityControl) }
  }

  @Test func anEngineStartsPlaysNothingAndCallsNoHandler() throws {
    let engine = try CHHapticEngine()
    var stopped = 0, reset = 0, finished = 0, started = 0
    engine.stoppedHandler = { _ in stopped += 1 }
    engine.resetHandler = { reset += 1 }
    engine.playsHapticsOnly = true
    engine.isAutoShutdownEnabled = true
    try engine.start()
    engine.start { error in #expect(error == nil); started += 1 }
    let pattern = try CHHapticPattern(events: [
      CHHapticEvent(eventType: .hapticTransient, parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)],
                    relativeTime: 0),
      CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.25, duration: 0.5),
    ], parameters: [])
    let player = try engine.makePlayer(with: pattern)
    try player.start(atTime: CHHapticTimeImmediate)
    try player.stop(atTime: CHHapticTimeImmediate)
    let advanced = try engine.makeAdvancedPlayer(with: pattern)
    advanced.loopEnabled = true
    advanced.completionHandler = { _ in finished += 1 }
    try advanced.start(atTime: 0)
    engine.notifyWhenPlayersFinished { _ in finished += 1; return .stopEngine }
    engine.stop()
    #expect(started == 1 && stopped == 0 && reset == 0 && finished == 0)
    #expect(pattern.duration == 0.75)
    #expect(engine.playsHapticsOnly && engine.isAutoShutdownEnabled)
  }

  @Test func patternDictionariesAreReadAndChecked() throws {
    let pattern = try CHHapticPattern(dictionary: [
      .pattern: [
        [CHHapticPattern.Key.event: [
          CHHapticPattern.Key.eventType: CHHapticEvent.EventType.hapticContinuous,
          CHHapticPattern.Key.time: 0.5,
          CHHapticPattern.Key.eventDuration: 1.0,
          CHHapticPattern.Key.eventParameters: [[CHHapticPattern.Key.parameterID: CHHapticEvent.ParameterID.hapticIntensity,
                                                  CHHapticPattern.Key.parameterValue: 0.8]],
        ]],
        ["Event": ["EventType": "HapticTransient", "Time": 0.1]],
      ],
    ])
    #expect(pattern.events.map(\.type) == [.hapticContinuous, .hapticTransient])
    #expect(pattern.events.first?.eventParameters.first?.value == 0.8)
    #expect(pattern.duration == 1.5)
    #expect(throws: CHHapticError(.invalidPatternDictionary)) { try CHHapticPattern(dictionary: [.version: 1]) }
    #expect(throws: CHHapticError(.badEventEntry)) {
      try CHHapticPattern(dictionary: [.pattern: [["Event": ["EventType": "HapticTransient"]]]])
    }
    #expect(throws: CHHapticError(.invalidEventType)) {
      try CHHapticPattern(dictionary: [.pattern: [["Event": ["EventType": "Rumble", "Time": 0]]]])
    }
    #expect(throws: CHHapticError(.invalidEventTime)) {
      try CHHapticPattern(events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: -1)], parameters: [])
    }
    #expect(CHHapticError(.engineNotRunning).errorCode == -4805)
  }
}
