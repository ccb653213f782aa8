#ifndef FORMRUN_CCURSES_H
#define FORMRUN_CCURSES_H
/* ncursesw behind `fr_` wrappers. The declarations (types, constants, key codes) come from the
 * ncursesw headers; the wrappers call a table of functions that `fr_curses_load` fills:
 * - in the static executable `make build` writes (compiled with FORMRUN_CURSES_LINKED), with the
 *   functions linked in from libncursesw.a and libtinfo.a;
 * - otherwise with dlopen/dlsym when a form is drawn rather than at every start, so that
 *   `formrun --version`, a `--check` or a plain-mode run never map the library.
 * Every wrapper may be called only after `fr_curses_load` returned 0. */
/* Without this the wide-character API (get_wch, waddnwstr, setcchar, cchar_t) is hidden. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <wchar.h>

/* Fills the table once: from the linked-in library, or by loading libncursesw.so.6 (and through it
 * libtinfo); 0 when every function was found, else -1 with the reason (dlerror's) in `error`.
 * Safe to call again: later calls answer at once. */
int fr_curses_load(char *error, int size);

/* The functions formrun calls, one for each curses function of the same name. */
SCREEN *fr_newterm(const char *type, FILE *out, FILE *in);
void fr_delscreen(SCREEN *screen);
int fr_endwin(void);
int fr_doupdate(void);
int fr_beep(void);
int fr_raw(void);
int fr_noecho(void);
int fr_nonl(void);
int fr_flushinp(void);
int fr_curs_set(int visibility);
int fr_set_escdelay(int ms);
int fr_typeahead(int fd);
bool fr_has_colors(void);
int fr_start_color(void);
int fr_use_default_colors(void);
int fr_init_pair(short pair, short fg, short bg);
const char *fr_keyname(int code);
int fr_keypad(WINDOW *w, bool on);
int fr_clearok(WINDOW *w, bool on);
int fr_idlok(WINDOW *w, bool on);
int fr_leaveok(WINDOW *w, bool on);
int fr_scrollok(WINDOW *w, bool on);
void fr_wtimeout(WINDOW *w, int delay);
void fr_wbkgdset(WINDOW *w, chtype ch);
int fr_wattr_set(WINDOW *w, attr_t attrs, short pair, void *opts);
int fr_wmove(WINDOW *w, int y, int x);
int fr_wclrtoeol(WINDOW *w);
int fr_werase(WINDOW *w);
int fr_waddnwstr(WINDOW *w, const wchar_t *text, int n);
int fr_wnoutrefresh(WINDOW *w);
int fr_wscrl(WINDOW *w, int count);
int fr_wsetscrreg(WINDOW *w, int top, int bottom);
int fr_wget_wch(WINDOW *w, wint_t *code);
/* A string capability of the current terminal, or NULL / (char *)-1 as tigetstr says. */
const char *fr_tigetstr(const char *name);

/* The global `stdscr`, which Swift 6 refuses to read without ceremony. */
WINDOW *fr_stdscr(void);

/* Function-like macros do not import into Swift: these wrap the ones formrun needs. */
static inline attr_t fr_a_normal(void) { return A_NORMAL; }
static inline attr_t fr_a_bold(void) { return A_BOLD; }
static inline attr_t fr_a_dim(void) { return A_DIM; }
static inline attr_t fr_a_reverse(void) { return A_REVERSE; }
static inline attr_t fr_a_underline(void) { return A_UNDERLINE; }
static inline attr_t fr_color_pair(int n) { return (attr_t)COLOR_PAIR(n); }
static inline int fr_key_f(int n) { return KEY_F(n); }
int fr_rows(WINDOW *w);
int fr_cols(WINDOW *w);
void fr_getyx(WINDOW *w, int *y, int *x);

/* Writes `n` one-cell characters in one style at (y, x) as complex characters, without curses'
 * per-character processing (wrapping, control characters): the fast path for text whose every
 * character takes one cell and stands alone. Returns ERR when n is out of bounds. */
int fr_put_cells(WINDOW *w, int y, int x, const wchar_t *codes, int n, attr_t attr, short pair);

/* Writes a whole line of `n` one-cell characters at row y from column 0: cell i holds codes[i] in
 * attrs[i] and pairs[i]. One call a line; cells in the style of the cell before them are copies of
 * it holding their own character. Returns ERR when n is out of bounds. */
int fr_put_line(WINDOW *w, int y, const wchar_t *codes, const attr_t *attrs, const short *pairs, int n);

/* The codeset of the current LC_CTYPE locale, e.g. "UTF-8" or "ANSI_X3.4-1968". */
static inline const char *fr_codeset(void) { return nl_langinfo(CODESET); }

/* Whether terminals of type `term` have a terminfo entry that can move the cursor (`cup`): the
 * entry is loaded and freed again. 0 as well when the library cannot be loaded. */
int fr_can_address_cursor(const char *term);
#endif
