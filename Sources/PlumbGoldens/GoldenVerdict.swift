import Foundation
import PlumbPNG

/// The outcome of one golden in a run, passes included: what `plumb verify --json` prints, what
/// a run record holds, and what JUnit test cases and report counts are made of.
public struct GoldenVerdict: Codable, Sendable, Hashable {
  /// The verdict, in words a CI summary can show.
  public enum Status: String, Codable, Sendable, CaseIterable {
    case passed, failed, missing, recorded, unreadable, nondeterministic, error
  }

  public var suite: String
  /// File stem: `name` or `name.variant`.
  public var name: String
  public var status: Status
  /// The failure message (nil when it passed).
  public var message: String?
  /// Layout changes against the golden's sidecar, as sentences (`Badge moved 0 → 4 pt down`).
  public var layoutChanges: [String]

  public init(suite: String, name: String, status: Status, message: String? = nil, layoutChanges: [String] = []) {
    self.suite = suite; self.name = name; self.status = status; self.message = message; self.layoutChanges = layoutChanges
  }

  /// The verdict of `verifyGolden`'s result for the golden at `location`.
  public init(_ failure: GoldenFailure?, at location: GoldenLocation) {
    let status: Status
    switch failure?.kind {
    case nil: status = .passed
    case .mismatch?: status = .failed
    case .missing?: status = .missing
    case .recorded?: status = .recorded
    case .unreadableGolden?: status = .unreadable
    case .nondeterministic?: status = .nondeterministic
    case .configuration?: status = .error
    }
    self.init(suite: location.suite, name: location.stem, status: status, message: failure?.message,
              layoutChanges: failure?.layoutChanges ?? [])
  }

  /// `suite/name`, the golden's name across suites (and the key shards are hashed by).
  public var key: String { "\(suite)/\(name)" }
  /// Whether the run fails because of it.
  public var isFailure: Bool { status != .passed && status != .recorded }
}

/// Every verdict of one `plumb verify` run (or one shard of it), written into its artifacts
/// folder as `plumb-run.json` (`plumb-run-<i>-of-<n>.json` for a shard) so that `plumb report`
/// can count passes, and JUnit list every golden, not only the failures that left artifacts.
public struct GoldenRunRecord: Codable, Sendable, Hashable {
  /// The renderer fingerprint of the run.
  public var renderer: String
  /// `i/n` for a shard, nil for a whole run.
  public var shard: String?
  public var goldens: [GoldenVerdict]
  /// The run (`GoldenRun.id`) and when it started; nil in older records.
  public var run: String?
  public var date: String?

  public init(renderer: String, shard: String?, goldens: [GoldenVerdict], run: String? = GoldenRun.id,
              date: String? = GoldenRun.startDate) {
    self.renderer = renderer; self.shard = shard; self.goldens = goldens; self.run = run; self.date = date
  }

  /// The file name in an artifacts folder.
  public static func fileName(shard: GoldenShard?) -> String {
    shard.map { "plumb-run-\($0.index)-of-\($0.count).json" } ?? "plumb-run.json"
  }

  /// The largest run record read.
  public static let maxBytes = 64 << 20

  /// Every run record directly inside an artifacts folder, sorted by file name. Like summaries,
  /// records may come from an untrusted run: each verdict's suite and name must be safe golden
  /// names, and a record that is no regular file or not a record is an error naming it.
  /// Each record is returned with its file name.
  public static func named(in artifactsRoot: String) throws -> [(file: String, record: GoldenRunRecord)] {
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: artifactsRoot) } catch {
      throw ArtifactError.unreadable(artifactsRoot, reason: error.localizedDescription)
    }
    return try names.filter { $0.hasPrefix("plumb-run") && $0.hasSuffix(".json") }.sorted().map { name in
      let file = "\(artifactsRoot)/\(name)"
      let record: GoldenRunRecord
      do {
        record = try JSONDecoder().decode(GoldenRunRecord.self, from: Data(PNG.readRegularFile(file, maxBytes: maxBytes)))
      } catch let error as PNGError {
        throw ArtifactError.unreadable(file, reason: "\(error)")
      } catch {
        throw ArtifactError.badSummary(file, reason: "\(error)")
      }
      for v in record.goldens {
        do throws(GoldenError) {
          _ = try GoldenName.validate(v.suite)
          _ = try GoldenName.validate(v.name)
        } catch {
          throw ArtifactError.unsafeSummary(file, error)
        }
      }
      return (name, record)
    }
  }
}

/// One part of a deterministic partition of goldens (`plumb verify --shard i/n`), so that a CI
/// matrix of n machines verifies every golden exactly once.
///
/// A golden belongs to shard `1 + FNV-1a-64(suite/name) mod n`: stable across machines, runs and
/// Swift versions (unlike `Hasher`, which is seeded per process), and independent of which other
/// goldens exist, so adding a screen never moves the others between shards.
public struct GoldenShard: Hashable, Sendable, CustomStringConvertible {
  /// 1-based.
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    precondition(count >= 1 && (1...count).contains(index))
    self.index = index; self.count = count
  }

  /// Parses `i/n` with 1 ≤ i ≤ n.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
    self.init(index: i, count: n)
  }

  public var description: String { "\(index)/\(count)" }

  /// Whether the golden `suite/name` is this shard's.
  public func contains(_ key: String) -> Bool { Self.shard(of: key, count: count) == index }

  /// The shard (1…count) a golden belongs to.
  public static func shard(of key: String, count: Int) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in key.utf8 { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
    return Int(hash % UInt64(count)) + 1
  }
}
