#!/usr/bin/env python3
"""Write the generated tables of docs/symbols.md (between its <!-- generated … --> markers):
the ranked names of the public-code count and whether each is drawn, the repositories counted,
and every drawn name with its source icon and variants. Resolution mirrors SymbolLibrary.swift:
hand-drawn names, names in Resources/symbols.txt, `.circle`/`.square`(`.fill`) composed over a
drawn base, and forward/backward read as right/left.

Usage: symbol-docs.py [COUNT_JSON]   (the --json output of scripts/count-symbol-names.py;
       default scripts/symbols/symbol-count.json, the count docs/symbols.md shows)
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, 'Sources/PlumbGraphics/Symbols/Resources/symbols.txt')
LIB = os.path.join(ROOT, 'Sources/PlumbGraphics/Symbols/SymbolLibrary.swift')
DOC = os.path.join(ROOT, 'docs/symbols.md')

hand = set(re.findall(r'^    "([a-z0-9.]+)": \{', open(LIB).read(), re.M))
catalog = {}
compositions = {}  # SymbolCatalog.Composition: name -> (base, mark, mode, flags)
slashed = set()    # SymbolCatalog.slashed
for line in open(DATA):
    if line.startswith('N '):
        f = line.split()
        catalog[f[1]] = (f[2], f[3:])
    elif line.startswith('L '):
        slashed.add(line.split()[1])
    elif line.startswith('C '):
        f = line.split()
        compositions[f[1]] = (f[2], f[3], f[7], f[8:])


def how(name):
    """('hand' | 'icon' | 'composed', detail) or None."""
    if name in hand:
        return ('hand-drawn', '')
    if name in catalog:
        glyph = catalog[name][0]
        return ('drawn', glyph[3:]) if glyph.startswith('dr:') else ('icon', glyph)
    if name in compositions:
        base, mark, mode, _ = compositions[name]  # SymbolOverlay.composed
        if all(':' in part or how(part) for part in (base, mark)):
            return ('composed', f'{base} + {mark}')
        return None
    for suffix, filled in (('.slash.fill', True), ('.slash', False)):
        if name in slashed and name.endswith(suffix):
            base = name[:-len(suffix)]  # SymbolOverlay.splitSlash
            if (filled and how(base + '.fill')) or how(base):
                return ('slash', base)
            return None
    for suffix in ('.circle.fill', '.square.fill', '.circle', '.square', '.app.fill', '.app'):
        if name.endswith(suffix) and len(name) > len(suffix):
            base = name[:-len(suffix)]
            src = catalog.get(base + '.fill') if suffix.endswith('.fill') else None
            src = src or catalog.get(base)
            if src:
                return ('composed', src[0])
    pairs = {'gearshape.2': 'gearshape', 'gearshape.2.fill': 'gearshape.fill'}  # SymbolBadge.pairs
    if name not in catalog and name in pairs and how(pairs[name]):
        return ('pair', f'{pairs[name]} ×2')
    for suffix, filled in (('.trianglebadge.exclamationmark.fill', True), ('.trianglebadge.exclamationmark', False)):
        if name not in catalog and name.endswith(suffix) and len(name) > len(suffix):
            base = name[:-len(suffix)]  # SymbolBadge.splitTriangleBadge
            if (filled and how(base + '.fill')) or how(base):
                return ('badge', f'{base} + warning triangle')
            return None
    if name not in catalog and '.badge' in name:
        # SymbolBadge.swift: `base.badge[.mark]` over a drawn base (and mark), the base knocked out.
        i = name.rindex('.badge')
        base, rest = name[:i], name[i + len('.badge'):]
        mark = None
        if rest == '.fill':
            base += '.fill'
        elif rest.startswith('.') and len(rest) > 1:
            mark = rest[1:]
        elif rest:
            return None
        mark = {'shield.half.filled': 'shield.lefthalf.filled'}.get(mark, mark)  # SymbolBadge.markAliases
        if base and how(base) and (mark is None or how(mark)):
            return ('badge', f"{base} + {mark or 'dot'}")
    return None


def resolve(name):
    parts = name.split('.')
    if 'forward' in parts or 'backward' in parts:
        phys = '.'.join('right' if p == 'forward' else 'left' if p == 'backward' else p for p in parts)
        if how(phys):
            return how(phys)
    return how(name)


def main():
    count = json.load(open(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'scripts/symbols/symbol-count.json')))
    ranked = count['ranked']
    out = []
    for n in (100, 200, 400, len(ranked)):
        top = ranked[:n]
        drawn = sum(1 for r in top if resolve(r['name']))
        out.append(f'- top {n}: {drawn} drawn ({100 * drawn / n:.1f} %)')
    coverage = '\n'.join(out)

    repos = ['| repository | commit | uses | distinct names |', '| --- | --- | ---: | ---: |']
    for r in count['repositories']:
        repos.append(f"| {r['repo']} | `{r['commit'][:12]}` | {r['uses']} | {r['names']} |")

    rank = ['| rank | name | repositories | uses | drawn as |', '| ---: | --- | ---: | ---: | --- |']
    for i, r in enumerate(ranked[:400], 1):
        h = resolve(r['name'])
        drawn = '**not drawn**' if not h else (h[0] if not h[1] else f'{h[0]} `{h[1]}`')
        rank.append(f"| {i} | `{r['name']}` | {r['repos']} | {r['uses']} | {drawn} |")

    table = ['| name | source | icon | notes |', '| --- | --- | --- | --- |']
    for name in sorted(set(catalog) | hand):
        if name in hand:
            table.append(f'| `{name}` | hand-drawn (SymbolLibrary.swift) | | |')
            continue
        glyph, flags = catalog[name]
        src = {'ph': 'Phosphor', 'bs': 'Bootstrap', 'ri': 'Remix Icon', 'dr': 'drawn (symbol-drawings.txt)'}[glyph[:2]]
        icon = glyph.split(':')[1] + ('-fill' if 'fill' in flags and glyph[:2] == 'bs' else '')
        weight = 'fill weight' if 'fill' in flags and glyph[:2] in ('ph', 'dr') else ''
        turns = {'rotate90': 'turned 90° clockwise', 'rotate180': 'turned 180°', 'rotate270': 'turned 90° anticlockwise',
                 'flipv': 'flipped top to bottom'}
        notes = ', '.join(x for x in [weight, 'mirrored' if 'mirror' in flags else '']
                          + [turns[f] for f in flags if f in turns] + ['approximate' if 'approx' in flags else ''] if x)
        table.append(f'| `{name}` | {src} | `{icon}` | {notes} |')
    for name in sorted(compositions):
        base, mark, mode, flags = compositions[name]
        what = {'over': 'over', 'cut': 'cut out around', 'hole': 'cut out of'}[mode]
        notes = 'approximate' if 'approx' in flags else ''
        table.append(f'| `{name}` | composed | `{mark}` {what} `{base}` | {notes} |')

    doc = open(DOC).read()
    for key, body in (('coverage', coverage), ('repositories', '\n'.join(repos)), ('ranked', '\n'.join(rank)),
                      ('drawn', '\n'.join(table))):
        doc = re.sub(rf'(<!-- generated {key} -->\n).*?(<!-- end {key} -->)', lambda m: m.group(1) + body + '\n' + m.group(2),
                     doc, flags=re.S)
    open(DOC, 'w').write(doc)
    print(coverage)


if __name__ == '__main__':
    main()
