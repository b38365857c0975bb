"""Held-out breakdown (by weight and size band) of the recommended default-design models."""
from common import *
from fitlib import *
from fonts_cfg import inter3_static
import models as M
cells = [c for c in load_cells() if c['design'] == 'default']
items = Feat(cells, inter3_static, ref_track=plumb_tracking_em).items
for mname, model in [('current formula', M.m_current), ('exp global', M.make_exp(weight_term=False)), ('exp + weight', M.make_exp(weight_term=True))]:
    for sname, scheme in [('LORO', folds_loro), ('combo-halves', folds_combo_halves)]:
        errs = heldout(items, model, scheme)
        print('\n### %s — %s' % (mname, sname))
        print('| group | n | median % | p95 % | signed mean % | max % |\n|---|---|---|---|---|---|')
        for key, kf in [('all', lambda it: 'default'), ('weight', lambda it: it['c']['weight']), ('band', lambda it: band(it['s'])), ('repo', lambda it: it['c']['repo'].split('/')[0])]:
            for g, st in sorted(summarize(items, errs, kf).items()):
                print('| %s: %s | %s |' % (key, g, fmt(st)))
