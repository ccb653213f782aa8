#ifndef FORMRUN_CNCURSESW_SHIM_H
#define FORMRUN_CNCURSESW_SHIM_H
/* Without this the wide-character API (get_wch, waddnwstr, setcchar, cchar_t) is hidden. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>

/* Function-like macros do not import into Swift: these wrap the ones formrun needs. */
static inline attr_t fr_a_normal(void) { return A_NORMAL; }
static inline attr_t fr_a_bold(void) { return A_BOLD; }
static inline attr_t fr_a_dim(void) { return A_DIM; }
static inline attr_t fr_a_reverse(void) { return A_REVERSE; }
static inline attr_t fr_a_underline(void) { return A_UNDERLINE; }
static inline attr_t fr_color_pair(int n) { return (attr_t)COLOR_PAIR(n); }
static inline int fr_key_f(int n) { return KEY_F(n); }

/* The global `stdscr` is a mutable C global, which Swift 6 refuses to read without ceremony. */
static inline WINDOW *fr_stdscr(void) { return stdscr; }
static inline int fr_rows(WINDOW *w) { int r, c; getmaxyx(w, r, c); (void)c; return r; }
static inline int fr_cols(WINDOW *w) { int r, c; getmaxyx(w, r, c); (void)r; return c; }
static inline void fr_getyx(WINDOW *w, int *y, int *x) { int r, c; getyx(w, r, c); *y = r; *x = c; }

/* Writes `n` one-cell characters in one style at (y, x) as complex characters, without curses'
 * per-character processing (wrapping, control characters): the fast path for text whose every
 * character takes one cell and stands alone. Returns ERR when n is out of bounds. */
static inline int fr_put_cells(WINDOW *w, int y, int x, const wchar_t *codes, int n, attr_t attr, short pair) {
    if (n <= 0 || n > 4096) return ERR;
    cchar_t cells[n];
    /* setcchar once for the style; the other cells are copies holding their own character. */
    wchar_t first[2] = { codes[0], 0 };
    if (setcchar(&cells[0], first, attr, pair, NULL) == ERR) return ERR;
    for (int i = 1; i < n; i++) {
        cells[i] = cells[0];
        cells[i].chars[0] = codes[i];
    }
    return mvwadd_wchnstr(w, y, x, cells, n);
}

/* Writes a whole line of `n` one-cell characters at row y from column 0: cell i holds codes[i] in
 * attrs[i] and pairs[i]. One call a line, no clearing first (the line is written to its end);
 * cells in the style of the cell before them are copies of it holding their own character.
 * Returns ERR when n is out of bounds. */
static inline int fr_put_line(WINDOW *w, int y, const wchar_t *codes, const attr_t *attrs, const short *pairs, int n) {
    if (n <= 0 || n > 4096) return ERR;
    cchar_t cells[n];
    for (int i = 0; i < n; i++) {
        if (i > 0 && attrs[i] == attrs[i - 1] && pairs[i] == pairs[i - 1]) {
            cells[i] = cells[i - 1];
            cells[i].chars[0] = codes[i];
            continue;
        }
        wchar_t text[2] = { codes[i], 0 };
        if (setcchar(&cells[i], text, attrs[i], pairs[i], NULL) == ERR) return ERR;
    }
    return mvwadd_wchnstr(w, y, 0, cells, n);
}

/* The codeset of the current LC_CTYPE locale, e.g. "UTF-8" or "ANSI_X3.4-1968". */
static inline const char *fr_codeset(void) { return nl_langinfo(CODESET); }

/* Whether terminals of type `term` have a terminfo entry that can move the cursor (`cup`). The
 * entry is loaded and freed again; term.h comes last, since it defines macros with common names. */
#include <ncursesw/term.h>
static inline int fr_can_address_cursor(const char *term) {
    int status = 0;
    if (setupterm(term, -1, &status) != OK || status != 1) return 0;
    const char *cup = tigetstr("cup");
    int ok = cup != NULL && cup != (const char *)-1;
    del_curterm(cur_term);
    return ok;
}
#endif
