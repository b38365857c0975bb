"""Step 2: held-out error of each (font configuration x correction model) on default-design cells."""
import sys, json
import numpy as np
from common import *
from fitlib import *
from fonts_cfg import CANDIDATES
import models as M

cells = [c for c in load_cells() if c['design'] == 'default']
schemes = {'LORO': folds_loro, 'repo-halves': folds_repo_halves, 'combo-halves': folds_combo_halves,
           'string-halves': folds_string_halves}
def MODELS(split):
    tab = M.make_table(split20=split)
    return {
        'none (font as is)': M.m_none,
        'current formula': M.m_current,
        'exp a+b*e^-cs': M.make_exp(weight_term=False),
        'exp + weight slope': M.make_exp(weight_term=True),
        'exp + weight, split 20pt': M.make_exp(weight_term=True, split20=True),
        'table + weight' + (' (split 20pt)' if split else ''): tab,
        'scale per weight': M.make_scale(),
        'table + weight + per-glyph': M.make_glyph(tab, lam=0.05),
    }
results = {}
for fname, cfg in CANDIDATES.items():
    items = Feat(cells, cfg, ref_track=plumb_tracking_em).items
    split = 'inter3_static' not in fname and 'opsz=14' not in fname
    for mname, model in MODELS(split).items():
        if mname == 'current formula' and 'inter3_static' not in fname:
            continue
        b, X, th = model(items)
        e = evaluate(items, b, X, th)
        res = {'in-sample': {i: [v] for i, v in enumerate(e)}}
        for sname, scheme in schemes.items():
            res[sname] = heldout(items, model, scheme)
        for sname, errs in res.items():
            allv = [v for vs in errs.values() for v in vs]
            multi = [v for i, vs in errs.items() for v in vs if len(items[i]['c']['string']) > 1]
            results[(fname, mname, sname)] = (rel_stats(allv), rel_stats(multi))
        print('%-48s %-28s ' % (fname, mname) + ' '.join('%s %.2f/%.2f' % (s, results[(fname, mname, s)][0]['median'], results[(fname, mname, s)][0]['p95']) for s in res), flush=True)

with open(os.path.join(OUT, 'step2_results.md'), 'w') as f:
    f.write('| font config | correction | scheme | n | median % | p95 % | signed mean % | max % | median (multi-char) | p95 (multi-char) |\n|---|---|---|---|---|---|---|---|---|---|\n')
    for (fn, mn, sn), (st, st2) in results.items():
        f.write('| %s | %s | %s | %d | %.2f | %.2f | %+.2f | %.2f | %.2f | %.2f |\n' % (fn, mn, sn, st['n'], st['median'], st['p95'], st['mean'], st['max'], st2['median'], st2['p95']))
