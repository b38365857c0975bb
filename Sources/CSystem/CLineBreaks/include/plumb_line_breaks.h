// UAX #14 line break opportunities from the system ICU, behind an API with no ICU types (see
// CICU/shim.h for why Swift must not import ICU's headers next to Foundation's private copy).
#ifndef PLUMB_LINE_BREAKS_H
#define PLUMB_LINE_BREAKS_H
#include <stdint.h>

// An ICU UBreakIterator, opaque to Swift.
typedef struct PlumbLineIterator PlumbLineIterator;

// An ICU line break iterator for `locale` ("" = the root rules), or NULL when ICU fails (no
// data). Not thread-safe: one thread uses an iterator at a time.
PlumbLineIterator *plumb_line_iterator_open(const char *locale);

void plumb_line_iterator_close(PlumbLineIterator *iterator);

// Every line break opportunity of `text` (UTF-16, `len` units) after its start, as UTF-16
// offsets in increasing order (the end of the text is the last one). Writes at most `cap`
// offsets to `out`; returns how many there are, or -1 when ICU fails. The iterator keeps no
// pointer to `text` afterwards.
int32_t plumb_line_breaks(PlumbLineIterator *iterator, const uint16_t *text, int32_t len, int32_t *out, int32_t cap);

// The ICU version the library runs on, e.g. "72.1" (read at run time); `out` holds 32 bytes.
void plumb_icu_version(char *out);

#endif
