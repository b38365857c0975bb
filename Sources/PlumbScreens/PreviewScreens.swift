import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbUI

/// A package's previews as screens (for `swift package plumb` and `assertPreviews` alike), each
/// with a golden name that stays put while the code
/// around it changes (docs/previews.md, "Golden names"):
///
/// - `#Preview("Card")` in `Home.swift` → `Home.Card`; unnamed `#Preview`s in a file are numbered in
///   line order: `Home.1`, `Home.2`.
/// - A `PreviewProvider` → its type name without the module (`ContentView_Previews`, nested
///   `Outer.Row_Previews`); a provider with several previews adds each one's
///   `previewDisplayName` or its position (`ContentView_Previews.Dark`, `ContentView_Previews.2`).
/// - Characters other than letters, digits, `-` and `_` in a name become `-`.
/// - When two modules give the same name, both get their module in front (`App.Home.Card`).
@MainActor
public enum PreviewScreens {
  /// Every preview linked into this process (`PreviewDiscovery.all()`), minus the names in `excluding`.
  public static func discovered(excluding excluded: Set<String> = []) throws -> [Screen] {
    try screens(of: PreviewDiscovery.all()).filter { !excluded.contains($0.name) }
  }

  /// The golden names of `previews`, in order, with how to make each one's case.
  public static func screens(of previews: [DiscoveredPreview]) throws -> [Screen] {
    var entries: [(module: String, name: String, summary: String, make: Maker)] = []
    var unnamedCount: [String: Int] = [:]
    for preview in previews {
      let cases = try preview.makeCases()
      switch preview.source {
      case .macro:
        let fileID = preview.fileID ?? preview.id
        let stem = fileStem(fileID)
        let name: String
        if let display = cases.first?.displayName, !display.isEmpty {
          name = "\(stem).\(fileSafe(display))"
        } else {
          unnamedCount[fileID, default: 0] += 1
          name = "\(stem).\(unnamedCount[fileID]!)"
        }
        entries.append((preview.moduleName, name, "#Preview in \(fileID):\(preview.line ?? 0)", Maker(preview, 0)))
      case .provider:
        let type = fileSafe(typeName(preview.id), keepingDots: true)
        for (index, c) in cases.enumerated() {
          let name = cases.count == 1 ? type : "\(type).\(c.displayName.map { fileSafe($0) } ?? String(index + 1))"
          entries.append((preview.moduleName, name, "PreviewProvider \(preview.id)", Maker(preview, index)))
        }
      }
    }
    var counts: [String: Int] = [:]
    for e in entries { counts[e.name, default: 0] += 1 }
    return entries.map { e in
      let name = counts[e.name]! > 1 ? "\(e.module).\(e.name)" : e.name
      let make = e.make
      return Screen.view(name, summary: e.summary,
                                device: { device, measurer in make.previewCase().renderDevice(default: device, textMeasurer: measurer) },
                                { make.previewCase().view })
    }
  }

  /// "App/Screens/Home.swift" → "Home".
  static func fileStem(_ fileID: String) -> String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return fileSafe(file.hasSuffix(".swift") ? String(file.dropLast(6)) : file)
  }

  /// "App.Outer.Row_Previews" → "Outer.Row_Previews".
  static func typeName(_ reflected: String) -> String {
    guard let dot = reflected.firstIndex(of: ".") else { return reflected }
    return String(reflected[reflected.index(after: dot)...])
  }

  static func fileSafe(_ s: String, keepingDots: Bool = false) -> String {
    let mapped = s.map { c -> Character in
      c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || (keepingDots && c == ".")) ? c : "-"
    }
    return String(mapped)
  }

  /// Makes one case of one preview, again for every render (a view is made fresh each time).
  struct Maker: @unchecked Sendable {
    let preview: DiscoveredPreview
    let index: Int
    init(_ preview: DiscoveredPreview, _ index: Int) { self.preview = preview; self.index = index }
    @MainActor func previewCase() -> PreviewCase {
      let cases = (try? preview.makeCases()) ?? []
      return index < cases.count ? cases[index] : PreviewCase(traits: PreviewTraits(), content: EmptyView())
    }
  }
}

extension ScreenSet {
  /// The previews linked into this process as a screen set (`Goldens/Previews/`), less
  /// plumb.json's `exclude` list, with a warning when their targets' code has `#if os(iOS)` and
  /// the like: what `swift package plumb` runs and `assertPreviews` verifies.
  @MainActor public static func previews(settings: PlumbSettings?) throws -> ScreenSet {
    let previews = try PreviewDiscovery.all()
    let excluded = Set(settings?.exclude ?? [])
    var set = ScreenSet(screens: try PreviewScreens.screens(of: previews).filter { !excluded.contains($0.name) },
                        suite: "Previews", tolerance: settings?.goldenTolerance ?? .strict)
    // The targets holding `#Preview`s (providers record no file), scanned for #if os(iOS) and the like.
    let files = previews.compactMap(\.filePath)
    let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    set.platformConditionWarning = PlatformConditions.warning(
      PlatformConditions.scan(PlatformConditions.targetRoots(of: files), relativeTo: base))
    return set
  }
}
