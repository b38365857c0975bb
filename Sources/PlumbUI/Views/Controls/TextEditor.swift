import Foundation

/// A multi-line text input, as SwiftUI's `TextEditor` (look only): it takes all the space it is
/// offered and draws its text from the top leading corner, wrapped, inset as a `UITextView`
/// insets it by default (textContainerInset 8 pt top and bottom, lineFragmentPadding 5 pt on
/// each side: UIKit's documented defaults, **M** that SwiftUI keeps them). Given no proposal
/// it is its text's size plus those insets. Nothing is typed in a snapshot; the text is not
/// scrolled.
public struct TextEditor: View {
  @Binding var text: String

  public init(text: Binding<String>) { _text = text }

  public var body: some View {
    Text(verbatim: text)
      .padding(.horizontal, 5)
      .padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
