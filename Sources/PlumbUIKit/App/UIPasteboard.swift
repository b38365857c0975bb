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
    get { values(UTTypeName.text) }
    set { setValues(newValue, UTTypeName.text) }
  }
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  open var urls: [URL]? {
    get { values(UTTypeName.url) }
    set { setValues(newValue, UTTypeName.url) }
  }
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  open var images: [UIImage]? {
    get { values(UTTypeName.image) }
    set { setValues(newValue, UTTypeName.image) }
  }
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// The type identifiers the typed accessors read and write.
  private enum UTTypeName {
    static let text = "public.utf8-plain-text", url = "public.url", image = "public.image"
  }
  /// Every item's value of one type.
  private func values<T>(_ type: String) -> [T] { items.compactMap { $0[type] as? T } }
  /// Replaces the items with one item per value (none for nil).
  private func setValues<T>(_ values: [T]?, _ type: String) { items = (values ?? []).map { [type: $0] } }

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
