import Foundation
import PlumbGraphics
import PlumbUI

/// Layout figures: a 200-row list screen (navigation bar with a large title, a List of rows, each
/// an icon, a title over a detail, a spacer and a value) on an iPhone 14, fixed-metrics font so
/// that text measuring does not dominate. Median of N runs (`PLUMB_BENCH_RUNS`, default 11).
///
/// Stages timed: the first frame (resolve + layout + actions), a re-layout after a state change,
/// painting the display list, and the same rows in a ScrollView + LazyVStack. Per row = time/200.
///
/// Peer in the same run: Taffy (Rust flexbox/grid, through the `stretchable` Python package)
/// laying out an equivalent flexbox tree of 200 rows (row: icon, column of two labels, flexible
/// spacer, value; fixed label sizes), timing `compute_layout` only, inside Python.
enum LayoutBenchmark {
  static let rows = 200

  struct Row: View {
    let i: Int
    var body: some View {
      HStack {
        Image(systemName: "checkmark")
        VStack(alignment: .leading, spacing: 2) {
          Text("Row number \(i)")
          Text("Detail line \(i)").font(.caption).foregroundColor(.secondary)
        }
        Spacer()
        Text("\(i * 7)").foregroundColor(.secondary)
      }
    }
  }

  struct ListScreen: View {
    @State var selected = 0
    var body: some View {
      NavigationStack {
        List {
          ForEach(0..<LayoutBenchmark.rows, id: \.self) { i in Row(i: i) }
        }
        .navigationTitle("Rows \(selected)")
      }
    }
  }

  struct LazyScreen: View {
    var body: some View {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(0..<LayoutBenchmark.rows, id: \.self) { i in
            Row(i: i).padding(.horizontal).frame(minHeight: 44)
          }
        }
      }
    }
  }

  static func run() throws {
    let runs = max(1, ProcessInfo.processInfo.environment["PLUMB_BENCH_RUNS"].flatMap { Int($0) } ?? 11)
    print("  \(rows)-row List in a NavigationStack, iPhone 14, fixed-metrics font, median of \(runs)")
    MainActor.assumeIsolated {
      var nodes = 0
      let first = RasterBenchmark.median(runs) {
        let host = ViewHost(ListScreen())
        nodes = host.nodeCount
      }
      let host = ViewHost(ListScreen())
      let relayout = RasterBenchmark.median(runs) { host.renderFrame() }
      let paint = RasterBenchmark.median(runs) {
        host.advance(to: 0)  // drops the cached display list
        _ = host.displayList
      }
      let lazy = RasterBenchmark.median(runs) { _ = ViewHost(LazyScreen()) }
      func perRow(_ s: Double) -> String { String(format: "   %6.1f µs/row", s / Double(rows) * 1e6) }
      print(pad("first frame (resolve+layout+actions)") + ms(first) + perRow(first) + "   (\(nodes) nodes)")
      print(pad("re-layout (renderFrame)") + ms(relayout) + perRow(relayout))
      print(pad("paint display list") + ms(paint) + perRow(paint))
      print(pad("ScrollView+LazyVStack first frame") + ms(lazy) + perRow(lazy))
      if let taffy = taffyLayout(runs: runs) {
        print(pad("peer: Taffy (stretchable) layout") + ms(taffy) + perRow(taffy)
              + String(format: "   re-layout ×%.2f", relayout / taffy))
      } else {
        print(pad("peer: Taffy (stretchable)") + "  (python3 with stretchable not available: pip install stretchable)")
      }
    }
  }

  /// Taffy through `stretchable`: the equivalent flexbox tree, `compute_layout` timed in Python
  /// after marking the tree dirty (tree construction through the Python binding is excluded).
  static func taffyLayout(runs: Int) -> Double? {
    let script = """
      import sys, time
      from stretchable import Node
      from stretchable.style import FlexDirection, AlignItems
      rows = int(sys.argv[1]); runs = int(sys.argv[2])
      def row(i):
          labels = Node(Node(size=(10.2 * len('Row number %d' % i), 17)),
                        Node(size=(7.2 * len('Detail line %d' % i), 12)),
                        flex_direction=FlexDirection.COLUMN, gap=2)
          return Node(Node(size=(20.4, 20.4)), labels, Node(flex_grow=1),
                      Node(size=(10.2 * len(str(i * 7)), 17)),
                      flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER, gap=8,
                      min_size=(None, 44), padding=(0, 16, 0, 16))
      root = Node(*[row(i) for i in range(rows)], flex_direction=FlexDirection.COLUMN, size=(390, None))
      root.compute_layout()
      times = []
      for _ in range(runs):
          root.mark_dirty()
          t = time.perf_counter(); root.compute_layout(); times.append(time.perf_counter() - t)
      print(sorted(times)[len(times) // 2])
      """
    return PythonPeer.median(script: script, arguments: [String(rows), String(runs)])
  }

  static func ms(_ s: Double) -> String { RasterBenchmark.ms(s) }
  static func pad(_ s: String) -> String { RasterBenchmark.pad(s, 38) }
}
