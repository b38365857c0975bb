/// Why a golden assertion did not pass, with the files a reviewer needs to see.
///
/// `verifyGolden` returns one of these (nil means pass); `assertGolden` only reports it.
public struct GoldenFailure: Error, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    /// No golden on disk and recording is off (CI).
    case missing
    /// A golden was written; the test still fails so that someone looks at it.
    case recorded
    /// The rendering differs from the golden beyond the tolerance.
    case mismatch
    /// The golden file cannot be read (corrupt, truncated, not a PNG); it was left untouched.
    case unreadableGolden
    /// Two renders of the same view differed, so no golden was written.
    case nondeterministic
    /// The set-up is wrong (unsafe name, no Goldens folder, bad PLUMB_RECORD).
    case configuration
  }

  public var kind: Kind
  public var message: String
  /// Named files to attach to the test report (actual, golden, diff, summary).
  public var attachments: [Attachment]
  /// The layout changes of a mismatch, as sentences (also in `message`).
  public var layoutChanges: [String] = []

  public struct Attachment: Sendable, Hashable {
    public var name: String
    public var path: String
  }

  public var description: String { message }
}
