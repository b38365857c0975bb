import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import WidgetKit
import XCTest

/// WidgetKit (docs/compatibility/frameworks.md, "WidgetKit"): families as render devices, entry
/// views drawn at their size with their container background and rounded corners, and a golden
/// of a public widget.
final class WidgetKitTests: XCTestCase {
  func testFamiliesHaveTheMeasuredSizesOfEachScreen() {
    XCTAssertEqual(WidgetFamily.systemSmall.size(on: .iPhone14), CGSize(width: 158, height: 158))
    XCTAssertEqual(WidgetFamily.systemMedium.size(on: .iPhone14), CGSize(width: 338, height: 158))
    XCTAssertEqual(WidgetFamily.systemLarge.size(on: .iPhone14), CGSize(width: 338, height: 354))
    XCTAssertEqual(WidgetFamily.systemSmall.size(on: .iPhone15ProMax), CGSize(width: 170, height: 170))
    XCTAssertEqual(WidgetFamily.systemMedium.size(on: .iPhoneSE3), CGSize(width: 321, height: 148))
    XCTAssertNil(WidgetFamily.systemExtraLarge.size(on: .iPhone14))
    XCTAssertEqual(WidgetFamily.systemExtraLarge.size(on: .iPad10), CGSize(width: 716, height: 342))
    let device = Device.widget(.systemMedium)
    XCTAssertEqual(device.size, CGSize(width: 338, height: 158))
    XCTAssertEqual(device.safeAreaInsets, .zero)
    XCTAssertEqual(device.scale, 3)
  }

  func testTheContainerBackgroundFillsTheWidgetInsideRoundedCornersWithOneWarning() { onMain {
    let surface = WidgetPreviewSurface(family: .systemSmall) {
      Text("Hi").containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget)
    }
    let (picture, warnings) = try rendered(surface, device: .widget(.systemSmall))
    // Under the 16 pt margin, beside the text: the background; the very corner is cut by the radius.
    XCTAssert(near(rgb(picture, 79, 4), [0, 0, 255]), "\(rgb(picture, 79, 4))")
    XCTAssert(near(rgb(picture, 4, 79), [0, 0, 255]), "\(rgb(picture, 4, 79))")
    XCTAssertFalse(near(rgb(picture, 0.5, 0.5), [0, 0, 255], 60), "outside the rounded corner: \(rgb(picture, 0.5, 0.5))")
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssert(warnings.first?.contains("widget systemSmall") == true)
    // An accessory family draws no background.
    let (lock, _) = try rendered(WidgetPreviewSurface(family: .accessoryCircular) {
      Text("7").containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget)
    }, device: .widget(.accessoryCircular))
    XCTAssertFalse(near(rgb(lock, 2, 36), [0, 0, 255], 60), "\(rgb(lock, 2, 36))")
  } }

  /// `AccessoryWidgetBackground` fills the circular family's circle translucently (over black the
  /// centre turns grey, a corner outside the circle stays black) and warns once about the blur.
  func testAccessoryWidgetBackgroundFillsTheFamilysShape() { onMain {
    let surface = WidgetPreviewSurface(family: .accessoryCircular) {
      ZStack { Color.black; AccessoryWidgetBackground() }
    }
    let (picture, warnings) = try rendered(surface, device: .widget(.accessoryCircular))
    let centre = rgb(picture, 36, 36)
    XCTAssert(centre[0] > 40 && centre[0] < 120, "\(centre)")
    XCTAssert(near(rgb(picture, 1, 1), [0, 0, 0], 10), "\(rgb(picture, 1, 1))")
    XCTAssert(warnings.contains { $0.contains("AccessoryWidgetBackground") }, "\(warnings)")
  } }

  func testTheEntryViewReadsItsFamily() { onMain {
    struct FamilyColour: View {
      @Environment(\.widgetFamily) var family
      var body: some View { (family == .systemMedium ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 1, blue: 0)) }
    }
    let (medium, _) = try rendered(WidgetPreviewSurface(family: .systemMedium) { FamilyColour() }, device: .widget(.systemMedium))
    XCTAssert(near(rgb(medium, 169, 79), [255, 0, 0]))
    let (small, _) = try rendered(WidgetPreviewSurface(family: .systemSmall) { FamilyColour() }, device: .widget(.systemSmall))
    XCTAssert(near(rgb(small, 79, 79), [0, 255, 0]))
  } }

  func testAStaticConfigurationBuildsItsPlaceholderEntryView() { onMain {
    let (picture, _) = try rendered(WidgetPreviewSurface(OrdersWidget(), family: .systemSmall), device: .widget(.systemSmall))
    XCTAssertNotEqual(rgb(picture, 79, 140), [255, 255, 255], "the entry view's gradient background is drawn")
  } }

  /// After apple/sample-food-truck, Widgets/OrdersWidget.swift: the small orders widget (a title,
  /// "7 out of 13" and a gauge over a gradient), its background given as the container background.
  /// `#Preview(as:widget:timeline:)` (iOS 17) draws the widget's entry view for the timeline's
  /// first entry, exactly as the surface draws that entry itself, and says that later entries
  /// are not drawn; the provider form draws the placeholder entry.
  func testWidgetPreviewMacroFormsDrawTheFirstEntry() { onMain {
    let later = OrdersEntry(date: Date(timeIntervalSince1970: 60), orders: 9, quota: 13)
    let preview = Preview("Orders", as: .systemSmall, widget: { OrdersWidget() }, timeline: { OrdersEntry.preview; later })
    let (previewed, warnings) = try rendered(AnyView(erasing: preview.makeView()), device: .widget(.systemSmall))
    let (direct, _) = try rendered(WidgetPreviewSurface(family: .systemSmall) { OrdersWidgetView(entry: .preview) },
                                   device: .widget(.systemSmall))
    XCTAssertEqual(previewed.image, direct.image)
    XCTAssert(warnings.contains { $0.contains("only the first of the timeline's 2 entries") }, "\(warnings)")
    XCTAssertEqual(preview.previewTraits.layout, .fixed(width: 158, height: 158))
    let provided = Preview(as: .systemSmall, widget: { OrdersWidget() }, timelineProvider: { OrdersWidget.Provider() })
    let (fromProvider, _) = try rendered(AnyView(erasing: provided.makeView()), device: .widget(.systemSmall))
    XCTAssertEqual(fromProvider.image, direct.image)
  } }

  /// `.previewContext(WidgetPreviewContext(family:))` in a PreviewProvider shows the entry view
  /// as that family's widget, in a preview of the widget's size.
  func testWidgetPreviewContextShowsTheViewAsAWidget() { onMain {
    let cases = PreviewCases.of(OrdersWidgetView(entry: .preview)
      .previewContext(WidgetPreviewContext(family: .systemMedium)).previewDisplayName("Medium"))
    XCTAssertEqual(cases.count, 1)
    XCTAssertEqual(cases.first?.layout, .fixed(width: 338, height: 158))
    XCTAssertEqual(cases.first?.displayName, "Medium")
    let (previewed, _) = try rendered(cases[0].view, device: .widget(.systemMedium))
    let (direct, _) = try rendered(WidgetPreviewSurface(family: .systemMedium) { OrdersWidgetView(entry: .preview) },
                                   device: .widget(.systemMedium))
    XCTAssertEqual(previewed.image, direct.image)
  } }

  func testGoldenOrdersWidgetSmall() { onMain {
    assertGolden(of: WidgetPreviewSurface(family: .systemSmall) { OrdersWidgetView(entry: .preview) },
                 named: "orders-small", device: .widget(.systemSmall))
  } }
}

private struct OrdersWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Orders", provider: Provider()) { entry in
      OrdersWidgetView(entry: entry)
    }
    .supportedFamilies([.systemSmall, .accessoryCircular])
    .configurationDisplayName("Orders")
    .description("Orders and the daily quota.")
  }

  struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> OrdersEntry { .preview }
    func getSnapshot(in context: Context, completion: @escaping (OrdersEntry) -> Void) { completion(.preview) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<OrdersEntry>) -> Void) {
      completion(Timeline(entries: [.preview], policy: .atEnd))
    }
  }
}

// WidgetKit's preview macro forms, as widget extensions write them (they must compile).
#Preview(as: .systemSmall) {
  OrdersWidget()
} timeline: {
  OrdersEntry.preview
  OrdersEntry(date: Date(timeIntervalSince1970: 60), orders: 9, quota: 13)
}

#Preview("Provider", as: .systemSmall, widget: { OrdersWidget() }, timelineProvider: { OrdersWidget.Provider() })

private struct OrdersEntry: TimelineEntry {
  var date: Date
  var orders: Int
  var quota: Int
  static let preview = OrdersEntry(date: Date(timeIntervalSince1970: 0), orders: 7, quota: 13)
}

private struct OrdersWidgetView: View {
  var entry: OrdersEntry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    switch family {
    case .systemSmall:
      VStack(alignment: .leading) {
        Text("Orders").font(.title)
        Text("\(entry.orders) out of \(entry.quota)")
        Gauge(value: Double(entry.orders), in: 0...Double(entry.quota)) {
          EmptyView()
        } currentValueLabel: {
          Image(systemName: "star.fill")
        }
        .tint(Color.white)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .foregroundColor(.white)
      .containerBackground(for: .widget) {
        LinearGradient(colors: [.pink, .orange], startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 1, y: 1))
      }
    default:
      Text("\(entry.orders)").containerBackground(.clear, for: .widget)
    }
  }
}
