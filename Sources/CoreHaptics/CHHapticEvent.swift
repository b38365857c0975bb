import Foundation

/// A time in a pattern player's timeline meaning "now", as `CHHapticTimeImmediate`.
public let CHHapticTimeImmediate: TimeInterval = 0

/// An audio file registered with an engine, as `CHHapticAudioResourceID`.
public typealias CHHapticAudioResourceID = UInt

/// One haptic or audio event of a pattern, as Core Haptics' `CHHapticEvent`: its kind, parameters,
/// start time and (for continuous events) duration. Kept as given; nothing plays.
open class CHHapticEvent: NSObject {
  /// The kind of event, as `CHHapticEvent.EventType` (Core Haptics' raw strings, as in AHAP files).
  public struct EventType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticTransient = EventType(rawValue: "HapticTransient")
    public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
    public static let audioContinuous = EventType(rawValue: "AudioContinuous")
    public static let audioCustom = EventType(rawValue: "AudioCustom")
  }

  /// What an event parameter controls, as `CHHapticEvent.ParameterID`.
  public struct ParameterID: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
    public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
    public static let attackTime = ParameterID(rawValue: "AttackTime")
    public static let decayTime = ParameterID(rawValue: "DecayTime")
    public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
    public static let sustained = ParameterID(rawValue: "Sustained")
    public static let audioVolume = ParameterID(rawValue: "AudioVolume")
    public static let audioPitch = ParameterID(rawValue: "AudioPitch")
    public static let audioPan = ParameterID(rawValue: "AudioPan")
    public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
  }

  open var type: EventType
  open var eventParameters: [CHHapticEventParameter]
  /// Seconds from the pattern's start.
  open var relativeTime: TimeInterval
  /// Seconds the event lasts (continuous events; 0 for transients).
  open var duration: TimeInterval

  public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval) {
    self.type = type; eventParameters = eventParams; relativeTime = time; duration = 0
    super.init()
  }
  public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval,
              duration: TimeInterval) {
    self.type = type; eventParameters = eventParams; relativeTime = time; self.duration = duration
    super.init()
  }
  /// An event playing a registered audio file (`.audioCustom`).
  public convenience init(audioResourceID resID: CHHapticAudioResourceID, parameters eventParams: [CHHapticEventParameter],
                          relativeTime time: TimeInterval) {
    self.init(eventType: .audioCustom, parameters: eventParams, relativeTime: time)
  }
  public convenience init(audioResourceID resID: CHHapticAudioResourceID, parameters eventParams: [CHHapticEventParameter],
                          relativeTime time: TimeInterval, duration: TimeInterval) {
    self.init(eventType: .audioCustom, parameters: eventParams, relativeTime: time, duration: duration)
  }
}

/// A parameter of one event, as `CHHapticEventParameter`.
open class CHHapticEventParameter: NSObject {
  public let parameterID: CHHapticEvent.ParameterID
  open var value: Float
  public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
    self.parameterID = parameterID; self.value = value
    super.init()
  }
}

/// A parameter changing a whole pattern while it plays, as `CHHapticDynamicParameter`.
open class CHHapticDynamicParameter: NSObject {
  /// What a dynamic parameter controls, as `CHHapticDynamicParameter.ID`.
  public struct ID: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
    public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
    public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
    public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
    public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
    public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
    public static let audioPanControl = ID(rawValue: "AudioPanControl")
    public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
    public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    public static let audioAttackTimeControl = ID(rawValue: "AudioAttackTimeControl")
    public static let audioDecayTimeControl = ID(rawValue: "AudioDecayTimeControl")
    public static let audioReleaseTimeControl = ID(rawValue: "AudioReleaseTimeControl")
  }

  public let parameterID: ID
  open var value: Float
  open var relativeTime: TimeInterval
  public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
    self.parameterID = parameterID; self.value = value; relativeTime = time
    super.init()
  }
}

/// A dynamic parameter's values over time, as `CHHapticParameterCurve`.
open class CHHapticParameterCurve: NSObject {
  /// One point of a curve, as `CHHapticParameterCurve.ControlPoint`.
  open class ControlPoint: NSObject {
    open var relativeTime: TimeInterval
    open var value: Float
    public init(relativeTime time: TimeInterval, value: Float) {
      relativeTime = time; self.value = value
      super.init()
    }
  }

  public let parameterID: CHHapticDynamicParameter.ID
  open var relativeTime: TimeInterval
  public let controlPoints: [ControlPoint]
  public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
    self.parameterID = parameterID; self.controlPoints = controlPoints; self.relativeTime = relativeTime
    super.init()
  }
}
