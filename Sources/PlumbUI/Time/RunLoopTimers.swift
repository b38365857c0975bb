import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Foundation's own run-loop timers (`Timer.scheduledTimer`, `RunLoop.add(_:forMode:)`) fire on
/// the wall clock when a run loop turns, not on the render's main-queue clock, and Plumbline cannot
/// shadow `Timer` without making every call ambiguous. What it can do is see that one is pending:
/// the run loop's next timer date, read from CoreFoundation by name (it is not public Swift
/// API, so a toolchain without it makes this a no-op). `ViewHost` compares it before and after a
/// render and warns about a timer the screen left pending (docs/time.md, "What keeps the wall clock").
enum RunLoopTimers {
  private typealias GetRunLoop = @convention(c) () -> UnsafeMutableRawPointer?
  private typealias NextFireDate = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Double

  private struct Functions: @unchecked Sendable {
    var getMain: GetRunLoop
    var getCurrent: GetRunLoop
    var nextFireDate: NextFireDate
    var defaultMode: UnsafeMutableRawPointer
  }

  private static let functions: Functions? = {
    let process = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT: the loaded libraries
    guard let getMain = dlsym(process, "CFRunLoopGetMain"), let getCurrent = dlsym(process, "CFRunLoopGetCurrent"),
      let nextFireDate = dlsym(process, "CFRunLoopGetNextTimerFireDate"),
      let modeSymbol = dlsym(process, "kCFRunLoopDefaultMode"),
      let defaultMode = modeSymbol.load(as: UnsafeMutableRawPointer?.self)
    else { return nil }
    return Functions(getMain: unsafeBitCast(getMain, to: GetRunLoop.self),
                     getCurrent: unsafeBitCast(getCurrent, to: GetRunLoop.self),
                     nextFireDate: unsafeBitCast(nextFireDate, to: NextFireDate.self), defaultMode: defaultMode)
  }()

  /// When the next timer of the main run loop or of this thread's (where `Timer.scheduledTimer`
  /// puts it) fires in the default mode, as seconds since the reference date
  /// (`Date.timeIntervalSinceReferenceDate`); nil when none is scheduled. Reading it fires nothing.
  static func nextFireDate() -> Double? {
    guard let f = functions else { return nil }
    let dates = [f.getMain(), f.getCurrent()].map { f.nextFireDate($0, f.defaultMode) }.filter { $0 != 0 }
    return dates.min()
  }

  /// Whether a timer was scheduled between two readings: one is pending now that was not, or one
  /// fires sooner than the earliest before. (A timer due after an older pending one is not seen.)
  static func newTimerPending(before: Double?, after: Double?) -> Bool {
    guard let after else { return false }
    guard let before else { return true }
    return after < before
  }
}
