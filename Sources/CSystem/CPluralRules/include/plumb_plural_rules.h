// CLDR plural categories from the system ICU (uplrules_*), behind an API with no ICU types (see
// CICU/shim.h for why Swift must not import ICU's headers next to Foundation's private copy).
#ifndef PLUMB_PLURAL_RULES_H
#define PLUMB_PLURAL_RULES_H
#include <stdint.h>

// The CLDR plural category of `number` in `locale` ("de", "ar", "ru_RU"): writes its keyword
// ("zero", "one", "two", "few", "many" or "other"), NUL-terminated, into `out` (`cap` bytes,
// 8 is enough) and returns 0, or returns -1 when ICU fails (no data for the locale).
int32_t plumb_plural_category(const char *locale, double number, char *out, int32_t cap);

#endif
