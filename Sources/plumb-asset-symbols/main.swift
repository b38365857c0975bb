import Foundation
import PlumbAssets
import PlumbGraphics
import PlumbPNG

// The tool behind the PlumbAssetSymbols build-tool plugin: reads a target's asset catalogs and
// writes the Swift file of their generated asset symbols (docs/assets.md, "Generated asset symbols").

let usage = """
  USAGE: plumb-asset-symbols --output FILE [--bundle module|main] [--swiftui MODULE] [--uikit MODULE] CATALOG.xcassets...

  Writes FILE: ColorResource and ImageResource members for every colour and image set of the
  catalogs, with Color, ShapeStyle (and, given --uikit, UIColor and UIImage) members, named as
  Xcode names them. Problems in the catalogs are printed as warnings naming the file.
    --output FILE     the Swift file to write (required)
    --bundle B        module: Bundle.module (the target has resources; the default), main: Bundle.main
    --swiftui MODULE  the module that provides SwiftUI's types (default SwiftUI)
    --uikit MODULE    also write the UIKit members, importing MODULE
    --no-extensions   only ColorResource and ImageResource (no Color, UIColor, UIImage members), as
                      Xcode with "Generate Swift Asset Symbol Extensions" off
    -h, --help        this text

  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("plumb-asset-symbols: error: \(message)\n".utf8))
  exit(2)
}

var extensions = true
var output: String?, bundle = "Foundation.Bundle.module", modules = AssetSymbolSource.Modules(), catalogs: [String] = []
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
  func value() -> String {
    guard let v = args.popFirst() else { fail("\(arg) needs a value\n\(usage)") }
    return v
  }
  switch arg {
  case "-h", "--help": print(usage, terminator: ""); exit(0)
  case "--output": output = value()
  case "--bundle":
    switch value() {
    case "module": bundle = "Foundation.Bundle.module"
    case "main": bundle = "Foundation.Bundle.main"
    case let other: fail("--bundle takes module or main, not \"\(other)\"")
    }
  case "--swiftui": modules.swiftUI = value()
  case "--uikit": modules.uiKit = value()
  case "--no-extensions": extensions = false
  case let a where a.hasPrefix("-"): fail("unknown option \(a)\n\(usage)")
  default: catalogs.append(arg)
  }
}
guard let output else { fail("--output FILE is required\n\(usage)") }
for module in [modules.swiftUI] + (modules.uiKit.map { [$0] } ?? []) where module.isEmpty || !module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
  fail("\"\(module)\" is not a module name")
}

var isFolder: ObjCBool = false
for path in catalogs where !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) || !isFolder.boolValue {
  fail("\(path): no such asset catalog folder")
}
let (source, readWarnings) = RenderWarnings.collecting {
  AssetSymbolSource(catalogs: catalogs.map { AssetCatalog(reading: URL(fileURLWithPath: $0)) })
}
for line in readWarnings + source.problems {
  FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
}
let text = source.render(bundle: bundle, modules: modules, extensions: extensions)
// Written only when it changes, so an unchanged catalog does not recompile the target.
// The project's atomic writer (temp file, fsync, rename; docs/security.md), not Foundation's, whose
// temp files stay behind a build that is stopped; those of ended runs are removed here.
if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
  PNG.removeStaleTemporaryFiles(in: URL(fileURLWithPath: output).deletingLastPathComponent().path)
  do { try PNG.writeFile(Array(text.utf8), to: output) } catch { fail("cannot write \(output): \(error)") }
}
