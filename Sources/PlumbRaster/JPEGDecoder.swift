import CJPEGShim
import PlumbGraphics
import PlumbPNG

/// Decodes JPEG bytes (through libjpeg-turbo, behind the CJPEGShim C shim) to straight RGBA, with
/// the EXIF orientation applied as UIImage applies it.
///
/// Bounded like PNG decoding: the header's size is checked against `PNGLimits` before any pixel
/// memory is allocated. Corrupt or truncated data is an error with libjpeg's reason, never a crash.
enum JPEGDecoder {
  static func decode(_ bytes: [UInt8], limits: PNGLimits = .default) -> Result<RGBAImage, JPEGDecodeError> {
    decodeWithColor(bytes, limits: limits).map(\.image)
  }

  /// A decoded JPEG with what it says about its colours (see `decodeWithColor`).
  struct Decoded {
    var image: RGBAImage
    /// The file's ICC profile (APP2 markers, reassembled), or why it cannot be used.
    var iccProfile: Result<[UInt8], JPEGDecodeError>?
    var isGrey: Bool
    /// CMYK/YCCK, converted to RGB without its profile (plumb_jpeg.c).
    var isCMYK: Bool
  }

  /// `decode`, plus the ICC profile (at most `maxProfileBytes`) and the colour kind, so the drawer
  /// can convert the samples to sRGB (ImageColorConversion).
  static func decodeWithColor(_ bytes: [UInt8], limits: PNGLimits = .default,
                              maxProfileBytes: Int = ImageColorConversion.maxProfileBytes) -> Result<Decoded, JPEGDecodeError> {
    var report = plumb_jpeg_report()
    let pixels = bytes.withUnsafeBufferPointer { buffer in
      plumb_jpeg_decode(buffer.baseAddress, buffer.count, UInt32(clamping: limits.maxWidth),
                        UInt32(clamping: limits.maxHeight), limits.maxDecodedBytes, maxProfileBytes, &report)
    }
    defer { plumb_jpeg_free(report.icc) }
    guard let pixels, report.status == Int32(PLUMB_JPEG_OK) else {
      plumb_jpeg_free(pixels)
      return .failure(JPEGDecodeError(reason: message(of: &report)))
    }
    defer { plumb_jpeg_free(pixels) }
    let width = Int(report.width), height = Int(report.height)
    let stored = RGBAImage(width: width, height: height,
                           pixels: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4)))
    let profile: Result<[UInt8], JPEGDecodeError>?
    switch report.icc_status {
    case Int32(PLUMB_JPEG_ICC_OK) where report.icc != nil:
      profile = .success(Array(UnsafeBufferPointer(start: report.icc, count: report.icc_size)))
    case Int32(PLUMB_JPEG_ICC_TOO_LARGE):
      profile = .failure(JPEGDecodeError(reason: "its ICC profile is \(report.icc_size) bytes, over the limit of \(maxProfileBytes)"))
    case Int32(PLUMB_JPEG_ICC_MALFORMED):
      profile = .failure(JPEGDecodeError(reason: "its ICC_PROFILE markers do not make a whole profile (one is missing, repeated or misnumbered)"))
    default:
      profile = nil
    }
    return .success(Decoded(image: oriented(stored, exif: Int(report.orientation)), iccProfile: profile,
                            isGrey: report.color_kind == 1, isCMYK: report.color_kind == 2))
  }

  /// libjpeg-turbo's version (compiled in: libjpeg has no run-time version call).
  static var version: String { String(cString: plumb_jpeg_version()) }

  /// `image` turned upright for EXIF orientation 1…8 (2, 4: mirrored; 3: 180°; 6: 90° clockwise;
  /// 8: 90° anticlockwise; 5, 7: transposed), as `UIImage(data:)` draws it.
  static func oriented(_ image: RGBAImage, exif orientation: Int) -> RGBAImage {
    guard (2...8).contains(orientation) else { return image }
    let w = image.width, h = image.height
    let swaps = orientation >= 5
    let ow = swaps ? h : w, oh = swaps ? w : h
    var out = [UInt8](repeating: 0, count: ow * oh * 4)
    image.pixels.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<oh {
          for x in 0..<ow {
            let (sx, sy): (Int, Int)
            switch orientation {
            case 2: (sx, sy) = (w - 1 - x, y)
            case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
            case 4: (sx, sy) = (x, h - 1 - y)
            case 5: (sx, sy) = (y, x)
            case 6: (sx, sy) = (y, h - 1 - x)
            case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
            default: (sx, sy) = (w - 1 - y, x)
            }
            let s = (sy * w + sx) * 4, d = (y * ow + x) * 4
            dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = src[s + 3]
          }
        }
      }
    }
    return RGBAImage(width: ow, height: oh, pixels: out)
  }

  private static func message(of report: inout plumb_jpeg_report) -> String {
    let text = withUnsafeBytes(of: &report.message) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    return text.isEmpty ? "libjpeg refused the data" : text
  }
}

/// Why JPEG bytes did not decode, in libjpeg's words (e.g. "Not a JPEG file: starts with 0x89 0x50").
struct JPEGDecodeError: Error, Equatable {
  let reason: String
}
