import Foundation
import PlumbTestSupport
import Testing

/// UIPickerView, UITextInput and jpegData as apps write them (docs/compatibility/uikit.md),
/// type-checked in both language modes.
@Suite struct PickerAndTextInputSnippetTests {
  static let snippet = """
    import UIKit

    final class SizeViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate, UITextFieldDelegate {
      private let sizes = ["S", "M", "L"]
      private let picker = UIPickerView()
      private let field = UITextField()
      private let notes = UITextView()

      override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(1, inComponent: 0, animated: false)
        field.inputView = picker
        field.delegate = self
        view.addSubview(field)
        view.addSubview(notes)
      }

      func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
      func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
      func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { sizes[row] }
      func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
      func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        field.text = sizes[pickerView.selectedRow(inComponent: 0)]
        pickerView.reloadAllComponents()
      }

      func moveCursorToEnd() {
        let end = field.endOfDocument
        field.selectedTextRange = field.textRange(from: end, to: end)
        if let range = field.selectedTextRange {
          let cursor = field.offset(from: field.beginningOfDocument, to: range.start)
          if let start = field.position(from: field.beginningOfDocument, offset: max(cursor - 1, 0)),
             let last = field.textRange(from: start, to: range.start) {
            _ = field.text(in: last)
          }
        }
        if let selected = notes.selectedTextRange, notes.markedTextRange == nil {
          notes.replace(selected, withText: "@")
        }
      }

      func upload(_ image: UIImage) -> Data? {
        image.jpegData(compressionQuality: 0.8) ?? image.pngData()
      }
    }
    """

  @Test(arguments: [5, 6]) func pickerAndTextInputCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
