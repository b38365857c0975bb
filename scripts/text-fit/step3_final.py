"""Final fits on all default-design cells; per-design evaluation (full raster re-render with the fitted
tracking); rounded/serif/mono; per-glyph deltas."""
import math, json
import numpy as np
from common import *
from fitlib import *
from fonts_cfg import CANDIDATES, inter3_static
import models as M

allcells = load_cells()
dcells = [c for c in allcells if c['design'] == 'default']
items = Feat(dcells, inter3_static, ref_track=plumb_tracking_em).items
out = {}
for name, model in [('exp', M.make_exp(weight_term=False)), ('exp_w', M.make_exp(weight_term=True))]:
    b, X, th = model(items)
    c, th = model.last
    out[name] = dict(c=float(c), theta=[float(x) for x in th])
    print(name, 'c=%.3f' % c, 'theta', np.round(th, 5))
json.dump(out, open(os.path.join(OUT, 'final_coeffs.json'), 'w'), indent=1)

def track_fn(name):
    p = out[name]; a, b = p['theta'][0], p['theta'][1]; c = p['c']
    gh, gl = (p['theta'][2], p['theta'][3]) if len(p['theta']) > 2 else (0.0, 0.0)
    return lambda s, w: a + b * math.exp(-c * s) + gh * max(w - 400, 0) / 100 + gl * min(w - 400, 0) / 100

def full_eval(cells, cfg, tf):
    """Exact re-render: shape, add tracking tf(size, weight) after each cluster (Inter faces only)."""
    rows = []
    for c in cells:
        path, var = cfg(c['design'], c['w'], c['size'])
        t = tf(c['size'], c['w']) if 'Inter' in path else 0.0
        d = decompose(c['string'], path, var)
        s = c['size']
        if c['type'] == 'ink':
            pred = raster_ink_px(c['string'], path, var, s, c['scale'], t) / c['scale']
        else:
            pred = math.ceil((d['A'] + t * d['k_adv']) * s * c['scale'] - 1e-6) / c['scale']
        rows.append((c, pred / c['truth'] - 1))
    return rows

def report(rows, title):
    print('\n### ' + title)
    print('| group | n | median % | p95 % | signed mean % | max % |\n|---|---|---|---|---|---|')
    for key, kf in [('design', lambda c: c['design']), ('weight (default)', lambda c: c['weight'] if c['design'] == 'default' else None),
                    ('size band (default)', lambda c: band(c['size']) if c['design'] == 'default' else None)]:
        g = {}
        for c, e in rows:
            k = kf(c)
            if k is not None:
                g.setdefault(k, []).append(e)
        for k in sorted(g):
            print('| %s: %s | %s |' % (key, k, fmt(rel_stats(g[k]))))
    m = [e for c, e in rows if c['design'] == 'default' and len(c['string']) > 1]
    print('| default, multi-char only | %s |' % fmt(rel_stats(m)))

report(full_eval(allcells, inter3_static, lambda s, w: plumb_tracking_em(s)), 'CURRENT (Inter 3.19 static, current tracking), full re-render')
report(full_eval(allcells, inter3_static, track_fn('exp')), 'FITTED exp (global), in-sample, full re-render')
report(full_eval(allcells, inter3_static, track_fn('exp_w')), 'FITTED exp + weight terms, in-sample, full re-render')

# ---- rounded / serif / monospaced: only vjr2005/Challenge; random halves of cells ----
print('\n## other designs (vjr2005/Challenge only; held-out = 40 random halves of the cells)')
from fonts_cfg import PK
def face_for(design_font):
    def cfg(design, w, size):
        return design_font(w, size)
    return cfg
alt = {
  'rounded': {
     'Inter 3.19 + fitted default tracking (today + new curve)': None,
     'Nunito (variable wght)': lambda w, s: (PK + '/fontpkg_nunito/files/Nunito[wght].ttf', {'wght': w}),
  },
  'serif': {
     'Inter 3.19 + fitted default tracking (today + new curve)': None,
     'Source Serif 4 opsz=size': lambda w, s: (PK + '/fontpkg_source_serif_4/files/SourceSerif4[opsz,wght].ttf', {'wght': w, 'opsz': min(60, max(8, s))}),
     'Newsreader opsz=size': lambda w, s: (PK + '/fontpkg_newsreader/files/Newsreader[opsz,wght].ttf', {'wght': w, 'opsz': min(72, max(6, s))}),
  },
  'monospaced': {
     'Noto Sans Mono (today)': lambda w, s: (FONTS + '/NotoSansMono-%s.ttf' % ('Bold' if w >= 600 else 'Regular'), {}),
     'JetBrains Mono': lambda w, s: (PK + '/fontpkg_jetbrains_mono/files/JetBrainsMono[wght].ttf', {'wght': w}),
     'Roboto Mono': lambda w, s: (PK + '/fontpkg_roboto_mono/files/RobotoMono[wght].ttf', {'wght': w}),
     'IBM Plex Mono': lambda w, s: (PK + '/fontpkg_ibm_plex_mono/files/IBMPlexMono-%s.ttf' % ('SemiBold' if w >= 600 else 'Regular'), {}),
  },
}
tf_w = track_fn('exp_w')
tf_cur = lambda s, w: plumb_tracking_em(s)
const_track = lambda train: M.make_exp(weight_term=False, cgrid=[0.0])(train)  # a constant tracking (a+b)
print('| design | font | current/as-is median | p95 | mean | +fitted constant tracking (held-out) median | p95 | mean | fitted const (em) |\n|---|---|---|---|---|---|---|---|---|')
for design, fonts in alt.items():
    cells = [c for c in allcells if c['design'] == design]
    for fname, f in fonts.items():
        if f is None:
            cfg = inter3_static
            rows_cur = full_eval(cells, cfg, tf_cur)
            rows_new = full_eval(cells, cfg, tf_w)
            s0 = rel_stats([e for _, e in rows_cur]); s1 = rel_stats([e for _, e in rows_new])
            print('| %s | Inter 3.19, current curve | %.2f | %.2f | %+.2f | (new default curve, no refit) %.2f | %.2f | %+.2f | |' % (design, s0['median'], s0['p95'], s0['mean'], s1['median'], s1['p95'], s1['mean']))
            # and a design-specific constant on top of the new curve
            its = Feat(cells, cfg, ref_track=None).items
            base = lambda it: it['geo'] + tf_w(it['s'], it['w']) * it['k'] * it['s']
            mdl = lambda train: (base, (lambda it: np.array([it['k'] * it['s']])), fit(train, base, lambda it: np.array([it['k'] * it['s']]), 1))
            errs = heldout(its, mdl, folds_cell_halves)
            st = rel_stats([v for vs in errs.values() for v in vs])
            th = mdl(its)[2]
            print('| %s | Inter 3.19, new curve + design constant | | | | %.2f | %.2f | %+.2f | %+.4f |' % (design, st['median'], st['p95'], st['mean'], th[0]))
            continue
        cfg = face_for(f)
        rows0 = full_eval(cells, cfg, lambda s, w: 0.0)
        s0 = rel_stats([e for _, e in rows0])
        its = Feat(cells, cfg, ref_track=None).items
        X1 = lambda it: np.array([it['k'] * it['s']])
        mdl = lambda train: ((lambda it: it['geo']), X1, fit(train, lambda it: it['geo'], X1, 1))
        errs = heldout(its, mdl, folds_cell_halves)
        st = rel_stats([v for vs in errs.values() for v in vs])
        th = mdl(its)[2]
        print('| %s | %s | %.2f | %.2f | %+.2f | %.2f | %.2f | %+.2f | %+.4f |' % (design, fname, s0['median'], s0['p95'], s0['mean'], st['median'], st['p95'], st['mean'], th[0]))

# ---- per-glyph deltas (default design, on top of exp + weight tracking) ----
print('\n## per-glyph advance deltas (em), fitted on all default cells on top of the exp+weight curve, ridge lambda=0.05')
tab = M.make_table(split20=False)
g = M.make_glyph(tab, lam=0.05)
b, X, th = g(items)
nt = len(tab.X_fn(items[0]))
d = th[nt:]
cnt = {ch: sum(it['cnt'].get(ch, 0) for it in items) for ch in M.GLYPHS}
order = np.argsort(-np.abs(d))
print(' '.join("%r:%+.4f(n=%d)" % (M.GLYPHS[j], d[j], cnt[M.GLYPHS[j]]) for j in order if cnt[M.GLYPHS[j]] > 0))
print('glyphs never inside a measured span:', ''.join(ch for ch in M.GLYPHS if cnt[ch] == 0))
