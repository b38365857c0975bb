import Foundation
import PlumbGraphics

// The property and option keys apps pass to and read from an image source, as ImageIO declares
// them (`let kCGImagePropertyPixelWidth: CFString`), with ImageIO's strings.

/// The image's width in pixels (an `NSNumber` in a properties dictionary).
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// The image's height in pixels.
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// The EXIF orientation (1–8). Plumbline reads no EXIF, so properties do not carry it.
public let kCGImagePropertyOrientation: CFString = "Orientation"
/// The file's size in bytes (in the container's properties).
public let kCGImagePropertyFileSize: CFString = "FileSize"
/// The number of bits per sample.
public let kCGImagePropertyDepth: CFString = "Depth"
/// Whether the image has an alpha channel.
public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// The image's colour model.
public let kCGImagePropertyColorModel: CFString = "ColorModel"
/// Horizontal resolution in dots per inch.
public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
/// Vertical resolution in dots per inch.
public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
/// The EXIF dictionary.
public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
/// The TIFF dictionary.
public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
/// The GPS dictionary.
public let kCGImagePropertyGPSDictionary: CFString = "{GPS}"

/// Option: make a thumbnail from the full image even when the file holds one.
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// Option: make a thumbnail from the full image only when the file holds none.
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Option: the largest side of a thumbnail, in pixels.
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Option: rotate and scale a thumbnail by the image's orientation and pixel aspect ratio.
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// Option: keep the decoded image in a cache.
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Option: decode when the image is made rather than when it is drawn.
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Option: a hint for the data's type identifier.
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
