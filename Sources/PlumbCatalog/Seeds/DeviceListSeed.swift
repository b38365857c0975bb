import Foundation
import PlumbUI

// Seed b, as a SwiftUI project writes it: a sectioned device list in ScrollView + LazyVStack
// with a trailing section-index column (one icon per family). Tapping an entry scrolls its
// section to the top through a ScrollViewProxy; dragging along the column scrolls to the entry
// under the finger. `initialSection` scrolls with scrollTo(id, anchor: .top) on appear.

struct DeviceFamily: Identifiable {
  let name: String
  let icon: String
  let models: [(String, String)]
  var id: String { name }
}

struct DeviceListSeed: View {
  var initialSection: String?

  static let families: [DeviceFamily] = [
    DeviceFamily(name: "iPhone", icon: "iphone", models: [
      ("iPhone 15 Pro Max", "6.7-inch, A17 Pro"), ("iPhone 15 Pro", "6.1-inch, A17 Pro"), ("iPhone 15 Plus", "6.7-inch, A16"),
      ("iPhone 15", "6.1-inch, A16"), ("iPhone 14", "6.1-inch, A15"), ("iPhone 13 mini", "5.4-inch, A15"),
      ("iPhone SE", "4.7-inch, A15"),
    ]),
    DeviceFamily(name: "iPad", icon: "ipad", models: [
      ("iPad Pro 12.9-inch", "M2"), ("iPad Pro 11-inch", "M2"), ("iPad Air", "M1"), ("iPad", "A14"), ("iPad mini", "A15"),
    ]),
    DeviceFamily(name: "iPod", icon: "ipod", models: [
      ("iPod touch", "7th generation"), ("iPod nano", "7th generation"), ("iPod classic", "160 GB"),
    ]),
    DeviceFamily(name: "Apple TV", icon: "appletv", models: [
      ("Apple TV 4K", "3rd generation"), ("Apple TV 4K", "2nd generation"), ("Apple TV HD", "32 GB"),
    ]),
    DeviceFamily(name: "Apple Watch", icon: "applewatch", models: [
      ("Apple Watch Ultra 2", "49 mm"), ("Apple Watch Series 9", "45 mm"), ("Apple Watch SE", "44 mm"),
      ("Apple Watch Series 8", "41 mm"),
    ]),
    DeviceFamily(name: "HomePod", icon: "homepod", models: [
      ("HomePod", "2nd generation"), ("HomePod mini", "Midnight"),
    ]),
  ]

  /// Each index entry is 28 pt tall, so the entry under a finger is y / 28.
  static let indexPitch: CGFloat = 28

  var body: some View {
    NavigationStack {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(Self.families) { family in
              Section(header: header(family)) {
                ForEach(family.models, id: \.0) { model in
                  DeviceRow(icon: family.icon, name: model.0, detail: model.1)
                }
              }
            }
          }
          .padding(.trailing, 28)
        }
        .overlay(alignment: .trailing) {
          VStack(spacing: 0) {
            ForEach(Self.families) { family in
              Button {
                proxy.scrollTo(family.name, anchor: .top)
              } label: {
                Image(systemName: family.icon)
                  .font(.caption)
                  .frame(width: 28, height: Self.indexPitch)
              }
              .id("index-" + family.name)
            }
          }
          .gesture(
            DragGesture(minimumDistance: 0)
              .onChanged { value in
                let i = Int((value.location.y / Self.indexPitch).rounded(.down))
                if Self.families.indices.contains(i) {
                  proxy.scrollTo(Self.families[i].name, anchor: .top)
                }
              }
          )
          .id("sectionIndex")
        }
        .onAppear {
          if let initialSection {
            proxy.scrollTo(initialSection, anchor: .top)
          }
        }
      }
      .navigationTitle("Devices")
      .navigationBarTitleDisplayMode(.inline)
    }
  }

  func header(_ family: DeviceFamily) -> some View {
    Text(family.name)
      .font(.headline)
      .padding(.horizontal)
      .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
      .background(Color(white: 0.93))
      .id(family.name)
  }
}

struct DeviceRow: View {
  let icon: String
  let name: String
  let detail: String

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: icon)
        .foregroundColor(.blue)
        .frame(width: 28)
      VStack(alignment: .leading, spacing: 2) {
        Text(name)
        Text(detail)
          .font(.caption)
          .foregroundColor(.secondary)
      }
      Spacer()
    }
    .padding(.horizontal)
    .frame(minHeight: 52)
  }
}
