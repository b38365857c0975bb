import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing
import UIKit

// UIPickerView (selection, data source and delegate, drawn flat with a warning), UITextInput on
// UITextField and UITextView (real positions over the text), UIImage.jpegData (docs/compatibility/uikit.md).

private final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  let columns = [["S", "M", "L"], ["Red", "Blue"]]
  var picked: [(Int, Int)] = []
  func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { columns[component].count }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { columns[component][row] }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append((row, component)) }
}

private struct Picker: UIViewRepresentable {
  let model: Sizes
  func makeUIView(context: Context) -> UIPickerView {
    let picker = UIPickerView()
    picker.dataSource = model
    picker.delegate = model
    picker.selectRow(2, inComponent: 0, animated: false)
    return picker
  }
  func updateUIView(_ uiView: UIPickerView, context: Context) {}
}

@Suite struct PickerAndTextInputTests {
  @Test @MainActor func aPickerSelectsRowsWithinItsDataSource() {
    let model = Sizes()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = model
    picker.delegate = model
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 2)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    picker.selectRow(9, inComponent: 1, animated: true)
    #expect(picker.selectedRow(inComponent: 1) == 1)
    #expect(picker.selectedRow(inComponent: 5) == -1)
    #expect(model.picked.isEmpty)   // selecting in code does not tell the delegate, as on iOS
    #expect((picker.view(forRow: 1, forComponent: 1) as? UILabel)?.text == "Blue")
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 152, height: 32))
    picker.reloadAllComponents()
    #expect(picker.selectedRow(inComponent: 1) == 1)
    #expect(picker.intrinsicContentSize.height == 216)
  }

  @Test @MainActor func aPickerDrawsTheSelectedTitlesFlatAndWarns() async throws {
    let model = Sizes()
    var image: RGBAImage?
    let warnings = try await RenderWarnings.collecting {
      image = try await renderView(Picker(model: model).frame(width: 320, height: 216),
                                   options: ViewRenderOptions(device: .custom(width: 320, height: 216, scale: 1),
                                                              background: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))).image
    }.warnings
    let rendered = try #require(image)
    // The selection band across the middle is grey; the top of the picker is the white background.
    #expect(rendered[20, 108].r < 250 && rendered[20, 108].r > 180, "\(rendered[20, 108])")
    #expect(rendered[20, 20].r == 255)
    // Dark text pixels in each column on the band: "L" in the left half, "Red" in the right.
    func hasInk(_ xs: Range<Int>) -> Bool { xs.contains { x in (95..<121).contains { y in rendered[x, y].r < 100 } } }
    #expect(hasInk(60..<100) && hasInk(210..<260))
    #expect(warnings.contains { $0.hasPrefix("UIPickerView: drawn flat") })
  }

  @Test @MainActor func aTextFieldsTextInputIsItsText() throws {
    let field = UITextField()
    field.text = "héllo 👋"
    let length = ("héllo 👋" as NSString).length
    let selection = try #require(field.selectedTextRange)
    #expect(selection.isEmpty)
    #expect(field.offset(from: field.beginningOfDocument, to: selection.start) == length)
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == length)
    #expect(field.markedTextRange == nil)
    let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
    let end = try #require(field.position(from: start, offset: 4))
    let range = try #require(field.textRange(from: end, to: start))
    #expect(field.text(in: range) == "éllo")
    #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
    #expect(field.compare(start, to: end) == .orderedAscending)
    field.replace(range, withText: "ey")
    #expect(field.text == "hey 👋")
    #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 3)
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
    #expect(field.text(in: field.selectedTextRange!) == "hey 👋")
  }

  @Test @MainActor func aTextViewsSelectionIsItsSelectedRange() throws {
    let view = UITextView()
    view.text = "Hello world"
    #expect(view.selectedRange == NSRange(location: 11, length: 0))
    let word = try #require(view.textRange(from: view.position(from: view.beginningOfDocument, offset: 6)!, to: view.endOfDocument))
    view.selectedTextRange = word
    #expect(view.selectedRange == NSRange(location: 6, length: 5))
    view.replace(word, withText: "there")
    #expect(view.text == "Hello there")
    #expect(view.selectedRange == NSRange(location: 11, length: 0))
    let outside = try #require(view.textRange(from: view.beginningOfDocument, to: view.endOfDocument))
    view.text = "Hi"
    #expect(view.text(in: outside) == nil)   // a range from longer text reads nothing
  }

  @Test @MainActor func jpegDataIsNilWithoutJPEGBytes() throws {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
                    8, 6, 0, 0, 0])
    let image = try #require(UIImage(data: png))
    #expect(image.pngData() != nil)
    #expect(image.jpegData(compressionQuality: 0.8) == nil)
    #expect(UIImage().jpegData(compressionQuality: 1) == nil)
  }
}
