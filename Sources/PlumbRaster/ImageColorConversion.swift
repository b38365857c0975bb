import CLCMS
import PlumbGraphics
import PlumbPNG

/// Converts a decoded image's samples from the colour space its file declares (an ICC profile in
/// a PNG iCCP chunk or JPEG APP2 markers, PNG cICP, gAMA/cHRM) into sRGB, the canvas's space, as
/// iOS colour-manages every image it draws; through Little CMS 2 (CLCMS, opened on first use).
///
/// Only images a view draws go through here (DecodedImageCache); golden PNGs are compared as stored
/// samples and never converted. A profile that cannot be applied leaves the samples as stored and
/// returns the reason, which the caller reports as "drawn as sRGB": never a crash, never silence.
enum ImageColorConversion {
  /// The largest ICC profile applied (4 MiB): real display and camera profiles are a few KiB, large
  /// print profiles with big lookup tables about 1–3 MiB; anything larger is refused unparsed.
  static let maxProfileBytes = 4 << 20

  /// Converts a decoded PNG's pixels to sRGB by its colour chunks. Returns nil when the pixels are
  /// sRGB now (converted, or already), or why the chunks were not applied.
  static func convertPNG(_ image: inout RGBAImage, encoded bytes: [UInt8]) -> String? {
    guard let tags = try? PNG.readColorTags(bytes, maxProfileBytes: maxProfileBytes) else { return nil }
    switch tags.effective {
    case .sRGB:
      return nil
    case .unreadableProfile(let reason):
      return reason
    case .iccProfile(let profile):
      return convert(&image.pixels, iccProfile: profile, grey: tags.isGrey)
    case .cicp(let primaries, let transfer):
      guard let space = cicpSpace(primaries: primaries, transfer: transfer) else {
        return "its cICP chunk (primaries \(primaries), transfer \(transfer)) names a colour space that is not supported"
      }
      return convert(&image.pixels, chromaticities: space.chromaticities, exponent: space.exponent)
    case .gammaAndChromaticities(let gamma, let chromaticities):
      if let chromaticities, chromaticities.count != 8 { return "its cHRM chunk is malformed" }
      // A gAMA without cHRM at exactly sRGB's nominal 1/2.2 is still a pure 2.2 power curve, as
      // the PNG specification says and Chrome and Firefox draw it; it is not taken for sRGB.
      let exponent = gamma.map { 1 / $0 } ?? 0
      return convert(&image.pixels, chromaticities: chromaticities, exponent: exponent)
    }
  }

  /// Converts a decoded JPEG's pixels to sRGB by its ICC profile; nil when they are sRGB now, else
  /// why the profile was not applied.
  static func convertJPEG(_ decoded: inout JPEGDecoder.Decoded) -> String? {
    switch decoded.iccProfile {
    case nil: return nil
    case .failure(let error)?: return error.reason
    case .success(let profile)?:
      if decoded.isCMYK {
        return "a CMYK JPEG's profile is not used: its inks are converted to RGB by plain inversion"
      }
      return convert(&decoded.image.pixels, iccProfile: profile, grey: decoded.isGrey)
    }
  }

  /// Converts RGBA pixels in place from an ICC profile to sRGB; nil on success (or when the
  /// profile is sRGB), else the reason it was not applied.
  static func convert(_ pixels: inout [UInt8], iccProfile profile: [UInt8], grey: Bool) -> String? {
    guard profile.count <= maxProfileBytes else {
      return "its ICC profile is \(profile.count) bytes, over the limit of \(maxProfileBytes)"
    }
    var report = plumb_color_report()
    let count = pixels.count / 4
    profile.withUnsafeBufferPointer { p in
      pixels.withUnsafeMutableBufferPointer { px in
        _ = plumb_color_icc_to_srgb(p.baseAddress, p.count, px.baseAddress, count, grey ? 1 : 0, &report)
      }
    }
    return problem(&report)
  }

  /// Converts RGBA pixels in place from an RGB space given by chromaticities (nil: sRGB's) and
  /// a transfer curve (`exponent` > 0: linear = sample^exponent; 0: the sRGB curve).
  static func convert(_ pixels: inout [UInt8], chromaticities: [Double]?, exponent: Double) -> String? {
    var report = plumb_color_report()
    let count = pixels.count / 4
    pixels.withUnsafeMutableBufferPointer { px in
      if let c = chromaticities {
        var xy = plumb_chromaticities(white_x: c[0], white_y: c[1], red_x: c[2], red_y: c[3],
                                      green_x: c[4], green_y: c[5], blue_x: c[6], blue_y: c[7])
        _ = plumb_color_primaries_to_srgb(&xy, exponent, px.baseAddress, count, &report)
      } else {
        _ = plumb_color_primaries_to_srgb(nil, exponent, px.baseAddress, count, &report)
      }
    }
    return problem(&report)
  }

  /// The lcms2 version, e.g. "2.14" ("not installed" without liblcms2.so.2), for the fingerprint.
  static var lcmsVersion: String {
    let v = Int(plumb_color_lcms_version())
    return v == 0 ? "not installed" : "\(v / 1000).\(v % 1000 / 10)"
  }

  // MARK: - Private

  /// cICP code points (ITU-T H.273) this understands: primaries 1 (BT.709/sRGB), 9 (BT.2020),
  /// 12 (Display P3: SMPTE EG 432-1 with a D65 white); transfer 13 (sRGB), 8 (linear), 4 and 5
  /// (pure 2.2 and 2.8 powers). PQ and HLG (HDR) are not.
  private static func cicpSpace(primaries: UInt8, transfer: UInt8) -> (chromaticities: [Double]?, exponent: Double)? {
    let chromaticities: [Double]?
    switch primaries {
    case 1: chromaticities = nil
    case 9: chromaticities = [0.3127, 0.3290, 0.708, 0.292, 0.170, 0.797, 0.131, 0.046]
    case 12: chromaticities = [0.3127, 0.3290, 0.680, 0.320, 0.265, 0.690, 0.150, 0.060]
    default: return nil
    }
    switch transfer {
    case 13: return (chromaticities, 0)
    case 8: return (chromaticities, 1)
    case 4: return (chromaticities, 2.2)
    case 5: return (chromaticities, 2.8)
    default: return nil
    }
  }

  private static func problem(_ report: inout plumb_color_report) -> String? {
    switch report.status {
    case Int32(PLUMB_COLOR_OK), Int32(PLUMB_COLOR_ALREADY_SRGB): return nil
    default:
      let text = withUnsafeBytes(of: &report.message) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      return text.isEmpty ? "lcms2 could not apply its colour profile" : text
    }
  }
}
