import Foundation
import PlumbGraphics
import UIKit

/// The system volume slider and route button, as MediaPlayer's `MPVolumeView`. It takes its frame
/// and draws nothing: the slider belongs to the system (on a simulator it is not drawn either),
/// and a warning says so once when one is made.
@preconcurrency @MainActor
open class MPVolumeView: UIView {
  public var showsVolumeSlider = true
  public var showsRouteButton = true
  public var isWirelessRouteActive: Bool { false }
  public var areWirelessRoutesAvailable: Bool { false }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    RenderWarnings.warnOnce("MPVolumeView", "MPVolumeView: the system volume slider and route button are not drawn; the view keeps its frame")
  }
  public required init?(coder: NSCoder) { return nil }

  open func setVolumeThumbImage(_ image: UIImage?, for state: UIControl.State) {}
  open func setMinimumVolumeSliderImage(_ image: UIImage?, for state: UIControl.State) {}
  open func setMaximumVolumeSliderImage(_ image: UIImage?, for state: UIControl.State) {}
}
