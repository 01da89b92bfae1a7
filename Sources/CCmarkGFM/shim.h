#ifndef DAYBOOK_CCMARKGFM_SHIM_H
#define DAYBOOK_CCMARKGFM_SHIM_H
/* cmark-gfm (Debian libcmark-gfm-dev) and its GFM extensions (libcmark-gfm-extensions-dev):
   tables, task lists, strikethrough, autolinks. Only MarkdownKit imports this module. */
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

/* Option bits are macros of shifted ints; name them for Swift. */
static const int daybook_cmark_opt_default = CMARK_OPT_DEFAULT;
static const int daybook_cmark_opt_validate_utf8 = CMARK_OPT_VALIDATE_UTF8;
#endif
