import Foundation
import PlumbUI

// Seed c's pattern in the project's own words: a FrameGetter modifier reads a view's global frame
// from a background GeometryReader and stores it in @State through DispatchQueue.main.async (the
// value lands one update late). The `frame-getter` screen renders the article's own FrameGetter
// (Sources/PlumbSeeds/FrameGetter); this one, which skips writes of an unchanged frame, is what
// PlumbUITests' SeedPatternTests exercise.

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
