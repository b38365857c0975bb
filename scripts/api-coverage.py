#!/usr/bin/env python3
"""Plumbline's coverage of SwiftUI's public API, by inventory entry and weighted by use.

Inputs (docs/compatibility/inventory.md explains each):
  - the inventory            docs/compatibility/inventory/swiftui-inventory.tsv
  - use counts               docs/compatibility/inventory/usage.tsv (scripts/api-inventory/count-uses.py)
  - by-design exclusions     docs/compatibility/inventory/by-design.tsv
  - Plumbline's symbols      symbol graphs of PlumbUI, PlumbUIKit and the modules they re-export
                             (PlumbGraphics, PlumbCombine): either a folder of
                             *.symbols.json (--symbols) or a copy of the built Modules folder
                             (--modules), from which swift-symbolgraph-extract makes them

Status of an entry:
  unavailable-by-design  listed in by-design.tsv (with its reason)
  warns                  our symbol exists and its body, or a declaration it names, calls
                         RenderWarnings.warnOnce (the drawing is partial and says so)
  draws                  our symbol exists and nothing on that path warns
  compiles               no such symbol, but a use-site snippet calling the entry with its exact
                         labels type-checks (another overload serves it; scripts/api-inventory/usesite.py)
  missing                neither
covered = warns + draws + compiles. Coverage = compiles / (entries - by-design); use-weighted coverage
weighs each entry by the number of repositories that use it.

  (with --modules) every entry the symbol graph calls missing is type-checked at a use site
  --usesite-all   snippet-checks all entries and lists the found ones whose snippet fails
  --typecheck N   reports, on N sampled entries, how often the snippet disagrees with the symbol graph
  --markdown      writes docs/compatibility/swiftui-inventory.md
  --top-missing   writes the top missing entries by use to docs/compatibility/inventory/top-missing.txt
"""
import argparse
import collections
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), 'api-inventory'))
import usesite  # noqa: E402  (scripts/api-inventory/usesite.py)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INV_DIR = os.path.join(ROOT, 'docs', 'compatibility', 'inventory')
GENERIC_WARN_NAMES = {'body', 'init', 'render', 'draw', 'layout', 'sizeThatFits', 'placeSubviews',
                      'makeBody', 'resolve', 'apply', 'update', 'callAsFunction', 'run', 'make',
                      'warnOnce', 'RenderWarnings', 'description', 'value', 'get', 'set'}


# statuses counted as covered: the symbol exists (draws, warns) or a use-site snippet type-checks
COVERED = ('draws', 'warns', 'compiles')

# types that are Views: a method of theirs that a View modifier shadows compiles at the use site
VIEW_TYPES = {'Shape', 'InsettableShape', 'Text', 'Image', 'Color'}


def read_tsv(path):
    rows = []
    with open(path, encoding='utf-8') as f:
        header = None
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            parts = line.rstrip('\n').split('\t')
            if header is None:
                header = parts
                continue
            rows.append(dict(zip(header, parts + [''] * (len(header) - len(parts)))))
    return rows


def c_module_maps():
    """-Xcc flags naming the package's C module maps (Sources/CSystem/*/module.modulemap): a
    module that imports one, even `internal import` as PlumbMarkdown does, cannot be loaded
    from the built modules without them, as SwiftPM passes them to its own builds."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Sources', 'CSystem')
    flags = []
    for path in sorted(glob.glob(os.path.join(root, '*', 'module.modulemap'))):
        flags += ['-Xcc', '-fmodule-map-file=' + os.path.abspath(path)]
    return flags


def extract_symbols(modules, out_dir, module_names):
    exe = shutil.which('swift-symbolgraph-extract') or '/opt/swift/usr/bin/swift-symbolgraph-extract'
    for m in module_names:
        subprocess.run([exe, '-module-name', m, '-I', modules, '-target', 'x86_64-unknown-linux-gnu',
                        '-output-dir', out_dir, '-minimum-access-level', 'public', *c_module_maps()], check=True)


def load_symbols(sym_dir):
    """-> {id: (file, line)} for every public symbol, id = pathComponents joined by '.'."""
    ours = {}
    for path in sorted(glob.glob(os.path.join(sym_dir, '*.symbols.json'))):
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
        for s in data.get('symbols', []):
            comps = s.get('pathComponents') or []
            if not comps:
                continue
            sid = '.'.join(comps)
            loc = s.get('location') or {}
            uri = loc.get('uri', '')
            line = (loc.get('position') or {}).get('line', -1) + 1
            prev = ours.get(sid)
            if prev is None or (not prev[0] and uri):
                ours[sid] = (uri.replace('file://', ''), line)
    return ours


def warn_names(source_roots):
    """Names of declarations (types and functions) whose bodies call warnOnce."""
    names = set()
    decl = re.compile(r'\b(?:func|init|var|struct|class|enum|extension)\s+([A-Za-z_][A-Za-z0-9_]*)?')
    for root in source_roots:
        for path in glob.glob(os.path.join(root, '**', '*.swift'), recursive=True):
            try:
                lines = open(path, encoding='utf-8').read().split('\n')
            except OSError:
                continue
            stack = []      # (name, depth at which it opened)
            depth = 0
            for line in lines:
                code = line.split('//')[0]
                m = decl.search(code)
                if 'warnOnce' in code:
                    for name, _ in stack:
                        if name and name not in GENERIC_WARN_NAMES:
                            names.add(name)
                opens, closes = code.count('{'), code.count('}')
                if m and opens > closes:
                    stack.append((m.group(1) or ('init' if 'init' in code else ''), depth))
                depth += opens - closes
                while stack and depth <= stack[-1][1]:
                    stack.pop()
    return names


def body_of(path, line, cache={}):
    """The text of the declaration that starts at `line` of `path` (brace-matched)."""
    if path not in cache:
        try:
            cache[path] = open(path, encoding='utf-8').read().split('\n')
        except OSError:
            cache[path] = []
    lines = cache[path]
    if not lines or line < 1 or line > len(lines):
        return ''
    out, depth, opened = [], 0, False
    for i in range(line - 1, min(len(lines), line + 400)):
        code = lines[i].split('//')[0]
        out.append(code)
        depth += code.count('{') - code.count('}')
        if '{' in code:
            opened = True
        if opened and depth <= 0:
            break
        if not opened and i > line + 3:
            break       # a requirement or stored property without a body
    return '\n'.join(out)


def status_of(entries, ours, by_design, warners):
    result = {}
    base_index = collections.defaultdict(list)
    for sid in ours:
        base_index[sid.split('(')[0]].append(sid)
    for e in entries:
        eid = e['id']
        if eid in by_design and eid not in ours:
            result[eid] = ('unavailable-by-design', by_design[eid])
            continue
        if eid in ours:
            path, line = ours[eid]
            body = body_of(path, line) if path else ''
            called = set(re.findall(r'\b([A-Za-z_][A-Za-z0-9_]*)\b', body))
            hits = sorted((called & warners) | ({'warnOnce'} if 'warnOnce' in body else set()))
            if hits:
                result[eid] = ('warns', 'warns via ' + ', '.join(hits[:3]))
            else:
                result[eid] = ('draws', '')
            continue
        cont = e['container']
        if e['kind'] == 'method' and cont in VIEW_TYPES and 'View.' + eid[len(cont) + 1:] in ours:
            # `Circle().offset(x: 1, y: 2)` compiles through the View modifier of the same labels
            result[eid] = ('draws', 'through View.' + eid[len(cont) + 1:])
            continue
        others = [s for s in base_index.get(eid.split('(')[0], []) if s != eid]
        note = ''
        if others and '(' in eid:
            note = 'other labels exist: ' + ', '.join(sorted(o[len(eid.split('(')[0]):] for o in others)[:3])
        result[eid] = ('missing', note)
    return result


def bare_snippet(e, i):
    """A bare reference to an entry without parameters (a type, property, case, style), or None."""
    eid, kind, cont = e['id'], e['kind'], e['container']
    member = eid[len(cont) + 1:] if cont else eid
    if kind in ('struct', 'class', 'enum', 'protocol', 'property-wrapper', 'typealias'):
        return 'extension %s {}' % eid
    if kind == 'environment':
        return 'func _c%d() { _ = \\EnvironmentValues.%s }' % (i, member)
    if kind in ('style', 'shape-style') and '(' not in member:
        return 'func _t%d<S: %s>(_ s: S) {}\nfunc _c%d() { _t%d(.%s) }' % (i, cont, i, i, member)
    if kind in ('static-property', 'case'):
        return 'func _c%d() { _ = %s.%s }' % (i, cont, member)
    if kind == 'property':
        return 'func _c%d() { _ = \\%s.%s }' % (i, cont, member)
    return None


def snippet_for(e, i, gen):
    """-> (text, tolerant, reason). A call with the entry's exact labels for functions, modifiers
    and inits (usesite.py), a bare reference otherwise. `tolerant`: errors that show the name
    resolved but a bare reference cannot be typed count as compiling (bare references only)."""
    if '(' in e['id']:
        text, why = gen.snippet(e, i)
        return text, False, why
    text = bare_snippet(e, i)
    return text, True, None if text else 'kind %s' % e['kind']


# an error that means "the name is there, but this bare reference cannot be typed"
EXISTS_ERRORS = ('could not be inferred', 'ambiguous use', 'cannot convert', 'requires that',
                 'partial application', 'cannot reference', 'is unavailable', 'requires arguments',
                 'generic parameter', 'key path cannot refer', 'instance member', 'static member',
                 'cannot be used on', "cannot reference 'mutating'")


def swiftc_flags(modules, plugin):
    """The flags of scripts/compat-check.sh."""
    exe = shutil.which('swiftc') or '/opt/swift/usr/bin/swiftc'
    flags = [exe, '-typecheck', '-swift-version', '5', '-D', 'DEBUG', '-parse-as-library',
             '-continue-building-after-errors', '-module-name', 'CoverageCheck', '-I', modules, *c_module_maps()]
    if plugin and os.path.exists(plugin):
        flags += ['-load-plugin-executable', plugin + '#PlumbPreviewMacros']
    return flags


def typecheck_entries(entries, gen, modules, plugin, batch=60, jobs=2, keep=None):
    """Type-check one use-site snippet per entry, `batch` per file, `jobs` files at a time.
    -> {id: (verdict, first error or reason)}, verdict 'compiles' | 'missing' | 'no-snippet'."""
    tmp = keep or tempfile.mkdtemp(prefix='api-coverage-')
    os.makedirs(tmp, exist_ok=True)
    result, files = {}, []
    todo = []
    for e in entries:
        i = len(todo)
        text, tolerant, why = snippet_for(e, i, gen)
        if text is None:
            result[e['id']] = ('no-snippet', why or '')
        else:
            todo.append((e, text, tolerant))
    for b in range(0, len(todo), batch):
        path = os.path.join(tmp, 'Check%03d.swift' % (b // batch))
        spans = []
        with open(path, 'w', encoding='utf-8') as f:
            f.write(usesite.PRELUDE)
            ln = usesite.PRELUDE.count('\n') + 1
            for e, text, tolerant in todo[b:b + batch]:
                f.write(text + '\n')
                spans.append((ln, ln + text.count('\n'), e, tolerant))
                ln += text.count('\n') + 1
        files.append((path, spans))
    flags = swiftc_flags(modules, plugin)

    def run(job):
        path, spans = job
        proc = subprocess.run(flags + [path], capture_output=True, text=True)
        errors = collections.defaultdict(list)
        name = re.escape(os.path.basename(path))
        for m in re.finditer(name + r':(\d+):\d+: error: (.*)', proc.stderr):
            errors[int(m.group(1))].append(m.group(2))
        out = {}
        for start, end, e, tolerant in spans:
            msgs = [msg for l in range(start, end + 1) for msg in errors.get(l, [])]
            if not msgs:
                out[e['id']] = ('compiles', '')
            elif tolerant and all(any(k in msg for k in EXISTS_ERRORS) for msg in msgs):
                out[e['id']] = ('compiles', msgs[0])   # the name resolved; a bare reference is untyped
            else:
                out[e['id']] = ('missing', msgs[0])
        if proc.returncode != 0 and not errors:
            for start, end, e, tolerant in spans:
                out[e['id']] = ('missing', 'swiftc failed: ' + proc.stderr.strip()[-200:])
        return out

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for out in pool.map(run, files):
            result.update(out)
    if not keep:
        shutil.rmtree(tmp, ignore_errors=True)
    return result


def typecheck_sample(entries, verdicts, tc_of, gen, modules, plugin, n, seed=25):
    """Cross-check of the symbol graph on N sampled entries (all kinds): -> rows
    (id, symbol-graph verdict, use-site verdict, first error)."""
    rnd = random.Random(seed)
    pool = [e for e in entries if verdicts[e['id']][0] != 'unavailable-by-design']
    sample = rnd.sample(pool, min(n, len(pool)))
    need = [e for e in sample if e['id'] not in tc_of]
    tc = dict(tc_of)
    if need:
        tc.update(typecheck_entries(need, gen, modules, plugin))
    rows = []
    for e in sample:
        v, msg = tc[e['id']]
        if v == 'no-snippet':
            continue
        sg = 'missing' if verdicts[e['id']][0] in ('missing', 'compiles') else 'compiles'
        rows.append((e['id'], sg, v, msg))
    return rows


def pct(a, b):
    return '%.1f%%' % (100.0 * a / b) if b else 'n/a'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog='See docs/compatibility/inventory.md.')
    ap.add_argument('--inventory', default=os.path.join(INV_DIR, 'swiftui-inventory.tsv'))
    ap.add_argument('--usage', default=os.path.join(INV_DIR, 'usage.tsv'))
    ap.add_argument('--by-design', default=os.path.join(INV_DIR, 'by-design.tsv'))
    ap.add_argument('--symbols', help='folder of *.symbols.json for PlumbUI, PlumbUIKit, PlumbGraphics, PlumbCombine')
    ap.add_argument('--modules', help='a COPY of .build/<triple>/debug/Modules (for extraction and --typecheck)')
    ap.add_argument('--sources', default=os.path.join(ROOT, 'Sources'),
                    help='Plumbline sources, for the warns heuristic (default: this checkout)')
    ap.add_argument('--top', type=int, default=40, help='how many missing entries to print (default 40)')
    ap.add_argument('--typecheck', type=int, default=0, metavar='N',
                    help='cross-check N sampled entries with a swiftc -typecheck snippet')
    ap.add_argument('--signatures', default=os.path.join(INV_DIR, 'signatures.tsv'),
                    help='parameter types per entry, for the use-site snippets (build-inventory.py --signatures-out)')
    ap.add_argument('--no-usesite', action='store_true',
                    help='symbol graph only: do not type-check use-site snippets of the entries it calls missing')
    ap.add_argument('--usesite-all', action='store_true',
                    help='type-check a use-site snippet for every entry, and report where it disagrees with the '
                         'symbol graph (slow: about 70 files)')
    ap.add_argument('--plugin', help='PlumbPreviewMacros-tool (default: next to the Modules folder, if there)')
    ap.add_argument('--jobs', type=int, default=2, help='swiftc processes at a time (default 2)')
    ap.add_argument('--keep-snippets', metavar='DIR', help='write the snippet files to DIR and keep them')
    ap.add_argument('--markdown', action='store_true', help='write docs/compatibility/swiftui-inventory.md')
    ap.add_argument('--top-missing', type=int, default=0, metavar='N',
                    help='write the top N missing entries to docs/compatibility/inventory/top-missing.txt')
    args = ap.parse_args()

    entries = read_tsv(args.inventory)
    usage = {r['id']: (int(r['repos']), int(r['uses'])) for r in read_tsv(args.usage)} if os.path.exists(args.usage) else {}
    n_repos = 0
    with open(args.usage, encoding='utf-8') as f:
        m = re.search(r'in (\d+) public repositories', f.readline())
        n_repos = int(m.group(1)) if m else 0
    by_design = {}
    if os.path.exists(args.by_design):
        for r in read_tsv(args.by_design):
            by_design[r['id']] = r.get('reason', '')
    sym_dir = args.symbols
    if not sym_dir:
        if not args.modules:
            ap.error('give --symbols DIR or --modules DIR (a copy of the built Modules folder)')
        sym_dir = tempfile.mkdtemp(prefix='plumb-symbols-')
        extract_symbols(args.modules, sym_dir, ['PlumbUI', 'PlumbUIKit', 'PlumbGraphics', 'PlumbCombine'])
    ours = load_symbols(sym_dir)
    warners = warn_names([os.path.join(args.sources, d) for d in ('PlumbUI', 'PlumbUIKit', 'PlumbGraphics', 'PlumbText')])
    verdicts = status_of(entries, ours, by_design, warners)
    sigs = {r['id']: r for r in read_tsv(args.signatures)} if os.path.exists(args.signatures) else {}
    gen = usesite.Gen(entries, sigs, ours)
    plugin = args.plugin or (os.path.join(os.path.dirname(os.path.abspath(args.modules)), 'PlumbPreviewMacros-tool')
                             if args.modules else '')
    tc_of = {}          # id -> (use-site verdict, first error)
    moved = []
    if args.modules and not args.no_usesite:
        pool = [e for e in entries if args.usesite_all or verdicts[e['id']][0] == 'missing']
        tc_of = typecheck_entries(pool, gen, args.modules, plugin, jobs=args.jobs, keep=args.keep_snippets)
        for e in entries:
            st, note = verdicts[e['id']]
            if st != 'missing':
                continue
            v, msg = tc_of.get(e['id'], ('no-snippet', ''))
            if v == 'compiles':
                verdicts[e['id']] = ('compiles', 'use-site snippet type-checks' + ('; ' + note if note else ''))
                moved.append(e)
            elif v == 'missing' and msg:
                verdicts[e['id']] = ('missing', (note + '; ' if note else '') + 'use-site: ' + msg[:90])

    def w(eid):
        return usage.get(eid, (0, 0))[0]

    counted = [e for e in entries if verdicts[e['id']][0] != 'unavailable-by-design']
    comp = [e for e in counted if verdicts[e['id']][0] in COVERED]
    tot_w = sum(w(e['id']) for e in counted)
    comp_w = sum(w(e['id']) for e in comp)
    status_n = collections.Counter(verdicts[e['id']][0] for e in entries)
    lines = []
    lines.append('SwiftUI inventory: %d entries (%d by design, %d counted); uses from %d repositories'
                 % (len(entries), status_n['unavailable-by-design'], len(counted), n_repos))
    lines.append('status: draws %d, warns %d, compiles (other overload) %d, missing %d, unavailable-by-design %d'
                 % (status_n['draws'], status_n['warns'], status_n['compiles'], status_n['missing'],
                    status_n['unavailable-by-design']))
    lines.append('coverage (compiles): %d of %d entries = %s; use-weighted %s'
                 % (len(comp), len(counted), pct(len(comp), len(counted)), pct(comp_w, tot_w)))
    used = [e for e in counted if w(e['id']) > 0]
    used_c = [e for e in used if verdicts[e['id']][0] in COVERED]
    lines.append('entries used by at least one repository: %d of %d compile = %s'
                 % (len(used_c), len(used), pct(len(used_c), len(used))))
    lines.append('')
    lines.append('%-16s %7s %9s %9s %11s' % ('kind', 'entries', 'compiles', 'coverage', 'weighted'))
    kinds = sorted({e['kind'] for e in counted})
    by_kind = {}
    for k in kinds:
        ks = [e for e in counted if e['kind'] == k]
        kc = [e for e in ks if verdicts[e['id']][0] in COVERED]
        kw = sum(w(e['id']) for e in ks)
        kcw = sum(w(e['id']) for e in kc)
        by_kind[k] = (len(ks), len(kc), pct(len(kc), len(ks)), pct(kcw, kw))
        lines.append('%-16s %7d %9d %9s %11s' % ((k,) + by_kind[k]))
    missing = sorted((e for e in counted if verdicts[e['id']][0] == 'missing'),
                     key=lambda e: (-w(e['id']), -usage.get(e['id'], (0, 0))[1], e['id']))
    if tc_of:
        sg_missing = [e for e in counted if verdicts[e['id']][0] in ('missing', 'compiles')]
        nosn = [e for e in sg_missing if tc_of.get(e['id'], ('no-snippet',))[0] == 'no-snippet']
        lines.append('')
        lines.append('use-site check of the %d entries the symbol graph calls missing: %d type-check '
                     '(moved to compiles, weight %d repository-uses), %d do not, %d without a snippet '
                     '(weight %d; they stay missing)'
                     % (len(sg_missing), len(moved), sum(w(e['id']) for e in moved),
                        len(sg_missing) - len(moved) - len(nosn), len(nosn), sum(w(e['id']) for e in nosn)))
        why = collections.Counter(tc_of[e['id']][1] for e in nosn)
        if why:
            lines.append('  without a snippet: ' + ', '.join('%s %d' % kv for kv in why.most_common()))
    lines.append('')
    lines.append('top %d missing by use (id, repositories, uses):' % args.top)
    for e in missing[:args.top]:
        r, u = usage.get(e['id'], (0, 0))
        lines.append('  %-70s %4d %6d' % (e['id'], r, u))
    print('\n'.join(lines))

    if args.usesite_all and tc_of:
        found = [e for e in counted if verdicts[e['id']][0] in ('draws', 'warns')]
        fails = [e for e in found if tc_of.get(e['id'], ('no-snippet',))[0] == 'missing']
        nos = [e for e in found if tc_of.get(e['id'], ('no-snippet',))[0] == 'no-snippet']
        print('\nuse-site check of the %d entries the symbol graph finds: %d type-check, %d do not '
              '(weight %d), %d without a snippet' % (len(found), len(found) - len(fails) - len(nos), len(fails),
                                                     sum(w(e['id']) for e in fails), len(nos)))
        for e in sorted(fails, key=lambda e: -w(e['id']))[:args.top]:
            print('  %-60s %4d  %s' % (e['id'], w(e['id']), tc_of[e['id']][1][:100]))

    if args.typecheck:
        rows = typecheck_sample(entries, verdicts, tc_of, gen, args.modules or '', plugin, args.typecheck)
        dis = [r for r in rows if r[1] != r[2]]
        print('\ntypecheck cross-check: %d sampled entries with a snippet, %d disagree with the symbol graph (%s)'
              % (len(rows), len(dis), pct(len(dis), len(rows))))
        for r in dis:
            print('  %-60s symbol-graph=%s typecheck=%s  %s' % (r[0], r[1], r[2], r[3][:100]))

    if args.top_missing:
        with open(os.path.join(INV_DIR, 'top-missing.txt'), 'w', encoding='utf-8') as f:
            f.write('# top %d SwiftUI inventory entries Plumbline lacks, by the number of repositories using them\n'
                    % args.top_missing)
            f.write('# (of %d); written by scripts/api-coverage.py --top-missing. id, repositories, uses\n' % n_repos)
            for e in missing[:args.top_missing]:
                r, u = usage.get(e['id'], (0, 0))
                f.write('%s\t%d\t%d\n' % (e['id'], r, u))

    if args.markdown:
        md = ['# SwiftUI API inventory: Plumbline status', '',
              'Generated by `scripts/api-coverage.py --markdown`; method, sources and heuristics in',
              '[inventory.md](inventory.md). Uses = how many of the %d surveyed repositories use the entry'
              % n_repos, '(total matches in parentheses). Entries no repository uses are listed in',
              '`inventory/swiftui-inventory.tsv` but left out of the table below.', '', '## Summary', '', '```']
        md += lines[:4]
        md += ['```', '', '| kind | entries | compiles | coverage | use-weighted |', '|---|---:|---:|---:|---:|']
        for k in kinds:
            md.append('| %s | %d | %d | %s | %s |' % ((k,) + by_kind[k]))
        md += ['', '## Entries used by at least one repository', '',
               '| entry | kind | iOS | uses | status | notes |', '|---|---|---|---|---|---|']
        table = sorted(used, key=lambda e: (-w(e['id']), e['id']))
        table += [e for e in entries if verdicts[e['id']][0] == 'unavailable-by-design' and e not in table]
        for e in table:
            r, u = usage.get(e['id'], (0, 0))
            st, note = verdicts[e['id']]
            dep = ' (deprecated %s)' % e['deprecated'] if e['deprecated'] else ''
            if st == 'compiles':
                st = 'compiles (other overload)'
            md.append('| `%s` | %s | %s%s | %d (%d) | %s | %s |' % (
                e['id'].replace('|', '\\|'), e['kind'], e['ios'], dep, r, u, st,
                note.replace('|', '\\|').replace('`', "'")))
        with open(os.path.join(ROOT, 'docs', 'compatibility', 'swiftui-inventory.md'), 'w', encoding='utf-8') as f:
            f.write('\n'.join(md) + '\n')


if __name__ == '__main__':
    main()
