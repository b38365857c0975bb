import Foundation
import PlumbTestSupport
import Testing
import UIKit

@Suite struct UIResponderTests {
  final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }

  @Test @MainActor func chainAndFirstResponder() {
    let controller = UIViewController()
    let field = Field(frame: .zero)
    controller.view.addSubview(field)
    #expect(field.next === controller.view)
    #expect(controller.view.next === controller)
    let plain = UIView(frame: .zero)
    #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
    #expect(field.becomeFirstResponder() && field.isFirstResponder)
    #expect(controller.view.endEditing(true) && !field.isFirstResponder)
    field.becomeFirstResponder()
    #expect(field.resignFirstResponder() && !field.isFirstResponder)
    let responder: UIResponder = UIApplication.shared
    #expect(responder.next == nil)
  }

  @Test func keyboardDismissalCompiles() {
    let source = """
      import UIKit
      final class FormController: UIViewController {
        func hide() { view.endEditing(true) }
        override var canBecomeFirstResponder: Bool { true }
        func step(_ r: UIResponder?) -> UIResponder? { r?.next }
        override func viewDidLoad() { super.viewDidLoad(); _ = becomeFirstResponder(); resignFirstResponder() }
      }
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: 6) == nil)
  }
}
