import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

private struct Spinner: UIViewRepresentable {
  func makeUIView(context: Context) -> UIActivityIndicatorView {
    let v = UIActivityIndicatorView(style: .large)
    v.color = .white
    v.startAnimating()
    return v
  }
  func updateUIView(_ v: UIActivityIndicatorView, context: Context) {}
}

@Suite struct UIActivityIndicatorViewTests {
  @Test @MainActor func stateSizesAndWarning() {
    let v = UIActivityIndicatorView(style: .medium)
    #expect(v.frame.size == CGSize(width: 20, height: 20) && v.isHidden && !v.isAnimating && v.hidesWhenStopped)
    v.startAnimating()
    #expect(v.isAnimating && !v.isHidden)
    v.stopAnimating()
    #expect(!v.isAnimating && v.isHidden)
    v.hidesWhenStopped = false
    v.startAnimating(); v.stopAnimating()
    #expect(!v.isHidden)
    v.style = .large
    #expect(v.intrinsicContentSize == CGSize(width: 37, height: 37))
    let warnings = RenderWarnings.collecting { _ = ViewHost(Spinner().frame(width: 37, height: 37), device: .iPhone14).displayList }.warnings
    #expect(warnings.contains { $0.hasPrefix("UIActivityIndicatorView: ") }, "\(warnings)")
  }
}
