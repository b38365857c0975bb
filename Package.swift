// swift-tools-version: 6.0
// Plumbline: render SwiftUI-style screens to PNG on Linux and compare them with goldens.
//
// One target per layer; each depends only on lower layers (docs/architecture.md draws the graph).
// The main arrows; the full lists are the `dependencies:` below:
//
//   plumb, plumb-bench ─► PlumbCLI, PlumbCatalog (the demo screens, linked by no library)
//   PlumbTesting (XCTest, Swift Testing), PlumbCLI, PlumbCatalog ─► PlumbScreens (Screen, the one render path)
//   PlumbScreens ─► PlumbGoldens ─► PlumbUI, PlumbRaster, PlumbDiff
//   PlumbPlugin (`swift package plumb`) builds a runner over a package's previews and PlumbCLI
//   SwiftUI (facade) ─► PlumbUI ─► PlumbCombine, PlumbGraphics (PlumbUI imports no C)
//   Combine (facade) ─► PlumbCombine ─► PlumbGraphics
//   PlumbRaster ─► PlumbText, PlumbPNG, CCairo, CPixman, CJPEGShim, CRSVG      PlumbText ─► CHarfBuzz, CFreeType, CFriBidi, CLineBreaks, CPluralRules ─► CICU
//   PlumbDiff ─► PlumbPNG ─► CPNGShim (C: libpng, setjmp stays in C), CDeflate
import PackageDescription
import CompilerPluginSupport

let package = Package(
  name: "Plumbline",
  // The development language of the targets' localised resources (the localisation fixture's .lproj folders).
  defaultLocalization: "en",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "plumb", targets: ["plumb"]),
    .executable(name: "plumb-bench", targets: ["plumb-bench"]),
    .library(name: "PlumbUI", targets: ["PlumbUI"]),
    // `import SwiftUI` on Linux: a facade that re-exports PlumbUI.
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
    // `import Combine` on Linux: a facade over PlumbCombine.
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "PlumbTesting", targets: ["PlumbTesting"]),
  ],
  targets: [
    // MARK: C libraries (Debian -dev packages, found through pkg-config)
    .systemLibrary(
      name: "CCairo", path: "Sources/CSystem/CCairo", pkgConfig: "cairo-ft",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .systemLibrary(
      name: "CFreeType", path: "Sources/CSystem/CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CHarfBuzz", path: "Sources/CSystem/CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    .systemLibrary(
      name: "CFriBidi", path: "Sources/CSystem/CFriBidi", pkgConfig: "fribidi",
      providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
    .systemLibrary(
      name: "CICU", path: "Sources/CSystem/CICU", pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
    // The C code that calls ICU (Swift never imports ICU's headers: see CICU/shim.h).
    .target(name: "CLineBreaks", dependencies: ["CICU"], path: "Sources/CSystem/CLineBreaks"),
    // CLDR plural categories (uplrules_select, in libicui18n) for localised strings (docs/localization.md).
    .target(name: "CPluralRules", dependencies: ["CICU"], path: "Sources/CSystem/CPluralRules",
            linkerSettings: [.linkedLibrary("icui18n")]),
    .systemLibrary(
      name: "CDeflate", path: "Sources/CSystem/CDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    .systemLibrary(
      name: "CPixman", path: "Sources/CSystem/CPixman", pkgConfig: "pixman-1",
      providers: [.apt(["libpixman-1-dev"]), .brew(["pixman"])]),
    .target(
      name: "CPNGShim", path: "Sources/CSystem/CPNGShim",
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
    // cmark-gfm (GitHub's CommonMark parser) and its extensions, for AttributedString(markdown:).
    .systemLibrary(
      name: "CCmarkGFM", path: "Sources/CSystem/CCmarkGFM", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),

    // MARK: Layers, bottom up
    // The bundled symbol icons (docs/symbols.md): a data file read at first use, and the sets' licences.
    .target(name: "PlumbGraphics", resources: [.copy("Symbols/Resources")]),
    .target(name: "PlumbPNG", dependencies: ["PlumbGraphics", "CPNGShim", "CDeflate"]),
    .target(name: "PlumbText", dependencies: ["PlumbGraphics", "CFreeType", "CHarfBuzz", "CFriBidi", "CLineBreaks",
                                         "CPluralRules"],
            resources: [.copy("Fonts")]),
    .target(name: "PlumbRaster", dependencies: ["PlumbGraphics", "PlumbText", "PlumbPNG", "CCairo",
                                           "CPixman", "CFreeType", "CHarfBuzz"]),
    .target(name: "PlumbCombine", dependencies: ["PlumbGraphics"]),
    // Foundation's Markdown parsing, which Linux Foundation lacks (docs/text.md, "Markdown").
    .target(name: "PlumbMarkdown", dependencies: ["CCmarkGFM"]),
    .target(name: "PlumbUI", dependencies: ["PlumbGraphics", "PlumbCombine", "PlumbMarkdown"]),
    // Facade modules for shipping code: no logic, only re-exports (docs/architecture.md).
    .target(name: "SwiftUI", dependencies: ["PlumbUI", "SwiftUICore"]),
    // `SwiftUICore.View` (iOS 18 split SwiftUI's core types into SwiftUICore): re-exports PlumbUI.
    .target(name: "SwiftUICore", dependencies: ["PlumbUI"]),
    .target(name: "Combine", dependencies: ["PlumbCombine"]),
    .target(name: "PlumbDiff", dependencies: ["PlumbGraphics", "PlumbPNG"]),
    // The golden store and verdicts, free of test frameworks, so `plumb` never links XCTest.
    .target(name: "PlumbGoldens", dependencies: ["PlumbUI", "PlumbRaster", "PlumbText", "PlumbDiff", "PlumbPNG"]),
    // Screens, screen sets, the preview naming rule and the one render path (ScreenRenderer) that
    // the assertions, the CLI and the catalog share (docs/architecture.md, "The render path").
    .target(name: "PlumbScreens", dependencies: ["PlumbGoldens", "PlumbUI", "PlumbRaster", "PlumbText", "PlumbGraphics"]),
    // The assertions for XCTest and Swift Testing, over PlumbGoldens and PlumbScreens.
    .target(name: "PlumbTesting", dependencies: ["PlumbScreens", "PlumbGoldens", "PlumbUI", "PlumbText", "PlumbDiff", "PlumbGraphics"]),
    // The demo screens: linked by `plumb`, plumb-bench and tests only, never by a library.
    .target(name: "PlumbCatalog", dependencies: ["PlumbScreens", "PlumbUI", "PlumbGraphics"]),
    .target(name: "PlumbCLI", dependencies: ["PlumbScreens", "PlumbGoldens", "PlumbRaster", "PlumbDiff", "PlumbText", "PlumbUI", "PlumbPNG"]),
    .executableTarget(name: "plumb", dependencies: ["PlumbCLI", "PlumbCatalog"]),
    .executableTarget(
      name: "plumb-bench",
      // "plumb": built with it, so the startup, jobs and hostile-memory cases time the real binary.
      // PlumbTestSupport: the hostile-memory cases are the hostile-asset battery's files (HostileAssets).
      dependencies: ["PlumbCLI", "PlumbCatalog", "PlumbRaster", "PlumbPNG", "PlumbDiff", "CCairo", "PlumbText", "PlumbUI", "plumb",
                     "PlumbTestSupport", "PlumbGoldens"]),

    // MARK: Tests (mirror Sources/)
    .target(name: "PlumbTestSupport", dependencies: ["PlumbGraphics", "PlumbPNG", "CDeflate"], path: "Tests/PlumbTestSupport"),
    .testTarget(name: "PlumbGraphicsTests", dependencies: ["PlumbGraphics"]),
    .testTarget(name: "PlumbMarkdownTests", dependencies: ["PlumbMarkdown"]),
    .testTarget(name: "PlumbCombineTests", dependencies: ["Combine", "PlumbGraphics"]),
    .testTarget(name: "PlumbPNGTests", dependencies: ["PlumbPNG", "PlumbTestSupport", "PlumbGraphics"],
                exclude: ["Fixtures"]),
    .testTarget(name: "PlumbTextTests", dependencies: ["PlumbText", "PlumbRaster", "PlumbPNG", "PlumbTestSupport", "CFreeType"]),
    .testTarget(name: "PlumbRasterTests", dependencies: ["PlumbRaster", "PlumbPNG", "PlumbTestSupport", "PlumbTesting", "PlumbGraphics", "PlumbText"]),
    .testTarget(name: "PlumbUITests", dependencies: ["PlumbUI", "Combine", "PlumbTesting", "PlumbCatalog", "PlumbAssets", "PlumbPNG", "PlumbText"], exclude: ["Conformance/NOTES.md"]),
    .testTarget(name: "PlumbDiffTests", dependencies: ["PlumbDiff", "PlumbPNG", "PlumbTestSupport", "PlumbGraphics"],
                exclude: ["Fixtures"]),
    .testTarget(name: "PlumbTestingTests", dependencies: ["PlumbTesting", "PlumbGoldens", "PlumbTestSupport", "PlumbRaster", "PlumbPNG", "PlumbDiff", "PlumbUI",
                                                        "PlumbText"]),
    .testTarget(name: "PlumbCLITests", dependencies: ["PlumbCLI", "PlumbTesting", "PlumbTestSupport", "PlumbGraphics", "PlumbPNG",
                                                     "PlumbRaster", "PlumbText", "PlumbUI", "PlumbUIKit"]),
  ]
)

// MARK: - UIKit on Linux (PlumbUIKit and the `UIKit` facade; docs/compatibility/uikit.md)
// Kept in one block: PlumbUIKit sits on PlumbUI through its platform-view protocol (PlumbUI never
// imports it); `import SwiftUI` brings it along, as on iOS, and the catalog's UIKit-built screens use it.
package.products.append(.library(name: "UIKit", targets: ["UIKit"]))
package.targets.append(contentsOf: [
  .target(name: "PlumbUIKit", dependencies: ["PlumbUI", "PlumbGraphics", "PlumbCombine"]),
  .target(name: "UIKit", dependencies: ["PlumbUIKit", "PlumbCombine", "_Testing_UIKit", "CAppleSubmodules"]),
  // Empty: satisfies Swift Testing's cross-import overlay for UIKit (see the file inside).
  .target(name: "_Testing_UIKit"),
  .testTarget(name: "PlumbUIKitTests", dependencies: ["UIKit", "SwiftUI", "Combine", "PlumbTesting", "PlumbGraphics", "PlumbRaster",
                                                       "PlumbAssets"]),
])
for target in package.targets where ["SwiftUI", "PlumbCatalog"].contains(target.name) {
  target.dependencies.append("PlumbUIKit")
}
// The catalog's UIKit-built screens are written as apps write them (import SwiftUI, UIKit, Combine),
// so it depends on the facades it imports (without them the build order is left to chance).
for target in package.targets where target.name == "PlumbCatalog" {
  target.dependencies += ["SwiftUI", "UIKit", "Combine"]
}

// MARK: - Previews (docs/previews.md)
// The `#Preview` macro: a Foundation-only compiler plugin (no SwiftSyntax, no unsafe flags), so
// it builds in every dependency form (root, path, branch, version). PlumbUI declares the macro.
// Kept in this one block so that rebases over other edits to this file stay easy.
package.targets.append(.macro(name: "PlumbPreviewMacros"))
for target in package.targets where target.name == "PlumbUI" {
  target.dependencies.append("PlumbPreviewMacros")
}

// MARK: - The CLI over a user's package (docs/previews.md, "swift package plumb")
// PlumbCLI is a library so a user's own executable can run the CLI over screens it registers;
// the `plumb` command plugin builds such a runner over the package's previews and runs it.
package.products += [
  .library(name: "PlumbCLI", targets: ["PlumbCLI"]),
  .plugin(name: "PlumbPlugin", targets: ["PlumbPlugin"]),
]
package.targets.append(.plugin(
  name: "PlumbPlugin",
  capability: .command(
    // No declared permission: SwiftPM asks for a declared one on every subcommand (measured: `verify`
    // then fails without --allow-writing-to-package-directory), and plugins are not sandboxed on Linux.
    intent: .custom(verb: "plumb", description: "Render, record and verify goldens of every preview in this package."))))
// Previews in a module of their own, so discovery is tested across targets (PreviewScreensTests).
package.targets.append(.target(name: "PlumbPreviewFixtures", dependencies: ["PlumbUI"], path: "Tests/PlumbPreviewFixtures"))
for target in package.targets where target.name == "PlumbCLITests" {
  target.dependencies += ["PlumbPreviewFixtures", "PlumbCatalog", "PlumbGoldens"]
}

// MARK: - Asset catalogs (docs/assets.md)
// PlumbAssets reads `.xcassets` folders (Foundation only, over PlumbGraphics' warnings); PlumbUI's
// `Image("name")`/`Color("name")` and PlumbUIKit's `UIImage(named:)`/`UIColor(named:)` use it.
package.targets += [
  .target(name: "PlumbAssets", dependencies: ["PlumbGraphics"]),
  .testTarget(name: "PlumbAssetsTests", dependencies: ["PlumbAssets", "PlumbGraphics"]),
]
for target in package.targets where ["PlumbUI", "PlumbUIKit", "PlumbCLI", "PlumbCLITests"].contains(target.name) {
  target.dependencies.append("PlumbAssets")
}

// MARK: - PDF vectors (docs/assets.md, "PDF vectors")
// poppler-glib draws a PDF page into Cairo; the shim opens it with dlopen on first use, so no
// command that draws no PDF loads poppler and its ~30 libraries (and building needs no poppler).
package.targets.append(.target(
  name: "CPDFShim", dependencies: ["CCairo"], path: "Sources/CSystem/CPDFShim",
  linkerSettings: [.linkedLibrary("dl")]))
for target in package.targets where target.name == "PlumbRaster" {
  target.dependencies.append("CPDFShim")
}

// MARK: - Images (docs/images.md)
// JPEG through Debian's libjpeg-turbo and SVG through librsvg, each a system library whose every
// call sits in a small C shim (libjpeg longjmps on errors; librsvg is opened on first use).
package.targets += [
  .systemLibrary(
    name: "CJPEG", path: "Sources/CSystem/CJPEG", pkgConfig: "libjpeg",
    providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
  .target(name: "CJPEGShim", dependencies: ["CJPEG"], path: "Sources/CSystem/CJPEGShim"),
  // A C target rather than a systemLibrary: librsvg is opened with dlopen on the first SVG
  // (linking it loads 17 more libraries into every process, ~15-20 ms per start), so the shim
  // declares the few calls it makes (CRSVG/rsvg_abi.h) and needs only cairo.h from CCairo to build.
  .target(
    name: "CRSVG", dependencies: ["CCairo"], path: "Sources/CSystem/CRSVG",
    linkerSettings: [.linkedLibrary("dl")]),
]
for target in package.targets where target.name == "PlumbRaster" {
  // CDeflate: the PDF budget pre-scan inflates a PDF's streams to measure them (docs/security.md).
  target.dependencies += ["CJPEGShim", "CRSVG", "CDeflate"]
}

// MARK: - Colour profiles (docs/images.md, "Colour profiles")
// Little CMS 2 converts images with an ICC profile (or PNG gAMA/cHRM) into sRGB. A C target, not a
// systemLibrary: lcms2 is opened with dlopen on the first such image (a pkg-config systemLibrary
// would link it into every process); the shim includes <lcms2.h> from liblcms2-dev for its types.
package.targets.append(.target(
  name: "CLCMS", path: "Sources/CSystem/CLCMS", linkerSettings: [.linkedLibrary("dl")]))
for target in package.targets where target.name == "PlumbRaster" {
  target.dependencies.append("CLCMS")
}

// MARK: - App fonts (docs/fonts.md)
// The catalog ships resources as an app would (its fixture font under Resources/Fonts, found by
// PlumbText's FontRegistry in the resource bundle, and its asset catalog Resources/Assets.xcassets,
// docs/assets.md); PlumbTextTests reads its font fixtures by path.
for target in package.targets where target.name == "PlumbCatalog" {
  target.resources = (target.resources ?? []) + [.copy("Resources")]
}
for target in package.targets where target.name == "PlumbTextTests" {
  target.exclude += ["Fixtures"]
  target.dependencies.append("CoreText")
}
// `import CoreText` on Linux: CTFontManagerRegisterFontsForURL over PlumbText's FontRegistry.
package.products.append(.library(name: "CoreText", targets: ["CoreText"]))
package.targets.append(.target(name: "CoreText", dependencies: ["PlumbText", "PlumbGraphics", "CoreGraphics"]))

// MARK: - CoreGraphics and Core Image facades (docs/compatibility/uikit.md, "CoreGraphics")
// `import CoreGraphics` / `import CoreImage` give PlumbGraphics' CG and CI types, the same ones
// PlumbUI and PlumbUIKit use; UIKit and CoreText re-export them, as their headers import them.
package.products += [
  .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
  .library(name: "CoreImage", targets: ["CoreImage"]),
]
package.targets += [
  .target(name: "CoreGraphics", dependencies: ["PlumbGraphics", "_Testing_CoreGraphics"]),
  .target(name: "CoreImage", dependencies: ["CoreGraphics", "_Testing_CoreImage", "CAppleSubmodules"]),
  // Empty: satisfy Swift Testing's cross-import overlays for them (see the files inside).
  .target(name: "_Testing_CoreGraphics"),
  .target(name: "_Testing_CoreImage"),
]
for target in package.targets where target.name == "UIKit" {
  target.dependencies += ["CoreGraphics", "CoreImage"]
}
// The UIKit tests type-check app snippets against the built facades (PlumbTestSupport's SnippetTypeCheck).
for target in package.targets where target.name == "PlumbUIKitTests" {
  target.dependencies += ["CoreGraphics", "CoreImage", "PlumbTestSupport", "CoreText", "PlumbPNG"]
}

// MARK: - Generated asset symbols (docs/assets.md): Color(.brand), Image(.logo), as Xcode generates them
package.products.append(.plugin(name: "PlumbAssetSymbols", targets: ["PlumbAssetSymbols"]))
package.targets += [
  .executableTarget(name: "plumb-asset-symbols", dependencies: ["PlumbAssets", "PlumbGraphics", "PlumbPNG"]),
  .plugin(name: "PlumbAssetSymbols", capability: .buildTool(), dependencies: ["plumb-asset-symbols"]),
  // A target built with the plugin, as an app's would be (AssetSymbolsTests).
  .target(name: "PlumbAssetSymbolsFixture", dependencies: ["SwiftUI", "UIKit"], path: "Tests/PlumbAssetSymbolsFixture",
          resources: [.process("Assets.xcassets")], plugins: ["PlumbAssetSymbols"]),
]
for target in package.targets where target.name == "PlumbUIKitTests" {
  target.dependencies.append("PlumbAssetSymbolsFixture")
}

// MARK: - The seed articles' code (Sources/PlumbSeeds; docs/seeds.md)
// The five articles Plumbline was created from, their code as printed (one module per article: two
// declare a `ContentView`, one an `App`), built as an app of their time builds it: Swift 5 mode,
// importing the SwiftUI, UIKit and Combine facades. Library targets and not test targets because
// the catalog's seed screens render them; they are no product, their types are internal, and only
// `plumb`, plumb-bench and tests link PlumbCatalog, so a user's build never compiles them.
let seeds = ["PopMenu", "DeviceList", "FrameGetter", "SheetForm", "CustomPopup"]
// The popup article's UIViewController extension declares an @objc property, which Linux Swift rejects
// (no Objective-C interop): the printed file stays beside its compiled copy (see CustomPopupCompletions.swift).
let seedExcludes = ["CustomPopup": ["UIViewController+TransitioningType.swift"]]
package.targets += seeds.map { seed in
  .target(name: "PlumbSeed\(seed)", dependencies: ["SwiftUI", "UIKit", "Combine"], path: "Sources/PlumbSeeds/\(seed)",
          exclude: seedExcludes[seed] ?? [], swiftSettings: [.swiftLanguageMode(.v5)])
}
for target in package.targets where target.name == "PlumbCatalog" {
  target.dependencies += seeds.map { .target(name: "PlumbSeed\($0)") }
}

// MARK: - Core Data's context (docs/seeds.md: seed d's XSheet reads \.managedObjectContext)
// `import CoreData` on Linux: NSManagedObjectContext, which SwiftUI's `\.managedObjectContext` names.
package.products.append(.library(name: "CoreData", targets: ["CoreData"]))
// Over PlumbCombine (a managed object is an ObservableObject) and PlumbGraphics (warnings).
package.targets.append(.target(name: "CoreData", dependencies: ["PlumbGraphics", "PlumbCombine"]))
for target in package.targets where target.name == "PlumbUI" {
  target.dependencies.append("CoreData")
}
for target in package.targets where target.name == "PlumbUITests" {
  target.dependencies.append("CoreData")
}
// NSPersistentContainer, NSManagedObject, NSFetchRequest and NSPredicate(format:) in memory, and
// SwiftUI's @FetchRequest (PlumbUI) over them (docs/compatibility/coredata.md).
package.targets.append(.testTarget(name: "CoreDataTests", dependencies: ["CoreData", "SwiftUI", "PlumbUI", "PlumbTesting", "PlumbGoldens"]))
// Oliver Binns's Conferences app (MIT): a Core Data list fed by @FetchRequest, compiled unchanged
// but for the entity class Xcode generates (docs/compatibility/coredata.md).
package.targets.append(.testTarget(name: "CoreDataConferencesTests", dependencies: ["CoreData", "SwiftUI", "PlumbTesting"],
                                   exclude: ["Sample/LICENSE.md"], swiftSettings: [.swiftLanguageMode(.v5)]))

// MARK: - Uniform types and Transferable (docs/compatibility/frameworks.md)
// `import UniformTypeIdentifiers` and `import CoreTransferable` on Linux: UTType with the system
// types' supertypes, extensions and MIME types; Transferable and its representations; and
// Foundation's NSItemProvider, which Linux Foundation lacks. PlumbUI re-exports both (drag and
// drop, file importers and ShareLink name them; NSItemProvider is Foundation's on iOS).
package.products += [
  .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
  .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
]
package.targets += [
  .target(name: "UniformTypeIdentifiers", dependencies: ["CAppleSubmodules"]),
  .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers", "PlumbCombine"]),
  .testTarget(name: "CoreTransferableTests", dependencies: ["CoreTransferable", "UniformTypeIdentifiers"]),
]
for target in package.targets where target.name == "PlumbUI" {
  target.dependencies.append("CoreTransferable")
}

// MARK: - Swift Charts (docs/charts.md)
// `import Charts` on Linux: Chart, the marks, axes, scales and legend, drawn through PlumbUI's
// shapes, text and layout (no drawing of its own). Re-exported by no other module, as on iOS.
package.products.append(.library(name: "Charts", targets: ["Charts"]))
package.targets += [
  .target(name: "Charts", dependencies: ["PlumbUI"]),
  .testTarget(name: "PlumbChartsTests", dependencies: ["Charts", "SwiftUI", "PlumbTesting", "PlumbUI"],
              exclude: ["FoodTruck/LICENSE.txt"]),
]

// MARK: - SwiftData (docs/compatibility/swiftdata.md)
// `import SwiftData` on Linux: `@Model` (expanded by the Foundation-only macro plugin, as `#Preview`
// is), in-memory model containers and contexts, and `@Query` as a dynamic property over PlumbUI.
package.products.append(.library(name: "SwiftData", targets: ["SwiftData"]))
package.targets += [
  .target(name: "SwiftData", dependencies: ["PlumbUI", "PlumbGraphics", "PlumbPreviewMacros"]),
  .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "SwiftUI", "PlumbUI", "PlumbTesting", "PlumbGoldens"]),
  // Apple's SwiftDataAnimals sample (Swift 5 code, compiled unchanged; docs/compatibility/swiftdata.md).
  .testTarget(name: "SwiftDataAnimalsTests", dependencies: ["SwiftData", "SwiftUI", "PlumbTesting"],
              exclude: ["Sample/LICENSE.txt"], swiftSettings: [.swiftLanguageMode(.v5)]),]

// MARK: - Framework placeholders (docs/compatibility/frameworks.md)
// `import MapKit`, `import WidgetKit`, … on Linux: the API surface app views use, over PlumbUI, each
// view taking its real size and drawing a labelled placeholder (or the plain controls iOS draws)
// with one warning. One target per framework; CoreLocation's values under MapKit.
let frameworkPlaceholders: [(name: String, dependencies: [Target.Dependency])] = [
  ("CoreLocation", []),
  ("MapKit", ["CoreLocation", "PlumbUI"]),
  // WidgetKit and TipKit re-export SwiftUI, as their iOS interfaces do (`import TipKit` alone gives Text).
  ("WidgetKit", ["SwiftUI", "PlumbUI", "PlumbGraphics", "AppIntents"]),
  // UIWindowScene (AppStore.requestReview(in:)) comes from PlumbUIKit, which sits on PlumbUI.
  ("StoreKit", ["PlumbUI", "PlumbUIKit"]),
  ("TipKit", ["SwiftUI", "PlumbUI"]),
  ("AVFoundation", ["CoreGraphics", "PlumbGraphics"]),
  ("AVKit", ["AVFoundation", "PlumbUI"]),
  // PhotosUI re-exports Photos, as on iOS; its UIKit picker sits on PlumbUIKit.
  ("PhotosUI", ["PlumbUI", "Photos", "UIKit", "PlumbUIKit", "CoreTransferable"]),
  ("WebKit", ["UIKit", "PlumbUI"]),
  ("os", ["CAppleSubmodules"]),
  ("OSLog", ["os"]),
  ("UserNotifications", []),
  ("SafariServices", ["UIKit", "PlumbUIKit", "PlumbGraphics"]),
  ("MobileCoreServices", ["UniformTypeIdentifiers", "PlumbGraphics"]),
  ("NaturalLanguage", ["PlumbGraphics"]),
  ("LocalAuthentication", []),
  ("CoreBluetooth", []),
  // Custom haptics (CHHapticEngine and patterns): nothing plays in a render.
  ("CoreHaptics", []),
  // SiriKit intents, donations and shortcuts: no Siri in a render.
  ("Intents", ["PlumbGraphics"]),
  // Motion sensors, a device that has none: no sample is ever delivered.
  ("CoreMotion", []),
  // Image sources: sizes from PNG and JPEG headers; no bitmaps are decoded.
  ("ImageIO", ["CoreGraphics", "CoreImage", "PlumbAssets", "PlumbGraphics"]),
  // The keychain item calls over an in-memory keychain, and SecRandomCopyBytes.
  ("Security", ["PlumbGraphics"]),
  // Live Activities: none is shown in a render; requesting one throws .unsupported.
  ("ActivityKit", []),
  // Now-playing info, remote commands, the volume view and the music library: nothing plays.
  ("MediaPlayer", ["UIKit", "PlumbGraphics"]),
  // Counted in the corpora's apps (docs/compatibility/frameworks.md): network path monitoring,
  // background tasks, mail and message composers, contacts, the photo library, PDF documents,
  // Quick Look, Sign in with Apple and web authentication, and CryptoKit over libcrypto.
  ("Network", ["PlumbGraphics"]),
  ("BackgroundTasks", []),
  ("MessageUI", ["UIKit", "PlumbUIKit", "PlumbGraphics"]),
  ("Contacts", []),
  ("Photos", ["PlumbUIKit", "UniformTypeIdentifiers"]),
  ("PDFKit", ["UIKit", "PlumbUIKit", "PlumbGraphics", "CPDFShim"]),
  ("QuickLook", ["UIKit", "PlumbUIKit", "PlumbUI", "PlumbGraphics"]),
  ("AuthenticationServices", ["UIKit", "PlumbUIKit", "PlumbUI", "PlumbGraphics"]),
  ("CryptoKit", ["CCrypto"]),
  ("AudioToolbox", ["PlumbGraphics"]),
  // App intents, shortcuts and entities (nothing runs in a render); WidgetKit's intent widgets use them.
  ("AppIntents", ["PlumbUI", "PlumbGraphics", "CoreLocation", "UniformTypeIdentifiers"]),
]
// Clang modules named after Apple frameworks, holding only their submodules, so that
// `import os.log` and `import CoreImage.CIFilterBuiltins` load the Swift modules of those names.
package.targets.append(.systemLibrary(name: "CAppleSubmodules", path: "Sources/CSystem/CAppleSubmodules"))
// OpenSSL's libcrypto for CryptoKit's digests, ciphers and keys (a tested library, not our own).
package.targets.append(.systemLibrary(
  name: "CCrypto", path: "Sources/CSystem/CCrypto", pkgConfig: "libcrypto",
  providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]))
package.products += frameworkPlaceholders.map { .library(name: $0.name, targets: [$0.name]) }
package.targets += frameworkPlaceholders.map { .target(name: $0.name, dependencies: $0.dependencies) }
package.targets.append(.testTarget(
  name: "PlumbFrameworkPlaceholderTests",
  dependencies: frameworkPlaceholders.map { .target(name: $0.name) } + ["SwiftUI", "PlumbTesting", "PlumbGoldens", "PlumbUI", "PlumbGraphics", "PlumbTestSupport"],
  // Swift 5 mode, as the app code the tests declare is built (a tip's `@Parameter static var`).
  swiftSettings: [.swiftLanguageMode(.v5)]))

// The app-framework snippets type-check against WebKit and the logging modules, so the tests build them first.
for target in package.targets where target.name == "PlumbUIKitTests" {
  target.dependencies += ["WebKit", "os", "OSLog", "AudioToolbox", "CoreData", "CoreHaptics", "MapKit", "Security", "ImageIO", "CoreMotion", "Intents", "AVFoundation", "ActivityKit", "MediaPlayer"]
}

// MARK: - Localization (docs/localization.md)
// A target localised as an app is: a string catalog and a .strings/.stringsdict table in en, de
// and ar, processed by SwiftPM as an app's resources are; PlumbUITests renders it in each language.
package.targets.append(.target(name: "PlumbLocalizationFixture", dependencies: ["SwiftUI"],
                               path: "Tests/PlumbLocalizationFixture", resources: [.process("Resources")]))
for target in package.targets where target.name == "PlumbUITests" {
  target.dependencies.append("PlumbLocalizationFixture")
}

// MARK: - Re-exported modules are direct dependencies (docs/architecture.md, "Re-exports and incremental builds")
// SwiftPM's native build system does not recompile a target when a struct it sees only through a
// module that re-exports it (`import SwiftUI` gives PlumbUI's `Text`) gains or loses a stored
// property: the target links code built for the old layout and crashes (swiftlang/swift#89636,
// swiftlang/swift-package-manager#10502). A direct dependency on the re-exported module makes it
// recompile, so every target depends directly on all that its dependencies re-export, and every
// library product lists those targets too, which gives a user's targets the same direct arrows.
// This table says which of this package's modules each target re-exports (`@_exported import`);
// scripts/check-layers.py checks it against the sources and checks the arrows below exist.
let reexports: [String: [String]] = [
  "AppIntents": ["PlumbGraphics", "PlumbUI"], "AudioToolbox": ["PlumbGraphics"], "AuthenticationServices": ["UIKit"],
  "AVKit": ["AVFoundation"], "Combine": ["PlumbCombine"], "CoreGraphics": ["PlumbGraphics"], "CoreImage": ["CoreGraphics"],
  "CoreText": ["CoreGraphics", "PlumbText"], "CoreTransferable": ["UniformTypeIdentifiers"],
  "ImageIO": ["CoreGraphics", "CoreImage"], "Intents": ["PlumbGraphics"], "MapKit": ["CoreLocation"], "MessageUI": ["UIKit"],
  "Network": ["PlumbGraphics"], "OSLog": ["os"], "PDFKit": ["UIKit"], "PhotosUI": ["Photos"], "PlumbCLI": ["PlumbScreens"],
  "PlumbTesting": ["PlumbGoldens", "PlumbScreens"],
  "PlumbUI": ["CoreTransferable", "PlumbCombine", "PlumbGraphics", "PlumbMarkdown"], "QuickLook": ["UIKit"],
  "SafariServices": ["UIKit"], "Security": ["PlumbGraphics"], "SwiftUI": ["PlumbUI", "PlumbUIKit", "SwiftUICore"],
  "SwiftUICore": ["PlumbUI"], "TipKit": ["SwiftUI"], "UIKit": ["CoreGraphics", "CoreImage", "PlumbUIKit"],
  "WebKit": ["UIKit"], "WidgetKit": ["SwiftUI"],
]
/// Every module `name` re-exports, directly or through the modules it re-exports.
func reexported(by name: String) -> [String] {
  var seen: [String] = [], todo = reexports[name] ?? []
  while let next = todo.popLast() {
    if !seen.contains(next) { seen.append(next); todo += reexports[next] ?? [] }
  }
  return seen
}
func dependencyName(_ dependency: Target.Dependency) -> String? {
  switch dependency {
  case .targetItem(let name, _), .byNameItem(let name, _): return name
  default: return nil
  }
}
for target in package.targets {
  let named = target.dependencies.compactMap(dependencyName)
  var added: [String] = []
  for module in named.flatMap(reexported(by:)) where !named.contains(module) && !added.contains(module) && module != target.name {
    added.append(module)
  }
  target.dependencies += added.map { .target(name: $0) }
}
package.products = package.products.map { product in
  guard let library = product as? Product.Library else { return product }
  var targets = library.targets
  for module in library.targets.flatMap(reexported(by:)) where !targets.contains(module) { targets.append(module) }
  return .library(name: library.name, type: library.type, targets: targets)
}
