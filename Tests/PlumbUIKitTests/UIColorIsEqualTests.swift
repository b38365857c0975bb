import Foundation
import PlumbTestSupport
import Testing
import UIKit

/// `UIColor.isEqual(_:)` and `hash`, which UIColor inherits from NSObject on iOS.
@Suite struct UIColorIsEqualTests {
  @Test func equalColoursAreEqualObjects() {
    #expect(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
    #expect(!UIColor.red.isEqual(UIColor.blue))
    #expect(!UIColor.red.isEqual("red"))
    #expect(!UIColor.red.isEqual(nil))
    #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
  }

  @Test(arguments: [5, 6]) func isEqualTypeChecks(mode: Int) {
    let source = """
      import UIKit
      func isSelected(_ color: UIColor, _ selected: UIColor?) -> Bool { color.isEqual(selected) || color.hash == 0 }
      """
    let said = SnippetTypeCheck.diagnostics(source, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
