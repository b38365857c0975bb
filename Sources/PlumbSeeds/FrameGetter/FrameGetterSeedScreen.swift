// Plumbline's file, not the article's: the entry the catalog's `frame-getter` screen renders.
// The article's types are internal, as in an app; this is the one public name of the module.
import SwiftUI

/// A card whose global frame the article's `frameGetter(_:)` reads into @State, and that frame as
/// text below it: what the article's MyView stores, made visible.
public struct FrameGetterSeedScreen: View {
    @State private var cardFrame: CGRect = .zero

    public init() {}

    public var body: some View {
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
                .frameGetter($cardFrame)
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
