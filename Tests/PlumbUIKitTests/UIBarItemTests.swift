import Foundation
import PlumbGraphics
import PlumbTestSupport
import Testing
import UIKit

/// `UIBarItem`, the superclass of bar button items and tab bar items, and their appearance
/// proxies (docs/compatibility/uikit.md): kept, not drawn.
@Suite struct UIBarItemTests {
  @Test @MainActor func barButtonAndTabItemsShareUIBarItem() {
    let items: [UIBarItem] = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
                              UITabBarItem(title: "Home", image: nil, tag: 3)]
    for item in items {
      item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
      item.landscapeImagePhone = UIImage(systemName: "house")
      item.largeContentSizeImage = UIImage(systemName: "house.fill")
      item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
      item.isEnabled = false
    }
    #expect(items.map(\.title) == ["Edit", "Home"])
    #expect(items[1].tag == 3)
    #expect(items.allSatisfy { $0.imageInsets.top == 6 && !$0.isEnabled && $0.landscapeImagePhone != nil })
    #expect(items.allSatisfy { ($0.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor) == .red })
    #expect(items.allSatisfy { $0.titleTextAttributes(for: .normal) == nil })
  }

  @Test @MainActor func tabAndBarButtonItemAppearanceProxiesAreOnePerSession() {
    UIAppearanceProxies.freshSession().run {
      let (proxies, warnings) = RenderWarnings.collecting { () -> (UITabBarItem, UITabBarItem, UIBarButtonItem) in
        (UITabBarItem.appearance(), UITabBarItem.appearance(), UIBarButtonItem.appearance())
      }
      #expect(proxies.0 === proxies.1)
      proxies.0.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 10)], for: .normal)
      #expect(UITabBarItem.appearance().titleTextAttributes(for: .normal)?[.font] != nil)
      #expect(warnings.contains { $0.hasPrefix("UITabBarItem.appearance()") }, "\(warnings)")
    }
  }

  static let snippet = """
    import UIKit

    final class TabsController: UITabBarController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let home = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        home.tabBarItem.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
        home.tabBarItem.landscapeImagePhone = UIImage(systemName: "house")
        let items: [UIBarItem] = [home.tabBarItem, UIBarButtonItem(systemItem: .done)]
        for item in items { item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 11)], for: .normal) }
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .normal)
        UIBarButtonItem.appearance().tintColor = .systemBlue
        viewControllers = [home]
      }
    }
    """

  @Test(arguments: [5, 6]) func barItemCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
