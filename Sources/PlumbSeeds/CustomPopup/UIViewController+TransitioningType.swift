// VERBATIM from shared/seeds/004_8ba1c7a979b46a18.txt: the article's code blocks, copied byte for byte
// by scripts/seeds/extract.py (only its non-breaking-space indentation is written as spaces).
// Do not edit: what the article leaves out is in the Completions file beside this one.
// The article prints no imports; these are the ones an app's file would have.
import UIKit

// MARK: lines 166-190: extension UIViewController: transitioningType

extension UIViewController {

    /// 轉(zhuǎn)場類型，方便后續(xù)擴(kuò)展
    @objc public enum TransitioningType: Int {
        case none  = 0
        case popup = 1
    }

    /// 設(shè)置轉(zhuǎn)場類型
    @objc public var transitioningType: TransitioningType {
        get { getAssociatedObject() as? TransitioningType ?? .none }
        set {
            if newValue == .popup {
                transitioningDelegate = self.popupTransitioningDelegate
                modalPresentationStyle = .custom
            }
            setAssociatedObject(newValue)
        }
    }

    /// transitioningDelegate 實(shí)現(xiàn)類，需要被持有
    private var popupTransitioningDelegate: ZCXPopup.TransitioningDelegate {
        lazyVarAssociatedObject { ZCXPopup.TransitioningDelegate() }
    }
}
