#!/usr/bin/env python3
"""Derive an inventory of SwiftUI's public API from a SwiftUI `.swiftinterface` file.

The interface text is Apple's and stays outside this repository; only the derived list of names
is written (docs/compatibility/inventory/swiftui-inventory.tsv). See docs/compatibility/inventory.md.

One entry per line, tab-separated:

  id          stable name: `Text`, `Text.init(_:tableName:bundle:comment:)`, `View.padding(_:_:)`,
              `ShapeStyle.quaternary`, `EnvironmentValues.openURL`, `State`
  kind        struct | class | enum | protocol | typealias | property-wrapper | modifier |
              scene-modifier | init | method | static-method | property | static-property |
              case | style | shape-style | environment
  ios         first iOS version (from @available; inherited from the enclosing declaration)
  deprecated  "" | the iOS version it was deprecated in | "future" (deprecated: 100000.0)
  container   the enclosing type (or "" for a top-level type)
  sdk         the SDK of the first interface that lists the entry (from its `-target ...-iosN.N`
              module flag): the oldest SDK read for entries it has, a later one for entries only a
              later SDK's interface lists (added later, or back-deployed to an earlier `ios`)

Left out: anything unavailable on iOS (`@available(iOS, unavailable)`, `@available(*, unavailable)`),
SPI (`@_spi`), underscored names at any level, operators, subscripts, `package`/internal
declarations, conformance boilerplate (==, hash(into:), hashValue, description, body, Codable),
and nested typealiases outside protocols (associated-type witnesses such as `Body = Never`).
Overloads that share argument labels are one entry (the earliest iOS version wins).

Usage: build-inventory.py [--source-note TEXT] [--out FILE] INTERFACE [INTERFACE ...]
With several interfaces (e.g. SwiftUI and SwiftUICore of one SDK) entries are merged.
"""
import argparse
import re
import sys

DECL_KEYWORDS = ('struct', 'class', 'enum', 'protocol', 'actor', 'extension', 'func', 'init',
                 'var', 'let', 'case', 'typealias', 'subscript', 'associatedtype', 'deinit',
                 'macro', 'operator', 'precedencegroup')
MODIFIER_WORDS = {'public', 'open', 'final', 'static', 'class', 'mutating', 'nonmutating',
                  'nonisolated', 'override', 'convenience', 'required', 'indirect', 'dynamic',
                  'optional', 'lazy', 'weak', 'unowned', 'consuming', 'borrowing', 'isolated',
                  'distributed', '__consuming', 'package', 'internal', 'private', 'fileprivate'}
BOILERPLATE = {'==', '!=', 'hash(into:)', 'hashValue', 'description', 'debugDescription',
               'encode(to:)', 'init(from:)', 'body', 'customMirror', 'init(rawValue:)', 'rawValue',
               'init(stringLiteral:)', 'init(unicodeScalarLiteral:)',
               'init(extendedGraphemeClusterLiteral:)', 'init(integerLiteral:)',
               'init(floatLiteral:)', 'init(arrayLiteral:)', 'init(nilLiteral:)',
               'init(booleanLiteral:)', 'init(stringInterpolation:)', 'init(dictionaryLiteral:)',
               '_makeView(view:inputs:)', 'allCases', 'animatableData', 'id'}
MODULE_PREFIXES = ('SwiftUICore.', 'SwiftUI.', 'Swift.', 'UIKit.', 'CoreFoundation.', 'CoreGraphics.',
                   'Foundation.', 'Combine.', 'AppKit.', 'CoreTransferable.', 'Observation.',
                   'UniformTypeIdentifiers.', 'Accessibility.', 'DeveloperToolsSupport.',
                   'Symbols.', 'QuartzCore.', 'CoreData.', '_Concurrency.')


def strip_module(name):
    changed = True
    while changed:
        changed = False
        for p in MODULE_PREFIXES:
            if name.startswith(p):
                name = name[len(p):]
                changed = True
    return name


def strip_generics(s):
    out, depth = [], 0
    for ch in s:
        if ch == '<':
            depth += 1
        elif ch == '>':
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return ''.join(out)


def code_braces(line):
    """Net { minus } of a line, ignoring braces inside string literals."""
    n, in_str, esc = 0, False, False
    for ch in line:
        if in_str:
            if esc:
                esc = False
            elif ch == '\\':
                esc = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch == '{':
            n += 1
        elif ch == '}':
            n -= 1
    return n


AVAIL_RE = re.compile(r'@available\(([^()]*(?:\([^()]*\)[^()]*)*)\)')


def parse_availability(attrs):
    """-> (ios_intro or None, deprecated or None, unavailable_on_ios bool)"""
    intro, dep, unavail = None, None, False
    for m in AVAIL_RE.finditer(attrs):
        body = m.group(1)
        parts = [p.strip() for p in body.split(',')]
        if not parts:
            continue
        head = parts[0]
        if head == '*':
            if any(p == 'unavailable' for p in parts[1:]):
                unavail = True
            for p in parts[1:]:
                if p.startswith('deprecated'):
                    dep = dep or 'yes'
            continue
        if head == 'iOS':
            rest = parts[1:]
            for p in rest:
                if p == 'unavailable':
                    unavail = True
                elif p.startswith('introduced:'):
                    intro = p.split(':', 1)[1].strip()
                elif p == 'deprecated':
                    dep = 'yes'
                elif p.startswith('deprecated:'):
                    v = p.split(':', 1)[1].strip()
                    dep = 'future' if v.startswith('100000') else v
            continue
        # shorthand: iOS 14.0, macOS 11.0, *
        for p in parts:
            mm = re.match(r'^iOS\s+([\d.]+)$', p)
            if mm:
                intro = mm.group(1)
    return intro, dep, unavail


def split_params(s):
    """Split a parameter clause body on top-level commas."""
    out, depth, cur, in_str = [], 0, [], False
    for ch in s:
        if in_str:
            cur.append(ch)
            if ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in '([<{':
            depth += 1
        elif ch in ')]}' or (ch == '>' and not (cur and cur[-1] == '-')):
            depth -= 1
        elif ch == ',' and depth == 0:
            out.append(''.join(cur))
            cur = []
            continue
        cur.append(ch)
    if ''.join(cur).strip():
        out.append(''.join(cur))
    return out


def param_clause(s, start):
    """Text inside the parentheses opening at s[start] == '('."""
    depth = 0
    for i in range(start, len(s)):
        if s[i] == '(':
            depth += 1
        elif s[i] == ')':
            depth -= 1
            if depth == 0:
                return s[start + 1:i]
    return s[start + 1:]


def labels_of(params_text):
    labels = []
    for p in split_params(params_text):
        head = strip_generics(p.split(':', 1)[0])
        head = re.sub(r'@[A-Za-z_][A-Za-z0-9_.]*(\([^)]*\))?', ' ', head)
        toks = head.split()
        # drop attribute arguments such as @_inheritActorContext or @ViewBuilder
        if not toks:
            continue
        labels.append(toks[0])
    return labels


def func_id(container, name, params_text):
    labs = labels_of(params_text)
    return '%s%s(%s)' % (container + '.' if container else '', name, ''.join(l + ':' for l in labs))


class Ctx:
    def __init__(self, kind, name, intro, dep, protocol=False, self_eq=False, skip=False, gparams='', where=''):
        self.kind, self.name, self.intro, self.dep = kind, name, intro, dep
        self.protocol, self.self_eq, self.skip = protocol, self_eq, skip
        self.gparams, self.where = gparams, where     # generic clause and where-clause (module-stripped)


EXOTIC = re.compile(r'TableRow|TableColumn|AccessibilityRotor|Commands|ToolbarContent|ChartContent|'
                    r'WidgetConfiguration|SceneBuilder')


def exotic(sig):
    """How many markers of a non-View overload (tables, rotors, commands, toolbars) a signature has."""
    return len(EXOTIC.findall(' '.join(str(v) for v in sig.values())))


def strip_modules_in(text):
    """Every module qualifier dropped from a type or requirement text: `SwiftUI.Binding<Swift.Bool>`
    -> `Binding<Bool>`."""
    return re.sub(r'\b(?:' + '|'.join(re.escape(p[:-1]) for p in MODULE_PREFIXES) + r')\.', '', text)


def generic_clause(s):
    """-> (text inside a leading `<...>` of s, rest of s)."""
    s = s.lstrip()
    if not s.startswith('<'):
        return '', s
    depth = 0
    for j, ch in enumerate(s):
        if ch == '<':
            depth += 1
        elif ch == '>' and not (j and s[j - 1] == '-'):
            depth -= 1
            if depth == 0:
                return s[1:j], s[j + 1:]
    return '', s


def where_clause(s):
    """The requirements of a trailing `where` clause (before any `{`)."""
    s = s.split('{')[0]
    m = re.search(r'\bwhere\b(.*)$', s)
    return m.group(1).strip() if m else ''


def signature_of(params_text, after_params):
    """Parameter list as `label name: Type[ = default]` items (module-stripped), and return type."""
    items = []
    for p in split_params(params_text):
        items.append(strip_modules_in(' '.join(p.split())))
    ret = ''
    m = re.match(r'\s*(?:async\s+)?(?:throws\s+|rethrows\s+)?->\s*(.*)$', after_params)
    if m:
        ret = strip_modules_in(m.group(1).split(' where ')[0].split('{')[0].strip())
    return items, ret


def parse(text, protocols):
    entries = {}
    stack = []          # Ctx per open container brace
    pending = []        # attribute lines before a declaration
    body_depth = 0      # >0 while skipping a function/property body
    if_stack = []       # True while inside an #else branch to skip
    lines = text.split('\n')
    i = 0

    def add(eid, kind, intro, dep, container, sig=None):
        if any(part.startswith('_') for part in eid.split('(')[0].split('.') if part):
            return
        if '(' in eid and re.search(r'[(:]_[A-Za-z]', eid):
            return      # an underscored argument label marks a private entry point
        if sig is not None and 'cgen' not in sig:
            sig['ewhere'] = stack[-1].where if stack else ''
        prev = entries.get(eid)
        if prev is None:
            entries[eid] = {'id': eid, 'kind': kind, 'ios': intro or '', 'deprecated': dep or '',
                            'container': container, 'sig': sig}
            return
        if sig and (not prev.get('sig') or exotic(sig) < exotic(prev['sig'])):
            prev['sig'] = sig     # the first overload, unless it is for tables, rotors, toolbars or commands
        if intro and (not prev['ios'] or ver(intro) < ver(prev['ios'])):
            prev['ios'] = intro
        if not dep:
            prev['deprecated'] = ''   # one overload with these labels is not deprecated

    while i < len(lines):
        raw = lines[i]
        i += 1
        line = raw.strip()
        if body_depth > 0:
            body_depth += code_braces(line)
            continue
        if line.startswith('#if'):
            if_stack.append(False)
            continue
        if line.startswith('#else') or line.startswith('#elseif'):
            if if_stack:
                if_stack[-1] = True
            continue
        if line.startswith('#endif'):
            if if_stack:
                if_stack.pop()
            continue
        if any(if_stack):
            continue
        if not line or line.startswith('//') or line.startswith('import '):
            continue
        if line == '}':
            if stack:
                stack.pop()
            pending = []
            continue
        # attribute-only lines
        if line.startswith('@') and not re.search(r'\b(' + '|'.join(DECL_KEYWORDS) + r')\b', strip_attrs(line)):
            pending.append(line)
            continue
        attrs = ' '.join(pending) + ' ' + attr_part(line)
        pending = []
        decl = strip_attrs(line)
        words = decl.split()
        mods = []
        while words and words[0] in MODIFIER_WORDS:
            mods.append(words.pop(0))
        if not words:
            continue
        m_kw = re.match(r'[A-Za-z_]+', words[0])
        if not m_kw:
            continue
        kw = m_kw.group(0)
        tail = ' '.join(words)
        rest = tail[len(kw):]
        opens = code_braces(line)
        parent = stack[-1] if stack else None
        in_protocol = bool(parent and parent.protocol)
        is_public = 'public' in mods or 'open' in mods or in_protocol or (parent and parent.kind == 'extension' and kw == 'case')
        if parent and parent.kind == 'enum' and kw == 'case':
            is_public = True
        spi = '@_spi' in attrs or '@_spi_available' in attrs
        intro, dep, unavail = parse_availability(attrs)
        p_intro = parent.intro if parent else None
        p_dep = parent.dep if parent else None
        p_skip = parent.skip if parent else False
        intro = intro or p_intro
        dep = dep or p_dep
        skip = p_skip or unavail or spi or ('package' in mods) or ('internal' in mods) or \
            ('private' in mods) or ('fileprivate' in mods)

        if kw in ('struct', 'class', 'enum', 'protocol', 'actor') and not (kw == 'class' and rest.strip().startswith(('func', 'var'))):
            name = strip_generics(rest.strip().split(':')[0].split(' where ')[0].split('{')[0]).strip()
            full = (parent.name + '.' + name) if parent and parent.name else name
            full = strip_module(full)
            if not is_public:
                skip = True
            if not skip:
                k = kw
                if '@propertyWrapper' in attrs:
                    k = 'property-wrapper'
                add(full, k if k != 'actor' else 'class', intro, dep, parent.name if parent else '')
            after_name = rest.strip()[len(re.match(r'[A-Za-z_0-9]*', rest.strip()).group(0)):]
            gp, after_gp = generic_clause(after_name)
            tsig = {'cgen': strip_modules_in(gp), 'cwhere': strip_modules_in(where_clause(after_gp))}
            if not skip and full in entries and not entries[full].get('sig'):
                entries[full]['sig'] = tsig
            if opens > 0:
                stack.append(Ctx(kw, full, intro, dep, protocol=(kw == 'protocol'), skip=skip,
                                 gparams=tsig['cgen'], where=tsig['cwhere']))
                if opens > 1:
                    body_depth = opens - 1
            continue
        if kw == 'extension':
            head = rest.strip()
            target = strip_generics(head.split(' where ')[0].split(':')[0].split('{')[0]).strip()
            target = strip_module(target)
            self_eq = ' where Self == ' in head or 'where Self ==' in head
            prot = target in protocols
            if opens > 0:
                stack.append(Ctx('extension', target, intro, dep, protocol=False, self_eq=self_eq and prot,
                                 skip=skip, where=strip_modules_in(where_clause(head))))
                stack[-1].ext_protocol = prot
            continue
        if opens > 0 and kw not in ('func', 'init', 'var', 'let', 'subscript', 'case', 'typealias', 'deinit'):
            body_depth = opens
            continue
        if opens > 0:
            body_depth = opens
        if skip or not is_public or parent is None and kw not in ('typealias', 'func', 'var', 'let'):
            continue
        container = parent.name if parent else ''
        static = 'static' in mods or ('class' in mods)
        ext_protocol = getattr(parent, 'ext_protocol', False) or (parent and parent.protocol)
        if kw == 'typealias':
            name = strip_generics(rest.strip().split('=')[0]).strip()
            if parent is None:
                add(name, 'typealias', intro, dep, '')
            elif parent.protocol:
                add(container + '.' + name, 'typealias', intro, dep, container)
            continue
        if kw == 'func':
            m = re.match(r'\s*([A-Za-z_][A-Za-z0-9_]*)', rest)
            if not m:
                continue      # operator
            name = m.group(1)
            after = rest[m.end():]
            after = after.lstrip()
            fgen = strip_modules_in(generic_clause(after)[0])
            if after.startswith('<'):
                depth = 0
                for j, ch in enumerate(after):
                    if ch == '<':
                        depth += 1
                    elif ch == '>':
                        depth -= 1
                        if depth == 0:
                            after = after[j + 1:]
                            break
            pstart = after.find('(')
            if pstart < 0:
                continue
            ptext = param_clause(after, pstart)
            eid = func_id(container, name, ptext)
            if eid[len(container) + 1:] in BOILERPLATE:
                continue
            items, ret = signature_of(ptext, after[pstart + len(ptext) + 2:])
            sig = {'gen': fgen, 'where': strip_modules_in(where_clause(after[pstart + len(ptext) + 2:])),
                   'params': items, 'ret': ret, 'static': static, 'mutating': 'mutating' in mods}
            if container == 'View':
                kind = 'modifier'
            elif container == 'Scene':
                kind = 'scene-modifier'
            elif static and parent.self_eq:
                kind = 'shape-style' if container == 'ShapeStyle' else 'style'
            else:
                kind = 'static-method' if static else 'method'
            if not container:
                continue      # free functions are not part of the inventory
            add(eid, kind, intro, dep, container, sig)
            continue
        if kw == 'init':
            after = rest.lstrip().lstrip('?!')
            fgen = strip_modules_in(generic_clause(after)[0])
            if after.startswith('<'):
                after = after[after.find('>') + 1:] if '>' in after else after
                after = rest[rest.find('('):]
            pstart = after.find('(')
            if pstart < 0 or not container:
                continue
            ptext = param_clause(after, pstart)
            eid = func_id(container, 'init', ptext)
            if eid[len(container) + 1:] in BOILERPLATE:
                continue
            items, _ = signature_of(ptext, '')
            sig = {'gen': fgen, 'where': strip_modules_in(where_clause(after[pstart + len(ptext) + 2:])),
                   'params': items, 'ret': '', 'static': False, 'mutating': False}
            add(eid, 'init', intro, dep, container, sig)
            continue
        if kw in ('var', 'let'):
            m = re.match(r'\s*`?([A-Za-z_][A-Za-z0-9_]*)`?', rest)
            if not m or not container:
                continue
            name = m.group(1)
            if name in BOILERPLATE:
                continue
            eid = container + '.' + name
            vm = re.match(r'\s*`?[A-Za-z_][A-Za-z0-9_]*`?\s*:\s*(.*?)\s*(\{.*)?$', rest)
            sig = {'type': strip_modules_in(vm.group(1)) if vm else '', 'static': static,
                   'settable': bool(vm and vm.group(2) and 'set' in vm.group(2)) or (kw == 'var' and not (vm and vm.group(2)))}
            if container == 'EnvironmentValues' and not static:
                kind = 'environment'
            elif static and parent.self_eq:
                kind = 'shape-style' if container == 'ShapeStyle' else 'style'
            else:
                kind = 'static-property' if static else 'property'
            add(eid, kind, intro, dep, container, sig)
            continue
        if kw == 'case':
            if not container:
                continue
            for part in split_params(rest):
                m = re.match(r'\s*`?([A-Za-z_][A-Za-z0-9_]*)`?', part)
                if m:
                    add(container + '.' + m.group(1), 'case', intro, dep, container)
            continue
    return entries


def strip_attrs(line):
    """The declaration part of a line, without leading @attributes (with their arguments)."""
    s = line.strip()
    while s.startswith('@'):
        m = re.match(r'@[A-Za-z_][A-Za-z0-9_.]*', s)
        if not m:
            break
        j = m.end()
        if j < len(s) and s[j] == '(':
            depth = 0
            for k in range(j, len(s)):
                if s[k] == '(':
                    depth += 1
                elif s[k] == ')':
                    depth -= 1
                    if depth == 0:
                        j = k + 1
                        break
        s = s[j:].lstrip()
    return s


def attr_part(line):
    s = line.strip()
    return s[:len(s) - len(strip_attrs(s))]


def ver(v):
    try:
        return tuple(int(x) for x in v.split('.'))
    except ValueError:
        return (999,)


def find_protocols(text):
    names = set()
    for m in re.finditer(r'^(?:.*\s)?public\s+protocol\s+([A-Za-z_][A-Za-z0-9_]*)', text, re.M):
        names.add(m.group(1))
    return names


def write_signatures(path, entries, notes):
    with open(path, 'w', encoding='utf-8') as out:
        out.write('# parameter and type information of the SwiftUI inventory entries (first overload of each id),\n'
                  '# derived by scripts/api-inventory/build-inventory.py --signatures-out; used by\n'
                  '# scripts/api-coverage.py to write use-site snippets. Module qualifiers are dropped.\n')
        for note in notes:
            out.write('# source: %s\n' % note)
        out.write('# columns: id; generics (a type\'s or a function\'s generic clause); requirements (the\n'
                  '# enclosing extension\'s and the declaration\'s where-clauses); params (`label name: Type`,\n'
                  '# with ` = default` kept, joined by " ;; "); result (return type, or a property\'s type); flags\n')
        out.write('id\tgenerics\tRequirements\tparams\tresult\tflags\n'.replace('Requirements', 'requirements'))
        for eid in sorted(entries, key=lambda k: (k.split('.')[0].split('(')[0], k)):
            sig = entries[eid].get('sig')
            if not sig:
                continue
            if 'cgen' in sig:
                row = (eid, sig['cgen'], sig['cwhere'], '', '', '')
            else:
                reqs = ', '.join(r for r in (sig.get('ewhere', ''), sig.get('where', '')) if r)
                flags = ','.join(f for f in ('static', 'mutating', 'settable') if sig.get(f))
                row = (eid, sig.get('gen', ''), reqs, ' ;; '.join(sig.get('params', [])),
                       sig.get('ret', '') or sig.get('type', ''), flags)
            out.write('\t'.join(x.replace('\t', ' ') for x in row) + '\n')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('interfaces', nargs='+', help='SwiftUI .swiftinterface file(s)')
    ap.add_argument('--out', default='-', help='TSV to write (default: stdout)')
    ap.add_argument('--signatures-out', metavar='FILE',
                    help='also write, per entry, the generic clause, requirements, parameters and result '
                         'type of its first overload (for the use-site snippets of api-coverage.py)')
    ap.add_argument('--source-note', action='append', default=[],
                    help='header line naming the source (repository, commit, path); repeatable')
    args = ap.parse_args()
    texts = [open(p, encoding='utf-8', errors='replace').read() for p in args.interfaces]
    protocols = set()
    for t in texts:
        protocols |= find_protocols(t)
    entries = {}
    for t in texts:
        m = re.search(r'swift-module-flags:.*?-target \S+?-ios(\d+(?:\.\d+)*)', t)
        sdk = m.group(1) if m else ''
        for eid, e in parse(t, protocols).items():
            e['sdk'] = sdk
            prev = entries.get(eid)
            if prev is None or (e['ios'] and prev['ios'] and ver(e['ios']) < ver(prev['ios'])):
                entries[eid] = e
                if prev is not None and prev['sdk'] and (not sdk or ver(prev['sdk']) < ver(sdk)):
                    e['sdk'] = prev['sdk']
            elif sdk and (not prev['sdk'] or ver(sdk) < ver(prev['sdk'])):
                prev['sdk'] = sdk
    out = sys.stdout if args.out == '-' else open(args.out, 'w', encoding='utf-8')
    out.write('# SwiftUI public API inventory, derived by scripts/api-inventory/build-inventory.py\n')
    for note in args.source_note:
        out.write('# source: %s\n' % note)
    out.write('# %d entries; columns: id, kind, ios (first availability), deprecated, container, '
              'sdk (first SDK interface listing it)\n' % len(entries))
    out.write('id\tkind\tios\tdeprecated\tcontainer\tsdk\n')
    for eid in sorted(entries, key=lambda k: (k.split('.')[0].split('(')[0], k)):
        e = entries[eid]
        out.write('%s\t%s\t%s\t%s\t%s\t%s\n' % (e['id'], e['kind'], e['ios'], e['deprecated'], e['container'],
                                                 e['sdk']))
    if out is not sys.stdout:
        out.close()
    if args.signatures_out:
        write_signatures(args.signatures_out, entries, args.source_note)
    print('build-inventory: %d entries' % len(entries), file=sys.stderr)


if __name__ == '__main__':
    main()
