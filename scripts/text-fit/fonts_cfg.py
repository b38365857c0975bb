"""Font configurations (candidates). Each maps (design, weight, size) -> (path, variations)."""
import os
from common import FONTS, INTER4, INTER_STATIC, PKGS, current_face
DEB = '/usr/share/fonts/opentype/inter'
PK = PKGS

def inter3_static(design, w, size):
    if design == 'monospaced':
        return current_face(design, w)
    return (os.path.join(FONTS, 'Inter-%s.otf' % INTER_STATIC[w]), {})

def inter3_display_switch(design, w, size):
    """Inter 3.19 below 20 pt, Inter Display 3.x (Debian fonts-inter) from 20 pt, like SF Text/Display."""
    if design == 'monospaced':
        return current_face(design, w)
    name = INTER_STATIC[w]
    if size >= 20:
        return (os.path.join(DEB, 'InterDisplay-%s.otf' % name), {})
    return (os.path.join(FONTS, 'Inter-%s.otf' % name), {})

def inter4_opsz_auto(design, w, size):
    """Inter 4.1 variable, opsz = clamp(size, 14, 32) (what CSS font-optical-sizing:auto does)."""
    if design == 'monospaced':
        return current_face(design, w)
    return (INTER4, {'wght': w, 'opsz': min(32.0, max(14.0, size))})

def inter4_opsz14(design, w, size):
    if design == 'monospaced':
        return current_face(design, w)
    return (INTER4, {'wght': w, 'opsz': 14.0})

def inter4_opsz_step(design, w, size):
    """Inter 4.1 Text (opsz 14) below 20 pt, Display (opsz 32) from 20 pt."""
    if design == 'monospaced':
        return current_face(design, w)
    return (INTER4, {'wght': w, 'opsz': 14.0 if size < 20 else 32.0})

def inter4_opsz_map(lo, hi, smin=14.0, smax=32.0):
    """opsz = linear map of size from [lo, hi] onto [14, 32], clamped."""
    def f(design, w, size):
        if design == 'monospaced':
            return current_face(design, w)
        x = min(1.0, max(0.0, (size - lo) / (hi - lo)))
        return (INTER4, {'wght': w, 'opsz': smin + x * (smax - smin)})
    f.__name__ = 'inter4_opsz_map_%g_%g' % (lo, hi)
    return f

CANDIDATES = {
    'inter3_static (bundled today)': inter3_static,
    'inter3_text<20_display>=20 (Debian InterDisplay)': inter3_display_switch,
    'inter4.1 opsz=14 always': inter4_opsz14,
    'inter4.1 opsz=clamp(size,14,32)': inter4_opsz_auto,
    'inter4.1 opsz step 14→32 at 20pt': inter4_opsz_step,
}
