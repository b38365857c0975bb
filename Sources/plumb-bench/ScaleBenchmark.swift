import Foundation
import PlumbGoldens
import PlumbScreens
import PlumbGraphics
import PlumbText
import PlumbUI

/// How recording and verifying grow with the number of previews: 10, 100 and 1,000 small
/// previews (a title, a subtitle and a coloured badge, each different) recorded into an empty
/// Goldens folder and then verified, each size in a fresh child process so that its peak memory
/// is its own. Time and memory must grow linearly; 1,000 verified in under 10 s (issue 9).
enum ScaleBenchmark {
  static let sizes = [10, 100, 1000]

  static func run() throws {
    print("  previews   record (s)   verify (s)   verify per preview (ms)   peak memory (MiB)")
    var rows: [(n: Int, record: Double, verify: Double, rss: Int)] = []
    for n in sizes {
      let child = Process()
      child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = ["scale-child", "\(n)"]
      let pipe = Pipe()
      child.standardOutput = pipe
      try child.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      child.waitUntilExit()
      let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      guard child.terminationStatus == 0, fields.count == 3, let rec = Double(fields[0]), let ver = Double(fields[1]),
            let rss = Int(fields[2]) else {
        throw PNGBenchmark.BenchError.mismatch("scale child for \(n) failed: \(String(decoding: data, as: UTF8.self))")
      }
      rows.append((n, rec, ver, rss))
      print(String(format: "  %8d   %10.2f   %10.2f   %23.2f   %17d", n, rec, ver, ver * 1000 / Double(n), rss))
    }
    if let small = rows.first(where: { $0.n == 100 }), let big = rows.first(where: { $0.n == 1000 }) {
      print(String(format: "  1000 vs 100: record ×%.1f, verify ×%.1f, memory ×%.2f (linear time is ×10)",
                   big.record / small.record, big.verify / small.verify, Double(big.rss) / Double(small.rss)))
      print("  1,000 verified in \(String(format: "%.2f", big.verify)) s (goal: under 10 s)")
    }
  }

  /// One size, in a child process: prints "record-seconds verify-seconds peak-MiB".
  @MainActor
  static func child(_ n: Int) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scale-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let goldens = root + "/Goldens"
    let options = ViewRenderOptions(device: Device.custom(width: 240, height: 100, scale: 2))
    func pass(_ mode: RecordMode) throws -> Double {
      let start = Date()
      for i in 0..<n {
        let r = try renderView(SmallPreview(index: i), options: options)
        let f = verifyGolden(of: { r }, named: "preview-\(i)", record: mode, goldensDirectory: goldens, suite: "Scale",
                             warn: { _ in })
        let expected: GoldenFailure.Kind? = mode == .never ? nil : .recorded
        guard f?.kind == expected else { throw PNGBenchmark.BenchError.mismatch("preview \(i): \(f?.message ?? "passed")") }
      }
      return Date().timeIntervalSince(start)
    }
    let record = try pass(.missing)
    let verify = try pass(.never)
    print(String(format: "%.3f %.3f %d", record, verify, PNGBenchmark.maxRSSMiB()))
  }
}

/// A small preview as apps have hundreds of: two lines of text and a badge, different per index.
private struct SmallPreview: View {
  let index: Int
  var body: some View {
    HStack(spacing: 12) {
      RoundedRectangle(cornerRadius: 8)
        .fill(Color(hue: Double(index % 36) / 36, saturation: 0.6, brightness: 0.9))
        .frame(width: 44, height: 44)
      VStack(alignment: .leading, spacing: 4) {
        Text("Preview \(index)").font(.headline)
        Text("Row \(index % 7) of section \(index / 7)").font(.caption).foregroundStyle(.secondary)
      }
      Spacer()
    }
    .padding(16)
  }
}
