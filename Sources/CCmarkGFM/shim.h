#ifndef DAYBOOK_CCMARKGFM_SHIM_H
#define DAYBOOK_CCMARKGFM_SHIM_H
/*
 * cmark-gfm (Debian libcmark-gfm-dev) and its GFM extensions (libcmark-gfm-extensions-dev):
 * tables, task lists, strikethrough, autolinks. Only MarkdownKit imports this module.
 *
 * Both libraries are opened with dlopen the first time an entry is shown as Markdown, not
 * linked: `daybook --version`, `today`, `search` and an empty day's first screen never need
 * them, and every run would otherwise pay their loading. The headers are used for their types
 * only; each function is looked up once and called through the daybook_cmark_* wrappers
 * below. Without the libraries at run time, daybook_cmark_available() is 0 and nothing else
 * is called (the text is shown as written).
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

/* Option bits are macros of shifted ints; name them for Swift. */
static const int daybook_cmark_opt_default = CMARK_OPT_DEFAULT;
static const int daybook_cmark_opt_validate_utf8 = CMARK_OPT_VALIDATE_UTF8;

/* The sonames opened (Debian 12's; the package depends on them). */
#define DAYBOOK_CMARK_SONAME "libcmark-gfm.so.0.29.0.gfm.6"
#define DAYBOOK_CMARK_EXTENSIONS_SONAME "libcmark-gfm-extensions.so.0.29.0.gfm.6"

struct daybook_cmark_api {
  int available;
  __typeof__(cmark_parser_new) *parser_new;
  __typeof__(cmark_parser_free) *parser_free;
  __typeof__(cmark_find_syntax_extension) *find_syntax_extension;
  __typeof__(cmark_parser_attach_syntax_extension) *parser_attach_syntax_extension;
  __typeof__(cmark_parser_feed) *parser_feed;
  __typeof__(cmark_parser_finish) *parser_finish;
  __typeof__(cmark_node_free) *node_free;
  __typeof__(cmark_node_get_start_line) *node_get_start_line;
  __typeof__(cmark_node_get_end_line) *node_get_end_line;
  __typeof__(cmark_node_first_child) *node_first_child;
  __typeof__(cmark_node_next) *node_next;
  __typeof__(cmark_node_get_literal) *node_get_literal;
  __typeof__(cmark_node_get_type_string) *node_get_type_string;
  __typeof__(cmark_iter_new) *iter_new;
  __typeof__(cmark_iter_free) *iter_free;
  __typeof__(cmark_iter_next) *iter_next;
  __typeof__(cmark_iter_get_node) *iter_get_node;
  __typeof__(cmark_node_get_type) *node_get_type;
  __typeof__(cmark_node_get_heading_level) *node_get_heading_level;
  __typeof__(cmark_node_get_fence_info) *node_get_fence_info;
  __typeof__(cmark_node_get_list_type) *node_get_list_type;
  __typeof__(cmark_node_get_list_start) *node_get_list_start;
  __typeof__(cmark_node_get_list_tight) *node_get_list_tight;
  __typeof__(cmark_node_get_url) *node_get_url;
  __typeof__(cmark_node_get_title) *node_get_title;
  __typeof__(cmark_gfm_core_extensions_ensure_registered) *core_extensions_ensure_registered;
  __typeof__(cmark_gfm_extensions_get_table_alignments) *extensions_get_table_alignments;
  __typeof__(cmark_gfm_extensions_get_table_columns) *extensions_get_table_columns;
  __typeof__(cmark_gfm_extensions_get_table_row_is_header) *extensions_get_table_row_is_header;
  __typeof__(cmark_gfm_extensions_get_tasklist_item_checked)
    *extensions_get_tasklist_item_checked;
};

/* The table and its once-flag live in functions: Swift emits the inline functions it calls,
 * with their static locals, but not a header's file-scope variables. */
static inline struct daybook_cmark_api *daybook_cmark_api(void) {
  static struct daybook_cmark_api api;
  return &api;
}

static inline pthread_once_t *daybook_cmark_once(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  return &once;
}

static inline void daybook_cmark_open(void) {
  void *core = dlopen(DAYBOOK_CMARK_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (core == NULL) return;
  void *extensions = dlopen(DAYBOOK_CMARK_EXTENSIONS_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (extensions == NULL) { dlclose(core); return; }
  struct daybook_cmark_api api = {0};
#define DAYBOOK_CMARK_FIND(library, field, name) \
  if ((*(void **)(&api.field) = dlsym(library, #name)) == NULL) { \
    dlclose(extensions); dlclose(core); return; \
  }
  DAYBOOK_CMARK_FIND(core, parser_new, cmark_parser_new)
  DAYBOOK_CMARK_FIND(core, parser_free, cmark_parser_free)
  DAYBOOK_CMARK_FIND(core, find_syntax_extension, cmark_find_syntax_extension)
  DAYBOOK_CMARK_FIND(core, parser_attach_syntax_extension, cmark_parser_attach_syntax_extension)
  DAYBOOK_CMARK_FIND(core, parser_feed, cmark_parser_feed)
  DAYBOOK_CMARK_FIND(core, parser_finish, cmark_parser_finish)
  DAYBOOK_CMARK_FIND(core, node_free, cmark_node_free)
  DAYBOOK_CMARK_FIND(core, node_get_start_line, cmark_node_get_start_line)
  DAYBOOK_CMARK_FIND(core, node_get_end_line, cmark_node_get_end_line)
  DAYBOOK_CMARK_FIND(core, node_first_child, cmark_node_first_child)
  DAYBOOK_CMARK_FIND(core, node_next, cmark_node_next)
  DAYBOOK_CMARK_FIND(core, node_get_literal, cmark_node_get_literal)
  DAYBOOK_CMARK_FIND(core, node_get_type_string, cmark_node_get_type_string)
  DAYBOOK_CMARK_FIND(core, iter_new, cmark_iter_new)
  DAYBOOK_CMARK_FIND(core, iter_free, cmark_iter_free)
  DAYBOOK_CMARK_FIND(core, iter_next, cmark_iter_next)
  DAYBOOK_CMARK_FIND(core, iter_get_node, cmark_iter_get_node)
  DAYBOOK_CMARK_FIND(core, node_get_type, cmark_node_get_type)
  DAYBOOK_CMARK_FIND(core, node_get_heading_level, cmark_node_get_heading_level)
  DAYBOOK_CMARK_FIND(core, node_get_fence_info, cmark_node_get_fence_info)
  DAYBOOK_CMARK_FIND(core, node_get_list_type, cmark_node_get_list_type)
  DAYBOOK_CMARK_FIND(core, node_get_list_start, cmark_node_get_list_start)
  DAYBOOK_CMARK_FIND(core, node_get_list_tight, cmark_node_get_list_tight)
  DAYBOOK_CMARK_FIND(core, node_get_url, cmark_node_get_url)
  DAYBOOK_CMARK_FIND(core, node_get_title, cmark_node_get_title)
  DAYBOOK_CMARK_FIND(
    extensions, core_extensions_ensure_registered, cmark_gfm_core_extensions_ensure_registered)
  DAYBOOK_CMARK_FIND(
    extensions, extensions_get_table_alignments, cmark_gfm_extensions_get_table_alignments)
  DAYBOOK_CMARK_FIND(
    extensions, extensions_get_table_columns, cmark_gfm_extensions_get_table_columns)
  DAYBOOK_CMARK_FIND(
    extensions, extensions_get_table_row_is_header, cmark_gfm_extensions_get_table_row_is_header)
  DAYBOOK_CMARK_FIND(extensions, extensions_get_tasklist_item_checked,
    cmark_gfm_extensions_get_tasklist_item_checked)
#undef DAYBOOK_CMARK_FIND
  /* Registered once, here, under the once-flag: parsers on several threads never race the
     extension registry. */
  api.core_extensions_ensure_registered();
  api.available = 1;
  *daybook_cmark_api() = api;
}

/* The table, loaded on first use. A static local of a static inline function exists once
   per object file that calls it (each Swift file, in a debug build), so each object file
   fills its own copy, once, under its own once-flag; every call below comes through here,
   so none meets an empty table. */
static inline struct daybook_cmark_api *daybook_cmark_loaded(void) {
  pthread_once(daybook_cmark_once(), daybook_cmark_open);
  return daybook_cmark_api();
}

/* 1 once both libraries are loaded with every function used here (loading them the first
   time). */
static inline int daybook_cmark_available(void) {
  return daybook_cmark_loaded()->available;
}

static inline cmark_parser *daybook_cmark_parser_new(int options) {
  return daybook_cmark_loaded()->parser_new(options);
}
static inline void daybook_cmark_parser_free(cmark_parser *parser) {
  daybook_cmark_loaded()->parser_free(parser);
}
static inline cmark_syntax_extension *daybook_cmark_find_syntax_extension(const char *name) {
  return daybook_cmark_loaded()->find_syntax_extension(name);
}
static inline int daybook_cmark_parser_attach_syntax_extension(
    cmark_parser *parser, cmark_syntax_extension *extension) {
  return daybook_cmark_loaded()->parser_attach_syntax_extension(parser, extension);
}
static inline void daybook_cmark_parser_feed(
    cmark_parser *parser, const char *buffer, size_t length) {
  daybook_cmark_loaded()->parser_feed(parser, buffer, length);
}
static inline cmark_node *daybook_cmark_parser_finish(cmark_parser *parser) {
  return daybook_cmark_loaded()->parser_finish(parser);
}
static inline void daybook_cmark_node_free(cmark_node *node) {
  daybook_cmark_loaded()->node_free(node);
}
static inline int daybook_cmark_node_get_start_line(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_start_line(node);
}
static inline int daybook_cmark_node_get_end_line(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_end_line(node);
}
static inline cmark_node *daybook_cmark_node_first_child(cmark_node *node) {
  return daybook_cmark_loaded()->node_first_child(node);
}
static inline cmark_node *daybook_cmark_node_next(cmark_node *node) {
  return daybook_cmark_loaded()->node_next(node);
}
static inline const char *daybook_cmark_node_get_literal(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_literal(node);
}
static inline const char *daybook_cmark_node_get_type_string(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_type_string(node);
}
static inline cmark_iter *daybook_cmark_iter_new(cmark_node *root) {
  return daybook_cmark_loaded()->iter_new(root);
}
static inline void daybook_cmark_iter_free(cmark_iter *iterator) {
  daybook_cmark_loaded()->iter_free(iterator);
}
static inline cmark_event_type daybook_cmark_iter_next(cmark_iter *iterator) {
  return daybook_cmark_loaded()->iter_next(iterator);
}
static inline cmark_node *daybook_cmark_iter_get_node(cmark_iter *iterator) {
  return daybook_cmark_loaded()->iter_get_node(iterator);
}
static inline cmark_node_type daybook_cmark_node_get_type(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_type(node);
}
static inline int daybook_cmark_node_get_heading_level(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_heading_level(node);
}
static inline const char *daybook_cmark_node_get_fence_info(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_fence_info(node);
}
static inline cmark_list_type daybook_cmark_node_get_list_type(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_list_type(node);
}
static inline int daybook_cmark_node_get_list_start(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_list_start(node);
}
static inline int daybook_cmark_node_get_list_tight(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_list_tight(node);
}
static inline const char *daybook_cmark_node_get_url(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_url(node);
}
static inline const char *daybook_cmark_node_get_title(cmark_node *node) {
  return daybook_cmark_loaded()->node_get_title(node);
}
static inline uint8_t *daybook_cmark_gfm_extensions_get_table_alignments(cmark_node *node) {
  return daybook_cmark_loaded()->extensions_get_table_alignments(node);
}
static inline uint16_t daybook_cmark_gfm_extensions_get_table_columns(cmark_node *node) {
  return daybook_cmark_loaded()->extensions_get_table_columns(node);
}
static inline int daybook_cmark_gfm_extensions_get_table_row_is_header(cmark_node *node) {
  return daybook_cmark_loaded()->extensions_get_table_row_is_header(node);
}
static inline bool daybook_cmark_gfm_extensions_get_tasklist_item_checked(cmark_node *node) {
  return daybook_cmark_loaded()->extensions_get_tasklist_item_checked(node);
}
#endif
