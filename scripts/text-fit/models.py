"""Candidate correction models (all return base_fn, X_fn, theta after fitting on train items)."""
import math
import numpy as np
from common import plumb_tracking_em
from fitlib import fit

def m_current(train):
    base = lambda it: it['geo'] + (plumb_tracking_em(it['s']) if it['is_inter'] else 0.0) * it['k'] * it['s']
    return base, (lambda it: np.zeros(0)), np.zeros(0)

def m_none(train):
    """The font as is, no tracking."""
    return (lambda it: it['geo']), (lambda it: np.zeros(0)), np.zeros(0)

def _wt(w):
    return (w - 400) / 100.0

def _wt2(w):
    """Piecewise weight terms, shared by all sizes: heavier-than-regular and lighter-than-regular."""
    return [max(w - 400, 0) / 100.0, min(w - 400, 0) / 100.0]

def make_exp(weight_term=True, split20=False, cgrid=np.arange(0.02, 0.50, 0.02)):
    """tracking_em = a + b*exp(-c*size) [+ g*(w-400)/100]; with split20 separate (a,b,g) for <20 / >=20."""
    def model(train):
        best = None
        for c in cgrid:
            def X_fn(it, c=c):
                s = it['s']; ks = it['k'] * s
                base = [1.0, math.exp(-c * s)]
                if split20:
                    v = (base + [0.0, 0.0]) if s < 20 else ([0.0, 0.0] + base)
                else:
                    v = base
                if weight_term:
                    v = v + _wt2(it['w'])
                return np.array(v) * ks
            n = len(X_fn(train[0]))
            th = fit(train, lambda it: it['geo'], X_fn, n, lam=1e-6)
            r = sum(((it['geo'] + X_fn(it) @ th + (0.5 / it['c']['scale'] if it['c']['type'] == 'frame' else 0)) / it['c']['truth'] - 1) ** 2 for it in train)
            if best is None or r < best[0]:
                best = (r, c, th, X_fn)
        _, c, th, X_fn = best
        model.last = (c, th)
        return (lambda it: it['geo']), X_fn, th
    return model

TEXT_KNOTS = [10.0, 13.0, 16.0, 19.0]
DISP_KNOTS = [20.0, 28.0, 40.0, 58.0]
ALL_KNOTS = [10.0, 13.0, 16.0, 19.0, 22.0, 28.0, 40.0, 58.0]

def hat(knots, s):
    s = min(max(s, knots[0]), knots[-1])
    v = [0.0] * len(knots)
    for j in range(len(knots) - 1):
        if knots[j] <= s <= knots[j + 1]:
            f = (s - knots[j]) / (knots[j + 1] - knots[j])
            v[j] = 1 - f; v[j + 1] = f
            break
    return v

def make_table(split20=True, weight_term=True, lam=3e-4):
    """Tracking by size: piecewise-linear table (knots TEXT_KNOTS below 20 pt, DISP_KNOTS from 20 pt, or
    ALL_KNOTS continuous) + g*(w-400)/100 (g separate for text and display sizes). Smoothness: ridge on
    second differences of the knot values (and a weak ridge on everything)."""
    def X_fn(it):
        s = it['s']; ks = it['k'] * s
        if split20:
            t = hat(TEXT_KNOTS, s) if s < 20 else [0.0] * len(TEXT_KNOTS)
            d = hat(DISP_KNOTS, s) if s >= 20 else [0.0] * len(DISP_KNOTS)
            v = t + d + (_wt2(it['w']) if weight_term else [])
        else:
            v = hat(ALL_KNOTS, s) + (_wt2(it['w']) if weight_term else [])
        return np.array(v) * ks
    def model(train):
        n = len(X_fn(train[0]))
        R = 1e-3 * np.eye(n)
        segs = [TEXT_KNOTS, DISP_KNOTS] if split20 else [ALL_KNOTS]
        off = 0
        for seg in segs:
            for j in range(len(seg) - 2):
                dvec = np.zeros(n); dvec[off + j] = 1; dvec[off + j + 1] = -2; dvec[off + j + 2] = 1
                R += np.outer(dvec, dvec)
            off += len(seg)
        th = fit(train, lambda it: it['geo'], X_fn, n, lam=lam, R=R)
        model.last = th
        return (lambda it: it['geo']), X_fn, th
    model.X_fn = X_fn
    return model

WEIGHTS = [200, 300, 400, 500, 600, 700, 800, 900]

def make_scale(lam=1e-2):
    """W = (1 + g + d_w) * W_current: a global factor plus a per-weight deviation (ridge)."""
    def base(it):
        return it['geo'] + (plumb_tracking_em(it['s']) if it['is_inter'] else 0.0) * it['k'] * it['s']
    def X_fn(it):
        W = base(it)
        return np.array([W] + [W if it['w'] == w else 0.0 for w in WEIGHTS])
    def model(train):
        n = 1 + len(WEIGHTS)
        R = np.diag([0.0] + [1.0] * len(WEIGHTS))
        th = fit(train, base, X_fn, n, lam=lam, R=R)
        model.last = th
        return base, X_fn, th
    return model

GLYPHS = [chr(c) for c in range(ord('a'), ord('z') + 1)] + [chr(c) for c in range(ord('A'), ord('Z') + 1)] + \
         [str(d) for d in range(10)] + list(" ,.!?'-:()")

def make_glyph(track_model, lam=0.05):
    """track_model's tracking terms + per-character advance deltas d_ch (em), ridge-shrunk to 0.
    Width += sum_ch count(ch) * d_ch * size, where count is the number of times ch's advance lies
    inside the measured span."""
    tX = track_model.X_fn
    def X_fn(it):
        s = it['s']
        g = [it['cnt'].get(ch, 0) * s for ch in GLYPHS]
        return np.concatenate([tX(it), np.array(g)])
    def model(train):
        nt = len(tX(train[0]))
        n = nt + len(GLYPHS)
        R = np.zeros((n, n))
        # reuse smoothing of tracking table
        R[:nt, :nt] = 1e-3 * np.eye(nt)
        R[nt:, nt:] = np.eye(len(GLYPHS)) * lam / 3e-4   # relative to the table lam below
        th = fit(train, lambda it: it['geo'], X_fn, n, lam=3e-4, R=R)
        model.last = th
        return (lambda it: it['geo']), X_fn, th
    return model
