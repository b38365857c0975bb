import Foundation

/// Builds an `.xcassets` folder in a fresh temporary directory, file by file.
struct CatalogFixture {
  let root: URL
  var catalog: URL { root.appendingPathComponent("Test.xcassets") }

  init() {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-assets-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: root.appendingPathComponent("Test.xcassets"), withIntermediateDirectories: true)
    write("Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
  }

  /// Writes `text` at `path` inside the catalog (folders created).
  func write(_ path: String, _ text: String) { write(path, Data(text.utf8)) }
  func write(_ path: String, _ data: Data) {
    let url = catalog.appendingPathComponent(path)
    try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! data.write(to: url)
  }
  func url(_ path: String) -> URL { catalog.appendingPathComponent(path) }

  /// The first 33 bytes of a PNG (signature and IHDR), enough for its size to be read.
  static func pngHeader(width: Int, height: Int) -> Data {
    func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + u32(13) + Array("IHDR".utf8) + u32(width) + u32(height)
                + [8, 6, 0, 0, 0] + [0, 0, 0, 0])
  }
}
