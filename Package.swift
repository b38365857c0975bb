// swift-tools-version: 6.0
// Plumbline: render SwiftUI-style screens to PNG on Linux and compare them with goldens.
//
// Every target is declared once, below, in layer order (the layers of scripts/check-layers.py,
// which checks each arrow and draws the graph in docs/architecture.md), with its whole list of
// dependencies: what it states, plus what those re-export (`deps`, see the next paragraph).
//
// Re-exported modules are direct dependencies (docs/architecture.md, "Re-exports and incremental
// builds"). SwiftPM's native build system does not recompile a target when a struct it sees only
// through a module that re-exports it (`import SwiftUI` gives PlumbUI's `Text`) gains or loses a
// stored property: the target links code built for the old layout and crashes
// (swiftlang/swift#89636, swiftlang/swift-package-manager#10502). A direct dependency on the
// re-exported module makes it recompile, so `deps` adds to each target all that its dependencies
// re-export, and `library` lists those modules in each library product too, which gives a user's
// targets the same direct arrows. The `reexports` table says which of this package's modules each
// target re-exports (`@_exported import`); scripts/check-layers.py checks it against the sources.
import PackageDescription
import CompilerPluginSupport

let reexports: [String: [String]] = [
  "AppIntents": ["PlumbGraphics", "PlumbUI"], "AudioToolbox": ["PlumbGraphics"], "AuthenticationServices": ["UIKit"],
  "AVKit": ["AVFoundation"], "Combine": ["PlumbCombine"], "CoreGraphics": ["PlumbGraphics"], "CoreImage": ["CoreGraphics"],
  "CoreText": ["CoreGraphics", "PlumbText"], "CoreTransferable": ["UniformTypeIdentifiers"],
  "ImageIO": ["CoreGraphics", "CoreImage"], "Intents": ["PlumbGraphics"], "MapKit": ["CoreLocation"], "MessageUI": ["UIKit"],
  "Network": ["PlumbGraphics"], "OSLog": ["os"], "PDFKit": ["UIKit"], "PhotosUI": ["Photos"], "PlumbCLI": ["PlumbCommandLine", "PlumbScreens"],
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

/// The named dependencies followed by the modules they re-export (each once).
func deps(_ names: String...) -> [Target.Dependency] {
  var all: [String] = []
  for name in names + names.flatMap(reexported(by:)) where !all.contains(name) { all.append(name) }
  return all.map { .byName(name: $0) }
}

/// A library product of `name`'s target and every module it re-exports.
func library(_ name: String) -> Product {
  var targets = [name]
  for module in reexported(by: name) where !targets.contains(module) { targets.append(module) }
  return .library(name: name, targets: targets)
}

let package = Package(
  name: "Plumbline",
  // The development language of the targets' localised resources (the localisation fixture's .lproj folders).
  defaultLocalization: "en",
  platforms: [.macOS(.v14)],
  // plumb-bench is no product: `swift run -c release plumb-bench` runs it in this package, and a
  // package that depends on Plumbline does not get it.
  products: [
    .executable(name: "plumb", targets: ["plumb"]),
    library("PlumbUI"),
    library("SwiftUI"),
    library("SwiftUICore"),
    library("Combine"),
    library("PlumbTesting"),
    library("UIKit"),
    library("PlumbCLI"),
    .plugin(name: "PlumbPlugin", targets: ["PlumbPlugin"]),
    library("CoreText"),
    library("CoreGraphics"),
    library("CoreImage"),
    .plugin(name: "PlumbAssetSymbols", targets: ["PlumbAssetSymbols"]),
    library("CoreData"),
    library("UniformTypeIdentifiers"),
    library("CoreTransferable"),
    library("Charts"),
    library("SwiftData"),
    library("CoreLocation"),
    library("MapKit"),
    library("WidgetKit"),
    library("StoreKit"),
    library("TipKit"),
    library("AVFoundation"),
    library("AVKit"),
    library("PhotosUI"),
    library("WebKit"),
    library("os"),
    library("OSLog"),
    library("UserNotifications"),
    library("SafariServices"),
    library("MobileCoreServices"),
    library("NaturalLanguage"),
    library("LocalAuthentication"),
    library("CoreBluetooth"),
    library("CoreHaptics"),
    library("Intents"),
    library("CoreMotion"),
    library("ImageIO"),
    library("Security"),
    library("ActivityKit"),
    library("MediaPlayer"),
    library("Network"),
    library("BackgroundTasks"),
    library("MessageUI"),
    library("Contacts"),
    library("Photos"),
    library("PDFKit"),
    library("QuickLook"),
    library("AuthenticationServices"),
    library("CryptoKit"),
    library("AudioToolbox"),
    library("AppIntents"),
  ],
  targets: [
    // MARK: c: C libraries (system-library targets) and the C shims over them
    .systemLibrary(name: "CCairo", path: "Sources/CSystem/CCairo", pkgConfig: "cairo-ft",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .systemLibrary(name: "CFreeType", path: "Sources/CSystem/CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(name: "CHarfBuzz", path: "Sources/CSystem/CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    .systemLibrary(name: "CFriBidi", path: "Sources/CSystem/CFriBidi", pkgConfig: "fribidi",
      providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
    .systemLibrary(name: "CICU", path: "Sources/CSystem/CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"]),
      .brew(["icu4c"])]),
    // The C code that calls ICU (Swift never imports ICU's headers: see CICU/shim.h).
    .target(name: "CLineBreaks", dependencies: deps("CICU"), path: "Sources/CSystem/CLineBreaks"),
    // CLDR plural categories (uplrules_select, in libicui18n) for localised strings (docs/localization.md).
    .target(name: "CPluralRules", dependencies: deps("CICU"), path: "Sources/CSystem/CPluralRules",
      linkerSettings: [.linkedLibrary("icui18n")]),
    .systemLibrary(name: "CDeflate", path: "Sources/CSystem/CDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    .systemLibrary(name: "CPixman", path: "Sources/CSystem/CPixman", pkgConfig: "pixman-1",
      providers: [.apt(["libpixman-1-dev"]), .brew(["pixman"])]),
    .target(name: "CPNGShim", path: "Sources/CSystem/CPNGShim", linkerSettings: [.linkedLibrary("png16"),
      .linkedLibrary("z")]),
    // cmark-gfm (GitHub's CommonMark parser) and its extensions, for AttributedString(markdown:).
    .systemLibrary(name: "CCmarkGFM", path: "Sources/CSystem/CCmarkGFM", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),
    // poppler-glib draws a PDF page into Cairo; the shim opens it with dlopen on first use, so no
    // command that draws no PDF loads poppler and its ~30 libraries (and building needs no poppler).
    .target(name: "CPDFShim", dependencies: deps("CCairo"), path: "Sources/CSystem/CPDFShim",
      linkerSettings: [.linkedLibrary("dl")]),
    .systemLibrary(name: "CJPEG", path: "Sources/CSystem/CJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
    .target(name: "CJPEGShim", dependencies: deps("CJPEG"), path: "Sources/CSystem/CJPEGShim"),
    // A C target rather than a systemLibrary: librsvg is opened with dlopen on the first SVG
    // (linking it loads 17 more libraries into every process, ~15-20 ms per start), so the shim
    // declares the few calls it makes (CRSVG/rsvg_abi.h) and needs only cairo.h from CCairo to build.
    .target(name: "CRSVG", dependencies: deps("CCairo"), path: "Sources/CSystem/CRSVG",
      linkerSettings: [.linkedLibrary("dl")]),
    // Little CMS 2 converts images with an ICC profile (or PNG gAMA/cHRM) into sRGB. A C target, not a
    // systemLibrary: lcms2 is opened with dlopen on the first such image (a pkg-config systemLibrary
    // would link it into every process); the shim includes <lcms2.h> from liblcms2-dev for its types.
    .target(name: "CLCMS", path: "Sources/CSystem/CLCMS", linkerSettings: [.linkedLibrary("dl")]),
    // Clang modules named after Apple frameworks, holding only their submodules, so that
    // `import os.log` and `import CoreImage.CIFilterBuiltins` load the Swift modules of those names.
    .systemLibrary(name: "CAppleSubmodules", path: "Sources/CSystem/CAppleSubmodules"),
    // OpenSSL's libcrypto for CryptoKit's digests, ciphers and keys (a tested library, not our own).
    .systemLibrary(name: "CCrypto", path: "Sources/CSystem/CCrypto", pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),

    // MARK: core: data every layer shares, and the macro plug-in (Foundation only)
    // The bundled symbol icons (docs/symbols.md): a data file read at first use, and the sets' licences.
    .target(name: "PlumbGraphics", resources: [.copy("Symbols/Resources")]),
    // The `#Preview` macro: a Foundation-only compiler plugin (no SwiftSyntax, no unsafe flags), so
    // it builds in every dependency form (root, path, branch, version). PlumbUI declares the macro.
    .macro(name: "PlumbPreviewMacros"),

    // MARK: engines: codecs, text, asset catalogs, Combine and Markdown, each over core
    .target(name: "PlumbPNG", dependencies: deps("PlumbGraphics", "CPNGShim", "CDeflate")),
    .target(name: "PlumbText", dependencies: deps("PlumbGraphics", "CFreeType", "CHarfBuzz", "CFriBidi",
      "CLineBreaks", "CPluralRules"), resources: [.copy("Fonts")]),
    .target(name: "PlumbCombine", dependencies: deps("PlumbGraphics")),
    // Foundation's Markdown parsing, which Linux Foundation lacks (docs/text.md, "Markdown").
    .target(name: "PlumbMarkdown", dependencies: deps("CCmarkGFM")),
    .target(name: "PlumbAssets", dependencies: deps("PlumbGraphics")),

    // MARK: framework modules: Apple frameworks that need no views (facades over core and engines)
    // `import CoreLocation`, `import Security`, … on Linux: the API surface app code uses, each
    // placeholder drawing what it can with one warning (docs/compatibility/frameworks.md).
    .target(name: "Combine", dependencies: deps("PlumbCombine")),
    // Empty: satisfies Swift Testing's cross-import overlay for UIKit (see the file inside).
    .target(name: "_Testing_UIKit"),
    .target(name: "CoreText", dependencies: deps("PlumbText", "PlumbGraphics", "CoreGraphics")),
    .target(name: "CoreGraphics", dependencies: deps("PlumbGraphics", "_Testing_CoreGraphics")),
    .target(name: "CoreImage", dependencies: deps("CoreGraphics", "_Testing_CoreImage", "CAppleSubmodules")),
    // Empty: satisfy Swift Testing's cross-import overlays for them (see the files inside).
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_CoreImage"),
    // Over PlumbCombine (a managed object is an ObservableObject) and PlumbGraphics (warnings).
    .target(name: "CoreData", dependencies: deps("PlumbGraphics", "PlumbCombine")),
    .target(name: "UniformTypeIdentifiers", dependencies: deps("CAppleSubmodules")),
    .target(name: "CoreTransferable", dependencies: deps("UniformTypeIdentifiers", "PlumbCombine")),
    .target(name: "CoreLocation"),
    .target(name: "AVFoundation", dependencies: deps("CoreGraphics", "PlumbGraphics")),
    .target(name: "os", dependencies: deps("CAppleSubmodules")),
    .target(name: "OSLog", dependencies: deps("os")),
    .target(name: "UserNotifications"),
    .target(name: "MobileCoreServices", dependencies: deps("UniformTypeIdentifiers", "PlumbGraphics")),
    .target(name: "NaturalLanguage", dependencies: deps("PlumbGraphics")),
    .target(name: "LocalAuthentication"),
    .target(name: "CoreBluetooth"),
    // Custom haptics (CHHapticEngine and patterns): nothing plays in a render.
    .target(name: "CoreHaptics"),
    // SiriKit intents, donations and shortcuts: no Siri in a render.
    .target(name: "Intents", dependencies: deps("PlumbGraphics")),
    // Motion sensors, a device that has none: no sample is ever delivered.
    .target(name: "CoreMotion"),
    // Image sources: sizes from PNG and JPEG headers; no bitmaps are decoded.
    .target(name: "ImageIO", dependencies: deps("CoreGraphics", "CoreImage", "PlumbAssets", "PlumbGraphics")),
    // The keychain item calls over an in-memory keychain, and SecRandomCopyBytes.
    .target(name: "Security", dependencies: deps("PlumbGraphics")),
    // Live Activities: none is shown in a render; requesting one throws .unsupported.
    .target(name: "ActivityKit"),
    // Counted in the corpora's apps (docs/compatibility/frameworks.md): network path monitoring,
    // background tasks, mail and message composers, contacts, the photo library, PDF documents,
    // Quick Look, Sign in with Apple and web authentication, and CryptoKit over libcrypto.
    .target(name: "Network", dependencies: deps("PlumbGraphics")),
    .target(name: "BackgroundTasks"),
    .target(name: "Contacts"),
    .target(name: "CryptoKit", dependencies: deps("CCrypto")),
    .target(name: "AudioToolbox", dependencies: deps("PlumbGraphics")),

    // MARK: raster: display list to pixels, and pixel comparison
    .target(name: "PlumbRaster", dependencies: deps("PlumbGraphics", "PlumbText", "PlumbPNG", "CCairo", "CPixman",
      "CFreeType", "CHarfBuzz", "CPDFShim", "CJPEGShim", "CRSVG", "CDeflate", "CLCMS")),
    .target(name: "PlumbDiff", dependencies: deps("PlumbGraphics", "PlumbPNG")),

    // MARK: ui: SwiftUI itself: views, layout, state; paints a display list
    .target(name: "PlumbUI", dependencies: deps("PlumbGraphics", "PlumbCombine", "PlumbMarkdown",
      "PlumbPreviewMacros", "PlumbAssets", "CoreData", "CoreTransferable")),

    // MARK: uikit: UIKit over PlumbUI's platform-view protocol
    .target(name: "PlumbUIKit", dependencies: deps("PlumbUI", "PlumbGraphics", "PlumbCombine", "PlumbAssets")),

    // MARK: app-framework modules: SwiftUI, UIKit and the frameworks whose views apps embed
    // Facades for shipping code (docs/architecture.md): `import SwiftUI` re-exports PlumbUI (and
    // PlumbUIKit, as on iOS); framework views (MapKit, WidgetKit, …) take their real size and draw a
    // labelled placeholder or iOS's plain controls, with one warning.
    // Facade modules for shipping code: no logic, only re-exports (docs/architecture.md).
    .target(name: "SwiftUI", dependencies: deps("PlumbUI", "SwiftUICore", "PlumbUIKit")),
    // `SwiftUICore.View` (iOS 18 split SwiftUI's core types into SwiftUICore): re-exports PlumbUI.
    .target(name: "SwiftUICore", dependencies: deps("PlumbUI")),
    .target(name: "UIKit", dependencies: deps("PlumbUIKit", "PlumbCombine", "_Testing_UIKit", "CAppleSubmodules",
      "CoreGraphics", "CoreImage")),
    .target(name: "Charts", dependencies: deps("PlumbUI")),
    .target(name: "SwiftData", dependencies: deps("PlumbUI", "PlumbGraphics", "PlumbPreviewMacros")),
    .target(name: "MapKit", dependencies: deps("CoreLocation", "PlumbUI")),
    // WidgetKit and TipKit re-export SwiftUI, as their iOS interfaces do (`import TipKit` alone gives Text).
    .target(name: "WidgetKit", dependencies: deps("SwiftUI", "PlumbUI", "PlumbGraphics", "AppIntents")),
    // UIWindowScene (AppStore.requestReview(in:)) comes from PlumbUIKit, which sits on PlumbUI.
    .target(name: "StoreKit", dependencies: deps("PlumbUI", "PlumbUIKit")),
    .target(name: "TipKit", dependencies: deps("SwiftUI", "PlumbUI")),
    .target(name: "AVKit", dependencies: deps("AVFoundation", "PlumbUI")),
    // PhotosUI re-exports Photos, as on iOS; its UIKit picker sits on PlumbUIKit.
    .target(name: "PhotosUI", dependencies: deps("PlumbUI", "Photos", "UIKit", "PlumbUIKit", "CoreTransferable")),
    .target(name: "WebKit", dependencies: deps("UIKit", "PlumbUI")),
    .target(name: "SafariServices", dependencies: deps("UIKit", "PlumbUIKit", "PlumbGraphics")),
    // Now-playing info, remote commands, the volume view and the music library: nothing plays.
    .target(name: "MediaPlayer", dependencies: deps("UIKit", "PlumbGraphics")),
    .target(name: "MessageUI", dependencies: deps("UIKit", "PlumbUIKit", "PlumbGraphics")),
    .target(name: "Photos", dependencies: deps("PlumbUIKit", "UniformTypeIdentifiers")),
    .target(name: "PDFKit", dependencies: deps("UIKit", "PlumbUIKit", "PlumbGraphics", "CPDFShim")),
    .target(name: "QuickLook", dependencies: deps("UIKit", "PlumbUIKit", "PlumbUI", "PlumbGraphics")),
    .target(name: "AuthenticationServices", dependencies: deps("UIKit", "PlumbUIKit", "PlumbUI", "PlumbGraphics")),
    // App intents, shortcuts and entities (nothing runs in a render); WidgetKit's intent widgets use them.
    .target(name: "AppIntents", dependencies: deps("PlumbUI", "PlumbGraphics", "CoreLocation",
      "UniformTypeIdentifiers")),

    // MARK: seeds: the five articles' code, as printed
    // The articles Plumbline was created from (Sources/PlumbSeeds; docs/seeds.md), one module per
    // article (two declare a `ContentView`, one an `App`), built as an app of their time builds it:
    // Swift 5 mode, importing the SwiftUI, UIKit and Combine facades. Library targets and not test
    // targets because the catalog's seed screens render them; no product holds them, so a user's
    // build never compiles them. The popup article's @objc extension stays beside its compiled copy
    // (Linux Swift has no Objective-C interop; see CustomPopupCompletions.swift).
    .target(name: "PlumbSeedPopMenu", dependencies: deps("SwiftUI", "UIKit", "Combine"),
      path: "Sources/PlumbSeeds/PopMenu", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "PlumbSeedDeviceList", dependencies: deps("SwiftUI", "UIKit", "Combine"),
      path: "Sources/PlumbSeeds/DeviceList", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "PlumbSeedFrameGetter", dependencies: deps("SwiftUI", "UIKit", "Combine"),
      path: "Sources/PlumbSeeds/FrameGetter", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "PlumbSeedSheetForm", dependencies: deps("SwiftUI", "UIKit", "Combine"),
      path: "Sources/PlumbSeeds/SheetForm", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(name: "PlumbSeedCustomPopup", dependencies: deps("SwiftUI", "UIKit", "Combine"),
      path: "Sources/PlumbSeeds/CustomPopup", exclude: ["UIViewController+TransitioningType.swift"],
      swiftSettings: [.swiftLanguageMode(.v5)]),

    // MARK: goldens: the golden store and the verdict (no test framework)
    // The golden store and verdicts, free of test frameworks, so `plumb` never links XCTest.
    .target(name: "PlumbGoldens", dependencies: deps("PlumbUI", "PlumbRaster", "PlumbText", "PlumbDiff", "PlumbPNG")),

    // MARK: screens: screens, screen sets, preview names and the one render path
    // Screens, screen sets, the preview naming rule and the one render path (ScreenRenderer) that
    // the assertions, the CLI and the catalog share (docs/architecture.md, "The render path").
    .target(name: "PlumbScreens", dependencies: deps("PlumbGoldens", "PlumbUI", "PlumbRaster", "PlumbText",
      "PlumbGraphics")),

    // MARK: catalog: the demo screens (linked only by tools and tests)
    // The demo screens: linked by `plumb`, plumb-bench and tests only, never by a library.
    .target(name: "PlumbCatalog", dependencies: deps("PlumbScreens", "PlumbUI", "PlumbGraphics", "PlumbUIKit",
      "SwiftUI", "UIKit", "Combine", "PlumbSeedPopMenu", "PlumbSeedDeviceList", "PlumbSeedFrameGetter",
      "PlumbSeedSheetForm", "PlumbSeedCustomPopup"), resources: [.copy("Resources")]),

    // MARK: cli: the plumb subcommands and the review report
    // The subcommand framework and `plumb diff`: all the front door `plumb` links.
    .target(name: "PlumbCommandLine", dependencies: deps("PlumbDiff", "PlumbPNG", "PlumbGraphics")),
    .target(name: "PlumbCLI", dependencies: deps("PlumbCommandLine", "PlumbScreens", "PlumbGoldens", "PlumbRaster",
      "PlumbDiff", "PlumbText", "PlumbUI", "PlumbPNG", "PlumbAssets")),

    // MARK: testing: assertions for XCTest and Swift Testing
    // The assertions for XCTest and Swift Testing, over PlumbGoldens and PlumbScreens.
    .target(name: "PlumbTesting", dependencies: deps("PlumbScreens", "PlumbGoldens", "PlumbUI", "PlumbText",
      "PlumbDiff", "PlumbGraphics")),

    // MARK: tools: executables, plug-ins, test support and fixtures
    // `plumb` is the front door: it runs `diff` itself and hands every other command to plumb-full
    // (docs/cli-speed.md, "The front door"). No arrow to plumb-full: SwiftPM would link its whole
    // closure into plumb; the front door builds plumb-full itself when it is missing.
    .executableTarget(name: "plumb", dependencies: deps("PlumbCommandLine")),
    .executableTarget(name: "plumb-full", dependencies: deps("PlumbCLI", "PlumbCatalog")),
    .executableTarget(name: "plumb-bench", dependencies: deps("PlumbCLI", "PlumbCatalog", "PlumbRaster", "PlumbPNG",
      "PlumbDiff", "CCairo", "PlumbText", "PlumbUI", "plumb", "plumb-full", "PlumbTestSupport", "PlumbGoldens")),
    .target(name: "PlumbTestSupport", dependencies: deps("PlumbGraphics", "PlumbPNG", "CDeflate"),
      path: "Tests/PlumbTestSupport"),
    .plugin(name: "PlumbPlugin", capability: .command(intent: .custom(verb: "plumb",
      description: "Render, record and verify goldens of every preview in this package."))),
    // Previews in a module of their own, so discovery is tested across targets (PreviewScreensTests).
    .target(name: "PlumbPreviewFixtures", dependencies: deps("PlumbUI"), path: "Tests/PlumbPreviewFixtures"),
    .executableTarget(name: "plumb-asset-symbols", dependencies: deps("PlumbAssets", "PlumbGraphics", "PlumbPNG")),
    .plugin(name: "PlumbAssetSymbols", capability: .buildTool(), dependencies: deps("plumb-asset-symbols")),
    // A target built with the plugin, as an app's would be (AssetSymbolsTests).
    .target(name: "PlumbAssetSymbolsFixture", dependencies: deps("SwiftUI", "UIKit"),
      path: "Tests/PlumbAssetSymbolsFixture", resources: [.process("Assets.xcassets")],
      plugins: ["PlumbAssetSymbols"]),
    // A target localised as an app is: a string catalog and a .strings/.stringsdict table in en, de
    // and ar, processed by SwiftPM as an app's resources are; PlumbUITests renders it in each language.
    .target(name: "PlumbLocalizationFixture", dependencies: deps("SwiftUI"), path: "Tests/PlumbLocalizationFixture",
      resources: [.process("Resources")]),

    // MARK: tests (mirror Sources/; a test target may use any layer)
    .testTarget(name: "PlumbGraphicsTests", dependencies: deps("PlumbGraphics")),
    .testTarget(name: "PlumbMarkdownTests", dependencies: deps("PlumbMarkdown")),
    .testTarget(name: "PlumbCombineTests", dependencies: deps("Combine", "PlumbGraphics")),
    .testTarget(name: "PlumbPNGTests", dependencies: deps("PlumbPNG", "PlumbTestSupport", "PlumbGraphics"),
      exclude: ["Fixtures"]),
    .testTarget(name: "PlumbTextTests", dependencies: deps("PlumbText", "PlumbRaster", "PlumbPNG",
      "PlumbTestSupport", "CFreeType", "CoreText"), exclude: ["Fixtures"]),
    .testTarget(name: "PlumbRasterTests", dependencies: deps("PlumbRaster", "PlumbPNG", "PlumbTestSupport",
      "PlumbTesting", "PlumbGraphics", "PlumbText")),
    .testTarget(name: "PlumbUITests", dependencies: deps("PlumbUI", "Combine", "PlumbTesting", "PlumbCatalog",
      "PlumbAssets", "PlumbPNG", "PlumbText", "CoreData", "PlumbLocalizationFixture"),
      exclude: ["Conformance/NOTES.md"]),
    .testTarget(name: "PlumbDiffTests", dependencies: deps("PlumbDiff", "PlumbPNG", "PlumbTestSupport",
      "PlumbGraphics"), exclude: ["Fixtures"]),
    .testTarget(name: "PlumbTestingTests", dependencies: deps("PlumbTesting", "PlumbGoldens", "PlumbTestSupport",
      "PlumbRaster", "PlumbPNG", "PlumbDiff", "PlumbUI", "PlumbText")),
    .testTarget(name: "PlumbCLITests", dependencies: deps("PlumbCLI", "PlumbTesting", "PlumbTestSupport",
      "PlumbGraphics", "PlumbPNG", "PlumbRaster", "PlumbText", "PlumbUI", "PlumbUIKit", "PlumbPreviewFixtures",
      "PlumbCatalog", "PlumbGoldens", "PlumbAssets")),
    .testTarget(name: "PlumbUIKitTests", dependencies: deps("UIKit", "SwiftUI", "Combine", "PlumbTesting",
      "PlumbGraphics", "PlumbRaster", "PlumbAssets", "CoreGraphics", "CoreImage", "PlumbTestSupport", "CoreText",
      "PlumbPNG", "PlumbAssetSymbolsFixture", "WebKit", "os", "OSLog", "AudioToolbox", "CoreData", "CoreHaptics",
      "MapKit", "Security", "ImageIO", "CoreMotion", "Intents", "AVFoundation", "ActivityKit", "MediaPlayer")),
    .testTarget(name: "PlumbAssetsTests", dependencies: deps("PlumbAssets", "PlumbGraphics")),
    // NSPersistentContainer, NSManagedObject, NSFetchRequest and NSPredicate(format:) in memory, and
    // SwiftUI's @FetchRequest (PlumbUI) over them (docs/compatibility/coredata.md).
    .testTarget(name: "CoreDataTests", dependencies: deps("CoreData", "SwiftUI", "PlumbUI", "PlumbTesting",
      "PlumbGoldens")),
    // Oliver Binns's Conferences app (MIT): a Core Data list fed by @FetchRequest, compiled unchanged
    // but for the entity class Xcode generates (docs/compatibility/coredata.md).
    .testTarget(name: "CoreDataConferencesTests", dependencies: deps("CoreData", "SwiftUI", "PlumbTesting"),
      exclude: ["Sample/LICENSE.md"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "CoreTransferableTests", dependencies: deps("CoreTransferable", "UniformTypeIdentifiers")),
    .testTarget(name: "PlumbChartsTests", dependencies: deps("Charts", "SwiftUI", "PlumbTesting", "PlumbUI"),
      exclude: ["FoodTruck/LICENSE.txt"]),
    .testTarget(name: "SwiftDataTests", dependencies: deps("SwiftData", "SwiftUI", "PlumbUI", "PlumbTesting",
      "PlumbGoldens")),
    // Apple's SwiftDataAnimals sample (Swift 5 code, compiled unchanged; docs/compatibility/swiftdata.md).
    .testTarget(name: "SwiftDataAnimalsTests", dependencies: deps("SwiftData", "SwiftUI", "PlumbTesting"),
      exclude: ["Sample/LICENSE.txt"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "PlumbFrameworkPlaceholderTests", dependencies: deps("CoreLocation", "MapKit", "WidgetKit",
      "StoreKit", "TipKit", "AVFoundation", "AVKit", "PhotosUI", "WebKit", "os", "OSLog", "UserNotifications",
      "SafariServices", "MobileCoreServices", "NaturalLanguage", "LocalAuthentication", "CoreBluetooth",
      "CoreHaptics", "Intents", "CoreMotion", "ImageIO", "Security", "ActivityKit", "MediaPlayer", "Network",
      "BackgroundTasks", "MessageUI", "Contacts", "Photos", "PDFKit", "QuickLook", "AuthenticationServices",
      "CryptoKit", "AudioToolbox", "AppIntents", "SwiftUI", "PlumbTesting", "PlumbGoldens", "PlumbUI",
      "PlumbGraphics", "PlumbTestSupport", "UIKit", "CoreImage", "CoreGraphics"),
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
