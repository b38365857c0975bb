import Foundation
import PlumbGraphics
import PlumbUI

/// The `graphics-more` catalog screen: trim, mask, blur, Canvas and Color.gradient, written as
/// plain SwiftUI code, so one golden covers the drawing APIs of docs/compatibility/graphics.md.
struct GraphicsMoreView: View {
  var body: some View {
    VStack(spacing: 24) {
      Text("Graphics").font(.largeTitle).bold()
      HStack(spacing: 24) {
        Circle().trim(from: 0, to: 0.7)
          .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
          .rotationEffect(.degrees(-90))
          .frame(width: 90, height: 90)
        RoundedRectangle(cornerRadius: 12).trim(from: 0.2, to: 0.9).fill(Color.orange)
          .frame(width: 90, height: 90)
      }
      HStack(spacing: 24) {
        LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing)
          .frame(width: 90, height: 90)
          .mask { Text("Mask").font(.title).bold() }
        Color.green.frame(width: 60, height: 60).blur(radius: 8)
          .frame(width: 90, height: 90)
      }
      Canvas { context, size in
        var p = Path()
        p.move(to: CGPoint(x: 0, y: size.height))
        for i in 0...12 {
          let x = size.width * Double(i) / 12
          p.addLine(to: CGPoint(x: x, y: size.height / 2 + sin(Double(i) / 2) * size.height / 3))
        }
        p.addLine(to: CGPoint(x: size.width, y: size.height))
        p.closeSubpath()
        context.fill(p, with: .color(.teal))
        var dot = context
        dot.translateBy(x: size.width / 2, y: 20)
        dot.fill(Path(ellipseIn: CGRect(x: -8, y: -8, width: 16, height: 16)), with: .color(.red))
        context.draw(Text("Canvas"), at: CGPoint(x: 40, y: 16))
      }
      .frame(width: 300, height: 100)
      RoundedRectangle(cornerRadius: 16).fill(Color.indigo.gradient).frame(width: 300, height: 60)
    }
  }
}

enum GraphicsMoreScreen {
  static var screen: CatalogScreen {
    CatalogScreen(name: "graphics-more",
                  summary: "Shape.trim, mask, blur, Canvas and Color.gradient, written in SwiftUI") { c in
      try SeedRendering.frame("graphics-more", c, timed: false, view: { GraphicsMoreView() })
    }
  }
}
