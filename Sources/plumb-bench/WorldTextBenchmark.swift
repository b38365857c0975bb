import Foundation
import PlumbGraphics
@_spi(Benchmarks) import PlumbText

/// World-text figures, printed after the label frame by `plumb-bench text`: what ICU's line break
/// iterator costs beside the hand-written rules it replaced, and what FriBidi costs in a paragraph
/// layout. Each figure is the median of N samples (`PLUMB_BENCH_RUNS`) of `repeats` calls, per call.
///
/// - break opportunities alone, old rules vs ICU, for a Latin and a Chinese paragraph (Thai only
///   with ICU: the old rules found no break in it);
/// - a whole paragraph laid out at 300 pt with shaping cached (breaking, fitting, bidi
///   reordering and glyph placement) and cold (shaping included);
/// - FriBidi alone (levels and one line's reordering) for the Arabic paragraph, and the layout
///   without it, i.e. the cold layout minus that.
enum WorldTextBenchmark {
  static let paragraphs: [(name: String, text: String)] = [
    ("Latin", "Tap the Home or Factory tab at the bottom to switch between the two pages. When you switch, "
      + "the device list of the current factory refreshes on its own, and changes you have not saved are "
      + "kept until you come back. Well-known settings stay where they were (see Settings › General)."),
    ("Chinese", "点击底部的“首页”和“工厂”标签，可以在两个页面之间切换；切换时，当前工厂的设备列表会自动刷新，"
      + "未保存的修改不会丢失。设备离线时，列表会显示最后一次同步的时间（例如“2分钟前”），并在恢复连接后更新。"),
    ("Thai", "ภาษาไทยเป็นภาษาที่ไม่มีช่องว่างระหว่างคำจึงต้องใช้พจนานุกรมในการตัดบรรทัด"
      + "เมื่อสลับไปยังหน้าโรงงานรายการอุปกรณ์จะรีเฟรชโดยอัตโนมัติและการเปลี่ยนแปลงที่ยังไม่ได้บันทึกจะไม่หายไป"),
    ("Arabic", "انقر على علامة التبويب الرئيسية أو المصنع في الأسفل للتبديل بين الصفحتين. عند التبديل، "
      + "يتم تحديث قائمة الأجهزة في المصنع الحالي تلقائيًا، ولا تضيع التغييرات التي لم تحفظها (3 أجهزة، 42%)."),
  ]

  static func run() {
    let runs = max(1, ProcessInfo.processInfo.environment["PLUMB_BENCH_RUNS"].flatMap { Int($0) } ?? 11)
    print("  world text: paragraphs of \(paragraphs.map { "\($0.name) \($0.text.count)" }.joined(separator: ", ")) "
          + "characters; ICU \(TextBenchmarkProbe.icuVersion); per call, median of \(runs)")
    let engine = TextEngine()
    let style = TextLayoutStyle(font: FontDescriptor(size: 17))
    for (name, text) in paragraphs {
      let probe = TextBenchmarkProbe(text)
      let icu = perCall(runs, repeats: 200) { _ = probe.unicodeBreaks() }
      var breaks = "ICU " + us(icu)
      if name != "Thai" && name != "Arabic" {
        let old = perCall(runs, repeats: 200) { _ = probe.handWrittenBreaks() }
        breaks = "old rules " + us(old) + ", " + breaks + String(format: " (ICU/old ×%.2f)", icu / old)
      }
      print(TextBenchmark.pad("\(name): break opportunities") + "  " + breaks
            + "  [\(probe.handWrittenBreaks()) old, \(probe.unicodeBreaks()) ICU]")
      let warm = perCall(runs, repeats: 50) {
        _ = engine.layout(text, style: style, proposedWidth: 300, proposedHeight: nil)
      }
      let cold = perCall(runs, repeats: 10) {
        TextEngine.clearCaches()
        _ = engine.layout(text, style: style, proposedWidth: 300, proposedHeight: nil)
      }
      let lines = engine.layout(text, style: style, proposedWidth: 300, proposedHeight: nil).lines.count
      print(TextBenchmark.pad("\(name): layout at 300 pt, \(lines) lines") + "  shaping cached " + us(warm)
            + ", cold " + us(cold) + String(format: " (breaking %.0f%% of the cached layout)", 100 * icu / warm))
      if name == "Arabic" || name == "Latin" {
        let bidi = perCall(runs, repeats: 200) { _ = probe.bidi() }
        print(TextBenchmark.pad("\(name): FriBidi levels + reorder") + "  " + us(bidi)
              + "  (layout without bidi ≈ " + us(cold - bidi) + String(format: " cold, bidi %.1f%% of it)", 100 * bidi / cold))
      }
    }
  }

  /// Median over `runs` samples of the time of one call, each sample averaging `repeats` calls.
  static func perCall(_ runs: Int, repeats: Int, _ body: () -> Void) -> Double {
    TextBenchmark.medianTime(runs) { for _ in 0..<repeats { body() } } / Double(repeats)
  }

  static func us(_ s: Double) -> String { String(format: "%.1f µs", s * 1e6) }
}
