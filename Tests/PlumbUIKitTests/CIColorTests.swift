import Foundation
import PlumbGraphics
import Testing
import UIKit

/// Core Image's colour, to and from UIKit's.
@Suite struct CIColorTests {
  @Test func componentsAndConversions() {
    let c = CIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.8)
    #expect(c.red == 1 && c.green == 0.5 && c.blue == 0.25 && c.alpha == 0.8)
    #expect(c.numberOfComponents == 4)
    #expect(c.stringRepresentation == "1 0.5 0.25 0.8")
    #expect(CIColor(string: c.stringRepresentation).rgba == c.rgba)
    #expect(CIColor(red: 0, green: 1, blue: 0).alpha == 1)
    let fromUIKit = CIColor(color: .systemBlue)
    #expect(fromUIKit.rgba == UIColor.systemBlue.rgba)
    #expect(UIColor(ciColor: c).rgba == c.rgba)
    #expect(UIColor.red.ciColor.rgba == CIColor.red.rgba)
    #expect(CIColor(cgColor: UIColor.orange.cgColor).rgba == RGBAColor(red: 1, green: 0.5, blue: 0))
  }
}
