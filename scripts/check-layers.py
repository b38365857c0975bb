#!/usr/bin/env python3
"""Checks the package's target graph against the layer table below; writes that graph for docs.

Usage: scripts/check-layers.py [--describe FILE] [--manifest FILE] [--markdown | --update-docs]

Reads `swift package describe --type json` (or FILE, that command's saved output) and checks that
  - every target is in exactly one layer of LAYERS (a new target must be placed);
  - every dependency arrow goes from a target to a layer its own layer may use (MAY_USE), or is
    listed in EXCEPTIONS with the reason it is there;
  - a target in LINKED_ONLY_BY is reached, directly or through other targets, only by the targets
    listed for it (tests are not checked);
  - no exception is stale (an excepted arrow that the package no longer has);
  - every target (tests too) depends directly on each module of this package that it imports, and
    on every module its dependencies re-export (`@_exported import`), and every library product
    lists the modules its targets re-export; and Package.swift's `reexports` table says what the
    sources re-export. Swift's native incremental build links stale struct layouts without those
    direct arrows (docs/architecture.md, "Re-exports and incremental builds").
Prints each problem and exits 1 if there is one. `--markdown` prints the layer graph that
docs/architecture.md shows between its `layers:begin` and `layers:end` markers; `--update-docs`
rewrites that part of docs/architecture.md. Without either, the check also fails when
docs/architecture.md's copy differs from what the table and the package give (docs/architecture.md,
"Targets and layers").
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

# Layers, bottom to top: (name, what it holds, targets). "framework modules" and "app-framework
# modules" take every Apple framework facade; the rest are named one by one.
LAYERS = [
    ("c", "C libraries (system-library targets) and the C shims over them",
     ["CAppleSubmodules", "CCairo", "CCmarkGFM", "CCrypto", "CDeflate", "CFreeType", "CFriBidi", "CHarfBuzz",
      "CICU", "CJPEG", "CJPEGShim", "CLCMS", "CLineBreaks", "CPDFShim", "CPNGShim", "CPixman",
      "CPluralRules", "CRSVG"]),
    ("core", "data every layer shares, and the macro plug-in (Foundation only)",
     ["PlumbGraphics", "PlumbPreviewMacros"]),
    ("engines", "codecs, text, asset catalogs, Combine and Markdown, each over core",
     ["PlumbPNG", "PlumbText", "PlumbAssets", "PlumbCombine", "PlumbMarkdown"]),
    ("framework modules", "Apple frameworks that need no views (facades over core and engines)",
     ["Combine", "CoreGraphics", "CoreImage", "CoreText", "CoreData", "CoreTransferable",
      "UniformTypeIdentifiers", "MobileCoreServices", "os", "OSLog", "CryptoKit", "Security", "Intents",
      "Network", "NaturalLanguage", "AudioToolbox", "AVFoundation", "ImageIO", "CoreLocation",
      "CoreBluetooth", "CoreHaptics", "CoreMotion", "Contacts", "LocalAuthentication", "UserNotifications",
      "BackgroundTasks", "ActivityKit", "_Testing_CoreGraphics", "_Testing_CoreImage", "_Testing_UIKit"]),
    ("raster", "display list to pixels, and pixel comparison", ["PlumbRaster", "PlumbDiff"]),
    ("ui", "SwiftUI itself: views, layout, state; paints a display list", ["PlumbUI"]),
    ("uikit", "UIKit over PlumbUI's platform-view protocol", ["PlumbUIKit"]),
    ("app-framework modules", "SwiftUI, UIKit and the frameworks whose views apps embed",
     ["SwiftUI", "SwiftUICore", "UIKit", "Charts", "MapKit", "AVKit", "WebKit", "WidgetKit", "AppIntents",
      "StoreKit", "TipKit", "QuickLook", "SafariServices", "MessageUI", "PDFKit", "Photos", "PhotosUI",
      "AuthenticationServices", "SwiftData", "MediaPlayer"]),
    ("seeds", "the five articles' code, as printed",
     ["PlumbSeedCustomPopup", "PlumbSeedDeviceList", "PlumbSeedFrameGetter", "PlumbSeedPopMenu",
      "PlumbSeedSheetForm"]),
    ("goldens", "the golden store and the verdict (no test framework)", ["PlumbGoldens"]),
    ("screens", "screens, screen sets, preview names and the one render path", ["PlumbScreens"]),
    ("catalog", "the demo screens (linked only by tools and tests)", ["PlumbCatalog"]),
    ("cli", "the plumb subcommands and the review report", ["PlumbCommandLine", "PlumbCLI"]),
    ("testing", "assertions for XCTest and Swift Testing", ["PlumbTesting"]),
    ("tools", "executables, plug-ins, test support and fixtures",
     ["plumb", "plumb-full", "plumb-asset-symbols", "plumb-bench", "PlumbPlugin", "PlumbAssetSymbols", "PlumbTestSupport",
      "PlumbPreviewFixtures", "PlumbLocalizationFixture", "PlumbAssetSymbolsFixture"]),
]

# The layers each layer may depend on (its own name: arrows inside the layer are allowed).
MAY_USE = {
    "c": ["c"],
    "core": [],
    "engines": ["c", "core"],
    "framework modules": ["c", "core", "engines", "framework modules"],
    "raster": ["c", "core", "engines"],
    "ui": ["core", "engines", "framework modules"],
    "uikit": ["core", "engines", "ui"],
    "app-framework modules": ["c", "core", "engines", "framework modules", "ui", "uikit", "app-framework modules"],
    "seeds": ["framework modules", "app-framework modules"],
    "goldens": ["core", "engines", "raster", "ui"],
    "screens": ["core", "engines", "raster", "ui", "goldens"],
    "catalog": ["core", "framework modules", "ui", "uikit", "app-framework modules", "seeds", "screens"],
    "cli": ["core", "engines", "raster", "ui", "goldens", "screens", "cli"],
    "testing": ["core", "engines", "raster", "ui", "goldens", "screens"],
    "tools": [name for name, _, _ in LAYERS],
}

# Arrows that break the table, each with why it is there. Remove an entry when its arrow goes.
EXCEPTIONS = {}

# Targets that only the listed targets (and tests) may reach, directly or through others: the demo
# catalog is no part of what a user's test target or runner links (PlumbTesting, PlumbCLI).
LINKED_ONLY_BY = {
    "PlumbCatalog": ["plumb-full", "plumb-bench"],
}

# Targets that must not reach the listed ones: `plumb`, the front door, loads nothing of the
# renderer, so that `plumb diff` starts fast (docs/cli-speed.md, "The front door").
NEVER_LINKS = {
    "plumb": ["PlumbCLI", "PlumbCatalog", "PlumbRaster", "PlumbText", "PlumbUI", "PlumbScreens"],
}

BEGIN, END = "<!-- layers:begin (scripts/check-layers.py --update-docs) -->", "<!-- layers:end -->"


def describe(path):
    if path:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    # A scratch folder of its own, so that a build or `swift test` holding .build's lock (the
    # test suite runs this script) does not make it wait.
    with tempfile.TemporaryDirectory() as scratch:
        out = subprocess.run(["swift", "package", "--scratch-path", scratch, "describe", "--type", "json"],
                             cwd=root, check=True, capture_output=True, text=True).stdout
    return json.loads(out[out.index("{"):])


def graph(package):
    """{target: sorted dependencies}, tests left out (a test target may use anything)."""
    out = {}
    for t in package["targets"]:
        if t.get("type") == "test":
            continue
        deps = set(t.get("target_dependencies", [])) | set(t.get("product_dependencies", []))
        out[t["name"]] = sorted(deps)
    return out


def check(deps):
    layer_of, problems = {}, []
    for name, _, targets in LAYERS:
        for t in targets:
            if t in layer_of:
                problems.append(f"{t} is in two layers: {layer_of[t]} and {name}")
            layer_of[t] = name
    for t in sorted(deps):
        if t not in layer_of:
            problems.append(f"{t} is in no layer: add it to LAYERS in scripts/check-layers.py")
    for t in sorted(set(layer_of) - set(deps)):
        problems.append(f"{t} is in LAYERS but not in the package")
    used = set()
    for t, ds in sorted(deps.items()):
        if t not in layer_of:
            continue
        for d in ds:
            if d not in layer_of:
                continue
            if layer_of[d] in MAY_USE[layer_of[t]]:
                continue
            if (t, d) in EXCEPTIONS:
                used.add((t, d))
                continue
            problems.append(f"{t} ({layer_of[t]}) depends on {d} ({layer_of[d]}), which its layer may not use")
    for t in sorted(deps):
        reached = closure(deps, t)
        for hidden, allowed in sorted(LINKED_ONLY_BY.items()):
            if hidden in reached and t not in allowed:
                problems.append(f"{t} links {hidden} (through {', '.join(path(deps, t, hidden))}), "
                                f"which only {', '.join(allowed)} and tests may link")
    for t, banned in sorted(NEVER_LINKS.items()):
        reached = closure(deps, t)
        for b in banned:
            if b in reached:
                problems.append(f"{t} links {b} (through {', '.join(path(deps, t, b))}), which it must never link")
    for arrow in sorted(set(EXCEPTIONS) - used):
        problems.append(f"stale exception {arrow[0]} -> {arrow[1]}: the package no longer has it")
    return problems


IMPORT = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+|(?:public|package|internal|private|fileprivate)\s+)*import\s+"
                    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def header_imports(path):
    """{module: re-exported?} for the imports at the top of one Swift file (before its first
    declaration, so that `import` lines inside string literals further down are not counted)."""
    out, in_comment = {}, False
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.strip()
            if in_comment:
                in_comment = "*/" not in line
                continue
            if line.startswith("/*"):
                in_comment = "*/" not in line
                continue
            if not line or line.startswith("//") or line.startswith("#"):
                continue
            m = IMPORT.match(line)
            if not m:
                break
            out[m.group(1)] = out.get(m.group(1), False) or line.startswith("@_exported")
    return out


def imports_by_target(package, root):
    """{target: {module: re-exported?}} over each target's Swift sources."""
    out = {}
    for t in package["targets"]:
        merged = {}
        for rel in t.get("sources", []):
            if rel.endswith(".swift"):
                for m, exported in header_imports(os.path.join(root, t["path"], rel)).items():
                    merged[m] = merged.get(m, False) or exported
        out[t["name"]] = merged
    return out


def reexports_by_target(package, imports):
    """{target: the package's modules it re-exports}."""
    module_of = {t.get("c99name", t["name"]): t["name"] for t in package["targets"]}
    return {t: sorted(module_of[m] for m, e in ms.items() if e and m in module_of) for t, ms in imports.items()}


def without_reexported(deps, reexports):
    """The arrows a target states for itself: those not there only because another of its
    dependencies re-exports the module (the layer table checks these; docs draw these)."""
    return {t: [d for d in ds if not any(d in closure(reexports, o) for o in ds if o != d)]
            for t, ds in deps.items()}


def reexport_problems(package, imports, reexports, manifest_text):
    """The direct arrows re-exports need (see the module docstring), and the manifest's table."""
    module_of = {t.get("c99name", t["name"]): t["name"] for t in package["targets"]}
    problems = []
    table = {name: sorted(re.findall(r'"([^"]+)"', body))
             for name, body in re.findall(r'"(\w+)": \[([^\]]*)\]', manifest_text.split("let reexports", 1)[-1].split("\n]", 1)[0])}
    for t in sorted(set(table) | {t for t, r in reexports.items() if r}):
        if table.get(t, []) != reexports.get(t, []):
            problems.append(f"Package.swift's reexports table says {t} re-exports {table.get(t, [])}; "
                            f"its sources re-export {reexports.get(t, [])}")
    for t in package["targets"]:
        name = t["name"]
        deps = set(t.get("target_dependencies", [])) | set(t.get("product_dependencies", []))
        for d in sorted(deps):
            for r in sorted(closure(reexports, d) - deps - {name}):
                problems.append(f"{name} depends on {d}, which re-exports {r}, but not directly on {r}")
        for m in sorted(imports[name]):
            if m in module_of and module_of[m] not in deps and module_of[m] != name:
                problems.append(f"{name} imports {m} but does not depend on it")
    for p in package["products"]:
        if "library" in p["type"]:
            listed = set(p["targets"])
            for r in sorted(set().union(*[closure(reexports, x) for x in p["targets"]]) - listed):
                problems.append(f"the {p['name']} product does not list {r}, which its targets re-export")
    return problems


DECLARATION = re.compile(r"\.(?:target|testTarget|executableTarget|systemLibrary|macro|plugin)\(\s*name:\s*\"([^\"]+)\"")


def manifest_order_problems(package, manifest_text):
    """Package.swift declares each target once (no loop adds or changes one later), in layer
    order, the tests last."""
    problems = []
    start = manifest_text.find("\n  targets: [")
    declared = DECLARATION.findall(manifest_text[start:] if start >= 0 else manifest_text)
    names = [t["name"] for t in package["targets"]]
    for n in sorted(set(names)):
        count = declared.count(n)
        if count != 1:
            problems.append(f"Package.swift declares {n} {count} times; declare each target once, with its whole "
                            "dependency list")
    if re.search(r"for\s+\w+\s+in\s+package\.targets", manifest_text) or "package.targets +=" in manifest_text \
            or "package.targets.append" in manifest_text:
        problems.append("Package.swift changes targets after declaring them; give each its whole list where it is declared")
    rank = {t: i for i, (_, _, ts) in enumerate(LAYERS) for t in ts}
    tests = {t["name"] for t in package["targets"] if t.get("type") == "test"}
    last = -1
    for n in declared:
        r = len(LAYERS) if n in tests else rank.get(n)
        if r is None:
            continue
        if r < last:
            problems.append(f"Package.swift declares {n} ({'tests' if n in tests else LAYERS[r][0]}) after a target of a "
                            "higher layer; keep the declarations in layer order")
        last = max(last, r)
    return problems


def closure(deps, target):
    """Every target `target` depends on, directly or through others."""
    seen, todo = set(), list(deps.get(target, []))
    while todo:
        d = todo.pop()
        if d not in seen:
            seen.add(d)
            todo += deps.get(d, [])
    return seen


def path(deps, start, goal):
    """One chain of arrows from `start` to `goal` (breadth first), for the message."""
    previous, todo = {start: None}, [start]
    while todo:
        t = todo.pop(0)
        if t == goal:
            chain = []
            while t is not None:
                chain.append(t)
                t = previous[t]
            return list(reversed(chain))
        for d in deps.get(t, []):
            if d not in previous:
                previous[d] = t
                todo.append(d)
    return [start, goal]


def markdown(deps):
    lines = [BEGIN, "", "| layer | may use | targets and what they depend on |", "|---|---|---|"]
    for name, what, targets in reversed(LAYERS):
        parts = []
        for t in targets:
            ds = deps.get(t, [])
            parts.append(f"`{t}`" + (" → " + ", ".join(ds) if ds else ""))
        may = ", ".join(x for x in MAY_USE[name] if x != name) or "nothing"
        if name in MAY_USE[name]:
            may += " (and itself)"
        if name == "tools":
            may = "any layer"
        lines.append(f"| **{name}**: {what} | {may} | " + "; ".join(parts) + " |")
    if EXCEPTIONS:
        lines += ["", "Exceptions (arrows the table does not allow, kept for a stated reason):", ""]
        lines += [f"- `{t}` → `{d}`: {why}" for (t, d), why in sorted(EXCEPTIONS.items())]
    else:
        lines += ["", "Exceptions: none (every arrow is one the table allows)."]
    lines += ["", "Linked only by some targets (directly or through others), and by tests:", ""]
    lines += [f"- `{t}`: {', '.join(f'`{a}`' for a in allowed)}" for t, allowed in sorted(LINKED_ONLY_BY.items())]
    lines += ["", END]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--describe", help="saved output of `swift package describe --type json`")
    ap.add_argument("--markdown", action="store_true", help="print the layer graph for docs/architecture.md")
    ap.add_argument("--update-docs", action="store_true", help="rewrite the graph in docs/architecture.md")
    ap.add_argument("--manifest", help="read this file as Package.swift (tests give edited copies)")
    args = ap.parse_args()
    package = describe(args.describe)
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    imports = imports_by_target(package, root)
    reexports = reexports_by_target(package, imports)
    deps = without_reexported(graph(package), reexports)
    with open(args.manifest or os.path.join(root, "Package.swift"), encoding="utf-8") as f:
        manifest = f.read()
        problems = check(deps) + reexport_problems(package, imports, reexports, manifest) \
            + manifest_order_problems(package, manifest)
    text = markdown(deps)
    doc_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "architecture.md")
    if args.markdown:
        print(text)
    elif args.update_docs:
        with open(doc_path, encoding="utf-8") as f:
            doc = f.read()
        if BEGIN not in doc or END not in doc:
            sys.exit(f"docs/architecture.md has no {BEGIN} … {END} markers")
        start, end = doc.index(BEGIN), doc.index(END) + len(END)
        with open(doc_path, "w", encoding="utf-8") as f:
            f.write(doc[:start] + text + doc[end:])
    else:
        with open(doc_path, encoding="utf-8") as f:
            doc = f.read()
        if BEGIN in doc and END in doc:
            current = doc[doc.index(BEGIN):doc.index(END) + len(END)]
            if current != text:
                problems.append("docs/architecture.md's layer graph is stale: run scripts/check-layers.py --update-docs")
        else:
            problems.append(f"docs/architecture.md has no {BEGIN} … {END} markers")
    for p in problems:
        print(p)
    if problems:
        return 1
    if not (args.markdown or args.update_docs):
        print(f"layers: {len(deps)} targets, every arrow allowed ({len(EXCEPTIONS)} stated exceptions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
