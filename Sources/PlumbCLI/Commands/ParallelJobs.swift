import Foundation
import PlumbGraphics

/// Runs independent jobs on several threads (`plumb verify --jobs N`) and hands their results
/// back in job order, so output is the same whatever the number of threads.
///
/// Workers run on Dispatch's global queue. The calling thread only collects results; when it is
/// the main thread it keeps turning the main run loop meanwhile, because view screens lay out on
/// the main actor (their renders hop to the main queue and wait there), so a blocked main thread
/// would stall them. With one job everything runs on the calling thread, as before.
enum ParallelJobs {
  /// The default `--jobs`: every core the process may use.
  static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Calls `work(i)` for every `i` in `0..<count` on up to `jobs` threads and `completed(i, result)`
  /// on the calling thread in increasing `i`, each as soon as it and every earlier job are done.
  static func run<R: Sendable>(count: Int, jobs: Int, _ work: @escaping @Sendable (Int) -> R,
                               completed: (Int, R) -> Void) {
    guard jobs > 1, count > 1 else {
      for i in 0..<count { completed(i, work(i)) }
      return
    }
    let state = State<R>(count: count)
    // The workers render in the caller's session (its plumb.json catalogs), which a queue hop drops.
    let session = RenderSession.current
    for _ in 0..<min(jobs, count) {
      DispatchQueue.global().async {
        session.run { while let i = state.take() { state.finish(i, work(i)) } }
      }
    }
    var delivered = 0
    while delivered < count {
      for (i, r) in state.ready(after: delivered, wait: !Thread.isMainThread) {
        completed(i, r)
        delivered = i + 1
      }
      if delivered < count && Thread.isMainThread {
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.002))
      }
    }
  }

  private final class State<R: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private let count: Int
    private var results: [R?]

    init(count: Int) {
      self.count = count
      results = Array(repeating: nil, count: count)
    }

    func take() -> Int? {
      condition.lock(); defer { condition.unlock() }
      guard next < count else { return nil }
      next += 1
      return next - 1
    }

    func finish(_ i: Int, _ r: R) {
      condition.lock()
      results[i] = r
      condition.broadcast()
      condition.unlock()
    }

    /// The finished results from `start` on that have no unfinished job before them; with
    /// `wait`, blocks until there is at least one.
    func ready(after start: Int, wait: Bool) -> [(Int, R)] {
      condition.lock(); defer { condition.unlock() }
      while wait && results[start] == nil { condition.wait() }
      var out: [(Int, R)] = []
      var i = start
      while i < count, let r = results[i] {
        out.append((i, r))
        results[i] = nil
        i += 1
      }
      return out
    }
  }
}
