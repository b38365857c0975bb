import CoreTransferable
import Foundation
import Testing
import UniformTypeIdentifiers

// UTType's conformance tree and lookups, Transferable's representations run both ways, and
// NSItemProvider loading what was registered (what drop handlers and photo pickers call).

private struct Note: Codable, Transferable, Equatable {
  var title: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .note)
    ProxyRepresentation(exporting: \.title)
  }
}

extension UTType {
  fileprivate static let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
}

private final class Clip: NSItemProviderReading, NSItemProviderWriting, @unchecked Sendable {
  let text: String
  init(_ text: String) { self.text = text }
  static var readableTypeIdentifiersForItemProvider: [String] { [UTType.plainText.identifier] }
  static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    Self(String(decoding: data, as: UTF8.self))
  }
  func loadData(withTypeIdentifier typeIdentifier: String,
                forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
    completionHandler(Data(text.utf8), nil)
    return nil
  }
}

@Suite struct TransferTests {
  @Test func systemTypesConformThroughTheirSupertypes() throws {
    #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.mpeg4Audio.conforms(to: .audio) && UTType.mpeg4Audio.conforms(to: .movie))
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(mimeType: "application/pdf") == .pdf)
    #expect(UTType.json.preferredFilenameExtension == "json" && UTType.png.preferredMIMEType == "image/png")
    let unknown = try #require(UTType(filenameExtension: "zzq"))
    #expect(unknown.isDynamic && unknown.conforms(to: .data) && unknown.preferredFilenameExtension == "zzq")
    #expect(UTType.note.conforms(to: .text))
    #expect(UTType(mimeType: "x-unknown/thing") == nil)
  }

  @Test func codableAndProxyRepresentationsRoundTrip() async throws {
    let note = Note(title: "Groceries")
    let json = try await note.exported(as: .note)
    #expect(try await Note(importing: json, contentType: .note) == note)
    #expect(String(decoding: try await note.exported(as: .plainText), as: UTF8.self) == "Groceries")
    #expect(Note.exportedContentTypes() == [.note, .plainText])
    await #expect(throws: TransferError.self) { _ = try await note.exported(as: .png) }
  }

  @Test func anItemProviderLoadsWhatWasRegistered() throws {
    let provider = NSItemProvider(object: Clip("hello"))
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
    #expect(provider.canLoadObject(ofClass: Clip.self))
    #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    nonisolated(unsafe) var loaded: String?
    provider.loadObject(ofClass: Clip.self) { object, _ in loaded = (object as? Clip)?.text }
    #expect(loaded == "hello")
    nonisolated(unsafe) var string: String?
    provider.loadObject(ofClass: String.self) { value, _ in string = value }
    #expect(string == "hello")
    nonisolated(unsafe) var data: Data?
    provider.loadDataRepresentation(for: .png) { value, _ in data = value }
    #expect(data == nil)
  }

  @Test func anItemProviderLoadsATransferable() async throws {
    let provider = NSItemProvider()
    provider.register(Note(title: "Milk"))
    let note = try await withCheckedThrowingContinuation { (c: CheckedContinuation<Note, any Error>) in
      provider.loadTransferable(type: Note.self) { c.resume(with: $0) }
    }
    #expect(note == Note(title: "Milk"))
  }
}
