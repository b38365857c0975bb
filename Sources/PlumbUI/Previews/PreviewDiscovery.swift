import Foundation

// Finding every `#Preview` and `PreviewProvider` in the running process, without a list written
// by hand: the compiler records each protocol conformance in the image's
// `swift5_protocol_conformances` section, and the runtime hands out every loaded image's section
// table through `swift_enumerateAllMetadataSections` (Swift Testing finds tests the same way on
// Linux). We read the records (layout: the Swift repository's docs/ABI/TypeMetadata.rst and
// include/swift/ABI/Metadata.h), keep those whose protocol is PlumbUI's `PreviewRegistry` or
// `PreviewProvider`, and ask each conforming type's metadata accessor for its type. See
// docs/previews.md, "How discovery works".

/// The runtime's list of loaded images' metadata sections (exported by libswiftCore on ELF
/// platforms). The callback returns whether to go on.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
  _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
  _ context: UnsafeMutableRawPointer)

/// Why the previews could not be listed.
public struct PreviewDiscoveryError: Error, CustomStringConvertible {
  public let description: String
}

/// The previews compiled into this process: every `#Preview` (as its `PreviewRegistry` type) and
/// every non-generic `PreviewProvider`, in a stable order (registries by file and line,
/// providers by type name).
public enum PreviewDiscovery {
  /// Every type conforming to `PreviewRegistry` (one per `#Preview`), by file and line.
  public static func registries() throws -> [any PreviewRegistry.Type] {
    try conformingTypes(to: "PreviewRegistry").compactMap { $0 as? any PreviewRegistry.Type }
      .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
  }

  /// Every non-generic type conforming to `PreviewProvider`, by fully qualified name.
  public static func providers() throws -> [any PreviewProvider.Type] {
    try conformingTypes(to: "PreviewProvider").compactMap { $0 as? any PreviewProvider.Type }
      .sorted { String(reflecting: $0) < String(reflecting: $1) }
  }

  /// Both kinds, as entries a runner lists and renders: the `#Preview`s first, then providers.
  public static func all() throws -> [DiscoveredPreview] {
    try registries().map(DiscoveredPreview.init(registry:)) + providers().map(DiscoveredPreview.init(provider:))
  }

  // MARK: - The section walk

  /// `MetadataSections` (SwiftShims/MetadataSections.h in this toolchain) starts with a version
  /// word, the image's base address and two unused pointers; then come `MetadataSectionRange`s
  /// (start address, byte length), `swift5_protocols` first and `swift5_protocol_conformances`
  /// second. Those fields have been there since version 1; later versions only append ranges
  /// (this toolchain, Swift 6.3, reports version 5 and ends with `swift5_tests`).
  private static let conformancesRangeOffset = 4 * MemoryLayout<UInt>.size + 2 * MemoryLayout<UInt>.size
  private static let supportedVersions: ClosedRange<UInt> = 1...64

  private final class Walk {
    var images: [(start: UInt, length: Int)] = []
    var badVersion: UInt?
  }

  /// The types (as metadata) of every conformance record whose protocol is PlumbUI's `protocolName`.
  static func conformingTypes(to protocolName: String) throws -> [Any.Type] {
    let walk = Walk()
    withExtendedLifetime(walk) {
      swiftEnumerateAllMetadataSections({ sections, context in
        let walk = Unmanaged<Walk>.fromOpaque(context).takeUnretainedValue()
        let version = sections.load(as: UInt.self)
        guard PreviewDiscovery.supportedVersions.contains(version) else {
          walk.badVersion = version
          return false
        }
        let range = sections + PreviewDiscovery.conformancesRangeOffset
        walk.images.append((range.load(as: UInt.self), Int(range.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self))))
        return true
      }, Unmanaged.passUnretained(walk).toOpaque())
    }
    if let v = walk.badVersion {
      throw PreviewDiscoveryError(description: "PreviewDiscovery: the Swift runtime reports metadata sections of version \(v); "
        + "this build of Plumbline reads versions \(supportedVersions.lowerBound)–\(supportedVersions.upperBound). "
        + "Register previews by hand instead (docs/previews.md).")
    }
    var types: [Any.Type] = []
    for image in walk.images where image.start != 0 {
      guard let base = UnsafeRawPointer(bitPattern: image.start) else { continue }
      // The section is an array of 32-bit offsets, each relative to itself, to a
      // ProtocolConformanceDescriptor.
      for i in 0..<(image.length / 4) {
        let record = relativeDirect(base + 4 * i)
        if let t = conformingType(record, protocolName: protocolName) { types.append(t) }
      }
    }
    return types
  }

  /// ProtocolConformanceDescriptor: protocol (relative, indirectable), type reference
  /// (relative; its kind is in the flags), witness table pattern (relative), flags (UInt32).
  private static func conformingType(_ conformance: UnsafeRawPointer, protocolName: String) -> Any.Type? {
    guard let proto = relativeIndirectable(conformance), isPlumbUIProtocol(proto, named: protocolName) else { return nil }
    let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
    let typeReferenceKind = (flags >> 3) & 0x7
    let typeRef = conformance + 4
    let descriptor: UnsafeRawPointer?
    switch typeReferenceKind {
    case 0: descriptor = relativeDirect(typeRef)  // direct type descriptor
    case 1: descriptor = relativeDirect(typeRef).load(as: UnsafeRawPointer?.self)  // indirect
    default: return nil  // Objective-C class references do not occur on Linux
    }
    guard let descriptor else { return nil }
    return metadata(ofTypeDescriptor: descriptor)
  }

  /// Context descriptor: flags (UInt32: kind in bits 0–4, generic in bit 7), parent (relative,
  /// indirectable), then for types: name (relative, C string), metadata accessor (relative).
  private static func metadata(ofTypeDescriptor descriptor: UnsafeRawPointer) -> Any.Type? {
    let flags = descriptor.load(as: UInt32.self)
    let kind = flags & 0x1f
    guard (16...18).contains(kind), flags & 0x80 == 0 else { return nil }  // class, struct, enum; not generic
    let accessorField = descriptor + 12
    guard accessorField.load(as: Int32.self) != 0 else { return nil }
    // A non-generic type's accessor takes a metadata request (0: complete) and returns the
    // metadata in the first return register, which the C convention reads the same way on
    // x86_64 and arm64.
    typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
    let accessor = unsafeBitCast(relativeDirect(accessorField), to: Accessor.self)
    guard let metadata = accessor(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }

  /// Whether a protocol descriptor is `name` declared at the top level of module PlumbUI.
  /// Protocol descriptor: flags, parent (relative, indirectable), name (relative, C string).
  private static func isPlumbUIProtocol(_ proto: UnsafeRawPointer, named name: String) -> Bool {
    guard proto.load(as: UInt32.self) & 0x1f == 3 else { return false }  // kind: protocol
    guard cString(relativeDirect(proto + 8)) == name, let module = relativeIndirectable(proto + 4) else { return false }
    return module.load(as: UInt32.self) & 0x1f == 0 && cString(relativeDirect(module + 8)) == "PlumbUI"
  }

  // MARK: - Relative pointers

  /// The address `field` points to: `field` plus the signed 32-bit offset stored in it.
  private static func relativeDirect(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
    field + Int(field.load(as: Int32.self))
  }

  /// As `relativeDirect`, but an odd offset points (after clearing the bit) to a pointer that
  /// holds the address (a reference into another image). nil for a null pointer.
  private static func relativeIndirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = Int(field.load(as: Int32.self))
    if offset == 0 { return nil }
    if offset & 1 == 0 { return field + offset }
    return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self)
  }

  private static func cString(_ p: UnsafeRawPointer) -> String {
    String(cString: p.assumingMemoryBound(to: CChar.self))
  }
}

/// One preview found by `PreviewDiscovery`: a `#Preview` or a `PreviewProvider` type, with where
/// it is written (for a `#Preview`) and how to make its cases.
public struct DiscoveredPreview {
  public enum Source {
    case macro(any PreviewRegistry.Type)
    case provider(any PreviewProvider.Type)
  }
  public let source: Source
  /// For a provider, its fully qualified type name ("MyApp.ContentView_Previews"); for a
  /// `#Preview`, "fileID:line".
  public let id: String
  /// `#fileID`, `#filePath`, line and column of a `#Preview`; nil for a provider (a type records
  /// no source location at run time).
  public let fileID: String?
  public let filePath: String?
  public let line: Int?
  public let column: Int?

  init(registry: any PreviewRegistry.Type) {
    source = .macro(registry)
    id = "\(registry.fileID):\(registry.line)"
    fileID = registry.fileID; filePath = registry.filePath; line = registry.line; column = registry.column
  }

  init(provider: any PreviewProvider.Type) {
    source = .provider(provider)
    id = String(reflecting: provider)
    fileID = nil; filePath = nil; line = nil; column = nil
  }

  /// The module the preview is declared in.
  public var moduleName: String {
    String((fileID ?? id).prefix { $0 != "/" && $0 != "." })
  }

  /// The previews to render: one for a `#Preview`, one per view in `previews` for a provider.
  @MainActor public func makeCases() throws -> [PreviewCase] {
    switch source {
    case .macro(let registry): return [try registry.makePreview().previewCase()]
    case .provider(let provider): return PreviewCases.of(provider)
    }
  }
}
