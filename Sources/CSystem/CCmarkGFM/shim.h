// cmark-gfm, GitHub's CommonMark parser (the parser Apple's own Markdown support is built on), for
// PlumbMarkdown's `AttributedString(markdown:)`. One wrapper parses with GitHub's strikethrough
// extension attached, because the extension registry is a C-only API.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <string.h>

// Registers GitHub's extensions. Not thread-safe: Swift calls it once, from a `static let`.
static inline void plumb_markdown_register(void) {
  cmark_gfm_core_extensions_ensure_registered();
}

// Parses `len` bytes of Markdown into a document node the caller frees with cmark_node_free,
// with `~~strikethrough~~` and tables recognised as GitHub (and Apple) do. NULL when out of memory.
static inline cmark_node *plumb_markdown_parse(const char *text, size_t len, int options) {
  cmark_parser *parser = cmark_parser_new(options);
  if (!parser) return NULL;
  cmark_syntax_extension *strike = cmark_find_syntax_extension("strikethrough");
  if (strike) cmark_parser_attach_syntax_extension(parser, strike);
  cmark_syntax_extension *table = cmark_find_syntax_extension("table");
  if (table) cmark_parser_attach_syntax_extension(parser, table);
  cmark_parser_feed(parser, text, len);
  cmark_node *doc = cmark_parser_finish(parser);
  cmark_parser_free(parser);
  return doc;
}

// The node's type name ("emph", "strong", "strikethrough", "table_cell", …): extension node
// types are registered at run time, so Swift compares names rather than constants.
static inline const char *plumb_markdown_type(cmark_node *node) {
  return cmark_node_get_type_string(node);
}
