import Foundation
// The status code and CoreFoundation's URL, declared once for every module.
@_exported import typealias PlumbGraphics.OSStatus
@_exported import typealias PlumbGraphics.CFURL

// AudioToolbox's system sounds, as apps use them for a click or a vibration
// (`AudioServicesPlaySystemSound(1104)`, `kSystemSoundID_Vibrate`). A render is silent and
// nothing vibrates: the calls are accepted and do nothing (docs/compatibility/frameworks.md,
// "AudioToolbox").

/// A system sound's identifier, as `SystemSoundID`.
public typealias SystemSoundID = UInt32

/// The identifier that vibrates the device, as `kSystemSoundID_Vibrate`.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// Plays a system sound (nothing is heard in a render).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
/// Plays a system sound, or vibrates (nothing happens in a render).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
/// Plays a system sound and then calls `inCompletionBlock` (at once: nothing plays).
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
  inCompletionBlock?()
}
/// Plays an alert sound and then calls `inCompletionBlock` (at once: nothing plays).
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
  inCompletionBlock?()
}

/// Registers a sound file as a system sound: every file gets the next identifier from 4097
/// (after the vibrate one); nothing is read.
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
  SystemSoundRegistry.lock.lock()
  defer { SystemSoundRegistry.lock.unlock() }
  SystemSoundRegistry.next += 1
  outSystemSoundID.pointee = SystemSoundRegistry.next
  return 0
}
/// Releases a registered system sound.
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { 0 }

/// The identifiers handed out by `AudioServicesCreateSystemSoundID`.
enum SystemSoundRegistry {
  static let lock = NSLock()
  nonisolated(unsafe) static var next: SystemSoundID = 4096
}
