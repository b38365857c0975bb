#!/usr/bin/env python3
"""Draws a compatibility-corpus sample from bare git mirrors and writes its manifests.

Usage: scripts/corpus/draw-sample.py --seed SEED --per-repo N --out-prefix PREFIX
                                     [--split A,B] MIRROR_GIT_DIR...

Round 3 was drawn with `--seed plumbline-round3-2026-12-02 --out-prefix scripts/corpus/round3`
and a mirror of each repository of scripts/corpus/round3-candidates.txt (their order does not
matter: repositories are sorted before the split).

Each MIRROR_GIT_DIR is a bare clone (or a work tree) of one public GitHub repository, named
`.../<owner>+<name>/repo` or `.../<owner>__<name>` (the owner/name is read from that path). The
newest commit (HEAD) of each is sampled. Nothing is built and nothing is copied: the output is
manifests of URLs, commits and paths (`PREFIX-<set>.tsv`, see fetch-corpus.sh for the format) plus
`PREFIX-candidates.txt`, the per-repository candidate counts.

Candidate rule (docs/compat-corpus.md, round 3):
  - a `.swift` file of at least 400 bytes, outside test, Pods, Carthage and checkout folders,
    that imports SwiftUI and declares a View (`struct X: ... View` or `extension X: View`);
  - it and every file it needs import only Apple frameworks (APPLE below; a repo-local module
    such as `import DesignSystem` counts as not Apple, so the file is left out);
  - its references to the app's own declarations close over at most 3 other files. The app is
    the nearest folder above the file that holds an `.xcodeproj` or a `Package.swift`. A file
    needs another when it names a top-level type, global function or global constant that the
    other file declares, or uses `.member` where the other file declares `member` in an extension. A type
    or global name declared in two files of the app, that the file needs, makes it ineligible
    (two targets, most likely); an extension member declared in two files is ignored;
  - no two files of a sample share a file name (they are laid out flat).
From round 10 the rule sees more of what an Xcode build of the app sees (--no-models gives the
rule of rounds 3-9 back for models; the other changes have no switch):
  - a `Package.swift` is an app folder's manifest only when it is one (`swift-tools-version` or
    `import PackageDescription`); a view named Package.swift is an ordinary file;
  - in an app folder whose Xcode project lists its Swift files, a file that no target compiles
    (named in no Sources build phase and under no synchronised folder) is neither a candidate nor
    a declaration (a dead copy is not what the build sees);
  - extension members are keyed by the type they extend: `.member` needs, per type, the one file
    that declares it for that type, except the file's own types (unless it writes
    `value.member`). Of several types, those the file names; naming none, SwiftUI's of a pair
    such as Color/UIColor; else none. One type in two files is still ignored;
  - the classes that Xcode generates from the app's Core Data models (entities whose Codegen is
    "Class Definition") count as declared types, and the generated properties and accessors as
    declared members, so a file naming an entity needs no file for it (a file declaring the same
    name as well makes it ineligible, as any name declared twice does).
Asset catalogs (from round 6; --no-catalogs leaves them out, as rounds 1-5 were drawn): every
`.xcassets` folder of the sample's app (same app folder, outside the skipped folders) is listed
after the sample's files, as a row whose path is the catalog folder, and so is the app's Xcode
project file (`project.pbxproj`, from round 7), whose build settings say whether Xcode generates
the Swift asset symbol extensions. fetch-corpus.sh brings the catalogs' files, and
compat-check.sh generates Xcode's asset symbols from them (`Color(.brand)`, `Image(.logo)`, and
`Color.brand` unless the project turns the extensions off), as an app target's build does.
Core Data models (from round 10; --no-models leaves them out): every `.xcdatamodeld` bundle of the
sample's app (same app folder, outside the skipped folders) is listed after the catalogs and
project file, as a row whose path is the bundle. fetch-corpus.sh brings its current version, and
compat-check.sh generates the classes Xcode generates from it (scripts/coredata-codegen.py).
From round 12 two more things an Xcode build sees (--round11 gives the rule of rounds 10-11 back):
  - initialisers in extensions: `T(label: ...)` needs the one file of the app whose
    `extension T` declares `init(label: ...)` (keyed by type and first label);
  - members from another module of the repository: Swift lets a view use an extension member of
    any module its target links without importing it. A view (or a file it needs) that uses
    `.member` which the app does not declare, which is not the name of a SwiftUI or UIKit member
    (the API inventories in docs/compatibility/inventory/), and which an extension in another
    module of the repository (a Swift file outside the app folder) declares, cannot be complete
    within the app: it is not a candidate.
With --explain, each view file that is not a candidate is printed on stderr with the reason.
Language mode of a sample: 6 when its app folder's Package.swift has swift-tools-version >= 6.0
and does not ask for `.v5` (swiftLanguageModes / swiftLanguageVersions / swiftLanguageMode), or
when every SWIFT_VERSION of its Xcode project is 6.x; otherwise 5.

Selection: per repository `random.Random(f"{SEED}:{owner}/{name}").sample(candidates, N)` over
the sorted candidate paths. With --split A,B the repositories that have at least one candidate are
shuffled with `random.Random(f"{SEED}:split")` and dealt alternately into sets A and B (so no
repository is in both).
"""
import argparse
import json
import os
import shutil
import tempfile
import random
import re
import subprocess
import sys

APPLE = set("""
SwiftUI UIKit AppKit Foundation Combine CoreData MapKit AVKit AVFoundation Photos PhotosUI
WidgetKit SwiftData Observation Charts StoreKit CoreLocation CoreLocationUI CoreGraphics CoreImage
os OSLog Accessibility WebKit SafariServices MessageUI UserNotifications UserNotificationsUI
CloudKit HealthKit HealthKitUI CoreMotion CoreHaptics Contacts ContactsUI EventKit EventKitUI
GameKit LocalAuthentication AuthenticationServices QuickLook QuickLookUI CryptoKit Network
NaturalLanguage Vision VisionKit CoreML ARKit RealityKit SceneKit SpriteKit MediaPlayer MusicKit
TipKit AppIntents Intents IntentsUI LinkPresentation UniformTypeIdentifiers CoreTransferable
ActivityKit BackgroundTasks CoreSpotlight MultipeerConnectivity QuartzCore Darwin Dispatch Swift
_Concurrency RegexBuilder Security SystemConfiguration CoreBluetooth CoreNFC PassKit PDFKit
PencilKit QuickLookThumbnailing ImageIO CoreText CoreMedia CoreVideo Metal MetalKit GameController
DeveloperToolsSupport WatchKit WatchConnectivity ClockKit HomeKit ExtensionKit ShazamKit WeatherKit
Speech SoundAnalysis CoreAudio AudioToolbox Social Translation FamilyControls ManagedSettings
DeviceActivity Symbols ServiceManagement Carbon IOKit AppTrackingTransparency AdSupport
NotificationCenter CoreServices Cocoa SwiftUICore MobileCoreServices GroupActivities
StoreKitTest CarPlay DataDetection FoundationModels ImagePlayground Synchronization
CoreFoundation AVRouting AudioUnit CoreMIDI JavaScriptCore Virtualization XPC AppleArchive
Compression CoreTelephony NearbyInteraction ScreenCaptureKit ReplayKit EnergyKit
""".split())

SKIP_DIR = re.compile(r"(^|/)(Tests?|[^/]*Tests|[^/]*UITests|Pods|Carthage|\.build|checkouts|"
                      r"SourcePackages|Vendor|ThirdParty|third_party|DerivedData)(/|$)")
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|"
                    r"typealias|func|let|var)\s+)?(\w+)", re.M)
VIEW_DECL = re.compile(r"\b(?:struct|class|enum)\s+\w+\s*(?:<[^>{]*>)?\s*:[^{]*\bView\b"
                       r"|\bextension\s+[\w.]+\s*:[^{]*\bView\b")
TYPE_DECL = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)")
MEMBER_DECL = re.compile(r"\b(?:func|var|let|case)\s+(\w+)")
KEYWORDS = {"func", "var", "let", "case", "class", "struct", "enum", "protocol", "actor",
            "typealias", "static", "init", "self", "Self", "some", "any", "in", "is", "as"}
IDENT = re.compile(r"[A-Za-z_]\w*")
DOTTED = re.compile(r"\.\s*([A-Za-z_]\w*)")
POSTFIX = re.compile(r"[\w)\]?!]\.([A-Za-z_]\w*)")
INIT_CALL = re.compile(r"\b([A-Z]\w*)\s*\(\s*([A-Za-z_]\w*)\s*:")
EXT_INIT = re.compile(r"\binit\s*[?!]?\s*(?:<[^>]*>)?\s*\(\s*([A-Za-z_]\w*)")


def apple_member_names():
    """Names of SwiftUI and UIKit members, from the API inventories (docs/compatibility/inventory)."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "compatibility", "inventory")
    names = set()
    for file in ("swiftui-inventory.tsv", "uikit-usage.tsv", "usage.tsv"):
        try:
            with open(os.path.join(root, file), encoding="utf-8") as f:
                for line in f:
                    if line.startswith("#"):
                        continue
                    entry = line.split("\t", 1)[0].split("(", 1)[0]
                    names.add(entry.rsplit(".", 1)[-1].strip())
        except OSError:
            pass
    return names


def toolchain_member_names():
    """Names the toolchain's Swift, concurrency, Dispatch and Foundation modules declare (their
    symbol graphs), so that `.joined()` or `.utf8` is never taken for another module's member."""
    tool = shutil.which("swift-symbolgraph-extract")
    if not tool:
        print("draw-sample: swift-symbolgraph-extract not found; standard-library names are not known",
              file=sys.stderr)
        return set()
    names = set()
    with tempfile.TemporaryDirectory() as out:
        for module in ("Swift", "_Concurrency", "Dispatch", "Foundation", "FoundationEssentials",
                       "FoundationInternationalization"):
            subprocess.run([tool, "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
                            "-output-dir", out, "-minimum-access-level", "public"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for file in os.listdir(out):
            with open(os.path.join(out, file), encoding="utf-8") as f:
                for symbol in json.load(f).get("symbols", []):
                    last = (symbol.get("pathComponents") or [""])[-1]
                    names.add(last.split("(", 1)[0])
    return names


APPLE_MEMBERS = set()  # filled in main(): SwiftUI, UIKit and toolchain member names
ROUND11_RULE = False


def git(gitdir, *args, input=None):
    return subprocess.run(["git", f"--git-dir={gitdir}", *args], input=input,
                          capture_output=True, check=True).stdout


def read_blobs(gitdir, commit, paths):
    """{path: bytes} through one `git cat-file --batch`."""
    req = "".join(f"{commit}:{p}\n" for p in paths).encode()
    out = git(gitdir, "cat-file", "--batch", input=req)
    blobs, i = {}, 0
    for p in paths:
        nl = out.index(b"\n", i)
        header = out[i:nl].split()
        if len(header) < 3 or header[1] != b"blob":
            i = nl + 1
            continue
        size = int(header[2])
        blobs[p] = out[nl + 1:nl + 1 + size]
        i = nl + 1 + size + 1
    return blobs


def extended_type(text):
    """`SwiftUI.Color` -> "Color", `Color.Palette` -> "Color.Palette", `[Foo]`/nothing -> "?"."""
    parts = text.split(".") if text.strip() else ["?"]
    parts = [x.strip() for x in parts]
    while len(parts) > 1 and parts[0] in APPLE:
        parts = parts[1:]
    return ".".join(parts)


def strip_code(text):
    """Source text with comments and string literal contents removed (kept: line structure)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            seg = text[i:n if j < 0 else j + 2]
            out.append("\n" * seg.count("\n"))
            i = n if j < 0 else j + 2
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            seg = text[i:n if j < 0 else j + 3]
            out.append('""' + "\n" * seg.count("\n"))
            i = n if j < 0 else j + 3
        elif c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            # keep interpolations' identifiers: \( ... )
            seg = text[i + 1:j]
            out.append('"' + " ".join(re.findall(r"\\\(([^)]*)\)", seg)) + '"')
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


class SwiftFile:
    def __init__(self, path, data):
        self.path = path
        self.size = len(data)
        self.text = data.decode("utf-8", errors="replace")
        code = strip_code(self.text)
        self.imports = set(IMPORT.findall(code))
        code = IMPORT.sub("", code)  # `import struct SwiftUI.Binding` declares nothing
        self.is_view = bool(VIEW_DECL.search(code)) and "SwiftUI" in self.imports
        self.types, self.globals, self.members = set(), set(), set()
        self.member_types = {}  # member name -> the types whose extensions declare it here
        depth, ext_depths = 0, []
        # walk declarations in order, tracking brace depth and extension blocks
        for m in re.finditer(r"[{}]|\bextension\b(?:\s+[\w.]+)?|\b(?:struct|class|enum|protocol|actor|typealias)"
                             r"\s+(?!(?:func|var|let|subscript|init)\b)\w+|\b(?:func|var|let|case)\s+\w+", code):
            tok = m.group(0)
            if tok == "{":
                depth += 1
            elif tok == "}":
                depth -= 1
                while ext_depths and ext_depths[-1][0] > depth:
                    ext_depths.pop()
            elif tok.startswith("extension"):
                if depth == 0:
                    ext_depths.append((depth + 1, extended_type(tok[len("extension"):])))
            else:
                m2 = TYPE_DECL.match(tok)
                is_type = bool(m2)
                name = (m2 or MEMBER_DECL.match(tok)).group(1)
                if name in KEYWORDS:
                    continue
                if depth == 0:
                    (self.types if is_type else self.globals).add(name)
                elif ext_depths and depth == ext_depths[-1][0]:
                    self.members.add(name)  # nested types of an extension too: `Color.Palette`
                    self.member_types.setdefault(name, set()).add(ext_depths[-1][1])
        # `init(label:` inside a top-level extension of T: (T, label)
        self.inits = set()
        depth, ext = 0, []
        for m in re.finditer(r"[{}]|\bextension\s+[\w.]+|\binit\s*[?!]?\s*(?:<[^>]*>)?\s*\(\s*[A-Za-z_]\w*", code):
            tok = m.group(0)
            if tok == "{":
                depth += 1
            elif tok == "}":
                depth -= 1
                while ext and ext[-1][0] > depth:
                    ext.pop()
            elif tok.startswith("extension"):
                if depth == 0:
                    ext.append((depth + 1, extended_type(tok[len("extension"):]).split(".")[-1]))
            elif ext and depth == ext[-1][0]:
                self.inits.add((ext[-1][1], EXT_INIT.match(tok).group(1)))
        self.init_calls = set(INIT_CALL.findall(code))
        self.all_names = set(MEMBER_DECL.findall(code)) | set(TYPE_DECL.findall(code))
        self.idents = set(IDENT.findall(code))
        self.dotted = set(DOTTED.findall(code))
        self.postfix = set(POSTFIX.findall(code))  # `value.member` (not an implicit `.member`)


def app_root(path, roots):
    d = os.path.dirname(path)
    while True:
        if d in roots:
            return d
        if not d:
            return ""
        d = os.path.dirname(d)


def language_mode(gitdir, commit, root, tree):
    pkg = (root + "/" if root else "") + "Package.swift"
    if pkg in tree:
        text = read_blobs(gitdir, commit, [pkg]).get(pkg, b"").decode("utf-8", "replace")
        m = re.search(r"swift-tools-version\s*:\s*(\d+)\.(\d+)", text)
        if m and int(m.group(1)) >= 6 and not re.search(
                r"swiftLanguage(?:Modes|Versions|Mode)\s*[:(]\s*\[?[^\]\n]*\.v5", text):
            return "6"
        return "5"
    prefix = (root + "/" if root else "")
    projs = [p for p in tree if p.startswith(prefix) and p.endswith(".xcodeproj/project.pbxproj")
             and p[len(prefix):].count("/") == 1]
    versions = []
    for p in projs:
        text = read_blobs(gitdir, commit, [p]).get(p, b"").decode("utf-8", "replace")
        versions += re.findall(r"SWIFT_VERSION = ([\d.]+);", text)
    if versions and all(v.startswith("6") for v in versions):
        return "6"
    return "5"


def owner_name(gitdir):
    parts = os.path.abspath(gitdir).rstrip("/").split("/")
    base = parts[-2] if parts[-1] in ("repo", ".git") else parts[-1]
    for sep in ("+", "__"):
        if sep in base:
            return base.split(sep, 1)
    raise SystemExit(f"draw-sample: cannot read owner/name from {gitdir}")


def catalogs_by_root(tree, roots, suffix=".xcassets"):
    """{app root: sorted folders named *suffix (asset catalogs, Core Data models) whose app is that root}."""
    found = {}
    pattern = re.compile(r"(.*?" + re.escape(suffix) + r")/")
    for p in tree:
        m = pattern.match(p)
        if not m or SKIP_DIR.search(m.group(1)):
            continue
        found.setdefault(app_root(m.group(1) + "/x", roots), set()).add(m.group(1))
    return {root: sorted(c) for root, c in found.items()}


def current_model_version(gitdir, commit, model, tree):
    """The `contents` path of a `.xcdatamodeld` bundle's current version (Xcode generates code
    from that one only): the version `.xccurrentversion` names, else the only version."""
    versions = sorted(p for p in tree if p.startswith(model + "/") and p.endswith(".xcdatamodel/contents")
                      and p[len(model) + 1:].count("/") == 1)
    marker = model + "/.xccurrentversion"
    if marker in tree:
        text = read_blobs(gitdir, commit, [marker]).get(marker, b"").decode("utf-8", "replace")
        m = re.search(r"<key>_XCCurrentVersionName</key>\s*<string>([^<]+)</string>", text)
        if m and f"{model}/{m.group(1)}/contents" in versions:
            return f"{model}/{m.group(1)}/contents"
    return versions[0] if len(versions) == 1 else (versions[-1] if versions else None)


def model_declarations(data):
    """(class names, {member: class names}) that Xcode's code generation declares for a model's
    `contents` XML: a class per entity with codeGenerationType "class", and for "class" and
    "category" the entity's attributes and relationships (and their generated accessors)."""
    import xml.etree.ElementTree as ET
    classes, members = set(), {}
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        return classes, members
    for entity in root.iter("entity"):
        gen = entity.get("codeGenerationType")
        if gen not in ("class", "category"):
            continue
        name = (entity.get("representedClassName") or entity.get("name") or "").split(".")[-1]
        if not name:
            continue
        if gen == "class":
            classes.add(name)
        for prop in entity:
            pname = prop.get("name")
            if prop.tag not in ("attribute", "relationship") or not pname:
                continue
            names = [pname]
            if prop.tag == "relationship" and prop.get("toMany") == "YES":
                cap = pname[:1].upper() + pname[1:]
                names += [f"addTo{cap}", f"removeFrom{cap}"]
                if prop.get("ordered") == "YES":
                    names += [f"insertInto{cap}", f"replace{cap}"]
            for n in names:
                members.setdefault(n, set()).add(name)
        members.setdefault("fetchRequest", set()).add(name)
    return classes, members


def project_sources(gitdir, commit, tree, root):
    """What the Xcode projects directly in `root` compile: (Swift file names in a Sources build
    phase, folder paths Xcode 16 synchronises into targets), or None when `root` has no project
    that lists either (a package, or a project generated by another tool)."""
    prefix = root + "/" if root else ""
    projects = [p for p in tree if p.startswith(prefix) and p.endswith(".xcodeproj/project.pbxproj")
                and p[len(prefix):].count("/") == 1]
    names, folders = set(), set()
    for proj, data in read_blobs(gitdir, commit, projects).items():
        text = data.decode("utf-8", "replace")
        names |= set(re.findall(r"/\* ([^/*]+?\.swift) in Sources \*/", text))
        section = re.search(r"/\* Begin PBXFileSystemSynchronizedRootGroup section \*/(.*?)"
                            r"/\* End PBXFileSystemSynchronizedRootGroup section \*/", text, re.S)
        for m in re.finditer(r"\bpath = (\"[^\"]*\"|[^;]+);", section.group(1) if section else ""):
            folders.add(m.group(1).strip('"').strip("/"))
    if not names and not folders:
        return None
    return names, folders


def in_project(path, root, sources):
    """Whether a project that compiles `sources` builds the file `path` of its app folder `root`."""
    if sources is None:
        return True
    names, folders = sources
    if os.path.basename(path) in names:
        return True
    rel = "/" + (path[len(root) + 1:] if root else path)
    return any(f"/{f}/" in rel for f in folders if f)


def is_manifest(data):
    """Whether a file named Package.swift is a SwiftPM manifest (not, say, a view of a `Package` model)."""
    text = data.decode("utf-8", "replace")
    return bool(re.search(r"swift-tools-version|\bimport\s+PackageDescription\b", text))


EXPLAIN = []  # with --explain: (path, why) of every view file that is not a candidate


def explain(path, why):
    if EXPLAIN is not None:
        EXPLAIN.append((path, why))


MODEL = "<model>"  # the owner of a declaration that a Core Data model generates


def candidates(gitdir, carry_models=True):
    commit = git(gitdir, "rev-parse", "HEAD").decode().strip()
    tree = git(gitdir, "ls-tree", "-r", "--name-only", "-z", commit).decode().split("\0")
    tree = [p for p in tree if p]
    manifests = [p for p in tree if p.endswith("/Package.swift") or p == "Package.swift"]
    manifest_data = read_blobs(gitdir, commit, manifests)
    roots = set()
    for p in tree:
        if p in manifest_data and is_manifest(manifest_data[p]):
            roots.add(os.path.dirname(p))
        m = re.match(r"(.*?)(?:^|/)[^/]+\.xcodeproj/", p)
        if m:
            roots.add(m.group(1).rstrip("/"))
    swift = [p for p in tree if p.endswith(".swift") and not SKIP_DIR.search(p)
             and not (p in manifest_data and is_manifest(manifest_data[p]))]
    files = {p: SwiftFile(p, b) for p, b in read_blobs(gitdir, commit, swift).items()}
    catalogs = catalogs_by_root(tree, roots)
    # The app's project file travels with its catalogs (its asset-symbol build settings).
    for root in list(catalogs):
        prefix = root + "/" if root else ""
        projects = sorted(p for p in tree if p.startswith(prefix) and p.endswith(".xcodeproj/project.pbxproj")
                          and p[len(prefix):].count("/") == 1)
        if projects:
            catalogs[root] = catalogs[root] + projects[:1]
    # Core Data models: the bundle travels with the sample (after the catalogs), and the classes
    # and members Xcode generates from its current version count as declared by the app.
    models = catalogs_by_root(tree, roots, ".xcdatamodeld") if carry_models else {}
    model_decls = {}
    for root, bundles in models.items():
        classes, members = set(), {}
        for bundle in bundles:
            current = current_model_version(gitdir, commit, bundle, tree)
            if not current:
                continue
            c, m = model_declarations(read_blobs(gitdir, commit, [current]).get(current, b""))
            classes |= c
            for k, v in m.items():
                members.setdefault(k, set()).update(v)
        model_decls[root] = (classes, members)
    by_root = {}
    for p in files:
        by_root.setdefault(app_root(p, roots), []).append(p)
    # Extension members declared per app folder (for members that leak from another module), and
    # every member name an app folder declares at any depth (its own types' members too).
    members_by_root, names_by_root = {}, {}
    for p, f in files.items():
        members_by_root.setdefault(app_root(p, roots), set()).update(f.members)
        names_by_root.setdefault(app_root(p, roots), set()).update(f.all_names)
    result = []
    modes = {}
    for root, paths in by_root.items():
        # Files the app's Xcode project does not compile are left out, as a build leaves them out.
        sources = project_sources(gitdir, commit, tree, root)
        paths = [p for p in paths if in_project(p, root, sources)]
        model_classes, model_members = model_decls.get(root, (set(), {}))
        type_decl, member_decl, init_decl = {}, {}, {}
        foreign = set()
        if not ROUND11_RULE:
            for other_root, names in members_by_root.items():
                if other_root != root:
                    foreign |= names
            foreign -= names_by_root.get(root, set())
        for p in paths:
            f = files[p]
            for key in f.inits:
                init_decl.setdefault(key, set()).add(p)
            for n in f.types | f.globals:
                type_decl.setdefault(n, set()).add(p)
            for n, types in f.member_types.items():
                for t in types:
                    member_decl.setdefault(n, {}).setdefault(t, set()).add(p)
        for n in model_classes:
            type_decl.setdefault(n, set()).add(MODEL)
        for n, types in model_members.items():
            for t in types:
                member_decl.setdefault(n, {}).setdefault(t, set()).add(MODEL)

        def needs(p):
            f = files[p]
            out, bad = set(), False
            for n in f.idents - f.types - f.globals:
                owners = type_decl.get(n, set()) - {p}
                if len(owners) > 1 or (owners and n in f.types):
                    bad = True
                out |= owners
            # `.member`: the file that declares it in an extension of a type. Of several such
            # types (other than those this file extends with it, unless it writes `value.member`):
            # the ones the file names; when it names none, SwiftUI's of a pair such as Color and
            # UIColor (`.font(.brand)` with `Font.brand` and `UIFont.brand`); else none. A member
            # declared for the same type in two files is ignored (two targets, or overloads).
            for n in f.dotted:
                decl = member_decl.get(n)
                if not decl:
                    continue
                own = f.member_types.get(n, set())
                if own and n not in f.postfix:
                    continue  # `.member` where the file's own extension declares it
                types = sorted(t for t in decl if t not in own)
                if len(types) > 1:
                    types = ([t for t in types if t.split(".")[-1] in f.idents]
                             or [t for t in types if "UI" + t in types or "NS" + t in types])
                for t in types:
                    owners = decl[t] - {p}
                    if len(owners) == 1:
                        out |= owners
            if not ROUND11_RULE:
                # `T(label:` where the app's extension of T declares `init(label:`.
                for key in f.init_calls:
                    owners = init_decl.get(key, set()) - {p}
                    if len(owners) == 1:
                        out |= owners
                # `.member` that only another module of the repository declares.
                leaked = sorted(n for n in f.dotted if n not in member_decl and n in foreign
                                and n not in APPLE_MEMBERS and n not in f.members)
                if leaked:
                    bad = "uses " + ", ".join("." + n for n in leaked[:3]) + " from another module of the repository"
            return out - {MODEL}, bad

        for p in sorted(paths):
            f = files[p]
            if not f.is_view or f.size < 400:
                continue
            if not f.imports <= APPLE:
                explain(p, "imports " + " ".join(sorted(f.imports - APPLE)))
                continue
            closure, todo, ok = set(), [p], True
            while todo and ok:
                q = todo.pop()
                deps, bad = needs(q)
                if bad:
                    ok = False
                    explain(p, f"{q} " + (bad if isinstance(bad, str) else "names a type declared in two places"))
                for d in deps - closure - {p}:
                    closure.add(d)
                    todo.append(d)
                if len(closure) > 3:
                    ok = False
                    explain(p, "needs more than 3 files: " + " ".join(sorted(closure)))
            if not ok:
                continue
            outside = [d for d in closure if not files[d].imports <= APPLE]
            if outside:
                explain(p, "needs " + " ".join(f"{d} (imports {' '.join(sorted(files[d].imports - APPLE))})"
                                               for d in sorted(outside)))
                continue
            names = [os.path.basename(x) for x in [p, *closure]]
            if len(set(names)) != len(names):
                explain(p, "two files of the same name")
                continue
            if root not in modes:
                modes[root] = language_mode(gitdir, commit, root, tree)
            result.append((p, sorted(closure), modes[root], catalogs.get(root, []), models.get(root, [])))
    return commit, result


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", required=True)
    ap.add_argument("--per-repo", type=int, default=5)
    ap.add_argument("--out-prefix", required=True)
    ap.add_argument("--split", default="dev,heldout")
    ap.add_argument("--no-catalogs", action="store_true",
                    help="leave the apps' asset catalogs out of the samples (rounds 1-5)")
    ap.add_argument("--no-models", action="store_true",
                    help="leave the apps' Core Data models out of the samples, and do not count what "
                         "Xcode generates from them as declared (rounds 1-9)")
    ap.add_argument("--explain", action="store_true",
                    help="print on stderr why each view file of at least 400 bytes is not a candidate")
    ap.add_argument("--round11", action="store_true",
                    help="the rule of rounds 10-11: no extension initialisers, no check for members from "
                         "another module of the repository")
    ap.add_argument("mirrors", nargs="+")
    args = ap.parse_args()
    global ROUND11_RULE
    ROUND11_RULE = args.round11
    if not ROUND11_RULE:
        APPLE_MEMBERS.update(apple_member_names() | toolchain_member_names())
    sets = args.split.split(",")
    repos = []
    counts = []
    for gitdir in args.mirrors:
        owner, name = owner_name(gitdir)
        EXPLAIN.clear()
        commit, cands = candidates(gitdir, carry_models=not args.no_models)
        if args.explain:
            for path, why in EXPLAIN:
                print(f"{owner}/{name}: not {path}: {why}", file=sys.stderr)
        counts.append(f"{owner}/{name}\t{commit}\t{len(cands)}")
        print(f"{owner}/{name}: {len(cands)} candidates", file=sys.stderr)
        if cands:
            repos.append((f"{owner}/{name}", commit, cands))
    repos.sort()
    order = list(range(len(repos)))
    random.Random(f"{args.seed}:split").shuffle(order)
    assignment = {i: sets[k % len(sets)] for k, i in enumerate(order)}
    rows = {s: [] for s in sets}
    for i, (repo, commit, cands) in enumerate(repos):
        rng = random.Random(f"{args.seed}:{repo}")
        picked = rng.sample(cands, min(args.per_repo, len(cands)))
        used = {}
        for view, deps, mode, catalogs, models in sorted(picked):
            stem = re.sub(r"[^\w+.-]", "_", os.path.basename(view)[:-len(".swift")])
            used[stem] = used.get(stem, 0) + 1
            sample = f"{repo.replace('/', '__')}/{stem}" + (f"-{used[stem]}" if used[stem] > 1 else "")
            for path in [view, *deps, *([] if args.no_catalogs else catalogs),
                         *([] if args.no_models else models)]:
                rows[assignment[i]].append((sample, f"https://github.com/{repo}", commit, mode, path))
    for s in sets:
        with open(f"{args.out_prefix}-{s}.tsv", "w") as out:
            out.write("# sample\trepository\tcommit\tlanguage_mode\tpath (first row of a sample: the view file)\n")
            for r in rows[s]:
                out.write("\t".join(r) + "\n")
        print(f"{s}: {len({r[0] for r in rows[s]})} samples, {len(rows[s])} files, "
              f"{len({r[1] for r in rows[s]})} repositories", file=sys.stderr)
    with open(f"{args.out_prefix}-candidates.txt", "w") as out:
        out.write("\n".join(counts) + "\n")


if __name__ == "__main__":
    main()
