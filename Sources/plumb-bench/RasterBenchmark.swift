/// Raster figures; filled in by the Raster layer's work.
enum RasterBenchmark {
  static func run() throws { print("  (not measured yet)") }
}
