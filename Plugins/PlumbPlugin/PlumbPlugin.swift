import Foundation
import PackagePlugin

/// `swift package plumb <command> …`: the plumb CLI over the previews of the package it runs in.
///
/// SwiftPM cannot link a package's modules into a plugin, so the plugin writes a small runner
/// package in its work directory that depends on this package (by path) and on Plumbline's
/// PlumbCLI, with a main.swift that imports every library module holding a `PreviewProvider` or
/// `#Preview` and calls `PlumbCLI.main(screens:)` with the discovered previews. It builds the
/// runner with `swift build` into the package's own `.build`, so that what `swift build` compiled
/// is reused (one build, one CI cache), and runs it from the package root, so Goldens/ and
/// plumb.json are the package's own (docs/previews.md, "swift package plumb").
@main
struct PlumbPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let package = context.package
    let root = package.directoryURL
    let (modules, products) = try previewModules(of: package)
    guard let plumbline = plumblinePackage(of: package) else {
      throw PlumbPluginError("\(package.displayName) does not depend on Plumbline: add "
        + ".package(path: …) or .package(url: …) for it to Package.swift's dependencies.")
    }
    let runner = context.pluginWorkDirectoryURL.appendingPathComponent("Runner")
    try writeRunner(at: runner, package: package, products: products, modules: modules, plumbline: plumbline.directoryURL)
    // Runners before this one built in a folder of their own (a second copy of Plumbline's build).
    try? FileManager.default.removeItem(at: runner.appendingPathComponent(".build"))
    // The package's pins, so that its remote dependencies resolve to the versions it builds with
    // (another version would replace the checkout that `swift build` uses).
    if let pins = try? String(contentsOf: root.appendingPathComponent("Package.resolved"), encoding: .utf8) {
      try writeIfChanged(pins, to: runner.appendingPathComponent("Package.resolved"))
    }

    // The package's own build folder: every module `swift build` compiled there is reused as is
    // (same commands, same paths), so only the CLI's modules and the runner are new. SwiftPM holds
    // that folder's lock while this plugin runs and waits for it, so the nested build ignores the
    // lock; nothing else builds there until the plugin returns.
    let scratch = scratchPath(of: context, root: root)
    let swift = try context.tool(named: "swift").url
    let build = Process()
    build.executableURL = swift
    build.arguments = ["build", "--package-path", runner.path, "--scratch-path", scratch.path, "--ignore-lock",
                       // Planned afresh each time: a cached plan misses source files added to a path dependency
                       // (a Plumbline checkout that was updated), and the build then fails on what they declare.
                       "--disable-build-manifest-caching",
                       "--product", "PlumbRunner"]
    // SwiftPM's note that the lock is ignored is for people who did not ask for it: left out below.
    let errors = Pipe()
    build.standardOutput = FileHandle.standardError
    build.standardError = errors
    try build.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    build.waitUntilExit()
    let shown = String(decoding: stderr, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("but this will be ignored since `--ignore-lock` has been passed") }
    FileHandle.standardError.write(Data(shown.joined(separator: "\n").utf8))
    guard build.terminationStatus == 0 else {
      throw PlumbPluginError("building the preview runner (\(runner.path), into \(scratch.path)) failed: see the "
        + "compiler output above. If a C header was missing and you have installed the packages since "
        + "(scripts/bootstrap.sh), run `swift package clean`: SwiftPM keeps the old search paths until then.")
    }

    let run = Process()
    run.executableURL = scratch.appendingPathComponent("debug/PlumbRunner")
    run.arguments = arguments
    // The runner's messages then suggest `swift package plumb record …`, the command that works here.
    run.environment = ProcessInfo.processInfo.environment.merging(["PLUMB_TOOL_NAME": "swift package plumb"]) { $1 }
    run.currentDirectoryURL = root
    // The runner's output passes through here, each stream on its own thread, so that it is
    // complete (a last line without its newline gets one) before SwiftPM prints its own
    // "Plugin ended with exit code 1", which otherwise could land in the middle of a line.
    let out = Pipe(), err = Pipe()
    run.standardOutput = out
    run.standardError = err
    try run.run()
    let forwarded = DispatchGroup()
    for (pipe, sink) in [(out, FileHandle.standardOutput), (err, FileHandle.standardError)] {
      forwarded.enter()
      DispatchQueue.global().async {
        Self.forward(pipe.fileHandleForReading, to: sink)
        forwarded.leave()
      }
    }
    run.waitUntilExit()
    forwarded.wait()
    if run.terminationStatus != 0 {
      // SwiftPM reads our output through a pipe: a moment for it to drain before it sees the exit.
      usleep(200_000)
      exit(run.terminationStatus)
    }
  }

  /// Copies `source` to `sink` until end of file, ending with a newline.
  static func forward(_ source: FileHandle, to sink: FileHandle) {
    var last: UInt8 = 0x0A
    while true {
      let chunk = source.availableData
      guard let end = chunk.last else { break }
      sink.write(chunk)
      last = end
    }
    if last != 0x0A { sink.write(Data([0x0A])) }
  }

  /// The library products whose targets mention `PreviewProvider` or `#Preview`, and their modules.
  /// A source target with previews that no library product holds is an error saying what to add.
  func previewModules(of package: Package) throws -> (modules: [String], products: [String]) {
    var withPreviews: [String: SourceModuleTarget] = [:]
    for target in package.targets {
      guard let source = target as? SourceModuleTarget, source.kind == .generic else { continue }
      let mentions = source.sourceFiles(withSuffix: "swift").contains { file in
        guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { return false }
        return text.contains("PreviewProvider") || text.contains("#Preview")
      }
      if mentions { withPreviews[source.name] = source }
    }
    var products: [String] = [], covered: Set<String> = []
    for product in package.products(ofType: LibraryProduct.self) {
      let names = product.targets.map(\.name).filter { withPreviews[$0] != nil }
      guard !names.isEmpty, names.contains(where: { !covered.contains($0) }) else { continue }
      products.append(product.name)
      covered.formUnion(names)
    }
    let missing = withPreviews.keys.filter { !covered.contains($0) }.sorted()
    if !missing.isEmpty {
      throw PlumbPluginError("target(s) \(missing.joined(separator: ", ")) declare previews but no library product "
        + "holds them, so the plumb runner cannot link them: add to Package.swift's products "
        + missing.map { ".library(name: \"\($0)\", targets: [\"\($0)\"])" }.joined(separator: ", "))
    }
    if covered.isEmpty {
      Diagnostics.warning("no library target of \(package.displayName) mentions PreviewProvider or #Preview: no previews to run")
    }
    return (covered.sorted(), products)
  }

  /// The dependency that is Plumbline (the package with the PlumbCLI product).
  func plumblinePackage(of package: Package) -> Package? {
    var seen: Set<String> = []
    var queue = package.dependencies.map(\.package)
    while let p = queue.first {
      queue.removeFirst()
      guard seen.insert(p.id).inserted else { continue }
      if p.products.contains(where: { $0.name == "PlumbCLI" }) { return p }
      queue += p.dependencies.map(\.package)
    }
    return nil
  }

  func writeRunner(at runner: URL, package: Package, products: [String], modules: [String], plumbline: URL) throws {
    let sources = runner.appendingPathComponent("Sources/PlumbRunner")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let userIdentity = package.directoryURL.lastPathComponent
    let plumbIdentity = plumbline.lastPathComponent
    let manifest = """
      // swift-tools-version: 6.0
      // Written by `swift package plumb`; rewritten on every run.
      import PackageDescription

      let package = Package(
        name: "PlumbRunner",
        platforms: [.macOS(.v14)],
        dependencies: [
          .package(path: \(literal(package.directoryURL.path))),
          .package(path: \(literal(plumbline.path))),
        ],
        targets: [
          .executableTarget(
            name: "PlumbRunner",
            dependencies: [
              .product(name: "PlumbCLI", package: \(literal(plumbIdentity))),
      \(products.map { "        .product(name: \(literal($0)), package: \(literal(userIdentity))),\n" }.joined())\
            ],
            path: "Sources/PlumbRunner"),
        ]
      )

      """
    let main = """
      // Written by `swift package plumb`: links the package's preview modules and runs the CLI over them.
      import Foundation
      import PlumbCLI
      \(modules.map { "import \($0)\n" }.joined())
      let screens: ScreenSet
      do {
        screens = try PlumbCLI.previewScreens()
      } catch {
        FileHandle.standardError.write(Data("Error: \\(error)\\n".utf8))
        exit(2)
      }
      PlumbCLI.main(screens: screens)

      """
    try writeIfChanged(manifest, to: runner.appendingPathComponent("Package.swift"))
    try writeIfChanged(main, to: sources.appendingPathComponent("main.swift"))
  }

  /// The build folder SwiftPM runs this plugin from (`--scratch-path`, `.build` by default): the
  /// folder that holds the plugin's work directory under `plugins/`.
  func scratchPath(of context: PluginContext, root: URL) -> URL {
    var url = context.pluginWorkDirectoryURL
    while url.pathComponents.count > 1 {
      if url.lastPathComponent == "plugins" { return url.deletingLastPathComponent() }
      url.deleteLastPathComponent()
    }
    return root.appendingPathComponent(".build")
  }

  /// Leaves an unchanged file alone, so the runner is not rebuilt for nothing.
  func writeIfChanged(_ text: String, to url: URL) throws {
    if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func literal(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

/// A reason the plugin stops, printed by SwiftPM as the command's error.
struct PlumbPluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
