#!/usr/bin/env python3
"""Build Sources/PlumbGraphics/Symbols/Resources/symbols.txt from the hand-checked name table
(scripts/symbols/symbol-map.txt) and the icon sets' SVG files (docs/symbols.md, "Data").

Reads the icons straight out of the sets' git repositories (as the `fetch` tool brings them):
  Phosphor Icons (MIT)   MIRRORS/phosphor-icons+core/repo  assets/<weight>/<name>[-<weight>].svg
  Bootstrap Icons (MIT)  MIRRORS/twbs+icons/repo           icons/<name>.svg
  Remix Icon (Apache 2.0) MIRRORS/Remix-Design+RemixIcon/repo icons/<group>/<name>-line|fill.svg
and copies each set's LICENSE next to the data. Path data is kept verbatim (the Swift side parses
the whole SVG path grammar, arcs included: SVGPathParser.swift); only the viewBox, fill rule and
path strings are taken, and any other element or attribute that would change the picture stops
the build with the icon's name.

The project's own drawings (source dr:<key>) come from scripts/symbols/symbol-drawings.txt:
lines `<key> <weight> <rule> <path d>` on a 24-unit grid, rule n (non-zero), e (even-odd) or
s<width> (the path is a centre line, stroked that wide at the regular weight and thinner or
thicker at the others); several lines of one key and weight are drawn together.

Output lines (one record per line, space separated):
  N <sf name> <glyph> [fill] [cf] [mirror] [rotate90|rotate180|rotate270|flipv] [approx]   a drawn name
  C <sf name> <base> <mark> <cx> <cy> <scale> <over|cut|hole> [base=<s>,<cx>,<cy>] [approx]
                                                         a name composed of two drawn names
  L <sf name>                                            <base>.slash[.fill]: the base with SF's slash
  G <glyph> <viewbox side>                               an icon
  W <weight> <n|e|s<w>> <path d>                         a part of its outline in a weight
Weights: thin light regular bold fill (Phosphor); regular fill (Bootstrap; Remix: -line, -fill);
drawings: any, a missing stroke weight falls back to regular.

Usage: build-symbol-data.py [--phosphor DIR] [--bootstrap DIR] [--remix DIR] [--out FILE]
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT_DIR = os.path.join(ROOT, 'Sources/PlumbGraphics/Symbols/Resources')
PH_WEIGHTS = ['thin', 'light', 'regular', 'bold', 'fill']
FLAGS = {'f', 'cf', 'mirror', 'approx', 'rotate90', 'rotate180', 'rotate270', 'flipv'}
TRANSFORM_FLAGS = ('cf', 'mirror', 'approx', 'rotate90', 'rotate180', 'rotate270', 'flipv')


def git_show(repo, path):
    r = subprocess.run(['git', '-C', repo, 'show', f'HEAD:{path}'], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f'missing icon file {path} in {repo}')
    return r.stdout


def parse_svg(text, where):
    m = re.search(r'viewBox="0 0 (\d+) (\d+)"', text)
    if not m or m.group(1) != m.group(2):
        raise SystemExit(f'{where}: not a square viewBox starting at 0 0')
    side = int(m.group(1))
    body = re.sub(r'<svg[^>]*>|</svg>', '', text).strip()
    paths = []
    for el in re.finditer(r'<(\w+)([^>]*)/>', body):
        tag, attrs = el.group(1), el.group(2)
        if tag != 'path':
            raise SystemExit(f'{where}: <{tag}> is not a path; pick another icon or convert it')
        d = re.search(r'\sd="([^"]+)"', attrs)
        extra = re.sub(r'\s(d|fill-rule|clip-rule)="[^"]*"', '', attrs).strip()
        if extra:
            raise SystemExit(f'{where}: path attributes {extra!r} would change the picture')
        rule = 'e' if 'fill-rule="evenodd"' in attrs else 'n'
        paths.append((rule, ' '.join(d.group(1).split())))
    leftover = re.sub(r'<(\w+)([^>]*)/>', '', body).strip()
    if leftover or not paths:
        raise SystemExit(f'{where}: unexpected content {leftover[:60]!r}')
    rules = {r for r, _ in paths}
    if len(rules) > 1:
        raise SystemExit(f'{where}: paths with different fill rules')
    return side, rules.pop(), ' '.join(d for _, d in paths)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--phosphor', required=True, help='a clone of phosphor-icons/core')
    ap.add_argument('--bootstrap', required=True, help='a clone of twbs/icons')
    ap.add_argument('--remix', required=True, help='a clone of Remix-Design/RemixIcon')
    ap.add_argument('--map', default=os.path.join(HERE, 'symbol-map.txt'))
    ap.add_argument('--drawings', default=os.path.join(HERE, 'symbol-drawings.txt'))
    ap.add_argument('--out', default=os.path.join(OUT_DIR, 'symbols.txt'))
    args = ap.parse_args()

    names = []            # (sf name, glyph, flags)
    glyphs = {}           # glyph key -> set of weights needed
    compositions = []     # C records
    slashes = []          # L records
    drawings = {}         # drawing key -> [(weight, rule, d)]
    for lineno, line in enumerate(open(args.drawings), 1):
        line = line.split('#', 1)[0].strip()
        if not line:
            continue
        key, weight, rule, d = line.split(None, 3)
        if weight not in PH_WEIGHTS or not re.match(r'^(n|e|s\d+(\.\d+)?)$', rule):
            raise SystemExit(f'{args.drawings}:{lineno}: bad weight or rule')
        drawings.setdefault(key, []).append((weight, rule, ' '.join(d.split())))
    for lineno, line in enumerate(open(args.map), 1):
        line = line.split('#', 1)[0].strip()
        if not line:
            continue
        sf, src, *flags = line.split()
        if src == 'slash':
            if flags or not (sf.endswith('.slash') or sf.endswith('.slash.fill')):
                raise SystemExit(f'{args.map}:{lineno}: a slash line is `<base>.slash[.fill] slash`')
            slashes.append(sf)
            continue
        if src == 'compose':
            if len(flags) < 6 or flags[5] not in ('over', 'cut', 'hole'):
                raise SystemExit(f'{args.map}:{lineno}: compose <base> <mark> <cx> <cy> <scale> <over|cut|hole>')
            for f in flags[6:]:
                if f != 'approx' and not re.match(r'^base=[\d.]+,[\d.]+,[\d.]+$', f):
                    raise SystemExit(f'{args.map}:{lineno}: unknown compose flag {f}')
            for ref in flags[:2]:
                if ':' in ref:  # a glyph of the data used only as a part (dr:rain)
                    if not re.match(r'^(ph|bs|ri):[a-z0-9-]+$|^dr:[a-z0-9.-]+$', ref):
                        raise SystemExit(f'{args.map}:{lineno}: bad part {ref}')
                    glyphs.setdefault(ref, set())
            compositions.append((sf, flags))
            continue
        bad = set(flags) - FLAGS
        if bad:
            raise SystemExit(f'{args.map}:{lineno}: unknown flags {bad}')
        forced_fill = src.endswith(':fill')
        glyph = src[:-5] if forced_fill else src
        if not re.match(r'^(ph|bs|ri):[a-z0-9-]+$|^dr:[a-z0-9.-]+$', glyph):
            raise SystemExit(f'{args.map}:{lineno}: bad source {src}')
        glyphs.setdefault(glyph, set())
        extra = [f for f in flags if f in TRANSFORM_FLAGS]
        if 'cf' in flags or forced_fill or 'f' in flags:
            glyphs[glyph].add('fill')
        names.append((sf, glyph, (['fill'] if forced_fill else []) + extra))
        if 'f' in flags:
            names.append((sf + '.fill', glyph, ['fill'] + [f for f in extra if f != 'cf']))
    seen = set()
    for sf in [n for n, _, _ in names] + [c for c, _ in compositions] + slashes:
        if sf in seen:
            raise SystemExit(f'{sf} is listed twice')
        seen.add(sf)

    out = ['# Generated by scripts/symbols/build-symbol-data.py from scripts/symbols/symbol-map.txt;',
           '# icons: Phosphor Icons (MIT, LICENSE-phosphor.txt), Bootstrap Icons (MIT, LICENSE-bootstrap.txt),',
           '# Remix Icon (Apache 2.0, LICENSE-remix.txt); dr: the project\'s own drawings (symbol-drawings.txt).',
           '# Do not edit: edit the map and run the script.']
    for sf, glyph, flags in sorted(names):
        out.append(' '.join(['N', sf, glyph] + flags))
    for sf, flags in sorted(compositions):
        out.append(' '.join(['C', sf] + flags))
    for sf in sorted(slashes):
        out.append(f'L {sf}')
    listing = subprocess.run(['git', '-C', args.remix, 'ls-tree', '-r', '--name-only', 'HEAD', 'icons'],
                             capture_output=True, text=True).stdout.split()
    remix_files = {os.path.basename(p): p for p in listing}
    for glyph in sorted(glyphs):
        kind, icon = glyph.split(':')
        if kind == 'dr':
            if icon not in drawings:
                raise SystemExit(f'no drawing {icon} in {args.drawings}')
            parts = drawings[icon]
            if 'fill' in glyphs[glyph] and not any(w == 'fill' for w, _, _ in parts):
                raise SystemExit(f'drawing {icon} has no fill weight')
            out.append(f'G {glyph} 24')
            for w, rule, d in parts:
                out.append(f'W {w} {rule} {d}')
            continue
        if kind == 'ph':
            weights = []
            for w in PH_WEIGHTS:
                path = f'assets/{w}/{icon}.svg' if w == 'regular' else f'assets/{w}/{icon}-{w}.svg'
                weights.append((w, parse_svg(git_show(args.phosphor, path), path)))
        elif kind == 'ri':
            # Remix files sit in category folders; a name is unique across them.
            weights = []
            for w, suffix in (('regular', 'line'), ('fill', 'fill')):
                if w == 'fill' and 'fill' not in glyphs[glyph]:
                    continue
                path = remix_files.get(f'{icon}-{suffix}.svg')
                if not path:
                    raise SystemExit(f'missing Remix icon {icon}-{suffix}')
                weights.append((w, parse_svg(git_show(args.remix, path), path)))
        else:
            weights = [('regular', parse_svg(git_show(args.bootstrap, f'icons/{icon}.svg'), icon))]
            if 'fill' in glyphs[glyph]:
                weights.append(('fill', parse_svg(git_show(args.bootstrap, f'icons/{icon}-fill.svg'), icon + '-fill')))
        sides = {side for _, (side, _, _) in weights}
        if len(sides) != 1:
            raise SystemExit(f'{glyph}: weights with different viewBoxes')
        out.append(f'G {glyph} {sides.pop()}')
        for w, (_, rule, d) in weights:
            out.append(f'W {w} {rule} {d}')
    with open(args.out, 'w') as f:
        f.write('\n'.join(out) + '\n')
    for name, repo, licence in (('phosphor', args.phosphor, 'LICENSE'), ('bootstrap', args.bootstrap, 'LICENSE'),
                                ('remix', args.remix, 'License')):
        with open(os.path.join(os.path.dirname(args.out), f'LICENSE-{name}.txt'), 'w') as f:
            f.write(git_show(repo, licence))
    commits = {n: subprocess.run(['git', '-C', r, 'rev-parse', 'HEAD'], capture_output=True, text=True).stdout.strip()
               for n, r in (('phosphor', args.phosphor), ('bootstrap', args.bootstrap), ('remix', args.remix))}
    print(f'{len(names)} names, {len(glyphs)} icons, {os.path.getsize(args.out)} bytes; commits {commits}', file=sys.stderr)


if __name__ == '__main__':
    main()
