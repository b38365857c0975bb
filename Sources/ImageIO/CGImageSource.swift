import Foundation
import PlumbAssets
import PlumbGraphics

/// An image file opened for reading, as ImageIO's `CGImageSource`: Plumbline reads the PNG or
/// JPEG header (the sizes `UIImage(data:)` and asset catalogs use) and never decodes pixels, so
/// sizes and counts are real and thumbnails are not made (docs/compatibility/frameworks.md, "ImageIO").
public final class CGImageSource: Hashable, Sendable {
  /// The header of a PNG or JPEG image, nil for other or unreadable data.
  let header: ImageHeader?
  /// The byte count of the data or file.
  let fileSize: Int

  init(prefix: Data, fileSize: Int) {
    // Only bitmap formats are images to ImageIO (a PDF or SVG is none), and only the header is read.
    let bytes = prefix.prefix(Self.headerLimit)
    header = bytes.starts(with: Array("%PDF".utf8)) ? nil : ImageHeader.read(bytes).flatMap { [.png, .jpeg].contains($0.format) ? $0 : nil }
    self.fileSize = fileSize
  }

  /// How many bytes of a file are read to find its header (ImageHeader reads no further).
  static let headerLimit = 64 * 1024

  /// The properties of image `index` (width and height in pixels, depth, colour model) or nil.
  func properties(at index: Int) -> NSDictionary? {
    guard index == 0, let header else { return nil }
    return NSDictionary(dictionary: [
      kCGImagePropertyPixelWidth: NSNumber(value: Int(header.width)),
      kCGImagePropertyPixelHeight: NSNumber(value: Int(header.height)),
      kCGImagePropertyColorModel: "RGB",
    ])
  }

  public static func == (l: CGImageSource, r: CGImageSource) -> Bool { l === r }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The state of an image source, as `CGImageSourceStatus`.
public enum CGImageSourceStatus: Int32, Sendable {
  case statusUnexpectedEOF = -5, statusInvalidData = -4, statusUnknownType = -3, statusReadingHeader = -2,
       statusIncomplete = -1, statusComplete = 0
}

/// A source over `data`, as `CGImageSourceCreateWithData`. Like ImageIO's, it is made for any
/// bytes; data that is not a PNG or JPEG image has no images (a count of 0).
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
  CGImageSource(prefix: data.prefix(CGImageSource.headerLimit), fileSize: data.count)
}

/// A source over the file at `url`, as `CGImageSourceCreateWithURL`: nil when the URL is not a
/// readable file. Only the file's first 64 KiB (its header) is read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  guard url.isFileURL, let handle = try? FileHandle(forReadingFrom: url) else { return nil }
  defer { try? handle.close() }
  guard let prefix = try? handle.read(upToCount: CGImageSource.headerLimit),
        let size = try? handle.seekToEnd() else { return nil }
  return CGImageSource(prefix: prefix, fileSize: Int(clamping: size))
}

/// The number of images in the source, as `CGImageSourceGetCount`: 1 for a PNG or JPEG image
/// (animated PNG frames are not counted), 0 otherwise.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.header == nil ? 0 : 1 }

/// The source's type identifier (`public.png`, `public.jpeg`), as `CGImageSourceGetType`.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
  switch isrc.header?.format {
  case .png: "public.png"
  case .jpeg: "public.jpeg"
  default: nil
  }
}

/// Whether the source was read, as `CGImageSourceGetStatus`.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
  isrc.header == nil ? .statusUnknownType : .statusComplete
}

/// The properties of image `index`, as `CGImageSourceCopyPropertiesAtIndex`: its pixel width
/// and height (`kCGImagePropertyPixelWidth`, `kCGImagePropertyPixelHeight`) read from the header,
/// and its colour model; nil for an index out of range. No EXIF is read (no orientation, GPS or
/// TIFF dictionaries).
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
  isrc.properties(at: index)
}

/// The container's properties, as `CGImageSourceCopyProperties`: its file size.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
  NSDictionary(dictionary: [kCGImagePropertyFileSize: NSNumber(value: isrc.fileSize)])
}

/// A thumbnail of image `index`, as `CGImageSourceCreateThumbnailAtIndex`: nil, with a warning
/// once, because Plumbline decodes no bitmaps here.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
  RenderWarnings.warnOnce("CGImageSourceCreateThumbnailAtIndex",
    "CGImageSourceCreateThumbnailAtIndex: ImageIO decodes no bitmaps in Plumbline; returns nil (docs/compatibility/frameworks.md, ImageIO)")
  return nil
}

/// Image `index`, as `CGImageSourceCreateImageAtIndex`: nil, with a warning once, because
/// Plumbline decodes no bitmaps here.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
  RenderWarnings.warnOnce("CGImageSourceCreateImageAtIndex",
    "CGImageSourceCreateImageAtIndex: ImageIO decodes no bitmaps in Plumbline; returns nil (docs/compatibility/frameworks.md, ImageIO)")
  return nil
}
