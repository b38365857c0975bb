import Foundation
import PlumbTesting
import SwiftUI
import Testing
import UIKit

// `UIImage.withRenderingMode(_:)` keeps the mode, and `Image(uiImage:)` draws it as SwiftUI's
// `renderingMode` would.

@Suite struct UIImageRenderingModeTests {
  @Test @MainActor func modeIsKeptAndReachesSwiftUI() {
    let star = UIImage(systemName: "star.fill")!
    #expect(star.renderingMode == .automatic)
    let template = star.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(star.renderingMode == .automatic)   // a copy, as UIKit returns
    let a = ViewHost(Image(uiImage: template).foregroundColor(.red), device: .iPhoneSE3).displayList
    let b = ViewHost(Image(systemName: "star.fill").renderingMode(.template).foregroundColor(.red), device: .iPhoneSE3).displayList
    #expect(a == b)
  }
}
