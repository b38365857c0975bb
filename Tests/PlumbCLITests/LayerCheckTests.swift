import Foundation
import Testing

/// scripts/check-layers.py holds the package to its layer table (docs/architecture.md, "Targets
/// and layers"): it passes on the package, and fails, naming the arrow or the target, on a
/// forbidden dependency (PlumbTesting on the CLI or the catalog among them), on a target in no
/// layer and on a target that links the demo catalog. The failing cases run
/// it on edited copies of the package's `swift package describe` output.
@Suite struct LayerCheckTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", root.appendingPathComponent("scripts/check-layers.py").path] + arguments
    p.currentDirectoryURL = root
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The package as `swift package describe` gives it, as JSON objects.
  static func described() throws -> [String: Any] {
    let r = try run(["--markdown"])  // fails first if the package cannot be described
    #expect(r.status == 0, "\(r.output)")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    p.arguments = ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"]
    p.currentDirectoryURL = root
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Runs the check on `package` edited by `edit`.
  static func check(_ package: [String: Any], _ edit: (inout [[String: Any]]) -> Void) throws -> (status: Int32, output: String) {
    var copy = package
    var targets = try #require(copy["targets"] as? [[String: Any]])
    edit(&targets)
    copy["targets"] = targets
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try JSONSerialization.data(withJSONObject: copy).write(to: file)
    return try run(["--describe", file.path])
  }

  @Test func thePackageKeepsItsLayers() throws {
    let r = try Self.run([])
    #expect(r.status == 0, "\(r.output)")
  }

  @Test func aForbiddenArrowAnUnplacedTargetAndAHiddenLinkFail() throws {
    let package = try Self.described()
    #expect(try Self.check(package) { _ in }.status == 0)
    // Layout may not know Cairo: PlumbUI depending on PlumbRaster breaks the table.
    let forbidden = try Self.check(package) { targets in
      for i in targets.indices where targets[i]["name"] as? String == "PlumbUI" {
        targets[i]["target_dependencies"] = ((targets[i]["target_dependencies"] as? [String]) ?? []) + ["PlumbRaster"]
      }
    }
    #expect(forbidden.status == 1)
    #expect(forbidden.output.contains("PlumbUI (ui) depends on PlumbRaster (raster)"), "\(forbidden.output)")
    let unplaced = try Self.check(package) { targets in
      targets.append(["name": "PlumbNewThing", "type": "library", "target_dependencies": ["PlumbGraphics"]])
    }
    #expect(unplaced.status == 1)
    #expect(unplaced.output.contains("PlumbNewThing is in no layer"), "\(unplaced.output)")
    // The assertions may not use the CLI or the demo catalog (issue 19: a user's test target links neither).
    for forbidden in ["PlumbCLI", "PlumbCatalog"] {
      let r = try Self.check(package) { targets in
        for i in targets.indices where targets[i]["name"] as? String == "PlumbTesting" {
          targets[i]["target_dependencies"] = ((targets[i]["target_dependencies"] as? [String]) ?? []) + [forbidden]
        }
      }
      #expect(r.status == 1)
      #expect(r.output.contains("PlumbTesting (testing) depends on \(forbidden)"), "\(r.output)")
    }
    // A tool the layers allow to use anything still may not bring the catalog to others.
    let hidden = try Self.check(package) { targets in
      for i in targets.indices where targets[i]["name"] as? String == "PlumbTestSupport" {
        targets[i]["target_dependencies"] = ((targets[i]["target_dependencies"] as? [String]) ?? []) + ["PlumbCatalog"]
      }
    }
    #expect(hidden.status == 1)
    #expect(hidden.output.contains("PlumbTestSupport links PlumbCatalog"), "\(hidden.output)")
    // The front door `plumb` may not load the renderer, not even through the CLI.
    let heavy = try Self.check(package) { targets in
      for i in targets.indices where targets[i]["name"] as? String == "plumb" {
        targets[i]["target_dependencies"] = ((targets[i]["target_dependencies"] as? [String]) ?? []) + ["PlumbCLI"]
      }
    }
    #expect(heavy.status == 1)
    #expect(heavy.output.contains("plumb links PlumbCLI (through plumb, PlumbCLI), which it must never link"), "\(heavy.output)")
  }

  /// Package.swift declares every target once, in layer order, with its whole dependency list:
  /// a declaration out of order, a target declared twice and a loop that adds to targets after
  /// their declaration each fail the check (issue 19: the manifest is the map).
  @Test func theManifestDeclaresEachTargetOnceInLayerOrder() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    func check(_ text: String) throws -> (status: Int32, output: String) {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("Package-\(UUID().uuidString).swift")
      defer { try? FileManager.default.removeItem(at: file) }
      try text.write(to: file, atomically: true, encoding: .utf8)
      return try Self.run(["--manifest", file.path])
    }
    #expect(try check(manifest).status == 0)
    let cairo = try #require(manifest.split(separator: "\n").first { $0.contains(#".systemLibrary(name: "CPixman""#) })
    let late = manifest.replacingOccurrences(of: String(cairo) + "\n", with: "")
      .replacingOccurrences(of: "\n  ]\n)", with: "\n" + cairo + "\n  ]\n)")
    let r = try check(late)
    #expect(r.status == 1 && r.output.contains("declares CPixman (c) after a target of a higher layer"), "\(r.output)")
    let looped = try check(manifest + "\nfor target in package.targets where target.name == \"PlumbUI\" { target.dependencies = [] }\n")
    #expect(looped.status == 1 && looped.output.contains("changes targets after declaring them"), "\(looped.output)")
  }

  /// Swift's native incremental build links stale struct layouts behind re-exports unless the
  /// arrows are direct (docs/architecture.md, "Re-exports and incremental builds"): a target that
  /// reaches PlumbUI only through `SwiftUI`, one that imports a module it does not depend on, and
  /// a product that does not list what it re-exports each fail the check.
  @Test func aReexportedModuleMustBeADirectArrowAndListedInItsProduct() throws {
    let package = try Self.described()
    let indirect = try Self.check(package) { targets in
      for i in targets.indices where targets[i]["name"] as? String == "PlumbSeedPopMenu" {
        targets[i]["target_dependencies"] = ((targets[i]["target_dependencies"] as? [String]) ?? []).filter { $0 != "PlumbUI" }
      }
    }
    #expect(indirect.status == 1)
    #expect(indirect.output.contains("PlumbSeedPopMenu depends on SwiftUICore, which re-exports PlumbUI, but not directly on PlumbUI")
              || indirect.output.contains("PlumbSeedPopMenu depends on SwiftUI, which re-exports PlumbUI, but not directly on PlumbUI"),
            "\(indirect.output)")
    let undeclared = try Self.check(package) { targets in
      for i in targets.indices where targets[i]["name"] as? String == "PlumbCLI" {
        targets[i]["target_dependencies"] = ((targets[i]["target_dependencies"] as? [String]) ?? []).filter { $0 != "PlumbPNG" }
      }
    }
    #expect(undeclared.status == 1)
    #expect(undeclared.output.contains("PlumbCLI imports PlumbPNG but does not depend on it"), "\(undeclared.output)")
    var copy = package
    var products = try #require(copy["products"] as? [[String: Any]])
    for i in products.indices where products[i]["name"] as? String == "SwiftUI" {
      products[i]["targets"] = ["SwiftUI"]
    }
    copy["products"] = products
    let unlisted = try Self.check(copy) { _ in }
    #expect(unlisted.status == 1)
    #expect(unlisted.output.contains("the SwiftUI product does not list PlumbUI, which its targets re-export"), "\(unlisted.output)")
  }
}

/// PlumbTesting's whole dependency closure, as the package declares it: what every user's test
/// target links. It holds neither the CLI (and its HTML report) nor the demo catalog.
@Suite struct TestingClosureTests {
  @Test func plumbTestingLinksNeitherTheCLINorTheCatalog() throws {
    let package = try LayerCheckTests.described()
    let targets = try #require(package["targets"] as? [[String: Any]])
    var deps: [String: [String]] = [:]
    for t in targets {
      guard let name = t["name"] as? String else { continue }
      deps[name] = ((t["target_dependencies"] as? [String]) ?? []) + ((t["product_dependencies"] as? [String]) ?? [])
    }
    var reached = Set<String>(), todo = deps["PlumbTesting"] ?? []
    while let d = todo.popLast() {
      guard reached.insert(d).inserted else { continue }
      todo += deps[d] ?? []
    }
    #expect(reached.contains("PlumbScreens"))
    #expect(!reached.contains("PlumbCLI"))
    #expect(!reached.contains("PlumbCatalog"))
  }
}
