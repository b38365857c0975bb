import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's calendar (iOS 16), minimal: its calendar, locale, time zone, visible date components
/// and available range are kept and it lays out as any view, but the month grid is not drawn
/// (only its `backgroundColor`), and it says so once when painted; SwiftUI's graphical
/// `DatePicker` draws a calendar.
@preconcurrency @MainActor
open class UICalendarView: UIView {
  open var calendar = Calendar.current
  open var locale = Locale.current
  open var timeZone: TimeZone? = .current
  open var fontDesign: UIFontDescriptor.SystemDesign = .default
  open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
  open var visibleDateComponents = DateComponents()
  open var wantsDateDecorations = true

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }

  open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) { visibleDateComponents = dateComponents }
  open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

  override var presentationLook: PlatformLook {
    RenderWarnings.warnOnce("UICalendarView", "UICalendarView: the month grid is not drawn (only its frame and backgroundColor); use DatePicker(...).datePickerStyle(.graphical)")
    return super.presentationLook
  }
}

