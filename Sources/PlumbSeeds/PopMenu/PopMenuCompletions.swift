// What seed a's article (shared/seeds/000_8a9613a3bbbe2d68.txt) leaves out of PopMenu.swift. The
// article builds PopMenuContentView, PopMenuViewModify and HomePage up in steps and prints each
// last form with "..." for what earlier steps showed; those last forms are assembled here from the
// article's own lines, step by step, and the types from its earlier chapters (PopMenuItem,
// PopMenuButton, PageContentView, the view model) get the smallest form the calls need.
import SwiftUI
import UIKit

/// Completion. The article's last PopMenuContentView (改造PopMenuContentView) elides its `offset`
/// (kept, its first form says, "参数offset保持不变"), the init's first line, the modifiers on the
/// content and after the reader: filled in from its first form and the 修复偏移问题 step, whose
/// fix is `.ignoresSafeArea()` on the reader ("我们将代码恢复" drops the debugging
/// `.background(.blue)`). Left out: which x the content takes once the offset is the button's
/// bottom-left (修改PopMenuPointKey值为[CGRect]); `offset.x`, so the menu sits under the button.
struct PopMenuContentView<Content:View>: View {
    /// `PopMenuButton`的`Offset`
    private let offset:CGPoint
    /// 内容视图
    private let content:Content
    init(offset:CGPoint, @ViewBuilder content:() -> Content) {
        self.offset = offset
        self.content = content()
    }
    var body: some View {
        GeometryReader { geometry in
            content
                .offset(x: offset.x, y: offset.y)
        }
        .ignoresSafeArea()
    }
}

/// Completion. PopMenuViewModify's last form (隐藏 UIHostingController) elides all but
/// `dismiss()`: the rest are its forms from 封装.popMenu方法 to 展示 UIHostingController, in order.
/// Left out by the article: the `else` branch of onChange, which only says "隐藏
/// `UIHostingController`"; it calls `dismiss()`.
struct PopMenuViewModify<PopMenuView:View>: ViewModifier {
    @Binding private var isShow:Bool
    /// `PopMenuButton`的`Frame`
    @State private var contentFrame:CGRect = .zero
    /// 自定义 `PopMenuView`的闭包
    private let contentBlock:() -> PopMenuView
    init(isShow:Binding<Bool>,
         @ViewBuilder content:@escaping () -> PopMenuView) {
        _isShow = isShow
        contentBlock = content
    }
    func body(content: Content) -> some View {
        content
            .background(content: {
                GeometryReader { geometry in
                    Color.clear
                        .preference(key: PopMenuPointKey.self, value: [geometry.frame(in: .global)])
                }
            })
            .onPreferenceChange(PopMenuPointKey.self) { rects in
                guard let rect = rects.first else {return}
                contentFrame = rect
            }
            .onChange(of: isShow) { newValue in
                if newValue {
                    /// 展示 `UIHostingController`
                    show()
                } else {
                    /// 隐藏 `UIHostingController`
                    dismiss()
                }
            }
    }
    
    private func show() {
        let offset = CGPoint(x: contentFrame.minX, y: contentFrame.maxY)
        let rootView = PopMenuContentView(offset: offset, content: {
            contentBlock()
        })
        let controller = UIHostingController(rootView: rootView)
        controller.modalPresentationStyle = .overFullScreen
        controller.view.backgroundColor = .clear
        App.keyWindow?.rootViewController?.present(controller,
                                                   animated: false,
                                                   completion: nil)
    }
    
    private func dismiss() {
        let controller = App.keyWindow?.rootViewController?.presentedViewController
        controller?.dismiss(animated: false, completion: nil)
    }
}

/// Completion. A menu item, from an earlier chapter (PopMenuContentView's first form constrains
/// `T:PopMenuItem`): the smallest protocol PopMenuButton needs, a title to show.
protocol PopMenuItem: Hashable {
    var title: String { get }
}

/// Completion. The menu, from an earlier chapter: `PopMenuButton(items:currentItem:) { item in }`
/// lists the items, marks the current one and reports a tap.
struct PopMenuButton<T:PopMenuItem>: View {
    private let items:[T]
    @Binding private var currentItem:T
    private let action:(T) -> Void
    init(items:[T], currentItem:Binding<T>, action:@escaping (T) -> Void) {
        self.items = items
        self._currentItem = currentItem
        self.action = action
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items, id: \.self) { item in
                Button {
                    action(item)
                } label: {
                    HStack {
                        Text(item.title)
                        Spacer()
                        if item == currentItem {
                            Image(systemName: "checkmark")
                        }
                    }
                    .padding(.horizontal, 14)
                    .frame(height: 44)
                }
            }
        }
        .frame(width: 180)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 10))
        .shadow(radius: 8, y: 2)
    }
}

/// Completion. A factory, the item HomePage's menu lists (`viewModel.factoryList`).
struct Factory: PopMenuItem {
    let title: String
}

/// Completion. HomePage's view model, from an earlier chapter: the factories and the current one.
final class HomePageViewModel: ObservableObject {
    let factoryList = [Factory(title: "上海一厂"), Factory(title: "苏州二厂"),
                       Factory(title: "无锡三厂"), Factory(title: "杭州四厂")]
    @Published var currentFactory = Factory(title: "上海一厂")
}

/// Completion. The page scaffold, from an earlier chapter: `PageContentView(title:viewModel:)`
/// with the content, then `leadingBuilder:` and `trailingBuildeder:` (the article's spelling)
/// bar items, in a navigation view with an inline title.
struct PageContentView<ViewModel:ObservableObject, Content:View, Leading:View, Trailing:View>: View {
    private let title:String
    @ObservedObject private var viewModel:ViewModel
    private let content:Content
    private let leading:Leading
    private let trailing:Trailing
    init(title:String,
         viewModel:ViewModel,
         @ViewBuilder content:() -> Content,
         @ViewBuilder leadingBuilder:() -> Leading,
         @ViewBuilder trailingBuildeder:() -> Trailing) {
        self.title = title
        self.viewModel = viewModel
        self.content = content()
        self.leading = leadingBuilder()
        self.trailing = trailingBuildeder()
    }
    var body: some View {
        NavigationView {
            content
                .navigationTitle(title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { leading }
                    ToolbarItem(placement: .navigationBarTrailing) { trailing }
                }
        }
    }
}

/// Completion. HomePage's last form (将封装好的PopMenu组件替换首页工厂功能) elides its view model,
/// the page content, the leading HStack's content and the trailing item: a view model, a list of
/// the day's figures, the current factory's name with a chevron, and EmptyView (its earlier forms'
/// trailing item). Every other line is the article's.
struct HomePage: View {
    @StateObject private var viewModel = HomePageViewModel()
    @State private var isShowFactoryMenu:Bool = false
    var body: some View {
        PageContentView(title: "首页",
                        viewModel: viewModel) {
            List {
                Text("今日产量")
                Text("设备状态")
                Text("告警")
                Text("报表")
            }
        } leadingBuilder: {
            HStack(spacing:6) {
                Text(viewModel.currentFactory.title)
                Image(systemName: "chevron.down")
            }
            .popMenu(isShow: $isShowFactoryMenu, content: {
                PopMenuButton(items: viewModel.factoryList,
                              currentItem: $viewModel.currentFactory) { item in
                    viewModel.currentFactory = item
                    isShowFactoryMenu = false
                }
            })
            .onTapGesture {
                isShowFactoryMenu = true
            }
        } trailingBuildeder: {
            EmptyView()
        }
    }
}
