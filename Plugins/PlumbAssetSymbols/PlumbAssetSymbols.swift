import Foundation
import PackagePlugin

/// Generates a target's asset symbols on every build, as Xcode does (`Color(.brand)`,
/// `Image(.logo)`, `.brand` as a ShapeStyle, `UIColor.brand`): add
/// `plugins: [.plugin(name: "PlumbAssetSymbols", package: "Plumbline")]` to a target that holds
/// `.xcassets` folders (docs/assets.md, "Generated asset symbols").
@main
struct PlumbAssetSymbols: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let source = target as? SourceModuleTarget else { return [] }
    let catalogs = Self.catalogs(of: source.sourceFiles.map(\.url))
    guard !catalogs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
    let dependencies = Set(source.recursiveTargetDependencies.map(\.name))
    var arguments = ["--output", output.path]
    // A target with resources has Bundle.module; the catalogs are among them when declared.
    arguments += ["--bundle", source.sourceFiles.contains { $0.type == .resource } ? "module" : "main"]
    arguments += ["--swiftui", dependencies.contains("SwiftUI") ? "SwiftUI" : "PlumbUI"]
    if dependencies.contains("UIKit") { arguments += ["--uikit", "UIKit"] }
    arguments += catalogs.map(\.path)
    return [.buildCommand(
      displayName: "Generating asset symbols for \(target.name) from \(catalogs.map(\.lastPathComponent).joined(separator: ", "))",
      executable: try context.tool(named: "plumb-asset-symbols").url,
      arguments: arguments,
      inputFiles: catalogs.flatMap(Self.files(under:)),
      outputFiles: [output])]
  }

  /// The `.xcassets` folders the target's files are in or are (SwiftPM lists a catalog declared
  /// as a resource as one entry), outermost only, in path order.
  static func catalogs(of files: [URL]) -> [URL] {
    var found: Set<String> = []
    for file in files {
      let parts = file.standardizedFileURL.pathComponents
      guard let i = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
      found.insert(NSString.path(withComponents: Array(parts[...i])))
    }
    return found.sorted().map { URL(fileURLWithPath: $0) }
  }

  /// Every file of a catalog: a change to any of them runs the tool again.
  static func files(under folder: URL) -> [URL] {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [folder] }
    return [folder] + walk.compactMap { $0 as? URL }
  }
}
