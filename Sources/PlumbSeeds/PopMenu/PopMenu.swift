// VERBATIM from shared/seeds/000_8a9613a3bbbe2d68.txt: the article's code blocks, copied byte for byte
// by scripts/seeds/extract.py (only its non-breaking-space indentation is written as spaces).
// Do not edit: what the article leaves out is in the Completions file beside this one.
// The article prints no imports; these are the ones an app's file would have.
import SwiftUI
import UIKit

// MARK: lines 15-20: TextPointKey, step 1

struct TextPointKey: PreferenceKey {
    static var defaultValue: CGPoint = .zero
    static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) {
        value = nextValue()
    }
}

// MARK: lines 206-221: App.keyWindow

struct App {
    static var keyWindow:UIWindow? {
        if #available(iOS 13.0, *) {
            return UIApplication.shared.connectedScenes
                .filter({$0.activationState == .foregroundActive})
                .compactMap({$0 as? UIWindowScene})
                .first?.windows
                .filter({$0.isKeyWindow})
                .first
        } else {
            return UIApplication.shared.windows
                .filter({$0.isKeyWindow})
                .first
        }
    }
}

// MARK: lines 312-317: PopMenuPointKey, its last form ([CGRect])

struct PopMenuPointKey: PreferenceKey {
    static var defaultValue: [CGRect] = []
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) {
        value.append(contentsOf: nextValue())
    }
}

// MARK: lines 500-506: the View extension popMenu(isShow:content:)

extension View {
    func popMenu<PopMenuView:View>(isShow:Binding<Bool>,
                                   @ViewBuilder content:@escaping () -> PopMenuView) -> some View {
        let modify = PopMenuViewModify(isShow: isShow, content: content)
        return self.modifier(modify)
    }
}
