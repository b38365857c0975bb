import Foundation
import PlumbGoldens

/// `plumb orphans`: goldens that no test touched in the last full test run.
enum OrphansCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "orphans", abstract: "List goldens that no test used in the last full test run.",
    discussion: """
      Golden assertions note every golden they verify or record in .build/plumb-ledger/; \
      scripts/test.sh clears that ledger before a full run. Goldens the ledger does not mention \
      are orphans: their test was renamed or deleted. Nothing is deleted; remove them with git rm \
      after a look. A filtered run only adds to the ledger, so it never hides a live golden.
      """,
    options: [OptionSpec("goldens", value: "dir", default: "Goldens", help: "The Goldens folder.")])

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    let dir = args.option("goldens")!
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
      throw CommandError("No Goldens folder at \(dir).")
    }
    let absolute = URL(fileURLWithPath: dir).standardizedFileURL.path
    guard let orphans = GoldenLedger.orphans(goldens: absolute) else {
      throw CommandError("The ledger \(GoldenLedger.directory(forGoldens: absolute)) is empty: run the whole suite (bash scripts/test.sh) first.")
    }
    if orphans.isEmpty {
      console.print("No orphaned goldens in \(dir).")
      return .success
    }
    console.print("\(orphans.count) golden(s) no test used in the last full run:")
    for o in orphans { console.print("  \(dir)/\(o)") }
    return .differences
  }
}
