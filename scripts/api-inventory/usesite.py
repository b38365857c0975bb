"""Use-site snippets for SwiftUI inventory entries (used by scripts/api-coverage.py).

A snippet calls one entry with its exact argument labels, with an argument per parameter chosen
from the parameter's type (docs/compatibility/inventory/signatures.tsv, from the SDK interface):

  literals for common types        `1` (CGFloat, Double, Int), `true`, `"x"` (String,
                                   LocalizedStringKey), `Text("x")`, `Color.red`, `Font.body`
  an implicit member               `.all` for `Edge.Set`: a static property or case of that type
                                   that Plumbline declares (symbol graph), per the inventory
  a value per generic constraint   `Text("x")` for `V: View`, `Color.red` for `S: ShapeStyle`,
                                   `"x"` for `StringProtocol`, `[1]` for a collection, `1` otherwise
  closures                         `{ }`, `{ _ in }`, `{ Text("x") }` (view builders), `{ _ in 1 }`
  `.constant(v)` for `Binding<T>`, `[v]` for arrays, `\\.self` for key paths
  otherwise a typed parameter      `_ p2: ScrollAnchorRole` of the check function, with the
                                   generic parameters and requirements the type needs

Each snippet is one function (`@MainActor func _cN(...)`) so that errors map to one entry:
  modifier        func _cN<V0: View>(_ r: V0) -> some View { r.padding(.all, 1) }
  scene-modifier  func _cN<S0: Scene>(_ r: S0) -> some Scene { r.defaultSize(width: 1, height: 1) }
  init            func _cN() { _ = ScrollView(.vertical, content: { Text("x") }) }
  method          func _cN(_ r0: Binding<Bool>) { var r = r0; _ = r.animation(.default) }
  static-method   func _cN() { _ = Font.system(size: 1) }
  style (call)    func _tN<S: ListStyle>(_ s: S) {}; func _cN() { _tN(.inset(alternatesRowBackgrounds: true)) }
Entries without parameters (types, properties, cases, environment values, styles) keep the bare
reference of the sampler (`extension Text.Scale {}`, `_ = \\EnvironmentValues.openURL`, ...).
"""
import re

PRELUDE = '''import SwiftUI
import Foundation
struct _Item: Identifiable, Hashable { var id = 1 }
struct _Err: Error {}
final class _Obj: ObservableObject {}
struct _Mod: ViewModifier { func body(content: Content) -> some View { content } }
'''

NUM = {'CGFloat', 'Double', 'Float', 'Int', 'UInt', 'Int32', 'Int64', 'UInt32', 'TimeInterval', 'Float16'}
LITERALS = {
    'Bool': 'true', 'String': '"x"', 'LocalizedStringKey': '"x"', 'LocalizedStringResource': '"x"',
    'Substring': '"x"', 'Character': '"x"',
    'Text': 'Text("x")', 'Image': 'Image(systemName: "x")', 'Color': 'Color.red', 'Font': 'Font.body',
    'AnyView': 'AnyView(Text("x"))', 'Angle': '.degrees(1)', 'CGSize': 'CGSize(width: 1, height: 1)',
    'CGPoint': 'CGPoint(x: 1, y: 1)', 'CGRect': 'CGRect(x: 0, y: 0, width: 1, height: 1)',
    'UnitPoint': 'UnitPoint.center', 'Date': 'Date()', 'URL': 'URL(fileURLWithPath: "/")', 'Data': 'Data()',
    'UUID': 'UUID()', 'Any': '1', 'AnyHashable': 'AnyHashable(1)', 'Bundle': 'Bundle.main',
    'Locale': 'Locale.current', 'Calendar': 'Calendar.current', 'TimeZone': 'TimeZone.current',
    'EdgeInsets': 'EdgeInsets()', 'Alignment': '.center', 'HorizontalAlignment': '.center',
    'VerticalAlignment': '.center', 'Animation': '.default', 'Gradient': 'Gradient(colors: [.red])',
    'Namespace.ID': 'Namespace().wrappedValue', 'Edge.Set': '.all', 'Axis.Set': '.vertical',
    'Edge': '.top', 'Axis': '.vertical', 'ClosedRange<Double>': '0...1', 'ClosedRange<Int>': '0...1',
    'Range<Int>': '0..<1', 'ClosedRange<CGFloat>': '0...1', 'ClosedRange<Date>': 'Date()...Date()',
}
# value of a generic parameter, by constraint (first match wins)
BY_CONSTRAINT = [
    ('View', 'Text("x")'), ('ShapeStyle', 'Color.red'), ('InsettableShape', 'Rectangle()'),
    ('Shape', 'Rectangle()'), ('StringProtocol', '"x"'), ('BinaryFloatingPoint', '1.0'),
    ('FloatingPoint', '1.0'), ('VectorArithmetic', '1.0'), ('Animatable', '1.0'),
    ('BinaryInteger', '1'), ('FixedWidthInteger', '1'), ('Identifiable', '_Item()'), ('Observable', None), ('ObservableObject', '_Obj()'),
    ('AnyObject', '_Obj()'), ('Error', '_Err()'),
    ('Gesture', 'TapGesture()'), ('ViewModifier', '_Mod()'), ('Transferable', '"x"'),
    ('RandomAccessCollection', '[1]'), ('Collection', '[1]'), ('Sequence', '[1]'),
    ('RangeExpression', '0...1'), ('Strideable', '1'), ('Hashable', '1'), ('Equatable', '1'),
    ('Comparable', '1'), ('Sendable', '1'), ('Codable', '1'), ('Decodable', '1'), ('Encodable', '1'),
]
METATYPES = {'_Obj()': '_Obj.self', '1': 'Int.self', '"x"': 'String.self', '_Item()': '_Item.self', 'Text("x")': 'Text.self',
             '1.0': 'Double.self', 'Color.red': 'Color.self', 'Rectangle()': 'Rectangle.self'}
BUILDERS = {'ViewBuilder': 'Text("x")', 'ToolbarContentBuilder': 'ToolbarItem { Text("x") }',
            'SceneBuilder': 'WindowGroup { Text("x") }'}
PREFERRED_MEMBERS = ('automatic', 'all', 'center', 'default', 'vertical', 'standard', 'regular',
                     'leading', 'top', 'never', 'visible', 'none')
TYPE_KINDS = {'struct', 'class', 'enum', 'protocol', 'typealias', 'property-wrapper'}


def split_top(s, sep=','):
    out, depth, cur = [], 0, []
    i = 0
    while i < len(s):
        ch = s[i]
        if ch in '([<{':
            depth += 1
        elif ch in ')]}' or (ch == '>' and not (i and s[i - 1] == '-')):
            depth -= 1
        if depth == 0 and s.startswith(sep, i):
            out.append(''.join(cur))
            cur = []
            i += len(sep)
            continue
        cur.append(ch)
        i += 1
    if ''.join(cur).strip():
        out.append(''.join(cur))
    return [x.strip() for x in out]


def strip_generic_args(t):
    out, depth = [], 0
    for ch in t:
        if ch == '<':
            depth += 1
        elif ch == '>':
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return ''.join(out)


class Gen:
    def __init__(self, entries, sigs, ours):
        self.inv = {e['id']: e for e in entries}
        self.sigs = sigs
        self.ours = ours
        self.members = {}
        for e in entries:
            if e['kind'] in ('static-property', 'case') and e['id'] in ours and not e['deprecated']:
                self.members.setdefault(e['container'], []).append((e['kind'] != 'static-property', e['id']))
        self.nested = {}
        for e in entries:
            if e['kind'] in TYPE_KINDS and e['container']:
                self.nested.setdefault(e['container'], set()).add(e['id'][len(e['container']) + 1:])

    # --- generic context -------------------------------------------------------------------
    def context(self, e, sig):
        """-> (generic names -> constraints, requirements list, receiver generic for protocols)."""
        cons, reqs = {}, []
        cont = e['container']
        csig = self.sigs.get(cont, {})
        for clause in (csig.get('generics', ''), sig.get('generics', '')):
            for g in split_top(clause):
                name, _, c = g.partition(':')
                cons.setdefault(name.strip(), [])
                if c.strip():
                    cons[name.strip()] += [x.strip() for x in c.split('&')]
        for r in split_top(csig.get('requirements', '')) + split_top(sig.get('requirements', '')):
            if '==' in r:
                reqs.append(r)
                continue
            left, _, c = r.partition(':')
            left = left.strip()
            if left in cons:
                cons[left] += [x.strip() for x in c.split('&')]
            else:
                reqs.append(r)
        return cons, reqs

    def qualify(self, t, e, recv):
        """Qualify the container's nested types (`Configuration` -> `ButtonStyle.Configuration`)."""
        cont = e['container']
        owner = recv or cont
        t = re.sub(r'\bSelf\b', recv or cont, t)
        nested = self.nested.get(cont, set())
        base_cont = cont.split('.')[0]
        return re.sub(r'(?<![.\w])([A-Z][A-Za-z0-9_]*)\b',
                      lambda m: owner + '.' + m.group(1) if m.group(1) in nested and m.group(1) != base_cont
                      else m.group(1), t)

    # --- values ------------------------------------------------------------------------------
    def value(self, t, cons, reqs, attrs=''):
        """An expression for a parameter of type t, or None."""
        t = t.strip()
        t = re.sub(r'^(?:@[A-Za-z_][\w.]*(?:<[^>]*>)?(?:\([^)]*\))?\s+|__owned\s+|__shared\s+|sending\s+)+', '', t)
        if t.endswith('...'):
            t = t[:-3]
        if t.startswith('Optional<') and t.endswith('>'):
            t = '(%s)?' % t[len('Optional<'):-1]
        if t.endswith('?') or t.endswith('!'):
            inner = t[:-1]
            if inner.startswith('(') and inner.endswith(')') and '->' not in inner:
                inner = inner[1:-1]
            return self.value(inner, cons, reqs, attrs)
        if t.startswith('(') and t.endswith(')') and split_top(t[1:-1]) and len(split_top(t[1:-1])) == 1 and '->' not in t:
            return self.value(t[1:-1], cons, reqs, attrs)
        if '->' in t:
            return self.closure(t, cons, reqs, attrs)
        if t in cons:           # a generic parameter (`Data`, `Value`) before a type of that name
            return self.generic_value(t, cons, reqs)
        if t in LITERALS:
            return LITERALS[t]
        if t in NUM:
            return '1'
        if t in cons:
            return self.generic_value(t, cons, reqs)
        m = re.match(r'^(\w+)\.Element$', t)
        if m and m.group(1) in cons:
            return self.element_value(m.group(1), cons, reqs)
        if t.endswith('.Type'):
            v = self.value(t[:-5], cons, reqs)
            return METATYPES.get(v)
        if t.startswith('Binding<') and t.endswith('>'):
            inner = t[len('Binding<'):-1]
            v = self.value(inner, cons, reqs)
            if inner.endswith('?'):
                return '.constant(Optional(%s))' % v if v else None
            return '.constant(%s)' % v if v else None
        if t.startswith('[') and t.endswith(']') and ':' not in t:
            v = self.value(t[1:-1], cons, reqs)
            return '[%s]' % v if v else None
        if t.startswith('[') and t.endswith(']'):
            return '[:]'
        if re.match(r'^(?:Writable|ReferenceWritable)?KeyPath<\w+\.Element,', t):
            return '\\.self'
        if t.startswith('Set<'):
            v = self.value(t[4:-1], cons, reqs)
            return 'Set([%s])' % v if v else None
        base = strip_generic_args(t)
        if base in self.members:
            cands = sorted(self.members[base], key=lambda x: (x[0], x[1].rsplit('.', 1)[1] not in PREFERRED_MEMBERS, x[1]))
            return '.' + cands[0][1].rsplit('.', 1)[1]
        if base + '.init()' in self.ours:
            return base + '()'
        return None

    def element_value(self, coll, cons, reqs):
        for r in reqs:
            m = re.match(r'^%s\.Element\s*:\s*(.*)$' % re.escape(coll), r)
            if m:
                for name, v in BY_CONSTRAINT:
                    if name in [x.strip() for x in m.group(1).split('&')] and v:
                        return v
        return '1'

    def generic_value(self, name, cons, reqs):
        cs = cons.get(name, [])
        for cname, v in BY_CONSTRAINT:
            if cname in cs:
                if v == '[1]':
                    return '[%s]' % self.element_value(name, cons, reqs)
                return v
        for c in cs:
            styles = sorted(k for k in self.ours if k.startswith(c + '.') and self.inv.get(k, {}).get('kind') == 'style'
                            and '(' not in k)
            if styles:
                return '.' + styles[0].rsplit('.', 1)[1]
        if not cs or all(c in ('Sendable',) for c in cs):
            return '1'
        return None

    def closure(self, t, cons, reqs, attrs):
        # (A, B) async throws -> R
        depth = 0
        for i, ch in enumerate(t):
            if ch == '(':
                depth += 1
            elif ch == ')':
                depth -= 1
                if depth == 0:
                    args, rest = t[1:i], t[i + 1:]
                    break
        else:
            return None
        m = re.match(r'\s*(async\s+)?(throws\s+|rethrows\s+)?->\s*(.*)$', rest)
        if not m:
            return None
        ret = m.group(3).strip()
        n = len([a for a in split_top(args) if a and a != 'Void'])
        head = '' if n == 0 else ', '.join(['_'] * n) + ' in '
        builder = re.search(r'@(\w+Builder)\b', attrs)
        if builder:
            body = BUILDERS.get(builder.group(1))
            if body is None:
                return None
        elif ret in ('Void', '()'):
            body = ''
        else:
            body = self.value(ret, cons, reqs)
            if body is None:
                return None
        return '{ %s%s }' % (head, body) if body else ('{ %s}' % head if head else '{ }')

    # --- snippets ----------------------------------------------------------------------------
    def param(self, item):
        """`label name: Type = default` -> (label, type, attrs)."""
        head, _, typ = item.partition(':')
        # the type may itself contain ':' (dictionaries); the head never does
        parts = split_top(typ, ' = ') if ' = ' in typ else [typ]
        typ = parts[0]
        self.default = parts[1] if len(parts) > 1 else ''
        attrs = ' '.join(re.findall(r'@[\w.]+(?:<[^>]*>)?(?:\([^)]*\))?', head + ' ' + typ))
        head = re.sub(r'@[\w.]+(?:<[^>]*>)?(?:\([^)]*\))?', ' ', head).split()
        label = head[0] if head else '_'
        typ = re.sub(r'@[\w.]+(?:<[^>]*>)?(?:\([^)]*\))?\s*', '', typ).strip()
        return label, typ, attrs

    def snippet(self, e, i):
        """-> (snippet text, None) or (None, reason it cannot be written)."""
        eid, kind, cont = e['id'], e['kind'], e['container']
        if '(' not in eid:
            return None, 'no parameters'
        sig = self.sigs.get(eid)
        if sig is None:
            return None, 'no signature'
        member = eid[len(cont) + 1:] if cont else eid
        name = member.split('(')[0]
        ckind = self.inv.get(cont, {}).get('kind', '')
        recv = 'R' if ckind == 'protocol' and kind not in ('modifier', 'scene-modifier', 'style', 'shape-style') else ''
        cons, reqs = self.context(e, sig)
        items = [x for x in sig.get('params', '').split(' ;; ') if x.strip()]
        forced = set()      # generic parameters whose parameters must all be typed (`V` of `V.Stride`)
        for _ in range(3):
            extra, args = self.arguments(e, items, cons, reqs, recv, forced)
            text = ' '.join(extra)
            # a generic parameter a typed parameter names cannot also take a literal elsewhere
            new = {g for g in cons if re.search(r'(?<![.\w])%s\b' % re.escape(g), text)} - forced
            if not new:
                break
            forced |= new
        return self.assemble(e, i, kind, cont, name, recv, cons, reqs, extra, args)

    def arguments(self, e, items, cons, reqs, recv, forced):
        extra = []          # typed parameters of the check function
        args = []
        for k, item in enumerate(items):
            label, typ, attrs = self.param(item)
            typ = self.qualify(typ, e, recv)
            inout = typ.startswith('inout ')
            if inout:
                typ = typ[len('inout '):]
            force = any(re.search(r'(?<![.\w])%s\b' % re.escape(g), typ) for g in forced)
            if '@autoclosure' in attrs and typ.replace(' ', '').startswith('()->'):
                typ = typ.split('->', 1)[1].strip()
                attrs = attrs.replace('@autoclosure', '')
            v = None if inout or force else self.value(typ, cons, reqs, attrs)
            if v is None and not inout and not force and self.default and not re.search(r'\b_|#', self.default) \
                    and not any(re.search(r'(?<![.\w])%s\b' % re.escape(g), self.default) for g in cons):
                v = self.default        # the declaration's default argument, as a user would write it
            if v is None:
                pname = 'p%d' % k
                ptyp = typ
                if '->' in ptyp and '@escaping' not in ptyp and not ptyp.endswith('?') \
                        and not ptyp.startswith('Optional<'):
                    ptyp = '@escaping ' + ptyp
                extra.append('_ %s: %s%s' % (pname, 'inout ' if inout else '', ptyp))
                v = ('&' if inout else '') + pname
            args.append(v if label == '_' else '%s: %s' % (label, v))
        return extra, args

    def assemble(self, e, i, kind, cont, name, recv, cons, reqs, extra, args):
        call_args = '(' + ', '.join(args) + ')'
        # generic parameters the typed parameters need
        text = ' '.join(extra)
        used = [g for g in cons if re.search(r'(?<![.\w])%s\b' % re.escape(g), text)]
        gen = ['%s%s' % (g, (': ' + ' & '.join(dict.fromkeys(cons[g]))) if cons[g] else '') for g in used]
        wr = [r for r in reqs if set(re.findall(r'(?<![.\w])([A-Z]\w*)\b', r)) & set(used)
              and all(x in used or x not in cons for x in re.findall(r'(?<![.\w])([A-Z]\w*)\b', r))]
        if recv:
            gen.insert(0, 'R: %s' % cont)
        if kind == 'modifier':
            gen.insert(0, 'V0: View')
            params = ['_ r: V0'] + extra
            body = 'r.%s%s' % (name, call_args)
            ret = ' -> some View'
        elif kind == 'scene-modifier':
            gen.insert(0, 'S0: Scene')
            params = ['_ r: S0'] + extra
            body = 'r.%s%s' % (name, call_args)
            ret = ' -> some Scene'
        elif kind == 'init':
            if recv:
                return None, 'init of a protocol'
            params = extra
            body = '_ = %s%s' % (cont, call_args)
            ret = ''
        elif kind in ('style', 'shape-style'):
            g = '_t%d<S: %s>(_ s: S) {}' % (i, cont)
            params = extra
            return self.wrap(i, gen, params, wr, '', '_t%d(.%s%s)' % (i, name, call_args), pre='@MainActor func ' + g + '\n'), None
        elif kind == 'static-method':
            params = (['_ r: R.Type'] if recv else []) + extra
            body = '_ = %s.%s%s' % ('r' if recv else cont, name, call_args)
            ret = ''
        elif kind == 'method' and 'static' in self.sigs.get(e['id'], {}).get('flags', ''):
            params = (['_ r: R.Type'] if recv else []) + extra
            body = '_ = %s.%s%s' % ('r' if recv else cont, name, call_args)
            ret = ''
        elif kind == 'method':
            csig = self.sigs.get(cont, {})
            if recv:
                rtype = 'R'
            elif csig.get('generics'):
                cg = [g.split(':')[0].strip() for g in split_top(csig['generics'])]
                for g in cg:
                    if g not in used:
                        used.append(g)
                        gen.append('%s%s' % (g, (': ' + ' & '.join(dict.fromkeys(cons.get(g, [])))) if cons.get(g) else ''))
                wr = [r for r in reqs if all(x in used or x not in cons for x in re.findall(r'(?<![.\w])([A-Z]\w*)\b', r))]
                rtype = '%s<%s>' % (cont, ', '.join(cg))
            else:
                rtype = cont
            params = ['_ r0: %s' % rtype] + extra
            body = 'var r = r0; _ = r.%s%s' % (name, call_args)
            ret = ''
        else:
            return None, 'kind %s' % kind
        return self.wrap(i, gen, params, wr, ret, body), None

    def wrap(self, i, gen, params, wr, ret, body, pre=''):
        g = '<%s>' % ', '.join(gen) if gen else ''
        w = ' where ' + ', '.join(wr) if wr else ''
        return '%s@MainActor func _c%d%s(%s)%s%s { %s }' % (pre, i, g, ', '.join(params), ret, w, body)
