import Foundation

/// CoreGraphics' source of bytes, as apps make one to load a bundled font
/// (`CGDataProvider(data:)`, `CGDataProvider(url:)`, then `CGFont(provider)`). It holds the whole
/// content in memory; a URL provider reads its file when it is made.
public final class CGDataProvider: @unchecked Sendable {
  /// The provider's bytes.
  public let data: CFData?
  /// The file the bytes came from, for a provider made from a URL.
  package let url: URL?

  /// A provider of `data`'s bytes.
  public init?(data: CFData) {
    self.data = data
    url = nil
  }

  /// A provider of the file at `url`; nil when the file cannot be read.
  public init?(url: CFURL) {
    guard url.isFileURL, let bytes = try? Data(contentsOf: url) else { return nil }
    data = bytes
    self.url = url
  }

  /// A provider of the file at the path `filename`; nil when the file cannot be read.
  public convenience init?(filename: UnsafePointer<CChar>) {
    self.init(url: URL(fileURLWithPath: String(cString: filename)))
  }
}
