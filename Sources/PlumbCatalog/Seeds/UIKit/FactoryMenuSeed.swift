import Foundation
import SwiftUI
import UIKit

// Scenario 1, built the way the app builds it: the home page's leading bar item (a factory name
// and a chevron) reads its global frame through a PreferenceKey; a tap presents a
// UIHostingController `.overFullScreen` with a clear background from the key window's root view
// controller, so the menu sits above the navigation bar. The menu's root is a GeometryReader that
// offsets the card to (anchor.minX, anchor.maxY) and ignores the safe area.
//
// Bug variants: `.noIgnoresSafeArea` drops `ignoresSafeArea` (the reader starts below the status
// bar, so the menu is pushed down by the top inset); `.inHierarchy` adds the menu as an overlay of
// the page inside the NavigationStack instead of presenting it (under the bar, pushed down too).

/// The factory button's frame in window coordinates.
struct FactoryButtonFrameKey: PreferenceKey {
  static var defaultValue: CGRect { .zero }
  static func reduce(value: inout CGRect, nextValue: () -> CGRect) {
    let next = nextValue()
    if next != .zero { value = next }
  }
}

enum FactoryMenuVariant { case presented, noIgnoresSafeArea, inHierarchy }

struct FactoryHomeSeed: View {
  var variant: FactoryMenuVariant = .presented
  static let factories = ["上海一厂", "苏州二厂", "无锡三厂", "杭州四厂"]
  @State private var factory = "上海一厂"
  @State private var anchor: CGRect = .zero
  @State private var showsInlineMenu = false

  var body: some View {
    NavigationStack {
      FactoryHomePage()
        .navigationTitle("首页")
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) {
            Button(action: openMenu) {
              HStack(spacing: 4) {
                Text(factory).font(.headline)
                Image(systemName: "chevron.down").font(.footnote)
              }
            }
            .background(GeometryReader { proxy in
              Color.clear.preference(key: FactoryButtonFrameKey.self, value: proxy.frame(in: .global))
            })
            .id("factoryButton")
          }
        }
        .overlay {
          if variant == .inHierarchy && showsInlineMenu {
            FactoryMenu(anchor: anchor, factories: Self.factories, ignoresSafeArea: true) { picked in
              if let picked { factory = picked }
              showsInlineMenu = false
            }
          }
        }
    }
    .onPreferenceChange(FactoryButtonFrameKey.self) { anchor = $0 }
  }

  private func openMenu() {
    if variant == .inHierarchy { showsInlineMenu = true; return }
    // The key-window lookup SwiftUI apps write.
    guard let root = UIApplication.shared.connectedScenes
      .compactMap({ $0 as? UIWindowScene })
      .first(where: { $0.activationState == .foregroundActive })?
      .windows.first(where: { $0.isKeyWindow })?.rootViewController else { return }
    let box = ControllerBox()
    let menu = UIHostingController(rootView: FactoryMenu(anchor: anchor, factories: Self.factories,
                                                         ignoresSafeArea: variant == .presented) { picked in
      if let picked { factory = picked }
      box.controller?.dismiss(animated: false)
    })
    box.controller = menu
    menu.modalPresentationStyle = .overFullScreen
    menu.view.backgroundColor = .clear
    root.present(menu, animated: false)
  }
}

/// Lets the menu's SwiftUI content dismiss the controller that hosts it.
@MainActor
final class ControllerBox {
  weak var controller: UIViewController?
}

/// The menu layer: a tap-catcher and the card at the anchor's bottom-left.
struct FactoryMenu: View {
  let anchor: CGRect
  let factories: [String]
  let ignoresSafeArea: Bool
  let done: (String?) -> Void

  var body: some View {
    if ignoresSafeArea {
      layer.ignoresSafeArea()
    } else {
      layer
    }
  }

  private var layer: some View {
    GeometryReader { _ in
      ZStack(alignment: .topLeading) {
        Color.black.opacity(0.15)
          .onTapGesture { done(nil) }
        VStack(alignment: .leading, spacing: 0) {
          ForEach(factories, id: \.self) { name in
            Button { done(name) } label: {
              HStack {
                Image(systemName: "house.fill")
                  .frame(width: 24)
                Text(name)
                Spacer()
              }
              .padding(.horizontal, 14)
              .frame(height: 44)
            }
            if name != factories.last { Divider() }
          }
        }
        .frame(width: 180)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 10))
        .id("factoryMenu")
        .offset(x: anchor.minX, y: anchor.maxY)
      }
    }
  }
}

struct FactoryHomePage: View {
  let rows = [("今日产量", "star.fill", Color.blue), ("设备状态", "gearshape", Color.orange),
              ("告警", "bell", Color.red), ("报表", "person.fill", Color.green)]

  var body: some View {
    VStack(spacing: 12) {
      ForEach(rows, id: \.0) { row in
        HStack(spacing: 14) {
          Image(systemName: row.1)
            .foregroundColor(.white)
            .frame(width: 36, height: 36)
            .background(row.2, in: RoundedRectangle(cornerRadius: 8))
          Text(row.0).font(.headline)
          Spacer()
          Image(systemName: "chevron.right").foregroundColor(.secondary)
        }
        .padding(14)
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
      }
      Spacer()
    }
    .padding()
  }
}
