import Foundation
import PlumbUI

/// The `assets` catalog screen: an app's own resources, written as an app writes them. Colours,
/// images and a custom symbol come from the catalog's `Assets.xcassets` (Brand and Accent colours
/// with dark appearances, a logo at 2x and 3x with a dark variant, a template glyph, an SVG badge,
/// a PDF vector, an SF-Symbols-style template), text from the bundled Comfortaa font, and system
/// symbols from the open icon sets (docs/assets.md, docs/fonts.md, docs/symbols.md).
struct AssetsView: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(spacing: 12) {
        Image("logo")
        VStack(alignment: .leading, spacing: 2) {
          Text("Plumbline Coffee")
            .font(.custom("Comfortaa", size: 26, relativeTo: .title).weight(.bold))
            .foregroundStyle(Color("Brand"))
          Text("Roasted on Linux, drawn from an asset catalog")
            .font(.custom("Comfortaa", size: 13, relativeTo: .footnote))
            .foregroundStyle(.secondary)
        }
      }

      HStack(spacing: 16) {
        Image("badge")
          .resizable()
          .scaledToFit()
          .frame(width: 72, height: 72)
        Image("arrow")
          .resizable()
          .frame(width: 48, height: 48)
        Image("glyph")
          .renderingMode(.template)
          .foregroundStyle(Color("Accent"))
        Image("star.bubble")
          .font(.largeTitle)
          .foregroundStyle(Color("Brand"))
      }

      HStack(spacing: 10) {
        swatch("Brand")
        swatch("Accent")
      }

      VStack(alignment: .leading, spacing: 10) {
        Label("Favourites", image: "star.bubble")
        Label("Basket", systemImage: "cart.fill")
        Label("Loyalty card", systemImage: "creditcard")
        Label("Opening hours", systemImage: "clock")
      }
      .font(.custom("Comfortaa", size: 17, relativeTo: .body))
      .foregroundStyle(Color("Brand"))

      HStack(spacing: 14) {
        Image(systemName: "heart.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red)
        Image(systemName: "person.crop.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, Color("Brand"))
        Image(systemName: "bell.fill").foregroundStyle(Color("Accent"))
        Image(systemName: "gearshape.fill")
        Image(systemName: "square.and.arrow.up").imageScale(.large)
      }
      .font(.title)
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private func swatch(_ name: String) -> some View {
    VStack(spacing: 4) {
      RoundedRectangle(cornerRadius: 10).fill(Color(name)).frame(width: 64, height: 44)
      Text(name).font(.caption)
    }
  }
}

enum AssetsScreen {
  static var screen: CatalogScreen {
    CatalogScreen(name: "assets",
                  summary: "An app's asset catalog (colours, PNG at 2x/3x, SVG, PDF, custom symbol), a custom font and system symbols") { c in
      try SeedRendering.frame("assets", c, timed: false, view: { AssetsView() })
    }
  }
}
