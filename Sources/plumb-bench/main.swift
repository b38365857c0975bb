// plumb-bench: performance figures for Plumbline, measured against peers in the same run.
//
// Usage: swift run -c release plumb-bench [png|raster|images|text|layout|diff|scale|startup|jobs|hostile-memory|all]
// Each area lives in its own file (<Area>Benchmark.swift) and prints its own table. startup, jobs
// and hostile-memory time the `plumb` executable built beside this one, as child processes.

let areas: [(name: String, run: () throws -> Void)] = [
  ("png", PNGBenchmark.run),
  ("raster", RasterBenchmark.run),
  ("images", ImagesBenchmark.run),
  ("text", TextBenchmark.run),
  ("layout", LayoutBenchmark.run),
  ("diff", DiffBenchmark.run),
  ("scale", ScaleBenchmark.run),
  ("startup", StartupBenchmark.run),
  ("jobs", JobsBenchmark.run),
  ("hostile-memory", HostileMemoryBenchmark.run),
]

let requested = CommandLine.arguments.dropFirst().first ?? "all"
if requested == "scale-child", let n = CommandLine.arguments.dropFirst(2).first.flatMap({ Int($0) }) {
  // One size of the scale benchmark, in its own process (ScaleBenchmark.child).
  do { try ScaleBenchmark.child(n) } catch { print("failed: \(error)"); exitWith(1) }
} else if requested == "hostile-child", let path = CommandLine.arguments.dropFirst(2).first {
  // One hostile asset drawn in its own process (HostileMemoryBenchmark.child).
  do { try HostileMemoryBenchmark.child(path) } catch { print("failed: \(error)"); exitWith(1) }
} else if requested == "--help" || requested == "-h" {
  print("USAGE: plumb-bench [\(areas.map(\.name).joined(separator: "|"))|all]")
} else {
  let chosen = areas.filter { requested == "all" || $0.name == requested }
  if chosen.isEmpty {
    print("Error: unknown benchmark '\(requested)'. Valid: \(areas.map(\.name).joined(separator: ", ")), all")
    exitWith(2)
  }
  for area in chosen {
    print("== \(area.name) ==")
    do { try area.run() } catch { print("  failed: \(error)"); exitWith(1) }
  }
}
