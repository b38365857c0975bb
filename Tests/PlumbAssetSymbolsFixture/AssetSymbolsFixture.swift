import SwiftUI
import UIKit

/// Views written as an Xcode 15 app writes them, with the asset symbols that the
/// PlumbAssetSymbols plugin generates for this target (the members are internal, as Xcode's).
public enum AssetSymbolsFixture {
  public static var brand: Color { .brand }
  public static var accent: Color { Color(.accent) }
  public static var brandUIColor: UIColor { .brand }
  public static var checkmark: UIImage { .checkmarkChecked }
  /// The namespaced image's size, through its generated UIKit member.
  public static var iconSize: CGSize { UIImage.iconsStarFilled.size }
  /// This target's resource bundle, where the generated symbols look.
  public static var bundle: Bundle { .module }

  /// A swatch in the brand colour as a ShapeStyle, the image, and the namespaced icon.
  public struct Screen: View {
    public init() {}
    public var body: some View {
      VStack(spacing: 0) {
        Rectangle().fill(.brand).frame(width: 40, height: 20).id("brand")
        Rectangle().fill(Color(.highlight)).frame(width: 40, height: 20).id("red")
        Image(.checkmarkChecked).id("checkmark")
        Image(.iconsStarFilled).id("icon")
      }
    }
  }

  /// A large screen of the namespaced 2x-only icon ("Icons/star-filled", whose file is
  /// byte-identical to the PlumbCatalog logo's 2x) among other images: the kind of screen on
  /// which a crash was once seen drawing that icon on a 3x device (docs/security.md).
  public struct IconGrid: View {
    public init() {}
    public var body: some View {
      VStack(spacing: 4) {
        ForEach(0..<8, id: \.self) { _ in
          HStack(spacing: 4) {
            ForEach(0..<4, id: \.self) { _ in Image(.iconsStarFilled) }
            Image(.checkmarkChecked)
          }
        }
        Image(.iconsStarFilled).resizable().frame(width: 90, height: 45).id("big")
        Image(uiImage: .iconsStarFilled).id("uiImage")
      }
    }
  }
}
