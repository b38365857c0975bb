import Foundation

extension PlumbCLI {
  /// How the user invoked the CLI, for the commands its messages suggest: `plumb`, or
  /// `swift package plumb` when the package plugin runs it (the plugin sets `PLUMB_TOOL_NAME`).
  public static var toolName: String {
    let name = ProcessInfo.processInfo.environment["PLUMB_TOOL_NAME"] ?? ""
    return name.isEmpty ? "plumb" : name
  }
}
