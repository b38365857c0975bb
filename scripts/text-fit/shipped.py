"""The width error of what Plumbline ships (its faces and ShapedText's letter spacing) on a table
of iOS text extents: the fitted one, or a held-out sample (TEXTFIT_TABLE=…/fresh-2026-12-07.csv).
Ink cells are rasterised at the cell's scale and measured with the table's 50 % rule; frame cells
are the advance rounded up to a device pixel. Prints the error per design, weight and repository.
"""
import math
from common import *

rows = []
for c in load_cells(include_low=True):
    path, var = current_face(c['design'], c['w'])
    t = shipped_tracking_em(path, c['size'], c['w'], c['design'])
    d = decompose(c['string'], path, var)
    if c['type'] == 'ink':
        pred = raster_ink_px(c['string'], path, var, c['size'], c['scale'], t) / c['scale']
    else:
        pred = math.ceil((d['A'] + t * d['k_adv']) * c['size'] * c['scale'] - 1e-6) / c['scale']
    rows.append(dict(c, pred=pred, err=pred / c['truth'] - 1))


def table(title, key, only=lambda r: True):
    print('\n### ' + title)
    print('| group | n | median |err| % | p95 |err| % | signed mean % | max % |')
    print('|---|---|---|---|---|---|')
    groups = {}
    for r in rows:
        if only(r):
            groups.setdefault(key(r), []).append(r['err'])
    for g in sorted(groups):
        print('| %s | %s |' % (g, fmt(rel_stats(groups[g]))))


print('Shipped faces and letter spacing on %s (%d cells)' % (os.path.basename(TABLE), len(rows)))
table('by design', lambda r: r['design'])
table('default, by weight', lambda r: r['weight'], lambda r: r['design'] == 'default')
table('by repository', lambda r: r['repo'])
worst = sorted(rows, key=lambda r: -abs(r['err']))[:8]
print('\n### largest errors')
for r in worst:
    print('- %s "%s" %s pt %s %s: truth %.3f, predicted %.3f, %+.2f %%' % (
        r['id'], r['string'], r['size_pt'], r['weight'], r['design'], r['truth'], r['pred'], 100 * r['err']))
