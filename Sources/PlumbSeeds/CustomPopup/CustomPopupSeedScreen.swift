// Plumbline's file, not the article's: the entry the catalog's `custom-popup` screen renders.
// The article's types are internal, as in an app; this is the one public name of the module.
import SwiftUI

/// A page whose button opens seed e's popup: DemoViewController presented with the article's
/// `transitioningType = .popup` (ZCXPopup's presentation controller, animator and delegate).
public struct CustomPopupSeedScreen: View {
    public init() {}

    public var body: some View {
        NavigationView {
            VStack(spacing: 16) {
                Text("照片已备份。").foregroundColor(.secondary)
                Button("显示弹窗") { PopupPresenter.showPopup() }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .navigationTitle("相册")
        }
    }
}
