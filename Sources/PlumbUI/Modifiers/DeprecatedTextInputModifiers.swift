import Foundation

extension View {
  /// The iOS 13 spelling of `autocorrectionDisabled(_:)`, which apps of that era still call.
  /// Autocorrection shows only while typing, so a rendered screen looks the same either way.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}
