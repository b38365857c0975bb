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
Asset catalogs (from round 6; --no-catalogs leaves them out, as rounds 1-5 were drawn): every
`.xcassets` folder of the sample's app (same app folder, outside the skipped folders) is listed
after the sample's files, as a row whose path is the catalog folder, and so is the app's Xcode
project file (`project.pbxproj`, from round 7), whose build settings say whether Xcode generates
the Swift asset symbol extensions. fetch-corpus.sh brings the catalogs' files, and
compat-check.sh generates Xcode's asset symbols from them (`Color(.brand)`, `Image(.logo)`, and
`Color.brand` unless the project turns the extensions off), as an app target's build does.
Language mode of a sample: 6 when its app folder's Package.swift has swift-tools-version >= 6.0
and does not ask for `.v5` (swiftLanguageModes / swiftLanguageVersions / swiftLanguageMode), or
when every SWIFT_VERSION of its Xcode project is 6.x; otherwise 5.

Selection: per repository `random.Random(f"{SEED}:{owner}/{name}").sample(candidates, N)` over
the sorted candidate paths. With --split A,B the repositories that have at least one candidate are
shuffled with `random.Random(f"{SEED}:split")` and dealt alternately into sets A and B (so no
repository is in both).
"""
import argparse
import os
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
        depth, ext_depths = 0, []
        # walk declarations in order, tracking brace depth and extension blocks
        for m in re.finditer(r"[{}]|\bextension\b|\b(?:struct|class|enum|protocol|actor|typealias)"
                             r"\s+(?!(?:func|var|let|subscript|init)\b)\w+|\b(?:func|var|let|case)\s+\w+", code):
            tok = m.group(0)
            if tok == "{":
                depth += 1
            elif tok == "}":
                depth -= 1
                while ext_depths and ext_depths[-1] > depth:
                    ext_depths.pop()
            elif tok == "extension":
                if depth == 0:
                    ext_depths.append(depth + 1)
            else:
                m2 = TYPE_DECL.match(tok)
                is_type = bool(m2)
                name = (m2 or MEMBER_DECL.match(tok)).group(1)
                if name in KEYWORDS:
                    continue
                if depth == 0:
                    (self.types if is_type else self.globals).add(name)
                elif ext_depths and depth == ext_depths[-1]:
                    self.members.add(name)  # nested types of an extension too: `Color.Palette`
        self.idents = set(IDENT.findall(code))
        self.dotted = set(DOTTED.findall(code))


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


def catalogs_by_root(tree, roots):
    """{app root: sorted asset-catalog folders whose app is that root}."""
    found = {}
    for p in tree:
        m = re.match(r"(.*?\.xcassets)/", p)
        if not m or SKIP_DIR.search(m.group(1)):
            continue
        found.setdefault(app_root(m.group(1) + "/x", roots), set()).add(m.group(1))
    return {root: sorted(c) for root, c in found.items()}


def candidates(gitdir):
    commit = git(gitdir, "rev-parse", "HEAD").decode().strip()
    tree = git(gitdir, "ls-tree", "-r", "--name-only", "-z", commit).decode().split("\0")
    tree = [p for p in tree if p]
    roots = set()
    for p in tree:
        if p.endswith("/Package.swift") or p == "Package.swift":
            roots.add(os.path.dirname(p))
        m = re.match(r"(.*?)(?:^|/)[^/]+\.xcodeproj/", p)
        if m:
            roots.add(m.group(1).rstrip("/"))
    swift = [p for p in tree if p.endswith(".swift") and not SKIP_DIR.search(p)
             and not p.endswith("Package.swift")]
    files = {p: SwiftFile(p, b) for p, b in read_blobs(gitdir, commit, swift).items()}
    catalogs = catalogs_by_root(tree, roots)
    # The app's project file travels with its catalogs (its asset-symbol build settings).
    for root in list(catalogs):
        prefix = root + "/" if root else ""
        projects = sorted(p for p in tree if p.startswith(prefix) and p.endswith(".xcodeproj/project.pbxproj")
                          and p[len(prefix):].count("/") == 1)
        if projects:
            catalogs[root] = catalogs[root] + projects[:1]
    by_root = {}
    for p in files:
        by_root.setdefault(app_root(p, roots), []).append(p)
    result = []
    modes = {}
    for root, paths in by_root.items():
        type_decl, member_decl = {}, {}
        for p in paths:
            f = files[p]
            for n in f.types | f.globals:
                type_decl.setdefault(n, set()).add(p)
            for n in f.members:
                member_decl.setdefault(n, set()).add(p)

        def needs(p):
            f = files[p]
            out, bad = set(), False
            for n in f.idents - f.types - f.globals:
                owners = type_decl.get(n, set()) - {p}
                if len(owners) > 1 or (owners and n in f.types):
                    bad = True
                out |= owners
            for n in f.dotted - f.members:
                owners = member_decl.get(n, set()) - {p}
                if len(owners) == 1:
                    out |= owners
            return out, bad

        for p in sorted(paths):
            f = files[p]
            if not f.is_view or f.size < 400 or not f.imports <= APPLE:
                continue
            closure, todo, ok = set(), [p], True
            while todo and ok:
                q = todo.pop()
                deps, bad = needs(q)
                if bad:
                    ok = False
                for d in deps - closure - {p}:
                    closure.add(d)
                    todo.append(d)
                if len(closure) > 3:
                    ok = False
            if not ok or any(not files[d].imports <= APPLE for d in closure):
                continue
            names = [os.path.basename(x) for x in [p, *closure]]
            if len(set(names)) != len(names):
                continue
            if root not in modes:
                modes[root] = language_mode(gitdir, commit, root, tree)
            result.append((p, sorted(closure), modes[root], catalogs.get(root, [])))
    return commit, result


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", required=True)
    ap.add_argument("--per-repo", type=int, default=5)
    ap.add_argument("--out-prefix", required=True)
    ap.add_argument("--split", default="dev,heldout")
    ap.add_argument("--no-catalogs", action="store_true",
                    help="leave the apps' asset catalogs out of the samples (rounds 1-5)")
    ap.add_argument("mirrors", nargs="+")
    args = ap.parse_args()
    sets = args.split.split(",")
    repos = []
    counts = []
    for gitdir in args.mirrors:
        owner, name = owner_name(gitdir)
        commit, cands = candidates(gitdir)
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
        for view, deps, mode, catalogs in sorted(picked):
            stem = re.sub(r"[^\w+.-]", "_", os.path.basename(view)[:-len(".swift")])
            used[stem] = used.get(stem, 0) + 1
            sample = f"{repo.replace('/', '__')}/{stem}" + (f"-{used[stem]}" if used[stem] > 1 else "")
            for path in [view, *deps, *([] if args.no_catalogs else catalogs)]:
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
