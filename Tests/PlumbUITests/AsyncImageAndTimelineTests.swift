import Foundation
import PlumbGoldens
import PlumbScreens
import PlumbPNG
import PlumbUI
import XCTest

/// AsyncImage (deterministic: placeholder unless PNG bytes are injected for the URL; one
/// warning) and TimelineView (its context's date comes from the render clock).
final class AsyncImageAndTimelineTests: XCTestCase {
  static let url = URL(string: "https://example.com/a.png")!
  static let ref = RenderClock.referenceDate

  /// A 10 × 10 PNG of one colour.
  static func png(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Data {
    Data(PNG.encode(RGBAImage(width: 10, height: 10, fill: (r, g, b, 255))))
  }

  /// Not injected: the standard placeholder fills the offer, once-only warning.
  func testPlaceholderFillsAndWarnsOnce() { onMain {
    let (s, warnings) = RenderWarnings.collecting {
      layout(VStack(spacing: 0) {
        AsyncImage(url: Self.url).frame(width: 100, height: 50).id("a")
        AsyncImage(url: Self.url, scale: 2).frame(width: 100, height: 50)
      })
    }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings.first?.hasPrefix("AsyncImage: remote images are not loaded") ?? false)
    XCTAssertEqual(s.nodes(named: "Color(").count, 2)
    XCTAssertEqual(s.nodes(named: "Color(").first?.frame.size, CGSize(width: 100, height: 50))
    // A nil URL has nothing to load: no warning.
    let none = RenderWarnings.collecting { _ = layout(AsyncImage(url: nil)) }
    XCTAssertEqual(none.warnings, [])
  } }

  /// Injected bytes: `.success` with the image at pixels / scale; the content closure sees it.
  func testInjectedImageIsShownAtItsSize() throws {
    let data = Self.png(255, 0, 0)
    try MainActor.assumeIsolated {
      let (s, warnings) = RenderWarnings.collecting {
        layout(VStack(spacing: 0) {
          AsyncImage(url: Self.url).id("plain")
          AsyncImage(url: Self.url, scale: 2).id("scaled")
          AsyncImage(url: Self.url) { image in
            image.resizable().frame(width: 40, height: 40)
          } placeholder: {
            ProgressView()
          }.id("content")
        }.remoteImageData([Self.url: data]))
      }
      XCTAssertEqual(warnings, [])
      XCTAssertEqual(s.frame("plain")?.size, CGSize(width: 10, height: 10))
      XCTAssertEqual(s.frame("scaled")?.size, CGSize(width: 5, height: 5))
      XCTAssertEqual(s.frame("content")?.size, CGSize(width: 40, height: 40))
      XCTAssertEqual(s.nodes(named: "Spinner").count, 0)
      // Pixels: the red PNG is drawn where the image is.
      let r = try renderView(AsyncImage(url: Self.url).environment(\.remoteImageData, [Self.url: data]).id("p"),
                             options: ViewRenderOptions(scale: 1, textMeasurer: FixedMetricsFont()))
      let f = try XCTUnwrap(r.layout?.root.flattened.first { $0.explicitID == "p" }?.frame)
      let px = r.image[Int(f.midX), Int(f.midY)]
      XCTAssertEqual([px.r, px.g, px.b], [255, 0, 0])
    }
  }

  /// The phase form: `.empty` without bytes, `.success` with, `.failure` for bytes that are not PNG.
  func testPhases() {
    let data = Self.png(0, 0, 255)
    MainActor.assumeIsolated {
      @MainActor func names(_ images: [URL: Data]) -> [String] {
        let s = RenderWarnings.collecting {
          layout(AsyncImage(url: Self.url, transaction: Transaction(animation: .default)) { phase in
            switch phase {
            case .empty: Text("empty")
            case .success(let image): image
            case .failure(let error): Text(error is RemoteImageError ? "failure" : "?")
            @unknown default: Text("unknown")
            }
          }.remoteImageData(images))
        }.value
        return s.nodes(named: "Text(").map(\.name) + s.nodes(named: "Image(").map(\.name)
      }
      XCTAssertEqual(names([:]), ["Text(\"empty\")"])
      XCTAssertEqual(names([Self.url: data]), ["Image(10×10)"])
      XCTAssertEqual(names([Self.url: Data("not a png".utf8)]), ["Text(\"failure\")"])
    }
  }

  /// TimelineView: `.everyMinute` gives the minute's start, `.periodic` the last boundary,
  /// `.animation` the clock itself, `.explicit` the latest date not after it; advancing the
  /// host's clock re-renders them.
  func testTimelineViewDatesFollowTheRenderClock() { onMain {
    let f = Date.FormatStyle(date: .omitted, time: .standard, locale: Locale(identifier: "en_US_POSIX"),
                             timeZone: TimeZone(identifier: "UTC")!)
    let host = ViewHost(VStack {
      TimelineView(.everyMinute) { context in Text(verbatim: "m " + f.format(context.date)) }
      TimelineView(.periodic(from: Self.ref, by: 15)) { context in Text(verbatim: "p " + f.format(context.date)) }
      TimelineView(.animation) { context in Text(verbatim: "a " + f.format(context.date)) }
      TimelineView(.explicit([Self.ref.addingTimeInterval(30), Self.ref.addingTimeInterval(100)])) { context in
        Text(verbatim: "e " + f.format(context.date))
      }
    })
    XCTAssertEqual(texts(host.layoutSnapshot),
                   ["Text(\"m 9:41:00\u{202F}AM\")", "Text(\"p 9:41:00\u{202F}AM\")", "Text(\"a 9:41:00\u{202F}AM\")", "Text(\"e 9:41:30\u{202F}AM\")"])
    host.advance(to: 70.5)
    XCTAssertEqual(texts(host.layoutSnapshot),
                   ["Text(\"m 9:42:00\u{202F}AM\")", "Text(\"p 9:42:00\u{202F}AM\")", "Text(\"a 9:42:10\u{202F}AM\")", "Text(\"e 9:41:30\u{202F}AM\")"])
    host.advance(to: 100)
    XCTAssertEqual(texts(host.layoutSnapshot).last, "Text(\"e 9:42:40\u{202F}AM\")")
  } }
}
