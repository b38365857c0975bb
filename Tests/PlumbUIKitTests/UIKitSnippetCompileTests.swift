import Foundation
import PlumbTestSupport
import Testing

/// App code written as for iOS, type-checked with swiftc against the built facades: what must
/// compile under each import and language mode (docs/compatibility/uikit.md, "Isolation" and
/// "CoreGraphics").
@Suite struct UIKitSnippetCompileTests {
  /// One `CGAffineTransform` type, whichever facades a file imports (two were visible under
  /// `import SwiftUI`: PlumbGraphics' and a copy in PlumbUIKit, so the initializer was ambiguous).
  @Test(arguments: ["import SwiftUI", "import UIKit", "import SwiftUI\nimport UIKit", "import CoreGraphics",
                    "import UIKit\nimport CoreGraphics\nimport CoreImage"])
  func cgAffineTransformIsOneType(imports: String) {
    let source = imports + """

      let t = CGAffineTransform(translationX: 1, y: 2)
      let r = CGRect.zero.applying(t)
      let p = CGPoint(x: 1, y: 1).applying(t.scaledBy(x: 2, y: 2).inverted())
      let same: Bool = t.concatenating(.identity) == t
      let c = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      let f: CGFloat = r.width + p.x
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: 6) == nil)
  }

  /// The transform built in UIKit code is the one SwiftUI takes (`Path`).
  @Test func uikitAndSwiftUIShareTheTransform() {
    let source = """
      import SwiftUI
      import UIKit
      @MainActor func build() -> some View {
        let t = CGAffineTransform(rotationAngle: .pi / 4)
        let v = UIView(frame: .zero)
        v.transform = t
        v.layer.setAffineTransform(v.transform.translatedBy(x: 1, y: 0))
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: t)
        return path.applying(v.transform).fill(Color.red)
      }
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: 6) == nil)
  }

  /// Swift 5 code reads main-actor UIKit state from a nonisolated static property, as it may on
  /// iOS (UIKit's isolation is imported as `@preconcurrency` there): no error, no warning.
  @Test func swift5NonisolatedCodeReadsUIKitState() {
    let source = """
      import UIKit
      enum AppInfo {
        static var keyWindow: UIWindow? {
          UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow
        }
        static let screenWidth = UIScreen.main.bounds.width
      }
      struct Factory {
        func make() -> UIView { let v = UIView(frame: .zero); v.backgroundColor = .red; return v }
      }
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: 5) == nil)
  }

  /// Swift 6 code uses UIKit from main-actor code, and UIKit's values that are Sendable on iOS
  /// (`UIColor`, `UIFont`, `UIImage`) cross isolation.
  @Test func swift6MainActorCodeUsesUIKit() {
    let source = """
      import UIKit
      final class ViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = .systemBackground
          let count = UIApplication.shared.connectedScenes.count
          title = "\\(count)"
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
          super.viewWillTransition(to: size, with: coordinator)
          coordinator.animate(alongsideTransition: { _ in self.view.alpha = 1 })
          coordinator.animate(alongsideTransition: nil) { context in _ = context.isCancelled }
        }
      }
      @MainActor func scale() -> CGFloat { UIScreen.main.scale }
      let shared: [any Sendable] = [UIColor.red, UIFont.systemFont(ofSize: 17), UIImage(systemName: "star")!]
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: 6) == nil)
  }

  /// Swift 6 still rejects a nonisolated read of main-actor state, as on iOS.
  @Test func swift6RejectsANonisolatedRead() throws {
    let source = """
      import UIKit
      enum AppInfo { static var scale: CGFloat { UIScreen.main.scale } }
      """
    let said = try #require(SnippetTypeCheck.diagnostics(source, swiftVersion: 6))
    #expect(said.contains("main actor-isolated"))
  }

  /// `import CoreGraphics` and `import CoreImage` exist and give the CoreGraphics types, the
  /// CoreFoundation names font-loading code uses, and `CIColor`.
  @Test func coreGraphicsAndCoreImageImport() {
    let source = """
      import CoreGraphics
      import CoreImage
      func load(_ data: Data, _ url: URL) -> (String?, String?) {
        guard let provider = CGDataProvider(data: data as CFData), let font = CGFont(provider) else { return (nil, nil) }
        _ = CGDataProvider(url: url as CFURL)
        let name = font.postScriptName as String?
        return (name, font.fullName.map { String($0) })
      }
      let rect = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(scaleX: 2, y: 2))
      let color = CIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
      let parts: [CGFloat] = [color.red, color.green, color.blue, color.alpha, CGColor(gray: 0.5, alpha: 1).alpha]
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: 6) == nil)
  }
}
