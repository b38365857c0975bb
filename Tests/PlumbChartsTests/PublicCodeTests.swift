import Charts
import PlumbTesting
import SwiftUI
import XCTest

/// Charts from public code, compiled as published and drawn (docs/charts.md, "Public code").
final class PublicCodeTests: XCTestCase {
  /// Apple's food truck sample: daily sales of three cities over two weeks, lines with symbols,
  /// legend on top, a y scale without zero and custom x axis marks.
  @MainActor func testFoodTruckSalesHistory() async {
    let cities = [("San Francisco", 60), ("Cupertino", 45), ("London", 30)]
    let start = Date(timeIntervalSince1970: 1_717_200_000)  // 1 June 2024, 00:00 UTC
    let sales = cities.enumerated().map { c, city in
      SalesByCity(city: City(id: city.0, name: city.0), entries: (0..<14).map { day in
        SalesByCity.Entry(date: start.addingTimeInterval(Double(day) * 86400),
                          sales: city.1 + (day * (7 + 5 * c)) % 23 - (day % 3) * 4)
      })
    }
    let view = SalesHistoryChart(salesByCity: sales).frame(height: 240).padding()
    await assertGolden(of: view, named: "food-truck-sales-history", device: .custom(width: 390, height: 300, scale: 2))
  }
}
