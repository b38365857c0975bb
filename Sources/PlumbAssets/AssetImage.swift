import Foundation

/// An image set (`Name.imageset`) of an asset catalog: its files per scale and appearance, and
/// the set's rendering properties, so `Image("Name")` can pick a file and size itself.
public struct AssetImage: Hashable, Sendable {
  /// One file of the set.
  public struct File: Hashable, Sendable {
    public var url: URL
    /// 1, 2 or 3 for "1x"/"2x"/"3x"; nil for a single-scale entry (no `scale` key).
    public var scale: Int?
    public var appearance: AssetAppearance
    /// The entry's `resizing` slicing, if any.
    public var resizing: Resizing?
  }

  /// How a set asks to be drawn (`properties.template-rendering-intent`).
  public enum RenderingIntent: String, Hashable, Sendable { case template, original }

  /// An entry's slicing (`resizing`): the caps that keep their size, in pixels of the file
  /// (as Xcode writes them; divide by the file's scale for points).
  public struct Resizing: Hashable, Sendable {
    /// "3-part-horizontal", "3-part-vertical" or "9-part".
    public var mode: String
    public var top: Double, left: Double, bottom: Double, right: Double
    /// `center.mode`: "tile" or "stretch" (Xcode writes "fill" for stretch).
    public var centerTiles: Bool
    /// `center.width`/`center.height` in pixels: the resizable part after the leading cap (Xcode
    /// removes the image between it and the trailing cap); nil when not written.
    public var centerWidth: Double? = nil, centerHeight: Double? = nil
  }

  public var name: String
  public var url: URL
  public var files: [File]
  /// nil: no intent in the catalog (the API default applies: original for images).
  public var renderingIntent: RenderingIntent?
  public var preservesVectorRepresentation: Bool

  /// The file to draw at `scale` (points → pixels) in an appearance.
  ///
  /// Appearance first (the most specific applicable variant's files), then the scale: the file
  /// of exactly that scale, else the nearest higher one (it is downsampled, keeping detail), else
  /// the highest there is; a single-scale file is used when the set has no scaled file. This is
  /// the rule UIKit's asset lookup follows on a device missing its own scale (docs/assets.md).
  public func file(scale: Int, dark: Bool, highContrast: Bool = false) -> File? {
    let applicable = files.filter { $0.appearance.applies(dark: dark, highContrast: highContrast) }
    guard let top = applicable.map(\.appearance.specificity).max() else { return nil }
    let candidates = applicable.filter { $0.appearance.specificity == top }
    let scaled = candidates.filter { $0.scale != nil }
    if scaled.isEmpty { return candidates.first }
    if let exact = scaled.first(where: { $0.scale == scale }) { return exact }
    if let higher = scaled.filter({ $0.scale! > scale }).min(by: { $0.scale! < $1.scale! }) { return higher }
    return scaled.max(by: { $0.scale! < $1.scale! })
  }

  /// Reads an image set's `Contents.json`; nil (with a warning naming the file) when it names no
  /// file that exists.
  static func read(name: String, folder: URL, root: String) -> AssetImage? {
    guard let json = AssetFileReader.contents(of: folder, required: true, root: root) else { return nil }
    let contents = folder.appendingPathComponent("Contents.json")
    guard let entries = json["images"] as? [[String: Any]] else {
      AssetFileReader.warn(contents, "no \"images\" list; the image \"\(name)\" is skipped")
      return nil
    }
    var files: [File] = []
    for entry in entries {
      // An entry without a filename is an empty slot in Xcode's editor.
      guard let filename = JSONValue.string(entry["filename"]) else { continue }
      guard let appearance = AssetAppearance.parse(entry, file: contents) else { continue }
      guard !filename.contains("/"), !filename.hasPrefix(".") else {
        AssetFileReader.warn(contents, "filename \"\(filename)\" is not a file in the set; skipped")
        continue
      }
      let url = folder.appendingPathComponent(filename)
      guard FileManager.default.fileExists(atPath: url.path) else {
        AssetFileReader.warn(url, "named by \(contents.path) but missing; that variant is skipped")
        continue
      }
      guard AssetFileReader.isContained(url, root: root) else { continue }
      var scale: Int?
      if let s = JSONValue.string(entry["scale"]) {
        guard let n = Int(s.lowercased().replacingOccurrences(of: "x", with: "")), (1...3).contains(n) else {
          AssetFileReader.warn(contents, "scale \"\(s)\" of \(filename) is not 1x, 2x or 3x; skipped")
          continue
        }
        scale = n
      }
      files.append(File(url: url, scale: scale, appearance: appearance,
                        resizing: (entry["resizing"] as? [String: Any]).flatMap { resizing($0, file: contents) }))
    }
    guard !files.isEmpty else {
      AssetFileReader.warn(contents, "names no image file that exists; the image \"\(name)\" is skipped")
      return nil
    }
    let properties = json["properties"] as? [String: Any] ?? [:]
    var intent: RenderingIntent?
    if let raw = JSONValue.string(properties["template-rendering-intent"]) {
      intent = RenderingIntent(rawValue: raw.lowercased())
      if intent == nil {
        AssetFileReader.warn(contents, "template-rendering-intent \"\(raw)\" is not template or original; ignored")
      }
    }
    return AssetImage(name: name, url: folder, files: files, renderingIntent: intent,
                      preservesVectorRepresentation: JSONValue.bool(properties["preserves-vector-representation"]) ?? false)
  }

  static func resizing(_ r: [String: Any], file: URL) -> Resizing? {
    let caps = (r["cap-insets"] ?? r["capInsets"]) as? [String: Any] ?? [:]
    func cap(_ k: String) -> Double { max(JSONValue.double(caps[k]) ?? 0, 0) }
    let center = r["center"] as? [String: Any] ?? [:]
    let mode = JSONValue.string(r["mode"]) ?? "9-part"
    func size(_ k: String) -> Double? { JSONValue.double(center[k]).flatMap { $0 > 0 ? $0 : nil } }
    return Resizing(mode: mode, top: cap("top"), left: cap("left"), bottom: cap("bottom"), right: cap("right"),
                    centerTiles: JSONValue.string(center["mode"])?.lowercased() == "tile",
                    centerWidth: size("width"), centerHeight: size("height"))
  }
}

/// A symbol set (`name.symbolset`): a custom SF Symbol, as an SVG template exported from the
/// SF Symbols app (or written by hand in its layout).
public struct AssetSymbol: Hashable, Sendable {
  public var name: String
  public var url: URL
  /// The SVG template file.
  public var file: URL

  /// The template's bytes (bounded; nil with a warning if unreadable).
  public var bytes: Data? { AssetFileReader.bytes(of: file, limit: AssetFileReader.maxImageBytes, what: "symbol template") }

  static func read(name: String, folder: URL, root: String) -> AssetSymbol? {
    guard let json = AssetFileReader.contents(of: folder, required: true, root: root) else { return nil }
    let contents = folder.appendingPathComponent("Contents.json")
    guard let entries = json["symbols"] as? [[String: Any]] else {
      AssetFileReader.warn(contents, "no \"symbols\" list; the symbol \"\(name)\" is skipped")
      return nil
    }
    for entry in entries {
      guard let filename = JSONValue.string(entry["filename"]), AssetAppearance.parse(entry, file: contents) != nil,
            !filename.contains("/") else { continue }
      let url = folder.appendingPathComponent(filename)
      guard FileManager.default.fileExists(atPath: url.path) else {
        AssetFileReader.warn(url, "named by \(contents.path) but missing; the symbol \"\(name)\" is skipped")
        return nil
      }
      guard AssetFileReader.isContained(url, root: root) else { return nil }
      return AssetSymbol(name: name, url: folder, file: url)
    }
    AssetFileReader.warn(contents, "names no symbol file; the symbol \"\(name)\" is skipped")
    return nil
  }
}
