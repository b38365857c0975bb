// The system ICU's cardinal plural rules (upluralrules.h, in libicui18n). Opened per call: ICU
// caches the rule data itself, and a plural is selected once per localised string drawn.
#include "plumb_plural_rules.h"
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

int32_t plumb_plural_category(const char *locale, double number, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
  if (U_FAILURE(status) || rules == NULL) return -1;
  UChar keyword[16];
  int32_t len = uplrules_select(rules, number, keyword, 16, &status);
  uplrules_close(rules);
  if (U_FAILURE(status) || len <= 0 || len >= 16 || len >= cap) return -1;
  // Keywords are ASCII ("zero" … "other").
  for (int32_t i = 0; i < len; i++) out[i] = (char)keyword[i];
  out[len] = 0;
  return 0;
}
