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
    options: [
      OptionSpec("goldens", value: "dir", default: "Goldens", help: "The Goldens folder."),
      OptionSpec("ledger", value: "dir", help: "A ledger folder to read (default: .build/plumb-ledger beside the Goldens "
                 + "folder); repeat it to merge the ledgers of sharded runs.", isRepeatable: true),
    ])

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    let dir = args.option("goldens")!
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
      throw CommandError("No Goldens folder at \(dir).")
    }
    let absolute = URL(fileURLWithPath: dir).standardizedFileURL.path
    let ledgers = args.optionValues("ledger").isEmpty ? [GoldenLedger.directory(forGoldens: absolute)] : args.optionValues("ledger")
    for l in args.optionValues("ledger") {
      var isLedgerDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: l, isDirectory: &isLedgerDir), isLedgerDir.boolValue else {
        throw CommandError("No ledger folder at \(l): run the whole suite (bash scripts/test.sh) first, or pass --ledger.")
      }
    }
    let used = GoldenLedger.touched(ledgers: ledgers)
    let listing = GoldenFolderListing(goldens: absolute)
    guard let orphans = GoldenLedger.orphans(goldens: absolute, used: used, listing: listing) else {
      throw CommandError("The ledger \(ledgers.joined(separator: ", ")) is empty: run the whole suite (bash scripts/test.sh) first.")
    }
    // Symbolic links out of the folder (or to folders) are never followed; each is named.
    for s in listing.skipped { console.error("warning: skipped \(dir)/\(s)") }
    let stranded = GoldenLedger.strandedSidecars(goldens: absolute, listing: listing)
    if orphans.isEmpty && stranded.isEmpty {
      console.print("No orphaned goldens in \(dir).")
      return .success
    }
    // A live golden with an orphan's pixels is most likely its new name (a renamed test or preview).
    let hashes = orphans.isEmpty ? [:] : GoldenRenames.pixelHashes(goldens: absolute)
    var liveByHash: [String: String] = [:]
    for (rel, hash) in hashes.sorted(by: { $0.key < $1.key }) where used.contains(rel) && liveByHash[hash] == nil {
      liveByHash[hash] = rel
    }
    if !orphans.isEmpty { console.print("\(orphans.count) golden(s) no test used in the last full run:") }
    for o in orphans {
      let sidecar = String(o.dropLast(4)) + ".layout.json"
      let hasSidecar = FileManager.default.fileExists(atPath: "\(absolute)/\(sidecar)")
      console.print("  \(dir)/\(o)" + (hasSidecar ? "  (+ \(dir)/\(sidecar))" : "  (no layout sidecar)"))
      if let hash = hashes[o], let live = liveByHash[hash] {
        console.print("    same pixels as \(dir)/\(live): if it was renamed, keep its history with")
        console.print("      " + GoldenRenames.gitMove(from: o, to: live, goldens: dir))
      }
    }
    if !stranded.isEmpty {
      console.print("\(stranded.count) layout sidecar(s) with no PNG beside them:")
      for s in stranded { console.print("  \(dir)/\(s)") }
    }
    return .differences
  }
}
