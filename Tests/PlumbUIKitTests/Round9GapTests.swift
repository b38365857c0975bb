import AudioToolbox
import CoreData
import Foundation
import PlumbGraphics
import PlumbTestSupport
import SwiftUI
import Testing
import UIKit

/// Gaps the held-out round 9 showed (docs/compat-corpus.md, "Round 9"), fixed after it was
/// measured: key-value coding on UserDefaults, UndoManager and the responder chain's, Core Data's
/// save notification, AudioToolbox's system sounds and `Text(Image)`.
@Suite struct Round9GapTests {
  @Test func userDefaultsKeyValueCodingReachesTheStore() throws {
    let defaults = try #require(UserDefaults(suiteName: "plumbline.round9.\(UUID().uuidString)"))
    defaults.setValue("dark", forKey: "theme")
    #expect(defaults.string(forKey: "theme") == "dark")
    #expect(defaults.value(forKey: "theme") as? String == "dark")
  }

  @Test func undoManagerUndoesAndRedoes() {
    final class Doc { var text = "a" }
    let doc = Doc()
    let undo = UndoManager()
    func set(_ new: String) {
      let old = doc.text
      doc.text = new
      undo.registerUndo(withTarget: doc) { d in set(old) }
    }
    set("b")
    #expect(undo.canUndo && !undo.canRedo)
    undo.undo()
    #expect(doc.text == "a" && undo.canRedo)
    undo.redo()
    #expect(doc.text == "b")
  }

  @Test @MainActor func aViewHasTheChainsUndoManager() {
    #expect(UIView(frame: .zero).undoManager != nil)
  }

  final class Memo: NSManagedObject {}

  @Test func savingAContextPostsDidSave() throws {
    let container = NSPersistentContainer(name: "Memos")
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, _ in }
    let context = container.viewContext
    final class Count: @unchecked Sendable { var inserted = 0 }
    let count = Count()
    let token = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: context, queue: nil) { note in
      count.inserted += (note.userInfo?[NSInsertedObjectsKey] as? [NSManagedObject])?.count ?? 0
    }
    defer { NotificationCenter.default.removeObserver(token) }
    _ = Memo(context: context)
    try context.save()
    #expect(count.inserted == 1)
  }

  @Test func systemSoundsAreAcceptedAndSilent() {
    var id: SystemSoundID = 0
    #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/nonexistent.caf"), &id) == 0)
    #expect(id > kSystemSoundID_Vibrate)
    AudioServicesPlaySystemSound(1104)
    var done = false
    AudioServicesPlaySystemSoundWithCompletion(kSystemSoundID_Vibrate) { done = true }
    #expect(done)
  }

  @Test @MainActor func anInlineImageInTextWarns() {
    let warnings = RenderWarnings.collecting {
      let host = ViewHost(Text(Image(systemName: "star")), device: .iPhone14)
      _ = host.displayList
    }.warnings
    #expect(warnings.contains { $0.contains("Text(_: Image)") }, "\(warnings)")
  }
}
