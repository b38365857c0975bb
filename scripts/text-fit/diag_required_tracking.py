"""Per cell: the uniform tracking (em) that would make the prediction exact, for each font config."""
import sys, math
import numpy as np
from common import *
from fonts_cfg import CANDIDATES
cells = [c for c in load_cells() if c['design'] != 'monospaced']
for name, cfg in CANDIDATES.items():
    print('\n##', name)
    out = []
    for c in cells:
        path, var = cfg(c['design'], c['w'], c['size'])
        d = decompose(c['string'], path, var)
        s = c['size']
        if c['type'] == 'ink':
            k = d['k_ink']
            if k == 0: continue
            t0 = 0.0
            delta = raster_ink_px(c['string'], path, var, s, c['scale'], t0) / c['scale'] - d['ink0'] * s
            treq = (c['truth'] - delta - d['ink0'] * s) / (k * s)
        else:
            k = d['k_adv']
            treq = (c['truth'] - 0.5 / c['scale'] - d['A'] * s) / (k * s)
        out.append((c['design'], c['weight'], s, treq, c['id'], c['string']))
    out.sort()
    for key in sorted(set((o[0], o[1]) for o in out)):
        sel = [o for o in out if (o[0], o[1]) == key]
        bysize = {}
        for o in sel:
            bysize.setdefault(o[2], []).append(o[3])
        print(key, ' '.join('%g:%+.4f' % (s, np.median(v)) for s, v in sorted(bysize.items())))
