import Foundation

/// A file or folder held in memory, as Apple Foundation's `FileWrapper` (Linux Foundation lacks
/// it): what a `FileDocument` reads from and writes to. Reading a folder does not follow symbolic
/// links and stops at 32 levels, so a hostile tree cannot loop.
open class FileWrapper: NSObject, @unchecked Sendable {
  enum Kind {
    case regular(Data)
    case directory([String: FileWrapper])
    case link(URL)
  }
  var kind: Kind
  open var filename: String?
  open var preferredFilename: String?
  open var fileAttributes: [String: Any] = [:]

  public init(regularFileWithContents contents: Data) { kind = .regular(contents) }
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    kind = .directory(childrenByPreferredName)
    super.init()
    for (name, child) in childrenByPreferredName { child.preferredFilename = child.preferredFilename ?? name; child.filename = name }
  }
  public init(symbolicLinkWithDestinationURL url: URL) { kind = .link(url) }

  /// Reads the file or folder at `url`.
  public convenience init(url: URL, options: ReadingOptions = []) throws {
    try self.init(url: url, depth: 0)
  }

  private init(url: URL, depth: Int) throws {
    guard depth < 32 else { throw CocoaError(.fileReadTooLarge, userInfo: [NSFilePathErrorKey: url.path]) }
    let fm = FileManager.default
    let attributes = try fm.attributesOfItem(atPath: url.path)
    let type = attributes[.type] as? FileAttributeType
    if type == .typeSymbolicLink {
      kind = .link(URL(fileURLWithPath: try fm.destinationOfSymbolicLink(atPath: url.path)))
    } else if type == .typeDirectory {
      var children: [String: FileWrapper] = [:]
      for name in try fm.contentsOfDirectory(atPath: url.path) {
        let child = try FileWrapper(url: url.appendingPathComponent(name), depth: depth + 1)
        child.filename = name
        child.preferredFilename = name
        children[name] = child
      }
      kind = .directory(children)
    } else {
      kind = .regular(try Data(contentsOf: url))
    }
    super.init()
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
  }

  open var isRegularFile: Bool { if case .regular = kind { return true } else { return false } }
  open var isDirectory: Bool { if case .directory = kind { return true } else { return false } }
  open var isSymbolicLink: Bool { if case .link = kind { return true } else { return false } }
  open var regularFileContents: Data? { if case .regular(let d) = kind { return d } else { return nil } }
  open var fileWrappers: [String: FileWrapper]? { if case .directory(let c) = kind { return c } else { return nil } }
  open var symbolicLinkDestinationURL: URL? { if case .link(let u) = kind { return u } else { return nil } }

  /// Adds a child under its preferred name (made unique with a number), returning the name used.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    guard case .directory(var children) = kind else { return child.preferredFilename ?? "" }
    let base = child.preferredFilename ?? "file"
    var name = base
    var n = 2
    while children[name] != nil { name = "\(n) \(base)"; n += 1 }
    child.filename = name
    children[name] = child
    kind = .directory(children)
    return name
  }

  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  open func removeFileWrapper(_ child: FileWrapper) {
    guard case .directory(var children) = kind else { return }
    children = children.filter { $0.value !== child }
    kind = .directory(children)
  }

  /// Writes the file or folder to `url`.
  open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
    switch kind {
    case .regular(let data): try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
    case .link(let destination): try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    case .directory(let children):
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in children {
        guard !name.contains("/"), name != "..", name != "." else { continue }
        try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
      }
    }
  }

  /// How a wrapper reads, as `FileWrapper.ReadingOptions`.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let immediate = ReadingOptions(rawValue: 1)
    public static let withoutMapping = ReadingOptions(rawValue: 2)
  }

  /// How a wrapper writes, as `FileWrapper.WritingOptions`.
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let atomic = WritingOptions(rawValue: 1)
    public static let withNameUpdating = WritingOptions(rawValue: 2)
  }
}
