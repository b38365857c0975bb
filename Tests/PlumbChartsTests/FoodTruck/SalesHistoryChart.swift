// From apple/sample-food-truck, App/Truck/SalesHistoryChart.swift at 3954a769e99f3cc53297d94f2b960ceb2665b3d6,
// MIT licence (LICENSE.txt beside this file); compiled unchanged but for the import noted below and
// without its preview (docs/charts.md, "Public code").
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The sales history chart view.
*/

import SwiftUI
import Charts
// (Plumbline: `import FoodTruckKit` removed; its City is FoodTruckKitCity.swift beside this file.)

struct SalesHistoryChart: View {
    var salesByCity: [SalesByCity]
    
    var hideChartContent: Bool = false
    
    var body: some View {
        Chart {
            ForEach(salesByCity) { citySales in
                ForEach(citySales.entries) { entry in
                    LineMark(
                        x: .value("Day", entry.date),
                        y: .value("Sales", entry.sales)
                    )
                    .foregroundStyle(by: .value("Location", citySales.city.name))
                    .interpolationMethod(.cardinal)
                    .symbol(by: .value("Location", citySales.city.name))
                    .opacity(hideChartContent ? 0 : 1)
                }
                .lineStyle(StrokeStyle(lineWidth: 2))
            }
        }
        .chartLegend(position: .top)
        .chartYScale(domain: .automatic(includesZero: false))
        .chartXAxis {
            AxisMarks(values: .automatic(roundLowerBound: false, roundUpperBound: false)) { value in
                if value.index < value.count - 1 {
                    AxisValueLabel()
                }
                AxisTick()
                AxisGridLine()
            }
        }
    }
}

struct SalesByCity: Identifiable {
    var id: String { city.id }
    var city: City
    var entries: [Entry]
    
    struct Entry: Identifiable {
        var id: Date { date }
        var date: Date
        var sales: Int
    }
}

