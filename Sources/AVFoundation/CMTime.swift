@_exported import Foundation

// `import AVFoundation` on Linux: the media types views and view models hold (docs/compatibility/
// frameworks.md, "AVKit and AVFoundation"). Nothing is decoded or played: there is no media
// pipeline, and a snapshot shows a player before it starts.

/// A time as a rational number of seconds, as Core Media's `CMTime` (re-exported by AVFoundation).
public struct CMTime: Hashable, Comparable, Sendable {
  public var value: Int64
  public var timescale: Int32
  public var flags: UInt32
  public var epoch: Int64

  public init(value: Int64, timescale: Int32) { self.value = value; self.timescale = timescale; flags = 1; epoch = 0 }
  public init(seconds: Double, preferredTimescale: Int32) {
    self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }
  /// The time in seconds (NaN when invalid).
  public var seconds: Double { isValid && timescale != 0 ? Double(value) / Double(timescale) : .nan }
  public var isValid: Bool { flags & 1 != 0 }
  public var isNumeric: Bool { isValid }
  public static let zero = CMTime(value: 0, timescale: 1)
  public static let invalid: CMTime = { var t = CMTime(value: 0, timescale: 0); t.flags = 0; return t }()
  public static let indefinite: CMTime = { var t = CMTime(value: 0, timescale: 0); t.flags = 1 | 16; return t }()
  /// Flags valid | positive infinity, as Core Media's.
  public static let positiveInfinity: CMTime = { var t = CMTime(value: 0, timescale: 0); t.flags = 1 | 4; return t }()
  public static let negativeInfinity: CMTime = { var t = CMTime(value: 0, timescale: 0); t.flags = 1 | 8; return t }()
  public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
  public static func + (a: CMTime, b: CMTime) -> CMTime { CMTime(seconds: a.seconds + b.seconds, preferredTimescale: max(a.timescale, b.timescale, 1)) }
  public static func - (a: CMTime, b: CMTime) -> CMTime { CMTime(seconds: a.seconds - b.seconds, preferredTimescale: max(a.timescale, b.timescale, 1)) }
}

/// Makes a time, as the Core Media function.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// Makes a time from seconds, as the Core Media function.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// A time's seconds, as the Core Media function.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }
