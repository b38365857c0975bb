import CFreeType
import Foundation
import PlumbGraphics
import Testing
@testable import PlumbText

/// App fonts (docs/fonts.md): reading a file's names, looking faces up by PostScript and family
/// name, laying text out in them (widths from the font's own advances), and every bad case
/// (unknown name, unreadable file, duplicate name) warning with the names involved.
@Suite struct CustomFontTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Fonts")
  static let regular = fixtures.appendingPathComponent("Comfortaa-Regular.ttf")
  static let bold = fixtures.appendingPathComponent("Comfortaa-Bold.ttf")

  /// A registry holding only the two Comfortaa fixtures (no resource discovery).
  static func comfortaa() throws -> FontRegistry {
    let r = FontRegistry(discoversResources: false)
    try r.register(regular)
    try r.register(bold)
    return r
  }

  static func layout(_ s: String, _ font: FontDescriptor, in registry: FontRegistry) -> (TextLayout, [String]) {
    let (l, w) = RenderWarnings.collecting {
      FontRegistry.withRegistry(registry) {
        TextEngine().layout(s, style: TextLayoutStyle(font: font), proposedWidth: nil, proposedHeight: nil)
      }
    }
    return (l, w)
  }

  static func custom(_ name: String, size: Double = 20, weight: Int? = nil, italic: Bool = false) -> FontDescriptor {
    FontDescriptor(size: size, italic: italic, custom: CustomFontRequest(name: name, weight: weight))
  }

  @Test func readsNamesWeightAndStyleFromTheFile() throws {
    let faces = try FontFileReader.read(Self.regular).faces
    #expect(faces == [FontFaceInfo(postScriptName: "Comfortaa-Regular", familyName: "Comfortaa", styleName: "Regular",
                                   fullName: "Comfortaa Regular", weight: 400, isItalic: false, faceIndex: 0)])
    let bold = try FontFileReader.read(Self.bold).faces
    #expect(bold.map(\.postScriptName) == ["Comfortaa-Bold"])
    #expect(bold.map(\.weight) == [700])
    #expect(bold.map(\.familyName) == ["Comfortaa"])
  }

  @Test func looksUpByPostScriptNameThenFamilyThenFullName() throws {
    let r = try Self.comfortaa()
    #expect(r.match("Comfortaa-Bold")?.info.postScriptName == "Comfortaa-Bold")
    // A family name picks the family's upright face nearest to regular.
    #expect(r.match("Comfortaa")?.info.postScriptName == "Comfortaa-Regular")
    #expect(r.match("Comfortaa Bold")?.info.postScriptName == "Comfortaa-Bold")
    #expect(r.match("comfortaa") == nil, "names match exactly, as CoreText's")
    #expect(r.familyNames == ["Comfortaa"])
    #expect(r.fontNames(forFamilyName: "Comfortaa") == ["Comfortaa-Bold", "Comfortaa-Regular"])
    #expect(r.postScriptNames == ["Comfortaa-Regular", "Comfortaa-Bold"])
    // Registering a file again changes nothing.
    try r.register(Self.regular)
    #expect(r.postScriptNames == ["Comfortaa-Regular", "Comfortaa-Bold"])
  }

  /// The width is the font's own advances (FreeType, unscaled, × size / units per em): no Inter
  /// tracking, no kerning pairs in this string (checked: FreeType reports no kerning for them).
  @Test func widthComesFromTheCustomFontsAdvances() throws {
    let r = try Self.comfortaa()
    let text = "Plumbline"
    let (l, warnings) = Self.layout(text, Self.custom("Comfortaa-Regular"), in: r)
    #expect(warnings.isEmpty)
    #expect(l.runs.map(\.fontName) == ["app:Comfortaa-Regular"])
    let (inter, _) = Self.layout(text, FontDescriptor(size: 20), in: r)
    #expect(abs(l.size.width - inter.size.width) > 5, "Comfortaa \(l.size.width) vs Inter \(inter.size.width)")

    let face = try #require(r.face(postScriptName: "Comfortaa-Regular"))
    let expected: Double = face.withFreeTypeFace { raw -> Double in
      let ft = raw.assumingMemoryBound(to: FT_FaceRec_.self)
      var total = 0.0
      var previous: FT_UInt = 0
      for ch in text.unicodeScalars {
        let g = FT_Get_Char_Index(ft, FT_ULong(ch.value))
        #expect(FT_Load_Glyph(ft, g, FT_Int32(1 << 0)) == 0)  // FT_LOAD_NO_SCALE: font units
        let advance = ft.pointee.glyph.pointee.metrics.horiAdvance
        var kern = FT_Vector()
        if previous != 0 { _ = FT_Get_Kerning(ft, previous, g, 2, &kern) }  // FT_KERNING_UNSCALED
        #expect(kern.x == 0)
        total += Double(advance)
        previous = g
      }
      return total * 20 / Double(ft.pointee.units_per_EM)
    } ?? .nan
    #expect(abs(l.size.width - expected) < 1e-9, "\(l.size.width) vs FreeType \(expected)")
    // Lines are spaced with Comfortaa's own hhea metrics (881 + 234 of 1000 units), not SF Pro's
    // 23.87 pt: CustomFontLineMetricsTests.
    #expect(abs(l.size.height - 22.3) < 1e-9)
  }

  @Test func boldPicksTheFamilysBoldFaceAndMissingTraitsWarn() throws {
    let r = try Self.comfortaa()
    let (bold, w1) = Self.layout("Hi", Self.custom("Comfortaa-Regular", weight: 700), in: r)
    #expect(bold.runs.map(\.fontName) == ["app:Comfortaa-Bold"])
    #expect(w1.isEmpty)
    // A family name with a weight.
    let (family, _) = Self.layout("Hi", Self.custom("Comfortaa", weight: 700), in: r)
    #expect(family.runs.map(\.fontName) == ["app:Comfortaa-Bold"])
    // Semibold (600): nearest registered weight is Bold (700, distance 100 vs 200).
    let (semibold, w2) = Self.layout("Hi", Self.custom("Comfortaa", weight: 600), in: r)
    #expect(semibold.runs.map(\.fontName) == ["app:Comfortaa-Bold"])
    #expect(w2 == [#"Font.custom("Comfortaa").weight(600): the family "Comfortaa" has no weight 600 face; drawn with Comfortaa-Bold"#])
    // No italic face: drawn upright (no synthetic oblique, as CoreText), with a warning.
    let (italic, w3) = Self.layout("Hi", Self.custom("Comfortaa-Regular", italic: true), in: r)
    #expect(italic.runs.map(\.fontName) == ["app:Comfortaa-Regular"])
    #expect(italic.runs.map(\.obliqueSkew) == [0])
    #expect(w3 == [#"Font.custom("Comfortaa-Regular").italic(): the family "Comfortaa" has no italic face; drawn with Comfortaa-Regular"#])
  }

  @Test func customFontsNoLongerWarnAboutLineHeight() throws {
    let r = try Self.comfortaa()
    let (_, w) = RenderWarnings.collecting {
      FontRegistry.withRegistry(r) {
        for name in ["Comfortaa-Regular", "Comfortaa-Bold"] {
          _ = TextEngine().layout("Hi\nthere", style: TextLayoutStyle(font: Self.custom(name)), proposedWidth: nil, proposedHeight: nil)
        }
      }
    }
    #expect(w.isEmpty, "\(w)")
  }

  @Test func charactersTheFontLacksFallBackToTheSystemChain() throws {
    let r = try Self.comfortaa()
    let (l, _) = Self.layout("a工", Self.custom("Comfortaa-Bold"), in: r)
    // The CJK fallback follows the custom face's weight (Bold).
    #expect(l.runs.map(\.fontName) == ["app:Comfortaa-Bold", "NotoSansCJKsc-Bold"])
  }

  @Test func unknownNameFallsBackToTheSystemFontAndListsWhatIsRegistered() throws {
    let r = try Self.comfortaa()
    let (l, warnings) = Self.layout("Hi", Self.custom("Foo"), in: r)
    #expect(l.runs.map(\.fontName) == ["Inter-Regular"])
    #expect(warnings == [#"Font.custom("Foo"): no registered font named "Foo"; registered: Comfortaa-Regular, Comfortaa-Bold; drawn in the system font"#])
    let (_, none) = Self.layout("Hi", Self.custom("Foo"), in: FontRegistry(discoversResources: false))
    #expect(none.first?.contains("registered: none") == true, "\(none)")
  }

  @Test func badFilesAreRefusedNamingTheFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let truncated = dir.appendingPathComponent("Truncated.ttf")
    try Data(try Data(contentsOf: Self.regular).prefix(40_000)).write(to: truncated)
    let text = dir.appendingPathComponent("Notes.ttf")
    try Data("These are my notes, not a font.\n".utf8).write(to: text)
    let empty = dir.appendingPathComponent("Empty.otf")
    try Data().write(to: empty)
    let r = FontRegistry(discoversResources: false)
    #expect(throws: FontFileError.self) { try r.register(truncated) }
    do { try r.register(truncated) } catch {
      #expect(error.description.hasPrefix("the font file \(truncated.path) is truncated: its '"), "\(error)")
      #expect(error.description.hasSuffix("the file has 40000"), "\(error)")
    }
    do { try r.register(text) } catch {
      #expect(error.description == #"\#(text.path) is not a TrueType or OpenType font (it starts with "Thes", not a font signature)"#)
    }
    do { try r.register(empty) } catch {
      #expect(error.description == "\(empty.path) is not a TrueType or OpenType font (the file is empty)")
    }
    do { try r.register(dir.appendingPathComponent("Missing.ttf")) } catch {
      #expect(error.description == "the font file \(dir.path)/Missing.ttf cannot be read (no such file)")
    }
    #expect(r.postScriptNames.isEmpty)

    // Found in a bundle folder, the same files warn (naming each) and the good one registers.
    try FileManager.default.copyItem(at: Self.bold, to: dir.appendingPathComponent("Good.ttf"))
    let (_, warnings) = RenderWarnings.collecting { r.registerFonts(inBundle: dir) }
    #expect(r.postScriptNames == ["Comfortaa-Bold"])
    #expect(warnings.count == 3, "\(warnings)")
    #expect(warnings.allSatisfy { $0.hasPrefix("Font registration: ") && $0.hasSuffix("; it is not registered") })
    #expect(warnings.contains { $0.contains("Notes.ttf") } && warnings.contains { $0.contains("Truncated.ttf") }
            && warnings.contains { $0.contains("Empty.otf") })
  }

  @Test func absurdlyLargeFilesAreRefusedBeforeReading() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let huge = dir.appendingPathComponent("Huge.ttf")
    #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: UInt64(FontFileReader.maximumFileBytes + 1))  // sparse: no disk used
    try handle.close()
    #expect(throws: FontFileError.tooLarge(path: huge.path, bytes: FontFileReader.maximumFileBytes + 1,
                                           limit: FontFileReader.maximumFileBytes)) {
      try FontRegistry(discoversResources: false).register(huge)
    }
  }

  @Test func twoFilesWithOnePostScriptNameWarnNamingBothAndTheFirstWins() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let copy = dir.appendingPathComponent("Comfortaa-Copy.ttf")
    try FileManager.default.copyItem(at: Self.bold, to: copy)
    let r = try Self.comfortaa()
    let (_, warnings) = try RenderWarnings.collecting { try r.register(copy) }
    #expect(warnings == ["Font registration: \(copy.path) and \(Self.bold.path) both name a face \"Comfortaa-Bold\"; the first, \(Self.bold.path), is used"])
    #expect(r.match("Comfortaa-Bold")?.url == Self.bold)
  }

  @Test func infoPlistAppFontsComeFirstAndMissingEntriesWarn() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.copyItem(at: Self.regular, to: dir.appendingPathComponent("A.ttf"))
    try FileManager.default.copyItem(at: Self.bold, to: dir.appendingPathComponent("Fonts/Z.ttf"))
    let plist: [String: Any] = ["UIAppFonts": ["Fonts/Z.ttf", "Gone.otf"]]
    try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
      .write(to: dir.appendingPathComponent("Info.plist"))
    let r = FontRegistry(discoversResources: false)
    let (_, warnings) = RenderWarnings.collecting { r.registerFonts(inBundle: dir) }
    #expect(r.postScriptNames == ["Comfortaa-Bold", "Comfortaa-Regular"], "the listed file first, then the rest by path")
    #expect(warnings == ["Font registration: the font file \(dir.path)/Gone.otf cannot be read (no such file) (listed in UIAppFonts of \(dir.path)/Info.plist); it is not registered"])
  }

  /// The shared registry finds the catalog's fixture font in its SwiftPM resource bundle
  /// (Plumbline_PlumbCatalog.resources, built beside this test binary).
  @Test func sharedRegistryFindsFontsInResourceBundles() throws {
    let entry = try #require(FontRegistry.shared.match("Comfortaa-Bold"))
    #expect(entry.url.path.contains("Plumbline_PlumbCatalog.resources"), "\(entry.url.path)")
    #expect(!FontRegistry.shared.postScriptNames.contains { $0.hasPrefix("Inter") }, "PlumbText's own bundle is not an app font")
  }
}
