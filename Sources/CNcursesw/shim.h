#ifndef DAYBOOK_CNCURSESW_SHIM_H
#define DAYBOOK_CNCURSESW_SHIM_H
/* The wide-character API (get_wch, add_wch, setcchar, wcwidth) only imports with these set. */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#endif
