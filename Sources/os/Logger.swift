import Foundation

// The unified logging API of Apple's `os` module, so app code that logs compiles unchanged
// (docs/compatibility/frameworks.md, "os and OSLog"). There is no system log on Linux: messages
// are formatted lazily and discarded, so logging never changes a picture or a test's output.

/// A log level, as `OSLogType`.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }
  public static let `default` = OSLogType(0x00)
  public static let info = OSLogType(0x01)
  public static let debug = OSLogType(0x02)
  public static let error = OSLogType(0x10)
  public static let fault = OSLogType(0x11)
}

/// A log handle, as `OSLog` (subsystem and category).
public final class OSLog: Sendable {
  public let subsystem: String
  public let category: String
  public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
  public static let `default` = OSLog(subsystem: "", category: "")
  public static let disabled = OSLog(subsystem: "", category: "disabled")
  public struct Category: Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }
  public convenience init(subsystem: String, category: Category) { self.init(subsystem: subsystem, category: category.rawValue) }
  public func isEnabled(type: OSLogType) -> Bool { false }
  public var signpostsEnabled: Bool { false }
}

/// A logger, as `os.Logger` (iOS 14): each level's method takes an `OSLogMessage`, whose
/// interpolations accept `privacy:`, `format:` and `align:` as Apple's do.
public struct Logger: @unchecked Sendable {
  public let log: OSLog
  public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
  public init(_ log: OSLog) { self.log = log }
  public init() { log = .default }

  public func log(_ message: OSLogMessage) {}
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  public func trace(_ message: OSLogMessage) {}
  public func debug(_ message: OSLogMessage) {}
  public func info(_ message: OSLogMessage) {}
  public func notice(_ message: OSLogMessage) {}
  public func warning(_ message: OSLogMessage) {}
  public func error(_ message: OSLogMessage) {}
  public func critical(_ message: OSLogMessage) {}
  public func fault(_ message: OSLogMessage) {}
}

/// The C-style logging call, as `os_log(_:log:type:_:)` with a static format string.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {}
public func os_log(_ message: OSLogMessage, log: OSLog = .default) {}
