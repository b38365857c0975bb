"""Linear-in-parameters fitting framework with held-out evaluation.
prediction(cell) = base(cell) + X(cell) . theta   (frames then ceil'ed to the device pixel)
The loss is the squared relative error plus a ridge penalty."""
import math, itertools, random
import numpy as np
from common import *

class Feat:
    """Per-cell quantities for one font configuration."""
    def __init__(self, cells, cfg, ref_track=None):
        self.items = []
        for c in cells:
            path, var = cfg(c['design'], c['w'], c['size'])
            d = decompose(c['string'], path, var)
            s = c['size']
            is_inter = 'Inter' in path
            tref = ref_track(s) if (ref_track and is_inter) else 0.0
            if c['type'] == 'ink':
                delta = raster_ink_px(c['string'], path, var, s, c['scale'], tref) / c['scale'] - (d['ink0'] + tref * d['k_ink']) * s
                geo = d['ink0'] * s + delta
                k = d['k_ink']; cnt = d['cnt_ink']
            else:
                geo = d['A'] * s
                k = d['k_adv']; cnt = d['cnt_adv']
            self.items.append(dict(c=c, geo=geo, k=k, cnt=cnt, s=s, w=c['w'], is_inter=is_inter, d=d))

def evaluate(items, base_fn, X_fn, theta):
    out = []
    for it in items:
        raw = base_fn(it) + (X_fn(it) @ theta if theta is not None and len(theta) else 0.0)
        c = it['c']
        if c['type'] == 'frame':
            raw = math.ceil(raw * c['scale'] - 1e-6) / c['scale']
        out.append(raw / c['truth'] - 1)
    return np.array(out)

def fit(items, base_fn, X_fn, nparam, lam=0.0, R=None, prior=None):
    rows, ys = [], []
    for it in items:
        c = it['c']
        b = base_fn(it) + (0.5 / c['scale'] if c['type'] == 'frame' else 0.0)
        x = X_fn(it)
        rows.append(x / c['truth']); ys.append((c['truth'] - b) / c['truth'])
    X = np.array(rows); y = np.array(ys)
    if R is None:
        R = np.eye(nparam)
    A = X.T @ X + lam * R
    return np.linalg.solve(A + 1e-12 * np.eye(nparam), X.T @ y)

# ---- cross-validation schemes -------------------------------------------------
def folds_loro(items):
    repos = sorted(set(it['c']['repo'] for it in items))
    for r in repos:
        yield [i for i, it in enumerate(items) if it['c']['repo'] != r], [i for i, it in enumerate(items) if it['c']['repo'] == r]

def folds_repo_halves(items):
    repos = sorted(set(it['c']['repo'] for it in items))
    h = len(repos) // 2
    for train in itertools.combinations(repos, h):
        tr = [i for i, it in enumerate(items) if it['c']['repo'] in train]
        te = [i for i, it in enumerate(items) if it['c']['repo'] not in train]
        yield tr, te

def folds_cell_halves(items, n=40, seed=1):
    rng = random.Random(seed)
    idx = list(range(len(items)))
    for _ in range(n):
        rng.shuffle(idx)
        h = len(idx) // 2
        yield sorted(idx[:h]), sorted(idx[h:])

def heldout(items, model, scheme):
    """model: function(train_items) -> (base_fn, X_fn, theta). Returns per-cell list of held-out errors
    (pooled over folds; a cell may appear in several test folds)."""
    errs = {}
    for tr, te in scheme(items):
        base_fn, X_fn, theta = model([items[i] for i in tr])
        e = evaluate([items[i] for i in te], base_fn, X_fn, theta)
        for i, v in zip(te, e):
            errs.setdefault(i, []).append(v)
    return errs

def summarize(items, errs, key):
    groups = {}
    for i, vs in errs.items():
        for v in vs:
            groups.setdefault(key(items[i]), []).append(v)
    return {g: rel_stats(v) for g, v in groups.items()}

def folds_combo_halves(items, n=40, seed=7):
    """Random halves of the distinct (string, size, weight, design) combinations: duplicate cells
    (sstA/sstC eras, ADUtils UIKit/SwiftUI, ink+frame of one label) always fall on the same side."""
    rng = random.Random(seed)
    keyf = lambda it: (it['c']['string'], it['c']['size'], it['c']['w'], it['c']['design'])
    keys = sorted(set(keyf(it) for it in items))
    for _ in range(n):
        rng.shuffle(keys)
        half = set(keys[:len(keys) // 2])
        tr = [i for i, it in enumerate(items) if keyf(it) in half]
        te = [i for i, it in enumerate(items) if keyf(it) not in half]
        yield tr, te

def folds_string_halves(items, n=40, seed=11):
    """Random halves of the distinct strings: tests generalisation to unseen text (for per-glyph tables)."""
    rng = random.Random(seed)
    keys = sorted(set(it['c']['string'] for it in items))
    for _ in range(n):
        rng.shuffle(keys)
        half = set(keys[:len(keys) // 2])
        yield ([i for i, it in enumerate(items) if it['c']['string'] in half],
               [i for i, it in enumerate(items) if it['c']['string'] not in half])
