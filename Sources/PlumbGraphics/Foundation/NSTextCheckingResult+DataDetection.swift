import Foundation

/// `NSTextCheckingResult.url` and `.phoneNumber` (what `NSDataDetector` found), which Foundation
/// on Linux does not have: its results can only come from regular expressions, and its factory
/// methods for links and phone numbers are unavailable. Plumbline's `NSDataDetector` returns a
/// subclass carrying the URL or number; for every other result these read nil. `date`,
/// `timeZone`, `duration` and `addressComponents` exist so code compiles; they are always empty
/// because the detector finds no dates or addresses.
extension NSTextCheckingResult {
  /// The URL of a `.link` result (bare domains as http URLs, email addresses as mailto URLs).
  public var url: URL? { (self as? DetectedTextCheckingResult)?.detectedURL }
  /// The number of a `.phoneNumber` result, as written in the text.
  public var phoneNumber: String? { (self as? DetectedTextCheckingResult)?.detectedPhoneNumber }
  /// Always nil: date detection is not available on Linux.
  public var date: Date? { nil }
  /// Always nil: date detection is not available on Linux.
  public var timeZone: TimeZone? { nil }
  /// Always 0: date detection is not available on Linux.
  public var duration: TimeInterval { 0 }
  /// Always nil: address detection is not available on Linux.
  public var addressComponents: [NSTextCheckingKey: String]? { nil }
}

/// The typed result `NSDataDetector` returns: a link or a phone number over one range.
final class DetectedTextCheckingResult: NSTextCheckingResult {
  let detectedType: NSTextCheckingResult.CheckingType
  let detectedRange: NSRange
  let detectedURL: URL?
  let detectedPhoneNumber: String?

  init(type: NSTextCheckingResult.CheckingType, range: NSRange, url: URL? = nil, phoneNumber: String? = nil) {
    detectedType = type
    detectedRange = range
    detectedURL = url
    detectedPhoneNumber = phoneNumber
    super.init()
  }

  required init?(coder aDecoder: NSCoder) { nil }

  override var resultType: NSTextCheckingResult.CheckingType { detectedType }
  override var range: NSRange { detectedRange }
  override var numberOfRanges: Int { 1 }
  override func range(at idx: Int) -> NSRange {
    idx == 0 ? detectedRange : NSRange(location: NSNotFound, length: 0)
  }
  override var regularExpression: NSRegularExpression? { nil }
  override func copy(with zone: NSZone? = nil) -> Any { self }
}
