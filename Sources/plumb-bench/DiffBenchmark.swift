/// Diff figures; filled in by the Diff layer's work.
enum DiffBenchmark {
  static func run() throws { print("  (not measured yet)") }
}
