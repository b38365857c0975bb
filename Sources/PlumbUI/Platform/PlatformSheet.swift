import Foundation

/// A SwiftUI sheet as platform code sees it (PlumbUIKit: the stand-in for the hosting controller
/// SwiftUI presents): its identity, and dismissal consultants a presentation-controller delegate
/// installs. On a swipe down the sheet asks them (`presentationControllerShouldDismiss`) and
/// tells them the outcome (`…DidAttemptToDismiss`, `…WillDismiss`, `…DidDismiss`).
@MainActor
package final class PlatformSheetHandle {
  package let identity: String
  let config: SheetConfiguration

  init(identity: String, config: SheetConfiguration) { self.identity = identity; self.config = config }

  package func consult(shouldDismiss: @escaping () -> Bool, didAttemptToDismiss: @escaping () -> Void,
                       willDismiss: @escaping () -> Void, didDismiss: @escaping () -> Void) {
    config.platformConsultants.append(PlatformSheetConsultant(shouldDismiss: shouldDismiss, didAttemptToDismiss: didAttemptToDismiss,
                                                               willDismiss: willDismiss, didDismiss: didDismiss))
  }
}

/// One delegate's say in a sheet's interactive dismissal.
struct PlatformSheetConsultant {
  let shouldDismiss: () -> Bool
  let didAttemptToDismiss: () -> Void
  let willDismiss: () -> Void
  let didDismiss: () -> Void
}

struct PlatformSheetKey: EnvironmentKey {
  static var defaultValue: PlatformSheetHandle? { nil }
}

extension EnvironmentValues {
  /// The SwiftUI sheet this content is in, if any.
  package var platformSheet: PlatformSheetHandle? {
    get { self[PlatformSheetKey.self] }
    set { self[PlatformSheetKey.self] = newValue }
  }
}

/// The consultants' answer for one swipe: asked when the swipe starts, kept until it ends.
@MainActor
final class PlatformSheetRefusal {
  let consultants: [PlatformSheetConsultant]
  private var answer: Bool?
  init(_ consultants: [PlatformSheetConsultant]) { self.consultants = consultants }
  var refuses: Bool {
    if let answer { return answer }
    let a = consultants.contains { !$0.shouldDismiss() }
    answer = a
    return a
  }
  func reset() { answer = nil }
}
