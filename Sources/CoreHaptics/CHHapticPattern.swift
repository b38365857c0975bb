import Foundation

/// Core Haptics' errors, as `CHHapticError` (codes as Core Haptics' `CHHapticError.Code`).
public struct CHHapticError: Error, Hashable, Sendable, CustomNSError {
  public enum Code: Int, Sendable {
    case engineNotRunning = -4805, operationNotPermitted = -4806, engineStartTimeout = -4808, notSupported = -4809,
         serverInitFailed = -4810, serverInterrupted = -4811, invalidPatternPlayer = -4812,
         invalidPatternData = -4813, invalidPatternDictionary = -4814, invalidAudioSession = -4815,
         invalidEngineParameter = -4816, invalidParameterType = -4820, invalidEventType = -4821,
         invalidEventTime = -4822, invalidEventDuration = -4823, invalidAudioResource = -4824,
         resourceNotAvailable = -4825, badEventEntry = -4830, badParameterEntry = -4831, invalidTime = -4840,
         fileNotFound = -4851, insufficientPower = -4897, unknownError = -4898, memoryError = -4899
  }
  public static let errorDomain = "com.apple.CoreHaptics"
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public var errorCode: Int { code.rawValue }
}

extension CHHapticError.Code {
  /// `catch CHHapticError.Code.notSupported` style matching against any error.
  public static func ~= (match: CHHapticError.Code, error: any Error) -> Bool { (error as? CHHapticError)?.code == match }
}

/// A haptic pattern, as Core Haptics' `CHHapticPattern`: events and parameters, made from values
/// or from an AHAP dictionary or file. The pattern is read and checked as Core Haptics reads it
/// (so a malformed dictionary throws), and its `duration` is real; nothing plays it.
open class CHHapticPattern: NSObject {
  /// A key of a pattern dictionary (AHAP), as `CHHapticPattern.Key`.
  public struct Key: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let version = Key(rawValue: "Version")
    public static let pattern = Key(rawValue: "Pattern")
    public static let event = Key(rawValue: "Event")
    public static let eventType = Key(rawValue: "EventType")
    public static let time = Key(rawValue: "Time")
    public static let eventDuration = Key(rawValue: "EventDuration")
    public static let eventWaveformPath = Key(rawValue: "EventWaveformPath")
    public static let eventParameters = Key(rawValue: "EventParameters")
    public static let parameter = Key(rawValue: "Parameter")
    public static let parameterID = Key(rawValue: "ParameterID")
    public static let parameterValue = Key(rawValue: "ParameterValue")
    public static let parameterCurve = Key(rawValue: "ParameterCurve")
    public static let parameterCurveControlPoints = Key(rawValue: "ParameterCurveControlPoints")
  }

  /// What the pattern holds (not Core Haptics API: for tests).
  package let events: [CHHapticEvent]
  package let parameters: [CHHapticDynamicParameter]
  package let parameterCurves: [CHHapticParameterCurve]

  /// Seconds from the first event's start to the last event's end (a transient counts as an
  /// instant: our reading of Core Haptics).
  open var duration: TimeInterval {
    events.map { $0.relativeTime + ($0.type == .hapticTransient ? 0 : $0.duration) }.max() ?? 0
  }

  public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
    try Self.check(events)
    self.events = events; self.parameters = parameters; parameterCurves = []
    super.init()
  }
  public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
    try Self.check(events)
    self.events = events; parameters = []; self.parameterCurves = parameterCurves
    super.init()
  }

  /// A pattern from an AHAP dictionary (`[CHHapticPattern.Key: Any]`, keys and event types as
  /// values or as their raw strings). Throws `invalidPatternDictionary` without a `Pattern` list,
  /// `badEventEntry` for an event without a type or time, `invalidEventType` for an unknown type,
  /// `badParameterEntry` for a parameter without an ID or value.
  public convenience init(dictionary patternDict: [CHHapticPattern.Key: Any]) throws {
    var plain: [String: Any] = [:]
    for (key, value) in patternDict { plain[key.rawValue] = value }
    try self.init(ahap: plain)
  }

  /// A pattern from an AHAP file (iOS 16): JSON of at most 1 MiB, read as `init(dictionary:)`.
  public convenience init(contentsOf ahapURL: URL) throws {
    let data: Data
    do {
      let size = (try FileManager.default.attributesOfItem(atPath: ahapURL.path)[.size] as? NSNumber)?.intValue ?? 0
      guard size <= 1 << 20 else { throw CHHapticError(.invalidPatternData) }
      data = try Data(contentsOf: ahapURL)
    } catch let error as CHHapticError { throw error } catch { throw CHHapticError(.fileNotFound) }
    guard let json = try? JSONSerialization.jsonObject(with: data), let object = json as? [String: Any] else {
      throw CHHapticError(.invalidPatternData)
    }
    try self.init(ahap: object)
  }

  private convenience init(ahap: [String: Any]) throws {
    guard let entries = ahap[Key.pattern.rawValue] as? [Any] else { throw CHHapticError(.invalidPatternDictionary) }
    var events: [CHHapticEvent] = [], parameters: [CHHapticDynamicParameter] = []
    for entry in entries {
      guard let entry = Self.stringKeyed(entry) else { throw CHHapticError(.invalidPatternDictionary) }
      if let event = entry[Key.event.rawValue] {
        guard let e = Self.stringKeyed(event), let typeName = Self.string(e[Key.eventType.rawValue]),
              let time = Self.number(e[Key.time.rawValue]) else { throw CHHapticError(.badEventEntry) }
        let type = CHHapticEvent.EventType(rawValue: typeName)
        guard [.hapticTransient, .hapticContinuous, .audioContinuous, .audioCustom].contains(type) else {
          throw CHHapticError(.invalidEventType)
        }
        var params: [CHHapticEventParameter] = []
        for p in (e[Key.eventParameters.rawValue] as? [Any]) ?? [] {
          guard let p = Self.stringKeyed(p), let id = Self.string(p[Key.parameterID.rawValue]),
                let value = Self.number(p[Key.parameterValue.rawValue]) else { throw CHHapticError(.badParameterEntry) }
          params.append(CHHapticEventParameter(parameterID: .init(rawValue: id), value: Float(value)))
        }
        events.append(CHHapticEvent(eventType: type, parameters: params, relativeTime: time,
                                    duration: Self.number(e[Key.eventDuration.rawValue]) ?? 0))
      } else if let parameter = entry[Key.parameter.rawValue] {
        guard let p = Self.stringKeyed(parameter), let id = Self.string(p[Key.parameterID.rawValue]),
              let value = Self.number(p[Key.parameterValue.rawValue]) else { throw CHHapticError(.badParameterEntry) }
        parameters.append(CHHapticDynamicParameter(parameterID: .init(rawValue: id), value: Float(value),
                                                   relativeTime: Self.number(p[Key.time.rawValue]) ?? 0))
      }
    }
    try self.init(events: events, parameters: parameters)
  }

  /// The pattern as an AHAP dictionary, as `exportDictionary()`.
  open func exportDictionary() throws -> [CHHapticPattern.Key: Any] {
    var entries: [[String: Any]] = events.map { e in
      [Key.event.rawValue: [Key.eventType.rawValue: e.type.rawValue, Key.time.rawValue: e.relativeTime,
                            Key.eventDuration.rawValue: e.duration,
                            Key.eventParameters.rawValue: e.eventParameters.map {
                              [Key.parameterID.rawValue: $0.parameterID.rawValue, Key.parameterValue.rawValue: Double($0.value)]
                            }] as [String: Any]]
    }
    entries += parameters.map { p in
      [Key.parameter.rawValue: [Key.parameterID.rawValue: p.parameterID.rawValue, Key.parameterValue.rawValue: Double(p.value),
                                Key.time.rawValue: p.relativeTime] as [String: Any]]
    }
    return [.version: 1.0, .pattern: entries]
  }

  private static func check(_ events: [CHHapticEvent]) throws {
    for e in events {
      guard e.relativeTime.isFinite, e.relativeTime >= 0 else { throw CHHapticError(.invalidEventTime) }
      guard e.duration.isFinite, e.duration >= 0 else { throw CHHapticError(.invalidEventDuration) }
    }
  }

  private static func stringKeyed(_ value: Any?) -> [String: Any]? {
    if let d = value as? [String: Any] { return d }
    if let d = value as? [Key: Any] {
      var out: [String: Any] = [:]
      for (k, v) in d { out[k.rawValue] = v }
      return out
    }
    return nil
  }
  private static func string(_ value: Any?) -> String? {
    if let s = value as? String { return s }
    if let t = value as? CHHapticEvent.EventType { return t.rawValue }
    if let p = value as? CHHapticEvent.ParameterID { return p.rawValue }
    if let p = value as? CHHapticDynamicParameter.ID { return p.rawValue }
    return nil
  }
  private static func number(_ value: Any?) -> Double? {
    switch value {
    case let d as Double: d
    case let f as Float: Double(f)
    case let i as Int: Double(i)
    case let n as NSNumber: n.doubleValue
    default: nil
    }
  }
}
