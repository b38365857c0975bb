/// PNG figures; filled in by the PNG layer's work.
enum PNGBenchmark {
  static func run() throws { print("  (not measured yet)") }
}
