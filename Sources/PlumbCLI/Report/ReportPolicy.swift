import PlumbGraphics

/// The report page's Content-Security-Policy: the page is built from files a fork's CI wrote, so
/// even if some string escaped its escaping, the browser runs no script the page did not bring
/// (today: none; a script of the page itself would be allowed by its SHA-256 hash), loads
/// nothing from the network, and applies only the page's own style sheet (by hash).
enum ReportPolicy {
  /// The `<meta http-equiv>` element; it must come before anything built from data.
  static func meta(styles: [String], scripts: [String] = []) -> String {
    "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy(styles: styles, scripts: scripts))\">"
  }

  static func policy(styles: [String], scripts: [String]) -> String {
    func sources(_ blocks: [String]) -> String {
      blocks.isEmpty ? "'none'" : blocks.map { "'sha256-\(SHA256Digest.base64(Array($0.utf8)))'" }.joined(separator: " ")
    }
    return "default-src 'none'; img-src 'self' file:; style-src \(sources(styles)); script-src \(sources(scripts)); "
      + "base-uri 'none'; form-action 'none'"
  }
}
