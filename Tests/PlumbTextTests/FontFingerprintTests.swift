import Foundation
import Testing
@testable import PlumbText

/// The fonts part of the renderer fingerprint changes when a font file's revision or checksum
/// does, so `plumb accept` can refuse an artifact rendered with other fonts.
@Suite struct FontFingerprintTests {
  @Test func changesWithAFontsHeadTableAndNotOtherwise() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = try #require(FontLibrary.shared.fileURL(named: "Inter-Regular"))
    let copy = "\(folder)/Inter-Regular.otf"
    try FileManager.default.copyItem(atPath: source.path, toPath: copy)
    let before = FontFingerprint.of(folder: folder)
    #expect(before.hasPrefix("fonts 1x "), "\(before)")
    #expect(FontFingerprint.of(folder: folder) == before)
    // The head table's fontRevision and checkSumAdjustment are the 8 bytes headFields reads.
    let fields = FontFingerprint.headFields(of: copy)
    #expect(fields.count == 8)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: copy)))
    let numTables = Int(bytes[4]) << 8 | Int(bytes[5])
    let entry = try #require((0..<numTables).first { bytes[12 + $0 * 16..<16 + $0 * 16].elementsEqual(Array("head".utf8)) })
    let offset = bytes[12 + entry * 16 + 8..<12 + entry * 16 + 12].reduce(0) { $0 << 8 | Int($1) }
    #expect(Array(bytes[offset + 4..<offset + 12]) == fields)
    bytes[offset + 11] ^= 0xFF  // another checksum: another file
    try Data(bytes).write(to: URL(fileURLWithPath: copy))
    #expect(FontFingerprint.of(folder: folder) != before)
    #expect(FontFingerprint.of(folder: folder + "-none") == "fonts missing")
  }

  @Test func theBundledFontsHaveAToken() {
    #expect(FontFingerprint.current.range(of: #"^fonts [0-9]+x [0-9a-f]{12}$"#, options: .regularExpression) != nil,
            "\(FontFingerprint.current)")
  }

  /// The app's registered fonts (here the catalog's two Comfortaa files, found in its resource
  /// bundle) are counted and hashed after the bundled ones, so another version of an app font
  /// is another renderer; without app fonts the token is the bundled one.
  @Test func appFontsAreCountedAndHashed() throws {
    let bundled = FontFingerprint.current
    let count = try #require(Int(bundled.split(separator: " ")[1].dropLast()))
    let appFiles = Set(FontRegistry.shared.entriesInOrder.map(\.url.path)).count
    #expect(appFiles >= 2)
    let withApp = FontFingerprint.withAppFonts
    #expect(withApp.hasPrefix("fonts \(count + appFiles)x "), "\(withApp) vs \(bundled)")
    #expect(withApp != bundled)
    #expect(FontFingerprint.withAppFonts == withApp)
  }
}
