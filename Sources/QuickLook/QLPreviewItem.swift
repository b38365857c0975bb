import Foundation

/// Something Quick Look can preview, as `QLPreviewItem`. On iOS it is an Objective-C protocol that
/// `NSURL` adopts, and apps return `url as QLPreviewItem` (bridged to NSURL) or `url as NSURL`;
/// here `URL` and `NSURL` both adopt it, so both spellings compile. (Unlike iOS, it does not
/// require NSObjectProtocol, which `URL` cannot adopt.)
public protocol QLPreviewItem {
  /// The file to preview.
  var previewItemURL: URL? { get }
  /// The title shown above the preview; nil: the file's name.
  var previewItemTitle: String? { get }
}

extension QLPreviewItem {
  public var previewItemTitle: String? { nil }
}

extension URL: QLPreviewItem {
  public var previewItemURL: URL? { self }
}

extension NSURL: QLPreviewItem {
  public var previewItemURL: URL? { URL(string: absoluteString) }
}

extension QLPreviewItem {
  /// The title Quick Look shows: the item's, else the file's name.
  var shownTitle: String {
    if let title = previewItemTitle, !title.isEmpty { return title }
    return previewItemURL?.lastPathComponent ?? ""
  }
}
