#!/usr/bin/env python3
"""Decide, for each symbol of count_uikit.py's usage TSV used by at least --min-repos
repositories, whether Plumbline has it, by type-checking a one-line use of it against a build.

Snippets (one function per symbol, one line each, so an error line names its symbol):

  type, nested-type   func sN() { _ = Name.self }            (a type, function or constant)
  static              func sN() { _ = Type.member }
  member              func sN(_ x: Type) { _ = x.member }    (generic types get fixed arguments)
  import              a file of its own holding just `import X`

Every snippet file imports SwiftUI, UIKit and Foundation, plus the module of the symbol's
framework when the build has a module of that name (Photos -> PhotosUI, AVFAudio -> AVFoundation).
The framework is the one whose iOS 17 SDK headers/interfaces declare the type (sdk-names.tsv from
sdk_index.py), else the prefix's usual framework. Files are type-checked with the flags of
scripts/compat-check.sh (swiftc -typecheck -swift-version 5 -D DEBUG -parse-as-library
-continue-building-after-errors, the build's Modules, C module maps and macro plugin).

An error on a snippet's line that says the name is not there (cannot find … in scope, has no
member, is unavailable, is inaccessible, no such module) makes the symbol MISSING; any other error
(ambiguous overloads, instance member used on a type, …) means the name resolved: PRESENT.

Writes status TSV: symbol, kind, repos, uses, framework, sdk (declared / mentioned / no), status,
note.

Usage: check_coverage.py --usage usage.tsv --bin BIN --work DIR --out status.tsv   (BIN: a copy of the package's debug build folder)
"""
import argparse
import collections
import glob
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

PACKAGE_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..'))

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX_DEFAULT = {
    'UI': 'UIKit', 'NS': 'Foundation', 'CA': 'QuartzCore', 'CG': 'CoreGraphics', 'CI': 'CoreImage',
    'CF': 'CoreFoundation', 'AV': 'AVFoundation', 'WK': 'WebKit', 'UN': 'UserNotifications',
    'PH': 'Photos', 'MK': 'MapKit', 'CL': 'CoreLocation', 'SK': 'StoreKit', 'GK': 'GameKit',
    'HK': 'HealthKit', 'EK': 'EventKit', 'CN': 'Contacts', 'LA': 'LocalAuthentication',
    'MF': 'MessageUI', 'SF': 'SafariServices', 'AS': 'AuthenticationServices', 'QL': 'QuickLook',
    'PK': 'PassKit', 'VN': 'Vision', 'BG': 'BackgroundTasks', 'NW': 'Network'}
MODULE_ALIAS = {'Photos': 'PhotosUI', 'AVFAudio': 'AVFoundation'}
BASE_IMPORTS = ['SwiftUI', 'UIKit', 'Foundation']
GENERIC_ARGS = {
    'UIHostingController': '<AnyView>', 'NSDiffableDataSourceSnapshot': '<Int, Int>',
    'UICollectionViewDiffableDataSource': '<Int, Int>', 'UITableViewDiffableDataSource': '<Int, Int>',
    'NSDiffableDataSourceSectionSnapshot': '<Int>', 'NSFetchRequest': '<NSManagedObject>',
    'NSFetchedResultsController': '<NSManagedObject>', 'NSCache': '<NSString, NSString>',
    'UIHostingConfiguration': '<EmptyView, EmptyView>', 'NSMeasurement': '<UnitLength>',
    'UIViewControllerRepresentableContext': '<_VCR>', 'UIViewRepresentableContext': '<_VR>',
    'UICollectionView.CellRegistration': '<UICollectionViewCell, Int>',
    'UICollectionView.SupplementaryRegistration': '<UICollectionReusableView>',
    'NSLayoutAnchor': '<NSLayoutXAxisAnchor>', 'UIListContentConfiguration': '',
}
GENERIC_HELPERS = '''struct _VCR: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ c: UIViewController, context: Context) {}
}
struct _VR: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ v: UIView, context: Context) {}
}
'''
MISSING_RE = re.compile(r"cannot find (?:type )?'[^']+' in scope|has no member '|is unavailable|"
                        r"no such module|is inaccessible due to|is not a member type|"
                        r"has no member named|no type named '[^']+' in")
SWIFT_KEYWORDS = {'default', 'init', 'self', 'Type', 'class', 'func', 'var', 'let', 'in', 'is',
                  'as', 'internal', 'public', 'private', 'static', 'struct', 'enum', 'protocol',
                  'repeat', 'return', 'switch', 'case', 'where', 'while', 'for', 'if', 'else',
                  'do', 'try', 'throw', 'catch', 'extension', 'import', 'operator', 'subscript',
                  'typealias', 'associatedtype', 'deinit', 'super', 'true', 'false', 'nil',
                  'guard', 'defer', 'break', 'continue', 'fallthrough', 'inout', 'any', 'some'}


def read_tsv(path):
    rows = []
    with open(path) as f:
        header = None
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('#') or not line:
                continue
            parts = line.split('\t')
            if header is None:
                header = parts
                continue
            rows.append(dict(zip(header, parts)))
    return rows


def load_sdk(names_path, words_path):
    names = {}
    with open(names_path) as f:
        for line in f:
            if line.startswith('#'):
                continue
            n, plat, fws = line.rstrip('\n').split('\t')
            names[n] = (plat, fws.split(','))
    word_fws = collections.defaultdict(set)
    fw_text = {}
    with open(words_path) as f:
        for line in f:
            fw, words = line.rstrip('\n').split('\t', 1)
            ws = words.split(' ')
            for w in ws:
                word_fws[w].add(fw)
            fw_text[fw] = '\n'.join(ws).lower()
    return names, word_fws, fw_text


def choose_fw(name, fws):
    d = PREFIX_DEFAULT.get(name[:2])
    fws = [f for f in fws if f]
    for pref in (d, 'SwiftUI', 'UIKit', 'Foundation', 'AVFoundation', 'Photos'):
        if pref in fws:
            return pref
    return sorted(fws)[0] if fws else d


def framework(sym, kind, sdk):
    names, word_fws, _ = sdk
    base = sym.split('.')[0]
    if base in names:
        plat, fws = names[base]
        return choose_fw(base, fws), ('declared' if plat == 'ios' else 'macos')
    if base in word_fws:
        return choose_fw(base, word_fws[base]), 'mentioned'
    if base.endswith('Error') and base + 'Code' in names:
        return choose_fw(base, names[base + 'Code'][1]), 'declared'
    return PREFIX_DEFAULT.get(base[:2], '?'), 'no'


def member_in_sdk(sym, fw, sdk):
    """Loose check: the member's name (lower-cased) occurs inside some identifier of the type's
    framework or of UIKit/Foundation/QuartzCore/CoreGraphics/CoreFoundation."""
    _, _, fw_text = sdk
    last = sym.split('.')[-1].lower()
    for f in {fw, 'UIKit', 'Foundation', 'QuartzCore', 'CoreGraphics', 'CoreFoundation', 'ObjectiveC'}:
        if f in fw_text and last in fw_text[f]:
            return True
    return False


def bin_modules(bin_path):
    mods = set()
    for p in glob.glob(os.path.join(bin_path, 'Modules', '*.swiftmodule')):
        mods.add(os.path.basename(p)[:-len('.swiftmodule')])
    return mods


def swiftc_cmd(bin_path):
    cmd = ['swiftc', '-typecheck', '-swift-version', '5', '-D', 'DEBUG', '-parse-as-library',
           '-continue-building-after-errors', '-module-name', 'CompatSample', '-package-name',
           'CompatSample', '-I', os.path.join(bin_path, 'Modules')]
    for m in sorted(glob.glob(os.path.join(PACKAGE_ROOT, 'Sources', 'CSystem', '*', 'module.modulemap'))) + \
            sorted(glob.glob(os.path.join(bin_path, '*.build', 'module.modulemap'))):
        cmd += ['-Xcc', '-fmodule-map-file=' + m]
    pc = subprocess.run(['pkg-config', '--cflags-only-I', 'cairo-ft', 'freetype2', 'fribidi',
                         'harfbuzz', 'icu-uc', 'libdeflate', 'libjpeg', 'pixman-1'],
                        capture_output=True, text=True).stdout.split()
    for flag in pc:
        cmd += ['-Xcc', flag]
    tool = os.path.join(bin_path, 'PlumbPreviewMacros-tool')
    if os.access(tool, os.X_OK):
        cmd += ['-load-plugin-executable', tool + '#PlumbPreviewMacros']
    return cmd


def member_expr(name):
    return f'`{name}`' if name in SWIFT_KEYWORDS else name


def snippet(i, sym, kind):
    if kind in ('type', 'nested-type'):
        return f'func s{i}() {{ _ = {sym}.self }}'
    if kind == 'static':
        parts = sym.split('.')
        return f'func s{i}() {{ _ = {".".join(parts[:-1])}.{member_expr(parts[-1])} }}'
    if kind == 'member':
        typ, m = sym.rsplit('.', 1)
        args = GENERIC_ARGS.get(typ, '')
        return f'func s{i}(_ x: {typ}{args}) {{ _ = x.{member_expr(m)} }}'
    raise ValueError(kind)


ERR_RE = re.compile(r'^(.*?\.swift):(\d+):\d+: error: (.*)$')


def run_file(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, text=True)
    errs = collections.defaultdict(list)
    for line in (p.stdout + p.stderr).split('\n'):
        m = ERR_RE.match(line)
        if m and os.path.abspath(m.group(1)) == os.path.abspath(path):
            errs[int(m.group(2))].append(m.group(3))
    return p.returncode, errs, p.stdout + p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--usage', default=os.path.join(PACKAGE_ROOT, 'docs', 'compatibility', 'inventory', 'uikit-usage.tsv'))
    ap.add_argument('--sdk-names', required=True, help='sdk_index.py output (names declared in the iOS SDK headers)')
    ap.add_argument('--sdk-words', required=True, help='sdk_index.py output (words of the SDK headers)')
    ap.add_argument('--bin', required=True)
    ap.add_argument('--work', required=True, help='a scratch folder for the generated use-sites')
    ap.add_argument('--min-repos', type=int, default=2)
    ap.add_argument('--chunk', type=int, default=400)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--out', default=os.path.join(PACKAGE_ROOT, 'docs', 'compatibility', 'inventory', 'uikit-status.tsv'))
    a = ap.parse_args()

    sdk = load_sdk(a.sdk_names, a.sdk_words)
    mods = bin_modules(a.bin)
    cmd = swiftc_cmd(a.bin)
    rows = [r for r in read_tsv(a.usage) if int(r['repos']) >= a.min_repos]
    os.makedirs(a.work, exist_ok=True)
    for old in glob.glob(os.path.join(a.work, '*.swift')) + glob.glob(os.path.join(a.work, '*.log')):
        os.remove(old)

    info = {}
    groups = collections.defaultdict(list)     # extra import module -> [(i, row)]
    imports = []
    for i, r in enumerate(rows):
        sym, kind = r['symbol'], r['kind']
        if kind == 'import':
            mod = sym.split(' ', 1)[1]
            info[i] = {'framework': mod, 'sdk': '', 'module': mod}
            imports.append((i, mod))
            continue
        fw, in_sdk = framework(sym, kind, sdk)
        if in_sdk in ('declared', 'mentioned') and kind in ('static', 'member', 'nested-type'):
            if not member_in_sdk(sym, fw, sdk):
                in_sdk = 'type only'
        mod = MODULE_ALIAS.get(fw, fw)
        extra = mod if (mod in mods and mod not in BASE_IMPORTS) else ''
        info[i] = {'framework': fw, 'sdk': in_sdk, 'module': extra}
        groups[extra].append((i, r))

    # write snippet files: per import group, chunks of --chunk snippets
    jobs = []
    for extra, items in sorted(groups.items()):
        for c in range(0, len(items), a.chunk):
            chunk = items[c:c + a.chunk]
            name = f'{extra or "base"}-{c // a.chunk}.swift'
            path = os.path.join(a.work, name)
            lines = [f'import {m}' for m in BASE_IMPORTS + ([extra] if extra else [])]
            lines += GENERIC_HELPERS.split('\n')
            line_map = {}
            for i, r in chunk:
                lines.append(snippet(i, r['symbol'], r['kind']))
                line_map[len(lines)] = i
            with open(path, 'w') as f:
                f.write('\n'.join(lines) + '\n')
            jobs.append((path, line_map))
    for i, mod in imports:
        path = os.path.join(a.work, f'import-{i}.swift')
        with open(path, 'w') as f:
            f.write(f'import {mod}\n')
        jobs.append((path, {1: i}))

    status = {}
    with ThreadPoolExecutor(max_workers=a.jobs) as ex:
        results = list(ex.map(lambda j: (j, run_file(cmd, j[0])), jobs))
    for (path, line_map), (rc, errs, out) in results:
        with open(path[:-len('.swift')] + '.log', 'w') as f:
            f.write(out)
        for ln, msgs in errs.items():
            if ln not in line_map:
                print(f'check_coverage: {os.path.basename(path)}:{ln}: error outside a snippet: {msgs[0]}',
                      file=sys.stderr)
        for ln, i in line_map.items():
            msgs = errs.get(ln, [])
            miss = [m for m in msgs if MISSING_RE.search(m)]
            if miss:
                status[i] = ('missing', miss[0])
            elif msgs:
                status[i] = ('present', 'resolves; snippet error: ' + msgs[0])
            else:
                status[i] = ('present', '')
    with open(a.out, 'w') as f:
        f.write('symbol\tkind\trepos\tuses\tframework\tsdk\tstatus\tnote\n')
        for i, r in enumerate(rows):
            st, note = status.get(i, ('unchecked', ''))
            inf = info[i]
            f.write(f"{r['symbol']}\t{r['kind']}\t{r['repos']}\t{r['uses']}\t{inf['framework']}\t"
                    f"{inf['sdk']}\t{st}\t{note}\n")
    c = collections.Counter(status[i][0] for i in status)
    print(f'check_coverage: {len(rows)} symbols, {dict(c)}; wrote {a.out}', file=sys.stderr)


if __name__ == '__main__':
    main()
