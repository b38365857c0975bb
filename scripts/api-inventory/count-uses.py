#!/usr/bin/env python3
"""Count how many public SwiftUI repositories use each inventory entry, and how often.

Reads the newest commit of each bare git mirror given (the way scripts/count-symbol-names.py
does), takes its .swift files that `import SwiftUI`, drops comments and string-literal contents,
and matches each entry of docs/compatibility/inventory/swiftui-inventory.tsv with a regex
heuristic chosen by the entry's kind (docs/compatibility/inventory.md, "Use weights", says
which and what they get wrong):

  modifier / method     `.name(` calls; the call's argument labels pick the overload
  init                  `Type(` / `Type<...>(` / `Type {` calls; labels pick the overload
  struct/enum/class/protocol/typealias
                        the bare name as an identifier (top level), `Outer.Inner` (nested)
  property-wrapper      `@Name`, and the type name as above
  style                 `.xxxStyle(.member` (ButtonStyle.plain is `.buttonStyle(.plain`)
  shape-style           `.member` as the first argument of a ShapeStyle-taking modifier
                        (foregroundStyle, fill, stroke, background, tint, ...)
  environment           `\\.key`
  static-property / static-method / case
                        `Type.member` spelled out (a bare `.member` is not attributed)
  property              `receiver.name` for conventional receivers (`configuration.`, `proxy.`)
                        when no other inventory entry has that name

Writes a TSV: id, repos (how many repositories use it), uses (total matches).
With --repos-out, also the list of repositories read, with their commits.

Usage: count-uses.py --inventory TSV [--out TSV] [--repos-out TSV] GIT_DIR [GIT_DIR ...]
"""
import argparse
import collections
import re
import subprocess
import sys

SHAPE_STYLE_MODIFIERS = ('foregroundStyle', 'fill', 'stroke', 'strokeBorder', 'background',
                         'backgroundStyle', 'tint', 'border', 'listRowBackground', 'overlay',
                         'foregroundColor', 'accentColor', 'shadow')
# Text, Image, Shape and Color methods mirror View modifiers (`Text("a").bold()`): a call is
# credited to both the method and the modifier of those labels.
CHAINED_TYPES = {'Text', 'Image', 'Shape', 'InsettableShape', 'Color', 'Font', 'Animation'}
# names that Foundation, CoreGraphics or the standard library also use for `.member`
COMMON_MEMBER_NAMES = {'infinity', 'zero', 'none', 'some', 'all', 'default', 'main', 'shared',
                       'now', 'pi', 'max', 'min', 'init', 'count', 'first', 'last', 'isEmpty',
                       'self', 'description', 'value', 'id', 'name', 'type', 'size', 'width',
                       'height', 'x', 'y', 'origin', 'text', 'title', 'url', 'date', 'data',
                       'standard', 'current', 'identity', 'greatestFiniteMagnitude', 'success',
                       'failure', 'error', 'utf8', 'seconds', 'milliseconds', 'nanoseconds',
                       'minute', 'hour', 'day', 'month', 'year', 'week', 'second'}
# standard-library / Foundation / UIKit method and property names that SwiftUI types also declare
COMMON_MEMBER_NAMES |= {'map', 'flatMap', 'compactMap', 'filter', 'reduce', 'append', 'insert',
                        'remove', 'removeLast', 'removeFirst', 'removeAll', 'contains', 'sorted',
                        'indices', 'joined', 'split', 'union', 'intersection', 'subtracting',
                        'formUnion', 'backgroundColor', 'foregroundColor', 'font', 'tintColor',
                        'frame', 'bounds', 'center', 'alpha', 'isHidden', 'layer', 'image', 'icon',
                        'label', 'content', 'title', 'subtitle', 'start', 'end', 'next', 'reversed',
                        'isEnabled', 'isSelected', 'index', 'key', 'update', 'reset', 'cancel'}
# receivers through which SwiftUI hands out values whose properties a view reads
# (`configuration.isPressed`, `proxy.size`, `value.translation`)
PROPERTY_RECEIVERS = {'configuration', 'config', 'proxy', 'geometry', 'geo', 'reader', 'value',
                      'gesture', 'context', 'phase', 'content', 'metrics', 'size', 'layout'}
DECL_BEFORE_BRACE = {'some', 'any', 'struct', 'class', 'enum', 'extension', 'protocol', 'actor',
                     'in', 'return', 'var', 'let', 'func', 'where', 'else', 'is', 'as'}


def repo_label(git_dir):
    parts = git_dir.rstrip('/').split('/')
    base = parts[-2] if parts[-1] == 'repo' else parts[-1]
    return base.replace('+', '/', 1)


def git(git_dir, *args):
    return subprocess.run(['git', '-C', git_dir] + list(args), capture_output=True, text=True,
                          errors='replace').stdout


def swiftui_sources(git_dir):
    """Concatenated text of the HEAD .swift files that import SwiftUI."""
    files = git(git_dir, 'grep', '-l', '-E', r'^\s*(@_exported\s+|@preconcurrency\s+)?import\s+SwiftUI\b',
                'HEAD', '--', '*.swift').split('\n')
    files = [f for f in files if f.strip()]
    if not files:
        return 0, ''
    # `git grep HEAD` names files HEAD:path; cat-file reads them in one process
    proc = subprocess.run(['git', '-C', git_dir, 'cat-file', '--batch'], input='\n'.join(files) + '\n',
                          capture_output=True, text=True, errors='replace')
    return len(files), proc.stdout


COMMENT_OR_STRING = re.compile(r'//[^\n]*|/\*.*?\*/|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"', re.S)


def scrub(text):
    """Remove comments; keep string literals as empty "" (so argument positions survive)."""
    def repl(m):
        s = m.group(0)
        if s.startswith('/'):
            return ' '
        return '""'
    return COMMENT_OR_STRING.sub(repl, text)


def call_args(text, start):
    """Given text[start] == '(', return (labels, positional count, end index)."""
    depth, i, n = 0, start, len(text)
    labels, npos, arg_start = [], 0, start + 1
    limit = min(n, start + 4000)
    seg_has_label = None
    while i < limit:
        ch = text[i]
        if ch in '([{':
            depth += 1
        elif ch in ')]}':
            depth -= 1
            if depth == 0:
                break
        elif ch == ',' and depth == 1:
            seg = text[arg_start:i]
            m = re.match(r'\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)', seg)
            if m:
                labels.append(m.group(1))
            elif seg.strip():
                npos += 1
            arg_start = i + 1
        i += 1
    seg = text[arg_start:i]
    m = re.match(r'\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)', seg)
    if m:
        labels.append(m.group(1))
    elif seg.strip():
        npos += 1
    return labels, npos, i


def trailing_closure_after(text, end):
    j = end + 1
    while j < len(text) and text[j] in ' \t':
        j += 1
    return j < len(text) and text[j] == '{'


class RepoScan:
    def __init__(self, text):
        self.calls = collections.defaultdict(list)      # .name( -> [(labels, npos, trailing)]
        self.inits = collections.defaultdict(list)      # Type( -> [(labels, npos, trailing)]
        self.member_refs = collections.Counter()         # .name not followed by (
        self.words = collections.Counter()               # bare capitalised identifiers
        self.chains = collections.Counter()              # Outer.Inner / Type.member
        self.env = collections.Counter()
        self.attrs = collections.Counter()
        self.style_args = collections.Counter()          # (modifier, member)
        self.shape_args = collections.Counter()          # member
        for m in re.finditer(r'\.([A-Za-z_][A-Za-z0-9_]*)\s*(\()?', text):
            name = m.group(1)
            if m.group(2):
                labels, npos, end = call_args(text, m.end() - 1)
                self.calls[name].append((labels, npos, trailing_closure_after(text, end)))
            else:
                # `.name {` trailing-closure-only call
                rest = text[m.end():m.end() + 2]
                if rest.startswith('{') and name[:1].islower():
                    self.calls[name].append(([], 0, True))
                else:
                    self.member_refs[name] += 1
        for m in re.finditer(r'(?<![.\w@])([A-Z][A-Za-z0-9_]*)\b', text):
            self.words[m.group(1)] += 1
        for m in re.finditer(r'(?<![.\w])([A-Z][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+)', text):
            parts = m.group(1).split('.')
            for a in range(len(parts)):
                if not parts[a][:1].isupper():
                    continue
                for b in range(a + 2, len(parts) + 1):
                    self.chains['.'.join(parts[a:b])] += 1
        for m in re.finditer(r'(?<![.\w])([A-Z][A-Za-z0-9_]*)\s*(<[^<>(){}\n]*(?:<[^<>(){}\n]*>[^<>(){}\n]*)*>)?\s*\(', text):
            labels, npos, end = call_args(text, m.end() - 1)
            self.inits[m.group(1)].append((labels, npos, trailing_closure_after(text, end)))
        for m in re.finditer(r'(\b[A-Za-z_]+|[:,>)\]]|->)?\s*(?<![.\w])([A-Z][A-Za-z0-9_]*)\s*\{', text):
            before = m.group(1) or ''
            if before in DECL_BEFORE_BRACE or before in (':', ',', '->', '>', ')', ']'):
                continue
            self.inits[m.group(2)].append(([], 0, True))
        self.received = collections.Counter()          # receiver.name, receiver lower-case
        for m in re.finditer(r'(?<![.\w])([a-z][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*\()', text):
            if m.group(1) in PROPERTY_RECEIVERS:
                self.received[m.group(2)] += 1
        for m in re.finditer(r'(?<![.\w])([A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)+)\s*\(', text):
            labels, npos, end = call_args(text, m.end() - 1)
            self.inits[m.group(1)].append((labels, npos, trailing_closure_after(text, end)))
        for m in re.finditer(r'\\\.([A-Za-z_][A-Za-z0-9_]*)', text):
            self.env[m.group(1)] += 1
        for m in re.finditer(r'@([A-Z][A-Za-z0-9_]*)', text):
            self.attrs[m.group(1)] += 1
        for m in re.finditer(r'\.([a-z][A-Za-z0-9]*Style)\(\s*\.([A-Za-z_][A-Za-z0-9_]*)', text):
            self.style_args[(m.group(1), m.group(2))] += 1
        shape = '|'.join(SHAPE_STYLE_MODIFIERS)
        for m in re.finditer(r'\.(?:%s)\(\s*(?:[A-Za-z]+:\s*)?\.([A-Za-z_][A-Za-z0-9_]*)' % shape, text):
            self.shape_args[m.group(1)] += 1


def entry_labels(eid):
    inner = eid[eid.index('(') + 1:-1]
    return [x for x in inner.split(':') if x]


def best_overloads(overloads, labels, npos, trailing):
    """Which overload ids (from [(id, labels, generation)]) a call with these labels most likely
    hits. The overloads of the earliest generation (set_generations) that any of them fits are
    chosen from first: the surveyed code mostly predates the later ones."""
    scored = []
    for eid, elabels, gen in overloads:
        named = [l for l in elabels if l != '_']
        # the call's labels must appear in the entry, in order
        it = iter(named)
        if not all(l in it for l in labels):
            continue
        unnamed = elabels.count('_')
        if npos > unnamed + (0 if not trailing else 0):
            continue
        extra = len(named) - len(labels)
        if trailing:
            if extra > 0:
                extra -= 1      # a trailing closure fills one labelled parameter
            else:
                extra += 1      # ... and prefers an overload that has one to fill
        score = extra + (unnamed - npos) * 0.5
        scored.append((gen, score, eid))
    if not scored:
        return []
    first = min(g for g, _, _ in scored)
    scored = [(s, eid) for g, s, eid in scored if g == first]
    low = min(s for s, _ in scored)
    return [eid for s, eid in scored if s == low]


def read_inventory(path):
    rows = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or line.startswith('id\t'):
                continue
            parts = line.rstrip('\n').split('\t')
            if len(parts) >= 5:
                rows.append({'id': parts[0], 'kind': parts[1], 'ios': parts[2], 'container': parts[4],
                             'sdk': parts[5] if len(parts) > 5 else ''})
    set_generations(rows)
    return rows


def style_modifier(protocol):
    p = protocol
    if p.startswith('Primitive'):
        p = p[len('Primitive'):]
    return p[:1].lower() + p[1:]


def version(v):
    return tuple(int(x) for x in v.split('.')) if v else (0,)


def set_generations(rows):
    """Entries of the oldest SDK interface the inventory was built from (its `sdk` column) form
    generation 0; an entry only a later SDK lists is of a later generation, ordered by its iOS
    version (back-deployed ones such as `Button(_:systemImage:action:)` included). Without an
    `sdk` column all entries are one generation."""
    sdks = [version(r['sdk']) for r in rows if r['sdk']]
    base = min(sdks) if sdks else None
    for r in rows:
        if base is None or not r['sdk'] or version(r['sdk']) == base:
            r['gen'] = (0,)
        else:
            r['gen'] = (1,) + version(r['ios'])


class NameIndex:
    """Which entries own their member name: a name is unique when one entry has it in the earliest
    generation (set_generations) that declares the name. `ScrollViewProxy.scrollTo` keeps its calls
    when iOS 18 adds `ScrollPosition.scrollTo`, since the surveyed code mostly predates the later
    API; the later entries of that name are never credited by name alone."""
    def __init__(self, rows):
        self.first = {}
        for r in rows:
            b = self.base(r)
            k = r['gen']
            if b not in self.first or k < self.first[b]:
                self.first[b] = k
        self.freq = collections.Counter(self.base(r) for r in rows
                                        if r['gen'] == self.first[self.base(r)])

    @staticmethod
    def base(r):
        cont = r['container']
        member = r['id'][len(cont) + 1:] if cont else r['id']
        return member.split('(')[0]

    def unique(self, r):
        b = self.base(r)
        return self.freq[b] == 1 and r['gen'] == self.first[b]


def count_repo(scan, rows, names):
    uses = collections.Counter()
    # group callable entries by base name
    calls_by_base = collections.defaultdict(list)
    inits_by_type = collections.defaultdict(list)
    modifier_bases = {r['id'][5:r['id'].index('(')] for r in rows if r['kind'] == 'modifier'}
    for r in rows:
        eid, kind = r['id'], r['kind']
        if kind in ('modifier', 'scene-modifier', 'method', 'static-method', 'style', 'shape-style') and '(' in eid:
            base = eid[len(r['container']) + 1:eid.index('(')]
            if kind == 'scene-modifier' and base in modifier_bases:
                continue        # `.onChange` on a scene is rare; credit the View modifier
            if kind in ('modifier', 'scene-modifier') or \
                    (names.unique(r) and base not in COMMON_MEMBER_NAMES) or \
                    (kind == 'method' and r['container'] in CHAINED_TYPES):
                calls_by_base[base].append((eid, entry_labels(eid), r['gen']))
        elif kind == 'init':
            inits_by_type[r['container']].append((eid, entry_labels(eid), r['gen']))
    for base, overloads in calls_by_base.items():
        # an instance method whose name is shared with another entry only counts when it is
        # the sole entry of that name among modifiers+methods (else the call is ambiguous)
        for labels, npos, trailing in scan.calls.get(base, ()):
            for eid in best_overloads(overloads, labels, npos, trailing):
                uses[eid] += 1
    for typ, overloads in inits_by_type.items():
        # a nested type is only recognised spelled out (`Edge.Set(...)`), never as `Set(`
        for labels, npos, trailing in scan.inits.get(typ, ()):
            for eid in best_overloads(overloads, labels, npos, trailing):
                uses[eid] += 1
    for r in rows:
        eid, kind, cont = r['id'], r['kind'], r['container']
        member = eid[len(cont) + 1:] if cont else eid
        if kind in ('struct', 'class', 'enum', 'protocol', 'typealias', 'property-wrapper'):
            n = scan.chains[eid] if cont else scan.words[eid]
            if kind == 'property-wrapper':
                n += scan.attrs[eid.split('.')[-1]] if not cont else 0
            if n:
                uses[eid] += n
        elif kind == 'environment':
            if scan.env[member]:
                uses[eid] += scan.env[member]
        elif kind == 'style' and '(' not in eid:
            n = scan.style_args[(style_modifier(cont), member)] + scan.chains[cont + '.' + member]
            if n:
                uses[eid] += n
        elif kind == 'shape-style' and '(' not in eid:
            n = scan.shape_args[member]
            if n:
                uses[eid] += n
        elif kind in ('static-property', 'case'):
            # spelled out only: a bare `.home` or `.left` is as often an app's own enum case
            n = scan.chains[cont.split('.')[-1] + '.' + member]
            if n:
                uses[eid] += n
        elif kind == 'static-method' and '(' in eid:
            base = member[:member.index('(')]
            if not names.unique(r):      # unique names were matched as calls above
                n = scan.chains[cont.split('.')[-1] + '.' + base]
                if n:
                    uses[eid] += n
        elif kind == 'property':
            if names.unique(r) and member not in COMMON_MEMBER_NAMES and scan.received[member]:
                uses[eid] += scan.received[member]
    return uses


def main():
    ap = argparse.ArgumentParser(description='Count uses of SwiftUI inventory entries in bare git mirrors.')
    ap.add_argument('--inventory', required=True)
    ap.add_argument('--out', default='-')
    ap.add_argument('--repos-out')
    ap.add_argument('--min-files', type=int, default=1,
                    help='skip repositories with fewer SwiftUI-importing files (default 1)')
    ap.add_argument('repos', nargs='+')
    args = ap.parse_args()
    rows = read_inventory(args.inventory)
    names = NameIndex(rows)
    repo_count = collections.Counter()
    total = collections.Counter()
    read = []
    for git_dir in args.repos:
        nfiles, text = swiftui_sources(git_dir)
        if nfiles < args.min_files:
            continue
        commit = git(git_dir, 'rev-parse', 'HEAD').strip()
        scan = RepoScan(scrub(text))
        uses = count_repo(scan, rows, names)
        for eid, n in uses.items():
            repo_count[eid] += 1
            total[eid] += n
        read.append((repo_label(git_dir), commit, nfiles, len(text.encode('utf-8'))))
        print('count-uses: %s %d files, %d entries used' % (repo_label(git_dir), nfiles, len(uses)),
              file=sys.stderr)
    out = sys.stdout if args.out == '-' else open(args.out, 'w', encoding='utf-8')
    out.write('# uses of the SwiftUI inventory entries in %d public repositories (scripts/api-inventory/count-uses.py)\n' % len(read))
    out.write('id\trepos\tuses\n')
    for r in rows:
        eid = r['id']
        out.write('%s\t%d\t%d\n' % (eid, repo_count[eid], total[eid]))
    if out is not sys.stdout:
        out.close()
    if args.repos_out:
        with open(args.repos_out, 'w', encoding='utf-8') as f:
            f.write('# repositories read by scripts/api-inventory/count-uses.py: newest commit of each, '
                    '.swift files importing SwiftUI\n')
            f.write('repo\tcommit\tswiftui_files\tbytes\n')
            for label, commit, nfiles, nbytes in sorted(read, key=lambda x: x[0].lower()):
                f.write('%s\t%s\t%d\t%d\n' % (label, commit, nfiles, nbytes))


if __name__ == '__main__':
    main()
