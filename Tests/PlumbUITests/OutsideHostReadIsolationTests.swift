import Testing
@testable import PlumbUI

/// A read of the device outside any render (`UIScreen.main` asks `RenderingDevice.current`) is
/// noted per task, so that a test running in parallel never gets another test's "read outside a
/// render" warning when it makes a host on another device (seen once as a flaky failure).
@Suite struct OutsideHostReadIsolationTests {
  @Test @MainActor func anotherTasksReadIsNotBlamedOnThisHost() async {
    // Another task (another test, in the suite) reads the default device outside any host…
    await Task { @MainActor in _ = RenderingDevice.current }.value
    // …and this task's host on another device warns of nothing.
    let (_, warnings) = RenderWarnings.collecting { ViewHost(Text("x"), device: .iPhoneSE3).displayList }
    #expect(!warnings.contains { $0.contains("UIScreen.main was read outside a render") }, "\(warnings)")
    // A read in this task still warns.
    _ = RenderingDevice.current
    let (_, own) = RenderWarnings.collecting { ViewHost(Text("x"), device: .iPhoneSE3).displayList }
    #expect(own.contains { $0.contains("UIScreen.main was read outside a render") }, "\(own)")
  }
}
