// FriBidi (UAX #9) for PlumbText, through two small inline wrappers, because FriBidi's
// paragraph-direction constants are macros Swift cannot import.
#include <fribidi.h>
#include <stdint.h>
#include <stdlib.h>

// Embedding levels of one paragraph of `len` scalars. `base`: 0 = from the first strong
// character (FRIBIDI_PAR_ON), 1 = left to right, 2 = right to left. Returns the resolved
// paragraph level (0 or 1), or -1 on failure.
static inline int plumb_bidi_levels(const uint32_t *text, int len, int base, int8_t *levels) {
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (len > 0 ? len : 1));
  FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (len > 0 ? len : 1));
  if (!types || !brackets) { free(types); free(brackets); return -1; }
  fribidi_get_bidi_types(text, len, types);
  fribidi_get_bracket_types(text, len, types, brackets);
  FriBidiParType dir = base == 1 ? FRIBIDI_PAR_LTR : base == 2 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_ON;
  FriBidiLevel ok = fribidi_get_par_embedding_levels_ex(types, brackets, len, &dir, (FriBidiLevel *)levels);
  free(types);
  free(brackets);
  if (ok == 0) return -1;
  return FRIBIDI_IS_RTL(dir) ? 1 : 0;
}

// Visual order of one line (rules L1 part 4, L2): `text` holds one representative scalar per
// unit (a grapheme cluster), `levels` their levels (trailing white space is reset to the paragraph
// level in place), `map` receives for each visual position the logical index. Returns 0 on failure.
static inline int plumb_bidi_reorder_line(const uint32_t *text, int len, int paragraphRTL,
                                          int8_t *levels, int32_t *map) {
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (len > 0 ? len : 1));
  if (!types) return 0;
  fribidi_get_bidi_types(text, len, types);
  for (int i = 0; i < len; i++) map[i] = i;
  FriBidiLevel ok = fribidi_reorder_line(0, types, len, 0, paragraphRTL ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR,
                                         (FriBidiLevel *)levels, NULL, (FriBidiStrIndex *)map);
  free(types);
  return ok != 0;
}
