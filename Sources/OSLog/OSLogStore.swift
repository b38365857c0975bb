// The OSLog framework: `os`'s logging (re-exported) and the log store apps read their own
// entries from. There is no log store on Linux: opening one throws (docs/compatibility/frameworks.md, "os and OSLog").
@_exported import os
import Foundation

/// The log store, as `OSLogStore`; opening it throws `OSLogStoreError.unavailable`.
public final class OSLogStore: @unchecked Sendable {
  public enum Scope: Int, Sendable { case system, currentProcessIdentifier }
  public static func local() throws -> OSLogStore { throw OSLogStoreError.unavailable }
  public convenience init(scope: Scope) throws { throw OSLogStoreError.unavailable }
  private init() {}
  public func position(date: Date) -> OSLogPosition { OSLogPosition() }
  public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
  public func getEntries(at position: OSLogPosition? = nil, matching predicate: NSPredicate? = nil) throws -> [OSLogEntry] { [] }
}

/// Why the store cannot be opened.
public enum OSLogStoreError: Error, Sendable { case unavailable }

/// A place in the store, as `OSLogPosition`.
public final class OSLogPosition: @unchecked Sendable { init() {} }

/// One entry of the store, as `OSLogEntry`.
open class OSLogEntry: @unchecked Sendable {
  public let composedMessage: String
  public let date: Date
  init(composedMessage: String, date: Date) { self.composedMessage = composedMessage; self.date = date }
}

/// A log message entry, as `OSLogEntryLog`.
open class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
  public enum Level: Int, Sendable { case undefined, debug, info, notice, error, fault }
  public var level: Level { .undefined }
  public var subsystem: String { "" }
  public var category: String { "" }
}
