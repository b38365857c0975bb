import Foundation
import PlumbTestSupport
import Testing

// API that round 10 of the held-out corpus used and Plumbline lacked (docs/compat-corpus.md,
// round 10), written as apps write it; each snippet type-checks in both language modes.

@Suite struct Round10GapSnippetTests {
  static let swiftUI = """
    import SwiftUI
    import WidgetKit

    struct Dimple: View {
      let colors: [Color] = [.white, .gray]
      var body: some View {
        VStack {
          Circle().fill(Gradient(colors: colors), style: FillStyle())
          Circle().stroke(Gradient(colors: colors), lineWidth: 2)
          Rectangle().foregroundStyle(Gradient(colors: colors))
          Rectangle().fill(Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]).opacity(0.5))
          Capsule().frame(height: 8)
            .accessibilityRepresentation { Slider(value: .constant(0.5)) }
            .accessibilityChildren { Text("Progress") }
          HStack { Text("Back") }
            .underline(color: Color(uiColor: .darkGray))
            .strikethrough(false)
        }
      }
    }

    struct Spectrum {
      var size = CGSizeMake(10, 20)
      var rect = CGRectMake(0, 0, 10, 20)
      var point = CGPointMake(1, 2)
      var vector = CGVectorMake(3, 4)
    }

    struct Countdown_Previews: PreviewProvider {
      static var previews: some View {
        VStack { Text("3 days") }
          .widgetLabel { Text("Launch") }
          .previewContext(WidgetPreviewContext(family: .systemSmall))
      }
    }

    struct Console: View {
      @State private var line = ""
      var body: some View {
        TextField("", text: $line)
          .onKeyPress(.return) { line = ""; return .handled }
          .onKeyPress(.upArrow, phases: .down) { press in press.modifiers.contains(.shift) ? .handled : .ignored }
          .onKeyPress(keys: [.tab, .escape]) { _ in .ignored }
          .onKeyPress(characters: .decimalDigits) { press in press.characters.isEmpty ? .ignored : .handled }
          .onKeyPress { press in press.phase == .up ? .ignored : .handled }
      }
    }

    struct Rectangular: View {
      var body: some View {
        VStack { Text("Book") }
          .widgetLabel("Chapter 3")
      }
    }
    """

  @Test(arguments: [5, 6]) func round10GapsTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.swiftUI, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}

extension Round10GapSnippetTests {
  static let uiKit = """
    import SwiftUI
    import UIKit

    struct Avatar: View {
      let image: UIImage
      var body: some View { Image(uiImage: image).resizable() }
    }

    @MainActor func barcode(_ cgImage: CGImage) -> some View {
      Image(uiImage: UIImage(cgImage: cgImage, scale: UIScreen.main.scale, orientation: .up)).interpolation(.none)
    }

    struct Avatar_Previews: PreviewProvider {
      static var previews: some View { Avatar(image: UIImage(imageLiteralResourceName: "blank-profile")) }
    }
    """

  @Test(arguments: [5, 6]) func uiKitGapsTypeCheck(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.uiKit, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
