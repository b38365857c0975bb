import BackgroundTasks
import Foundation
import PlumbTestSupport
import Testing

/// BackgroundTasks keeps what an app schedules and runs nothing
/// (docs/compatibility/frameworks.md, "BackgroundTasks").
@Suite struct BackgroundTasksTests {
  /// One test, because the scheduler is one per process (`shared`).
  @Test func theSchedulerKeepsRequestsWithIOSLimitsAndRunsNothing() async throws {
    let scheduler = BGTaskScheduler.shared
    scheduler.cancelAllTaskRequests()
    final class Calls: @unchecked Sendable {
      let lock = NSLock()
      var count = 0
    }
    let calls = Calls()
    #expect(scheduler.register(forTaskWithIdentifier: "app.refresh", using: nil) { task in
      calls.lock.withLock { calls.count += 1 }
      task.setTaskCompleted(success: true)
    })

    let refresh = BGAppRefreshTaskRequest(identifier: "app.refresh")
    refresh.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
    try scheduler.submit(refresh)
    try scheduler.submit(refresh)
    do {
      try scheduler.submit(BGAppRefreshTaskRequest(identifier: "app.other-refresh"))
      Issue.record("a second app refresh was accepted")
    } catch BGTaskScheduler.Error.tooManyPendingTaskRequests {
    } catch {
      Issue.record("unexpected \(error)")
    }

    let processing = BGProcessingTaskRequest(identifier: "app.backup")
    processing.requiresNetworkConnectivity = true
    try scheduler.submit(processing)
    processing.requiresExternalPower = true
    let pending = await scheduler.pendingTaskRequests()
    #expect(pending.map(\.identifier) == ["app.refresh", "app.backup"])
    #expect(pending.first?.earliestBeginDate == refresh.earliestBeginDate)
    #expect((pending.last as? BGProcessingTaskRequest)?.requiresExternalPower == false, "the request was copied")

    let continued = BGContinuedProcessingTaskRequest(identifier: "app.upload.1", title: "Uploading", subtitle: "About to start…")
    #expect(continued.strategy == .queue && continued.requiredResources == .default)
    continued.strategy = .fail
    #expect(throws: BGTaskScheduler.Error(.immediateRunIneligible)) { try scheduler.submit(continued) }

    scheduler.cancel(taskRequestWithIdentifier: "app.backup")
    #expect(await scheduler.pendingTaskRequests().map(\.identifier) == ["app.refresh"])
    scheduler.cancelAllTaskRequests()
    #expect(await scheduler.pendingTaskRequests().isEmpty)
    try await Task.sleep(for: .milliseconds(50))
    #expect(calls.lock.withLock { calls.count } == 0, "a launch handler ran")
  }

  @Test func errorsBridgeToTheirDomain() {
    let error = BGTaskScheduler.Error(.notPermitted) as NSError
    #expect(error.domain == BGTaskSchedulerErrorDomain && error.code == 3)
    #expect(BGTaskScheduler.Error.unavailable.rawValue == 1)
  }

  static let appDelegateSnippet = """
    import BackgroundTasks
    import SwiftUI

    final class RefreshCoordinator {
      static let identifier = "com.example.app.refresh"

      func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
          guard let task = task as? BGAppRefreshTask else {
            task.setTaskCompleted(success: false)
            return
          }
          task.expirationHandler = { task.setTaskCompleted(success: false) }
          task.setTaskCompleted(success: true)
        }
      }

      func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
          try BGTaskScheduler.shared.submit(request)
        } catch BGTaskScheduler.Error.tooManyPendingTaskRequests {
          BGTaskScheduler.shared.cancelAllTaskRequests()
        } catch {
          print("Could not schedule app refresh: \\(error)")
        }
      }

      func upload() throws {
        let request = BGContinuedProcessingTaskRequest(identifier: "com.example.app.upload.1", title: "Uploading", subtitle: "About to start...")
        request.strategy = .queue
        try BGTaskScheduler.shared.submit(request)
      }
    }
    """

  @Test(arguments: [5, 6]) func anAppDelegatesSchedulingTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.appDelegateSnippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
