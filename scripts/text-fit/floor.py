"""Noise floor for tracking-only models: a free tracking value per (size, weight) group (saturated);
the in-sample residual left is what no size/weight tracking curve can remove (string/glyph shape and
OS-era differences, pixel quantisation)."""
from common import *
from fitlib import *
from fonts_cfg import CANDIDATES
cells = [c for c in load_cells() if c['design'] == 'default']
for fname in ['inter3_static (bundled today)', 'inter3_text<20_display>=20 (Debian InterDisplay)', 'inter4.1 opsz=14 always', 'inter4.1 opsz step 14→32 at 20pt']:
    items = Feat(cells, CANDIDATES[fname], ref_track=plumb_tracking_em).items
    groups = sorted(set((it['s'], it['w']) for it in items))
    gi = {g: j for j, g in enumerate(groups)}
    X_fn = lambda it: np.array([it['k'] * it['s'] if gi[(it['s'], it['w'])] == j else 0.0 for j in range(len(groups))])
    th = fit(items, lambda it: it['geo'], X_fn, len(groups), lam=1e-8)
    e = evaluate(items, lambda it: it['geo'], X_fn, th)
    multi = [v for v, it in zip(e, items) if len(it['c']['string']) > 1]
    print('%-50s saturated per-(size,weight) tracking: all %s | multi-char %s' % (fname, fmt(rel_stats(e)), fmt(rel_stats(multi))))
    if fname.startswith('inter3_static'):
        for i in np.argsort(-np.abs(e))[:12]:
            c = items[i]['c']; print('   %+6.2f%%' % (100*e[i]), c['id'], repr(c['string']), c['size'], c['weight'])
