/// Layout figures; filled in by the Layout layer's work.
enum LayoutBenchmark {
  static func run() throws { print("  (not measured yet)") }
}
