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
#include <string.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <sys/ioctl.h>
#include <unistd.h>

/*
 * Swift cannot import function-like macros, most A_* attributes, or the global
 * variables stdscr/LINES/COLS/COLORS (Swift 6 rejects them as shared mutable state).
 * These wrappers expose them as plain functions.
 */

static inline WINDOW *daybook_stdscr(void) { return stdscr; }
/* A screen on the process's stdout/stdin (Swift 6 rejects the stdio globals too). */
static inline SCREEN *daybook_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline int daybook_lines(void) { return LINES; }
static inline int daybook_cols(void) { return COLS; }
static inline int daybook_colors(void) { return COLORS; }
static inline int daybook_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t daybook_attr_bold(void) { return A_BOLD; }
static inline attr_t daybook_attr_dim(void) { return A_DIM; }
static inline attr_t daybook_attr_italic(void) { return A_ITALIC; }
static inline attr_t daybook_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t daybook_attr_reverse(void) { return A_REVERSE; }

static inline int daybook_key_f(int n) { return KEY_F(n); }

/* From <term.h>, which is not included for the many macros it defines. */
extern int tputs(const char *, int, int (*)(int));

/* The terminal's cursor-addressing sequence for row y, column x (tiparm is variadic,
   which Swift cannot call), or NULL when the terminal has none. */
static inline const char *daybook_cursor_address(int y, int x) {
  char *cup = tigetstr("cup");
  if (cup == NULL || cup == (char *)-1) return NULL;
  return tiparm(cup, y, x);
}

/* Removes every `needle` from `text` in place; the number removed. */
static inline int daybook_remove_all(char *text, const char *needle) {
  size_t length = strlen(needle);
  int removed = 0;
  char *found;
  while ((found = strstr(text, needle)) != NULL) {
    memmove(found, found + length, strlen(found + length) + 1);
    removed += 1;
  }
  return removed;
}

/*
 * Many descriptions switch character sets with every attribute change: `sgr` selects the
 * alternate set for A_ALTCHARSET and the normal one otherwise, and `sgr0` selects the
 * normal one too -- xterm's by designating G0 (ESC ( B, three bytes), tmux's and screen's
 * by shifting in (SI). Daybook never draws with the alternate set (its lines are Unicode),
 * so for xterm these were an eighth of a first frame's bytes and a third of the work of a
 * terminal parsing it. This drops the switches from the loaded strings (shortening them in
 * place, in the memory ncurses read them into) and returns the bytes that select the normal
 * set, for the caller to write once per full repaint; NULL when the strings have another
 * shape and were left alone.
 */
static inline const char *daybook_drop_charset_switches(void) {
  static const struct { const char *clause, *reset; } shapes[] = {
    { "%?%p9%t\033(0%e\033(B%;", "\033(B" },
    { "%?%p9%t\016%e\017%;", "\017" },
  };
  char *sgr = tigetstr("sgr");
  char *sgr0 = tigetstr("sgr0");
  if (sgr == NULL || sgr == (char *)-1 || sgr0 == NULL || sgr0 == (char *)-1) return NULL;
  for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
    if (strstr(sgr, shapes[i].clause) == NULL || strstr(sgr0, shapes[i].reset) == NULL) continue;
    daybook_remove_all(sgr, shapes[i].clause);
    daybook_remove_all(sgr0, shapes[i].reset);
    return shapes[i].reset;
  }
  return NULL;
}

/* The terminal's size from the kernel (ioctl is variadic, which Swift cannot call);
   0 on success. */
static inline int daybook_terminal_size(int *rows, int *columns) {
  struct winsize size;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 &&
      ioctl(STDIN_FILENO, TIOCGWINSZ, &size) != 0) return -1;
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

static inline mmask_t daybook_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t daybook_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t daybook_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t daybook_button2_clicked(void) { return BUTTON2_CLICKED; }
static inline mmask_t daybook_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t daybook_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t daybook_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t daybook_button5_pressed(void) { return BUTTON5_PRESSED; }

#endif
