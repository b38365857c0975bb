#!/usr/bin/env python3
"""Index the Apple-prefixed names that Apple's SDK headers and Swift interfaces declare.

Reads a bare git mirror of the public repository itsnebulalol/sdks (iPhoneOS17.0.sdk and
macOS14.0.sdk: headers and .swiftinterface files) and writes, per framework, the names matching
count_uikit.py's prefix pattern that the framework *declares* (not merely mentions):

  headers   @interface X (not a category), @protocol X (not a forward declaration),
            NS_ENUM / NS_OPTIONS / NS_CLOSED_ENUM / NS_ERROR_ENUM (…, X), the last identifier of a
            typedef, struct/enum X {, the function or constant name of an EXTERN/EXPORT
            declaration, and the first component of NS_SWIFT_NAME(X…) / NS_REFINED_FOR_SWIFT names
  interfaces top-level public/open class|struct|enum|protocol|typealias|actor|func|let|var X,
            and associatedtype X
  (.apinotes files feed only the word list: they hold the Swift names of renamed C functions,
  e.g. CGContextTranslateCTM -> CGContext.translateBy)

Output (TSV): name, platform (ios or macos), frameworks (comma-separated).
With --words-out, also every identifier of each framework's text (one line: framework TAB words),
used by check_coverage.py to say whether a member name occurs anywhere in the SDK.

Usage: sdk_index.py GIT_DIR --out sdk-names.tsv [--words-out sdk-words.tsv]
"""
import argparse
import collections
import re
import subprocess

PREFIX = r'(?:UI|NS|CA|CG|CI|CF|AV|WK|UN|PH|MK|CL|SK|GK|HK|EK|CN|LA|MF|SF|AS|QL|PK|VN|BG|NW)[A-Z]\w*'
NAME_RE = re.compile(r'\b(' + PREFIX + r')\b')
IDENT_RE = re.compile(r'\b[A-Za-z_]\w*\b')

WEAK_PATTERNS = [
    re.compile(r'\bNS_(?:SWIFT_NAME|REFINED_FOR_SWIFT_NAME)\s*\(\s*(' + PREFIX + r')\b'),
    re.compile(r'\bCF_SWIFT_NAME\s*\(\s*(' + PREFIX + r')\b'),
]
HDR_PATTERNS = [
    re.compile(r'@interface\s+(' + PREFIX + r')\b(?!\s*\()'),
    re.compile(r'@protocol\s+(' + PREFIX + r')\b(?!\s*[;,])'),
    re.compile(r'\b(?:NS|CF)_(?:ENUM|OPTIONS|CLOSED_ENUM|ERROR_ENUM|TYPED_ENUM)\s*\(\s*[\w ]+,\s*(' + PREFIX + r')\s*\)'),
    re.compile(r'\b(?:struct|enum|union)\s+(' + PREFIX + r')\s*[:{]'),
    re.compile(r'\(\s*\^?\s*\*?\s*(' + PREFIX + r')\s*\)\s*\('),   # block / function-pointer typedef
]
TRAILING_MACROS = re.compile(r'(\s*\b[A-Z][A-Z0-9_]+\b(\s*\((?:[^()]|\([^()]*\))*\))?)+\s*$')
EXTERN = re.compile(r'\b(?:[A-Z_]+_EXTERN|[A-Z_]+_EXPORT|extern|CF_INLINE|NS_INLINE|static\s+inline|[A-Z]+_INLINE)\b')
SWIFT_DECL = re.compile(r'^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|indirect|nonisolated|dynamic|static|class|convenience)\s+)*'
                        r'(?:class|struct|enum|protocol|typealias|actor|func|let|var)\s+(' + PREFIX + r')\b', re.M)
SWIFT_ASSOC = re.compile(r'\bassociatedtype\s+(' + PREFIX + r')\b')
STRUCT_BODY_TYPEDEF = re.compile(r'\}\s*(' + PREFIX + r')\s*(?:[A-Z_]+(?:\([^)]*\))?\s*)*;')
ENUM_BODY = re.compile(r'\b(?:NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|NS_ERROR_ENUM|CF_ENUM|CF_OPTIONS|enum)\b[^{;]*\{([^}]*)\}')


def git(git_dir, *args):
    return subprocess.run(['git', '--git-dir', git_dir] + list(args), capture_output=True,
                          text=True, errors='replace').stdout


def read_blobs(git_dir, paths):
    """Yield (path, text) for HEAD:path, one cat-file process."""
    proc = subprocess.Popen(['git', '--git-dir', git_dir, 'cat-file', '--batch'],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    import threading

    def feed():
        for p in paths:
            proc.stdin.write(('HEAD:' + p + '\n').encode())
        proc.stdin.close()
    t = threading.Thread(target=feed)
    t.start()
    out = proc.stdout
    for p in paths:
        header = out.readline().decode()
        parts = header.split()
        if len(parts) < 3 or parts[1] == 'missing':
            continue
        size = int(parts[2])
        data = out.read(size)
        out.read(1)
        yield p, data.decode('utf-8', 'replace')
    t.join()
    proc.wait()


def framework_of(path):
    m = re.search(r'/([^/]+)\.framework/', path)
    return m.group(1) if m else None


def header_decls(text):
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    text = re.sub(r'//[^\n]*', ' ', text)
    text = re.sub(r'^\s*#[^\n]*(?:\\\n[^\n]*)*', ' ', text, flags=re.M)   # preprocessor lines
    found = set()
    for pat in HDR_PATTERNS:
        found.update(pat.findall(text))
    # statements: typedefs and extern declarations
    for stmt in re.split(r'[;{}]', text):
        s = ' '.join(stmt.split())
        if not s:
            continue
        ti = s.rfind('typedef ')
        if ti >= 0:
            s = s[ti:]
            core = TRAILING_MACROS.sub('', s)
            ids = IDENT_RE.findall(core)
            if ids and NAME_RE.fullmatch(ids[-1]):
                found.add(ids[-1])
        elif EXTERN.search(s):
            m = re.search(r'\b(' + PREFIX + r')\s*\(', s)
            if m and not re.search(r'\b(?:NS_SWIFT_NAME|API_AVAILABLE)\s*\(\s*$', s[:m.start()]):
                found.add(m.group(1))
            else:
                core = TRAILING_MACROS.sub('', s)
                ids = IDENT_RE.findall(core)
                if ids and NAME_RE.fullmatch(ids[-1]):
                    found.add(ids[-1])
    found.update(STRUCT_BODY_TYPEDEF.findall(text))
    for m in ENUM_BODY.finditer(text):
        for entry in m.group(1).split(','):
            em = re.match(r'\s*(' + PREFIX + r')\b', entry)
            if em:
                found.add(em.group(1))
    for n in list(found):
        if n.endswith('Ref') and NAME_RE.fullmatch(n[:-3]):
            found.add(n[:-3])
    weak = set()
    for pat in WEAK_PATTERNS:
        weak.update(pat.findall(text))
    return found, weak - found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('git_dir')
    ap.add_argument('--out', required=True)
    ap.add_argument('--words-out')
    a = ap.parse_args()
    files = git(a.git_dir, 'ls-tree', '-r', '--name-only', 'HEAD').split('\n')
    sel = []
    for f in files:
        if f.startswith('iPhoneOS17.0.sdk/'):
            plat = 'ios'
        elif f.startswith('macOS14.0.sdk/'):
            plat = 'macos'
        else:
            continue
        if '/iOSSupport/' in f:
            continue
        if not (f.endswith('.h') or f.endswith('.apinotes') or f.endswith('arm64-apple-ios.swiftinterface')
                or f.endswith('arm64e-apple-macos.swiftinterface')):
            continue
        fw = framework_of(f)
        um = re.search(r'/usr/lib/swift/(\w+)\.swiftmodule/', f)
        if um:
            fw = um.group(1)
        if not fw:
            continue
        sel.append((f, plat, fw))
    decl = collections.defaultdict(lambda: collections.defaultdict(set))  # name -> plat -> fws
    words = collections.defaultdict(set)
    plat_of = {f: (p, fw) for f, p, fw in sel}
    for path, text in read_blobs(a.git_dir, [f for f, _, _ in sel]):
        plat, fw = plat_of[path]
        fw = fw.lstrip('_').split('_')[0] if fw.startswith('_') else fw
        if path.endswith('.apinotes'):
            names, weak = set(), set()   # Swift names of renamed members: words only
        elif path.endswith('.swiftinterface'):
            names, weak = set(SWIFT_DECL.findall(text)) | set(SWIFT_ASSOC.findall(text)), set()
        else:
            names, weak = header_decls(text)
        for n in names:
            decl[n][plat].add(fw)
        for n in weak:
            decl[n][plat + '-weak'].add(fw)
        if plat == 'ios':
            words[fw].update(IDENT_RE.findall(text))
    for n in ('NSObjectProtocol', 'NSInteger', 'NSUInteger', 'NSZone'):
        decl[n]['ios'].add('Foundation')
    with open(a.out, 'w') as o:
        o.write('# name\tplatform\tframeworks (declared in; iOS 17.0 SDK, else macOS 14.0 SDK)\n')
        for n in sorted(decl):
            plat = next(p for p in ('ios', 'ios-weak', 'macos', 'macos-weak') if decl[n].get(p))
            fws = decl[n][plat]
            plat = plat.split('-')[0]
            o.write(f'{n}\t{plat}\t{",".join(sorted(fws))}\n')
    if a.words_out:
        with open(a.words_out, 'w') as o:
            for fw in sorted(words):
                o.write(fw + '\t' + ' '.join(sorted(words[fw])) + '\n')


if __name__ == '__main__':
    main()
