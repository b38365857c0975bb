import Foundation
import PhotosUI
import PlumbGraphics
import PlumbTesting
import SwiftUI
import UIKit
import XCTest

/// PhotosUI's picker (docs/compatibility/frameworks.md, "PhotosUI"): drawn as its label, as iOS
/// draws it before a tap; nothing is ever picked.
final class PhotosUITests: XCTestCase {
  func testNothingLoadsFromAnItem() async throws {
    let data = try await PhotosPickerItem(itemIdentifier: "A1").loadTransferable(type: Data.self)
    XCTAssertNil(data)
    XCTAssertEqual(PHPickerFilter.any(of: [.images, .videos]), .any(of: [.images, .videos]))
    XCTAssertNotEqual(PHPickerFilter.images, .videos)
  }

  func testThePickerDrawsItsLabelInTheTintAndWarnsNothing() { onMain {
    struct Screen: View {
      @State var item: PhotosPickerItem?
      @State var items: [PhotosPickerItem] = []
      var body: some View {
        VStack {
          PhotosPicker("Choose a photo", selection: $item, matching: .images)
          PhotosPicker(selection: $items, maxSelectionCount: 3, matching: .any(of: [.images, .videos])) {
            Label("Add", systemImage: "plus")
          }
        }
      }
    }
    let (picture, warnings) = try rendered(Screen())
    let names = picture.layout?.root.flattened.map(\.name).joined(separator: "|") ?? ""
    XCTAssert(names.contains("Button") && names.contains("Choose a photo"), names)
    XCTAssertEqual(warnings, [])
    // A presented picker sheet is not drawn: one warning.
    let (_, presented) = try rendered(Text("Profile").photosPicker(isPresented: .constant(true), selection: .constant(nil)))
    XCTAssertEqual(presented.count, 1)
  } }

  /// After Daggerpov/Spawn-App-iOS-SwiftUI, Views/Pages/Profile/MyProfile/Settings/Feedback/
  /// Components/ImagePickerView.swift: an optional attachment whose `PhotosPicker(selection:matching:)`
  /// label is a symbol over a caption in a stroked rounded box.
  /// UIKit's picker, as apps wrap it: a configuration with UIKit's defaults, Photos re-exported
  /// (`PHPhotoLibrary` with only `import PhotosUI`), and a presented picker that draws a labelled
  /// placeholder and says so.
  func testUIKitPickerIsAPlaceholderThatWarns() { onMain {
    var configuration = PHPickerConfiguration(photoLibrary: .shared())
    XCTAssertEqual(configuration.selectionLimit, 1)
    XCTAssertNil(configuration.filter)
    configuration.filter = .images
    configuration.selectionLimit = 0
    struct Wrapper: UIViewControllerRepresentable {
      let configuration: PHPickerConfiguration
      func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: configuration) }
      func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
    }
    let (_, warnings) = try rendered(Wrapper(configuration: configuration))
    XCTAssert(warnings.contains { $0.contains("PHPickerViewController") && $0.contains("placeholder") }, "\(warnings)")
  } }

  func testGoldenAttachImagePicker() { onMain {
    assertGolden(of: AttachImage(), named: "attach-image", device: .custom(width: 390, height: 260, scale: 2))
  } }
}

private struct AttachImage: View {
  @State private var selectedItem: PhotosPickerItem?
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("Attach Image (Optional)").font(.headline).foregroundColor(.indigo)
      Spacer()
      HStack {
        Spacer()
        PhotosPicker(selection: $selectedItem, matching: .images) {
          VStack(spacing: 8) {
            Image(systemName: "photo").font(.system(size: 40))
            Text("Select Image").font(.subheadline)
          }
          .foregroundColor(.indigo)
          .frame(maxWidth: 150, maxHeight: 100)
          .padding()
          .background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray.opacity(0.3), lineWidth: 1))
        }
        Spacer()
      }
      Spacer()
    }
    .padding()
  }
}
