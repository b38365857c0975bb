import Foundation
import PlumbUI

// Seed c, written as a SwiftUI project writes it (only the import differs): a FrameGetter
// modifier reads a view's global frame from a background GeometryReader and stores it in @State
// through DispatchQueue.main.async; the screen shows the frame it read. The value lands one
// update late; the catalog renders the settled screen.

/// The seed's FrameGetter modifier, public so the layout tests (Tests/PlumbUITests/SeedPatternTests)
/// exercise this very code rather than a copy.
public struct FrameGetter: ViewModifier {
  @Binding var frame: CGRect

  public init(frame: Binding<CGRect>) { _frame = frame }

  public func body(content: Content) -> some View {
    content
      .background(
        GeometryReader { proxy -> AnyView in
          let rect = proxy.frame(in: .global)
          if rect.integral != self.frame.integral {
            DispatchQueue.main.async {
              self.frame = rect
            }
          }
          return AnyView(EmptyView())
        }
      )
  }
}

extension View {
  public func getFrame(_ frame: Binding<CGRect>) -> some View {
    modifier(FrameGetter(frame: frame))
  }
}

struct FrameGetterSeed: View {
  @State private var cardFrame: CGRect = .zero

  var body: some View {
    VStack(spacing: 28) {
      Text("FrameGetter")
        .font(.title2.bold())
      RoundedRectangle(cornerRadius: 16)
        .fill(Color.blue)
        .frame(width: 240, height: 140)
        .overlay(
          Text("Card")
            .font(.headline)
            .foregroundColor(.white)
        )
        .getFrame($cardFrame)
        .id("card")
      VStack(alignment: .leading, spacing: 6) {
        Text("minX \(Int(cardFrame.minX))   minY \(Int(cardFrame.minY))")
          .id("origin")
        Text("width \(Int(cardFrame.width))   height \(Int(cardFrame.height))")
          .id("size")
      }
      .font(.system(.body, design: .monospaced))
      .padding(12)
      .background(Color(white: 0.94), in: RoundedRectangle(cornerRadius: 10))
    }
  }
}
