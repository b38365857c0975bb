"""Shared helpers: load the iOS truth table, shape strings with HarfBuzz, and decompose each
cell's predicted width into parts that are linear in tracking / advance corrections.

For a cell we shape the string (no tracking) with HarfBuzz, default features, and record (in em):
  P   = pen position of the last inked glyph's origin minus the first inked glyph's origin
  E   = xmax(last inked glyph) - xmin(first inked glyph) measured from their own origins
        (so exact ink width = P + E, before tracking)
  A   = total advance (frame width before tracking)
  k_ink = number of tracking increments between the first and last inked cluster
  k_adv = number of clusters with nonzero advance (tracking added after each one, incl. last)
  cnt_ink[ch] = how many times character ch's advance contributes to P
  cnt_adv[ch] = how many times ch's advance contributes to A
Then with tracking t (em):   ink = (P + E + t*k_ink)*size ;  frame = (A + t*k_adv)*size (ceil to px)
A raster correction (50 %-coverage threshold, as in the measuring script) is computed by
rendering the string with FreeType at the cell's pixel scale and stored as an additive pt term.
"""
import csv, math, functools, os
import numpy as np
import uharfbuzz as hb
import freetype

# The repository root (this file is scripts/text-fit/common.py); outputs go to $TEXTFIT_OUT (default:
# the current folder); optional candidate fonts from PyPI are looked for in $TEXTFIT_PKGS
# (pip install --target "$TEXTFIT_PKGS" fontpkg-inter ...; docs/text.md, "How wide text is").
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.environ.get('TEXTFIT_OUT', '.')
PKGS = os.environ.get('TEXTFIT_PKGS', 'pkgs')
# The table read: $TEXTFIT_TABLE, or the fitted one (a held-out sample is in the same format).
TABLE = os.environ.get('TEXTFIT_TABLE', os.path.join(ROOT, 'docs', 'text-extents', 'ios-text-extents.csv'))
FONTS = os.path.join(ROOT, 'Sources', 'PlumbText', 'Fonts')
INTER4 = os.path.join(PKGS, 'fontpkg_inter', 'files', 'Inter[opsz,wght].ttf')
WEIGHT = {'ultralight': 100, 'thin': 200, 'light': 300, 'regular': 400, 'medium': 500,
          'semibold': 600, 'bold': 700, 'heavy': 800, 'black': 900}
INTER_STATIC = {100: 'Thin', 200: 'ExtraLight', 300: 'Light', 400: 'Regular', 500: 'Medium',
                600: 'SemiBold', 700: 'Bold', 800: 'ExtraBold', 900: 'Black'}


def plumb_tracking_em(size):
    """The letter spacing before the fit (the fit's starting point; step1_current.py)."""
    return -0.0223 + 0.185 * math.exp(-0.1745 * size)


def shipped_tracking_em(path, size, weight, design):
    """The letter spacing Plumbline ships (ShapedText.tracking(face:size:weight:design:)), in em."""
    name = os.path.basename(path)
    if name.startswith('NotoSansMono'):
        return 0.0144
    if not name.startswith('Inter'):
        return 0.0
    s = min(max(size, 10), 60)
    t = -0.05054 + 0.34758 * math.exp(-0.16 * s) + 0.0057 * max(weight - 400, 0) / 100
    if design == 'rounded':
        t -= 0.0118
    if design == 'serif':
        t += 0.0187
    return t


def load_cells(include_low=False):
    rows = list(csv.DictReader(open(TABLE)))
    out = []
    for r in rows:
        if r['confidence'] == 'low' and not include_low:
            continue
        c = dict(r)
        c['size'] = float(r['size_pt'])
        c['scale'] = float(r['scale'])
        c['w'] = WEIGHT[r['weight']]
        c['truth'] = float(r['ink_width_pt']) if r['type'] == 'ink' else float(r['frame_width_pt'])
        out.append(c)
    return out


def current_face(design, w):
    """The face Plumbline picks today (FontLibrary.swift)."""
    if design == 'monospaced':
        return (os.path.join(FONTS, 'NotoSansMono-Bold.ttf' if w >= 600 else 'NotoSansMono-Regular.ttf'), {})
    return (os.path.join(FONTS, 'Inter-%s.otf' % INTER_STATIC[w]), {})


@functools.lru_cache(maxsize=None)
def _hbfont(path, varkey):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob)
    font = hb.Font(face)
    if varkey:
        font.set_variations(dict(varkey))
    return font, face.upem


@functools.lru_cache(maxsize=None)
def _ftface(path):
    return freetype.Face(path)


def decompose(string, path, var=None, features=None):
    var = var or {}
    font, upem = _hbfont(path, tuple(sorted(var.items())))
    buf = hb.Buffer()
    buf.add_str(string)
    buf.guess_segment_properties()
    hb.shape(font, buf, features or {})
    infos, poss = buf.glyph_infos, buf.glyph_positions
    # cluster starts (in char index; uharfbuzz clusters are codepoint indices for add_str)
    pen = 0
    glyphs = []  # (gid, cluster, pen_x, xoff, adv, extents)
    for inf, pos in zip(infos, poss):
        ext = font.get_glyph_extents(inf.codepoint)
        glyphs.append((inf.codepoint, inf.cluster, pen + pos.x_offset, pos.x_advance, ext))
        pen += pos.x_advance
    A = pen / upem
    # clusters with nonzero advance in order
    clusters = []
    cadv = {}
    for g in glyphs:
        cadv[g[1]] = cadv.get(g[1], 0) + g[3]
    order = sorted(cadv)
    tracked = [c for c in order if cadv[c] != 0]
    inked = [g for g in glyphs if g[4] is not None and g[4].width != 0]
    first = min(inked, key=lambda g: g[2] + g[4].x_bearing)
    last = max(inked, key=lambda g: g[2] + g[4].x_bearing + g[4].width)
    xmin = first[2] + first[4].x_bearing
    xmax = last[2] + last[4].x_bearing + last[4].width
    # tracking increments between first and last inked glyph: clusters strictly before last's cluster
    # and at/after first's cluster that have nonzero advance
    k_ink = sum(1 for c in tracked if first[1] <= c < last[1])
    k_adv = len(tracked)
    # per-char advance contributions (cluster -> char)
    cnt_ink, cnt_adv = {}, {}
    for c in order:
        ch = string[c] if c < len(string) else ''
        if cadv[c] != 0:
            cnt_adv[ch] = cnt_adv.get(ch, 0) + 1
            if first[1] <= c < last[1]:
                cnt_ink[ch] = cnt_ink.get(ch, 0) + 1
    return dict(P=(last[2] - first[2]) / upem, E=(xmax - last[2] - (xmin - first[2])) / upem,
                ink0=(xmax - xmin) / upem, A=A, k_ink=k_ink, k_adv=k_adv, cnt_ink=cnt_ink,
                cnt_adv=cnt_adv, glyphs=glyphs, upem=upem)


def raster_ink_px(string, path, var, size, scale, track_em, offsets=(0.0, 0.25, 0.5, 0.75)):
    """Ink width in px with FreeType rendering (unhinted, AA) and a 50 % coverage threshold,
    averaged over sub-pixel start offsets. Positions from HarfBuzz plus tracking."""
    d = decompose(string, path, var)
    upem = d['upem']
    face = _ftface(path)
    if var:
        try:
            axes = face.get_variation_info().axes
            coords = [var.get(a.tag, a.default) for a in axes]
            face.set_var_design_coords(coords)
        except Exception:
            pass
    ppem = size * scale
    face.set_char_size(int(round(ppem * 64)))
    px_per_unit = ppem / upem
    # positions with tracking added after each cluster with nonzero advance
    cadv = {}
    for g in d['glyphs']:
        cadv[g[1]] = cadv.get(g[1], 0) + g[3]
    res = []
    for off in offsets:
        cols = {}
        pen_units = 0.0
        extra = 0.0
        prev_cluster = None
        xs = []
        for i, (gid, cl, px, adv, ext) in enumerate(d['glyphs']):
            # tracking: add after completing a cluster with nonzero advance
            if prev_cluster is not None and cl != prev_cluster and cadv[prev_cluster] != 0:
                extra += track_em * ppem
            prev_cluster = cl
            x = px * px_per_unit + extra + off
            xs.append((gid, x))
        lo, hi = None, None
        for gid, x in xs:
            ix = math.floor(x)
            frac = x - ix
            m = freetype.Matrix(0x10000, 0, 0, 0x10000)
            face.set_transform(m, freetype.Vector(int(round(frac * 64)), 0))
            face.load_glyph(gid, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_RENDER)
            bm = face.glyph.bitmap
            if bm.width == 0:
                continue
            arr = np.array(bm.buffer, dtype=np.float64).reshape(bm.rows, bm.pitch)[:, :bm.width] / 255.0
            left = ix + face.glyph.bitmap_left
            colmax = arr.max(axis=0)
            for j, v in enumerate(colmax):
                c = left + j
                cols[c] = max(cols.get(c, 0.0), v)
        # overlapping glyphs add coverage; ignoring that (only edge columns matter)
        inkcols = [c for c, v in cols.items() if v > 0.5]
        res.append(max(inkcols) - min(inkcols) + 1)
    return float(np.mean(res))


def rel_stats(err):
    e = np.asarray(err)
    a = np.abs(e)
    return dict(n=len(e), median=float(np.median(a)) * 100, p95=float(np.percentile(a, 95)) * 100,
                mean=float(np.mean(e)) * 100, max=float(a.max()) * 100)


def fmt(s):
    return '%3d | %5.2f | %5.2f | %+5.2f | %5.2f' % (s['n'], s['median'], s['p95'], s['mean'], s['max'])


def band(size):
    return '<20' if size < 20 else ('20-34' if size <= 34 else '>34')


def repo_of(c):
    return c['repo']
