"""Step 1: Plumbline's current prediction vs the iOS table."""
import math, json, sys
import numpy as np
from common import *

cells = load_cells()
rows = []
for c in cells:
    path, var = current_face(c['design'], c['w'])
    t = plumb_tracking_em(c['size']) if 'Inter' in path else 0.0
    d = decompose(c['string'], path, var)
    s = c['size']
    ink_exact = (d['P'] + d['E'] + t * d['k_ink']) * s
    adv = (d['A'] + t * d['k_adv']) * s
    if c['type'] == 'ink':
        ink_r = raster_ink_px(c['string'], path, var, s, c['scale'], t) / c['scale']
        pred = ink_r
        rc = ink_r - ink_exact
    else:
        pred = math.ceil(adv * c['scale'] - 1e-6) / c['scale']
        rc = 0.0
    rows.append(dict(id=c['id'], repo=c['repo'], type=c['type'], string=c['string'], size=s, weight=c['weight'],
                     design=c['design'], scale=c['scale'], truth=c['truth'], pred=pred, ink_exact=ink_exact,
                     adv=adv, raster_corr=rc, err=pred / c['truth'] - 1, err_exact=(ink_exact if c['type']=='ink' else adv) / c['truth'] - 1))
json.dump(rows, open(os.path.join(OUT, 'current.json'), 'w'), indent=1)

def table(rows, key, title):
    print('\n### ' + title)
    print('| group | n | median |err| % | p95 |err| % | signed mean % | max % |')
    print('|---|---|---|---|---|---|')
    groups = {}
    for r in rows:
        groups.setdefault(key(r), []).append(r['err'])
    for g in sorted(groups):
        print('| %s | %s |' % (g, fmt(rel_stats(groups[g]))))

print('Current Plumbline prediction (raster 50 % ink for ink cells, ceil-to-pixel advance for frame cells)')
table(rows, lambda r: r['design'], 'by design')
table(rows, lambda r: r['design'] + ' / ' + r['type'], 'by design and cell type')
dft = [r for r in rows if r['design'] == 'default']
table(dft, lambda r: r['weight'], 'default design by weight')
table(dft, lambda r: band(r['size']), 'default design by size band')
table(dft, lambda r: r['repo'], 'default design by repository')
multi = [r for r in dft if len(r['string']) > 1]
table(multi, lambda r: 'default, strings of >1 char', 'default design without single-glyph strings')
print('\nexact-outline ink vs raster: mean raster correction (pt) %.3f, mean |err_exact| median %.2f%%' % (
    np.mean([r['raster_corr'] for r in rows if r['type']=='ink']), 100*np.median([abs(r['err_exact']) for r in dft])))
