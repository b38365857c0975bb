// What seed e's article (shared/seeds/004_8ba1c7a979b46a18.txt) leaves out of ZCXPopup.swift, and
// the one block of it that Linux Swift cannot compile as printed.
import Foundation
import SwiftUI
import UIKit

/// Completion (a copy, not an addition). The article's `extension UIViewController` (4、為控制器增加
/// 一個擴展) as printed, less one word: `@objc` on `transitioningType`. Linux Swift has no
/// Objective-C interoperability and rejects an @objc member ("Objective-C interoperability is
/// disabled"); @objc on the enum compiles. The printed block is UIViewController+TransitioningType.swift
/// beside this file, excluded from the build (Package.swift).
extension UIViewController {

    /// 轉(zhuǎn)場類型，方便后續(xù)擴(kuò)展
    @objc public enum TransitioningType: Int {
        case none  = 0
        case popup = 1
    }

    /// 設(shè)置轉(zhuǎn)場類型
    public var transitioningType: TransitioningType {
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

/// Completion. The associated-object helpers the extension calls, from the article's source
/// repository (never printed): one value per object and key (the calling accessor's name), kept in
/// a side table, since Linux has no `objc_setAssociatedObject`.
extension UIViewController {
    func getAssociatedObject(_ key: String = #function) -> Any? {
        AssociatedObjects.table[ObjectIdentifier(self)]?[key]
    }

    func setAssociatedObject(_ value: Any?, _ key: String = #function) {
        AssociatedObjects.table[ObjectIdentifier(self), default: [:]][key] = value
    }

    func lazyVarAssociatedObject<T>(_ key: String = #function, _ make: () -> T) -> T {
        if let value = getAssociatedObject(key) as? T { return value }
        let value = make()
        setAssociatedObject(value, key)
        return value
    }
}

private enum AssociatedObjects {
    static var table: [ObjectIdentifier: [String: Any]] = [:]
}

/// Completion. DemoViewController's storyboard scene, which the article never prints (自定義彈框:
/// "創建一個控制器，將其view設置成透明，然後在其中間加上彈框內容視圖contentView"): a clear view
/// with a content view in its middle, built in code (a hosted SwiftUI card: PlumbUIKit has no
/// UILabel or UIButton). Its 好 button calls the article's `dismiss(_:)` action, as the scene's
/// connection would.
final class DemoPopupViewController: DemoViewController {
    private var content: UIHostingController<PopupContent>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        let content = UIHostingController(rootView: PopupContent { [weak self] in self?.dismiss(self as Any) })
        addChild(content)
        content.view.backgroundColor = .clear
        view.addSubview(content.view)
        content.didMove(toParent: self)
        self.content = content
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content?.view.frame = view.bounds
    }
}

/// Completion. The popup's content view, centred by the full-size hosting view.
struct PopupContent: View {
    let done: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 44))
                .foregroundColor(.green)
            Text("备份完成").font(.headline)
            Text("1,204 张照片已安全保存在云端。")
                .font(.subheadline)
                .foregroundColor(.secondary)
            Button(action: done) {
                Text("好")
                    .font(.headline)
                    .foregroundColor(.white)
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .background(Color.blue, in: RoundedRectangle(cornerRadius: 12))
            }
        }
        .padding(20)
        .frame(width: 280)
        .background(Color(uiColor: .systemBackground), in: RoundedRectangle(cornerRadius: 20))
    }
}

/// Completion. The article's `showPopup(_:)` action (設置轉場類型和打開彈框) loads DemoViewController
/// from its storyboard; with the scene in code (above), the same three steps: make the controller,
/// set `transitioningType = .popup`, present it animated.
enum PopupPresenter {
    static func showPopup() {
        guard let root = UIApplication.shared.connectedScenes
            .compactMap({ $0 as? UIWindowScene }).first?.keyWindow?.rootViewController else { return }
        let controller = DemoPopupViewController()
        controller.transitioningType = .popup
        root.present(controller, animated: true)
    }
}
