// The system ICU's line break iterator (ubrk_*). ICU renames every C function with its major
// version (ubrk_open is ubrk_open_72 in libicuuc.so.72); the toolchain's private ICU in
// lib_FoundationICU exports swift_ubrk_open and the C++ namespace icu_76 instead, so the two
// never resolve to each other's symbols.
#include "plumb_line_breaks.h"
#include <unicode/ubrk.h>
#include <unicode/uversion.h>

PlumbLineIterator *plumb_line_iterator_open(const char *locale) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *it = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
  if (U_FAILURE(status)) {
    if (it) ubrk_close(it);
    return NULL;
  }
  return (PlumbLineIterator *)it;
}

void plumb_line_iterator_close(PlumbLineIterator *iterator) { ubrk_close((UBreakIterator *)iterator); }

int32_t plumb_line_breaks(PlumbLineIterator *iterator, const uint16_t *text, int32_t len, int32_t *out, int32_t cap) {
  UBreakIterator *it = (UBreakIterator *)iterator;
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(it, (const UChar *)text, len, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  ubrk_first(it);
  for (int32_t b = ubrk_next(it); b != UBRK_DONE; b = ubrk_next(it)) {
    if (count < cap) out[count] = b;
    count++;
  }
  // Detach the text, so an idle iterator never points at freed memory.
  static const UChar empty[1] = {0};
  status = U_ZERO_ERROR;
  ubrk_setText(it, empty, 0, &status);
  return count;
}

void plumb_icu_version(char *out) {
  UVersionInfo info;
  u_getVersion(info);
  u_versionToString(info, out);
}
