import Foundation

// The system's document browser, presented by fileImporter / fileExporter / fileMover. Plumbline
// does not draw that browser: while one is presented the screen is drawn without it and one
// warning names the modifier, so a golden never silently shows the screen where iOS shows the
// browser. Closed (the usual state of a render), the modifiers change nothing.

extension View {
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                           onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
    documentBrowser("fileImporter", isPresented)
  }
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                           onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
    documentBrowser("fileImporter", isPresented)
  }
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                           onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                           onCancellation: @escaping () -> Void) -> some View {
    documentBrowser("fileImporter", isPresented)
  }
  public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                            defaultFilename: String? = nil,
                                            onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
    documentBrowser("fileExporter", isPresented)
  }
  public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, documents: [D], contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
    documentBrowser("fileExporter", isPresented)
  }
  public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                     defaultFilename: String? = nil,
                                                     onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
    documentBrowser("fileExporter", isPresented)
  }
  public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                            defaultFilename: String? = nil,
                                            onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View {
    documentBrowser("fileExporter", isPresented)
  }
  public func fileMover(isPresented: Binding<Bool>, file: URL?,
                        onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
    documentBrowser("fileMover", isPresented)
  }

  private func documentBrowser(_ name: String, _ isPresented: Binding<Bool>) -> some View {
    warnOnce(key: "documentBrowser.\(name)",
             message: isPresented.wrappedValue
               ? "\(name)(isPresented:): the document browser iOS presents is not drawn; the screen is drawn without it" : nil)
  }
}

/// A document type an app reads and writes by value, as SwiftUI's `FileDocument`.
public protocol FileDocument {
  static var readableContentTypes: [UTType] { get }
  static var writableContentTypes: [UTType] { get }
  init(configuration: ReadConfiguration) throws
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document type an app reads and writes by reference, as SwiftUI's `ReferenceFileDocument`.
public protocol ReferenceFileDocument: ObservableObject {
  associatedtype Snapshot
  static var readableContentTypes: [UTType] { get }
  static var writableContentTypes: [UTType] { get }
  init(configuration: ReadConfiguration) throws
  func snapshot(contentType: UTType) throws -> Snapshot
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads from, as SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
  public let contentType: UTType
  public let file: FileWrapper
  public init(contentType: UTType, file: FileWrapper) { self.contentType = contentType; self.file = file }
}

/// Where a document writes, as SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
  public let contentType: UTType
  public let existingFile: FileWrapper?
  public init(contentType: UTType, existingFile: FileWrapper?) { self.contentType = contentType; self.existingFile = existingFile }
}
