// What seed d's article (shared/seeds/003_334732d196f9b08a.txt) leaves out of SheetForm.swift: the
// app's model (Student, Store), the form (StudentManager, from the article's earlier Form article;
// the two fragments it prints here are in it, verbatim) and the screen that calls `.xsheet()`.
import Combine
import SwiftUI

/// Completion. The student the form shows or edits (AllInOneSheetAction carries one; Equatable
/// because the action is).
struct Student: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var graduated: Bool
}

/// Completion. The app's store, which XSheet reads as `@EnvironmentObject var store:Store`.
final class Store: ObservableObject {
    @Published var students = [Student(name: "王小明", graduated: false),
                               Student(name: "李华", graduated: true)]
}

/// Completion. The form of the earlier article (如何在 SwiftUI 中创建一个实时响应的 Form):
/// `StudentManager(action:student:)` for `.show`, `.edit` and `.new`. This article prints two of its
/// lines, both here verbatim: `changed`'s didSet, which unlocks the sheet's dismissal when nothing
/// changed, and the `.onReceive` of a refused swipe, which asks for confirmation. The rest is the
/// smallest form: a name and a switch, compared with the student's; Cancel and Save close the sheet.
struct StudentManager: View {
    enum Action { case show, edit, new }
    let action: Action
    let student: Student?
    @EnvironmentObject var sheetManager: AIOSheetManager
    @State private var name: String
    @State private var graduated: Bool
    @State private var delConfirm = false

    init(action: Action, student: Student?) {
        self.action = action
        self.student = student
        _name = State(initialValue: student?.name ?? "")
        _graduated = State(initialValue: student?.graduated ?? false)
    }

    @State private var changed = false{
        didSet{
            //控制 sheet 是否允许 dismiss
            if action == .show {
                sheetManager.unlock = true
            }
            else {
                sheetManager.unlock = !changed
            }
        }
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("学生")) {
                    TextField("姓名", text: $name)
                    Toggle("已毕业", isOn: $graduated)
                }
            }
            .disabled(action == .show)
            .navigationTitle(action == .new ? "新建学生" : "学生资料")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("取消") {
                        if changed { delConfirm = true } else { close() }
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("保存") { close() }
                        .disabled(!changed)
                }
            }
        }
        .onAppear { changed = false }
        .onChange(of: name) { _ in update() }
        .onChange(of: graduated) { _ in update() }
 .onReceive(sheetManager.dismissed){ value in
                delConfirm.toggle()
            }
        .confirmationDialog("放弃更改？", isPresented: $delConfirm, titleVisibility: .visible) {
            Button("放弃更改", role: .destructive) { close() }
            Button("继续编辑", role: .cancel) {}
        }
    }

    private func update() {
        changed = name != (student?.name ?? "") || graduated != (student?.graduated ?? false)
    }

    private func close() {
        sheetManager.action = nil
    }
}

/// Completion. The screen of 调用方式: a NavigationView of students with `.xsheet()` and the
/// article's Button("New") (verbatim); XSheet's environment objects are provided here.
struct StudentList: View {
    @StateObject private var sheetManager = AIOSheetManager()
    @StateObject private var store = Store()

    var body: some View {
        NavigationView{
            List {
                ForEach(store.students) { student in
                    Text(student.name)
                        .onTapGesture {
                            sheetManager.type = .sheet
                            sheetManager.dismissControl = true
                            sheetManager.action = .edit(student: student)
                        }
                }
Button("New"){
         sheetManager.type = .sheet  //当前支持两种方式 sheet fullScreenCover
         sheetManager.dismissControl = true //打开控制
         sheetManager.action = .new   //设置统一 sheet 的 action
              }
            }
            .navigationTitle("学生")
        }
        .xsheet()
        .environmentObject(sheetManager)
        .environmentObject(store)
    }
}
