import Foundation

/// The system pasteboard, as UIKit's `UIPasteboard`: in memory, shared with no other process.
/// `general` starts empty; code that copies and reads back works. It is process-wide, as on iOS,
/// so a test that needs an empty pasteboard makes its own `UIPasteboard()`.
@preconcurrency @MainActor
open class UIPasteboard {
  public static let general = UIPasteboard()
  public init() {}
  open var items: [[String: Any]] = []
  open var strings: [String]? {
    get { items.compactMap { $0["public.utf8-plain-text"] as? String } }
    set { items = (newValue ?? []).map { ["public.utf8-plain-text": $0] } }
  }
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  open var urls: [URL]? {
    get { items.compactMap { $0["public.url"] as? URL } }
    set { items = (newValue ?? []).map { ["public.url": $0] } }
  }
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  open var images: [UIImage]? {
    get { items.compactMap { $0["public.image"] as? UIImage } }
    set { items = (newValue ?? []).map { ["public.image": $0] } }
  }
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }
  open var hasStrings: Bool { !(strings ?? []).isEmpty }
  open var hasURLs: Bool { !(urls ?? []).isEmpty }
  open var hasImages: Bool { !(images ?? []).isEmpty }
  open var numberOfItems: Int { items.count }
  open var changeCount: Int { items.count }
  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }
  open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
  open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { self.items = items }
  open func addItems(_ items: [[String: Any]]) { self.items += items }
}
