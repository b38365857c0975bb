import Foundation
import PlumbTestSupport
import Testing

// SwiftUI's iOS 18 SDK keeps value-like views out of the main actor: shapes (through
// `_RemoveGlobalActorIsolation`), gradients, `Image` and `Text` are `Sendable` with nonisolated
// initialisers, and `Animatable` is nonisolated. Apps rely on it in Swift 6 mode when they keep
// styles in a theme enum or build shapes in nonisolated helpers; before this, every such
// `static let` failed with "main actor-isolated default value in a nonisolated context".

@Suite struct NonisolatedValueViewSnippetTests {
  static let theme = """
    import SwiftUI

    enum Theme {
      static let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
      static let radial = RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10)
      static let angular = AngularGradient(colors: [.red, .blue], center: .center)
      static let elliptical = EllipticalGradient(colors: [.red, .blue])
      static let card = RoundedRectangle(cornerRadius: 12, style: .continuous)
      static let pill = Capsule()
      static let dot = Circle()
      static let box = Rectangle()
      static let oval = Ellipse()
      static let tab = UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 8)
      static let anyShape = AnyShape(Circle())
      static let icon = Image(systemName: "star.fill")
      static let title = Text("Title")
      static let tilted = Rectangle().rotation(.degrees(45))
    }

    struct Triangle: Shape {
      var inset: CGFloat = 0
      var animatableData: CGFloat {
        get { inset }
        set { inset = newValue }
      }
      func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY + inset))
        p.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.maxY - inset))
        p.addLine(to: CGPoint(x: rect.minX + inset, y: rect.maxY - inset))
        p.closeSubpath()
        return p
      }
    }

    struct Shake: GeometryEffect {
      var travel: CGFloat = 8
      var animatableData: CGFloat
      func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2), y: 0))
      }
    }

    enum Shapes {
      static let triangle = Triangle()
      static func outline(_ shape: some Shape) -> Path { shape.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    }

    struct Badge: View {
      @State private var attempts: CGFloat = 0
      var body: some View {
        Theme.title
          .padding()
          .background(Theme.gradient, in: Theme.card)
          .overlay(Shapes.triangle.stroke(.white, lineWidth: 2))
          .modifier(Shake(animatableData: attempts))
      }
    }
    """

  /// `withAnimation`, `withTransaction` and `ScrollViewProxy.scrollTo` are nonisolated, as
  /// SwiftUI's, so helpers outside a view can call them (as ScrollKit and DeckKit do).
  static let helpers = """
    import SwiftUI

    enum Scrolling {
      static func scroll(_ proxy: ScrollViewProxy, to id: Int, animated: Bool) {
        if animated {
          withAnimation(.easeInOut) { proxy.scrollTo(id, anchor: .top) }
        } else {
          withTransaction(Transaction(animation: nil)) { proxy.scrollTo(id) }
        }
      }
    }

    func flip(_ flag: Binding<Bool>) {
      withAnimation(.spring, completionCriteria: .removed) { flag.wrappedValue.toggle() } completion: {}
    }
    """

  @Test(arguments: [5, 6]) func animationAndScrollingHelpersAreNonisolated(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.helpers, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }

  @Test(arguments: [5, 6]) func valueViewsAreNonisolatedAndSendable(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.theme, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
