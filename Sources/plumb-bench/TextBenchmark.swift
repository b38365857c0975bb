/// Text figures; filled in by the Text layer's work.
enum TextBenchmark {
  static func run() throws { print("  (not measured yet)") }
}
