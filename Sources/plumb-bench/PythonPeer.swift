import Foundation

/// Runs a Python peer in its own process (Taffy, Pillow, skia-python, pixelmatch-py…): the
/// script prints one number, its own median time in seconds, which comes back here. nil when
/// Python or the peer's package is missing, so a benchmark prints a notice instead of failing.
enum PythonPeer {
  static func median(script: String, arguments: [String]) -> Double? {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", "-c", script] + arguments
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    guard (try? p.run()) != nil else { return nil }
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { return nil }
    return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
