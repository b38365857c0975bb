import Foundation
import PlumbUI

// SwiftUI's Quick Look modifiers, declared on iOS in QuickLook's SwiftUI overlay
// (docs/compatibility/frameworks.md, "QuickLook").

extension View {
  /// Presents a Quick Look preview of `item` while it is non-nil, as SwiftUI's
  /// `quickLookPreview(_:)`: a full-screen cover with the preview's bar (Done and the file's name)
  /// over a labelled placeholder, since file contents are not drawn (warned once).
  public func quickLookPreview(_ item: Binding<URL?>) -> some View {
    quickLookCover(item, items: nil)
  }

  /// Presents a Quick Look preview of `selection` among `items` while it is non-nil and one of them,
  /// as SwiftUI's `quickLookPreview(_:in:)`.
  public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
  where Items.Element == URL {
    quickLookCover(selection, items: Array(items))
  }

  private func quickLookCover(_ selection: Binding<URL?>, items: [URL]?) -> some View {
    let url = selection.wrappedValue.flatMap { items == nil || items!.contains($0) ? $0 : nil }
    let shown = Binding(get: { url != nil }, set: { if !$0 { selection.wrappedValue = nil } })
    let position = url.flatMap { u in items.flatMap { list in list.firstIndex(of: u).map { ($0 + 1, list.count) } } }
    return fullScreenCover(isPresented: shown) {
      if let url { QuickLookPlaceholder(url: url, position: position, selection: selection) }
    }
  }
}

/// What a Quick Look preview draws here: its bar and a labelled placeholder for the file.
struct QuickLookPlaceholder: View {
  let url: URL
  let position: (Int, Int)?
  let selection: Binding<URL?>

  var body: some View {
    VStack(spacing: 0) {
      ZStack {
        Text(url.lastPathComponent).font(.headline).lineLimit(1).padding(.horizontal, 80)
        HStack {
          Button("Done") { selection.wrappedValue = nil }.font(.body.weight(.semibold))
          Spacer()
        }
        .padding(.horizontal, 16)
      }
      .frame(height: 44)
      Divider()
      Spacer()
      VStack(spacing: 10) {
        Image(systemName: "doc").font(.system(size: 44)).foregroundStyle(.secondary)
        Text("Quick Look placeholder").font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
        Text(url.lastPathComponent).font(.footnote).foregroundStyle(.secondary).lineLimit(2)
        if let position, position.1 > 1 {
          Text("\(position.0) of \(position.1)").font(.footnote).foregroundStyle(.secondary)
        }
      }
      .padding(.horizontal, 24)
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(uiColor: .systemBackground))
    .warnOnce(key: "QuickLook.quickLookPreview",
              message: "quickLookPreview: the file (\(url.lastPathComponent)) is not drawn; a full-screen preview with its bar and a labelled placeholder stands in")
  }
}
