#include "ccurses.h"
#include <dlfcn.h>
#include <string.h>
/* term.h comes last: it defines macros with common names. */
#include <ncursesw/term.h>

/* What dlsym (or the static link) found, one pointer a function (and the two globals formrun reads). */
static struct {
    SCREEN *(*newterm)(const char *, FILE *, FILE *);
    void (*delscreen)(SCREEN *);
    int (*endwin)(void);
    int (*doupdate)(void);
    int (*beep)(void);
    int (*raw)(void);
    int (*noecho)(void);
    int (*nonl)(void);
    int (*flushinp)(void);
    int (*curs_set)(int);
    int (*set_escdelay)(int);
    int (*typeahead)(int);
    bool (*has_colors)(void);
    int (*start_color)(void);
    int (*use_default_colors)(void);
    int (*init_pair)(short, short, short);
    const char *(*keyname)(int);
    int (*keypad)(WINDOW *, bool);
    int (*clearok)(WINDOW *, bool);
    int (*idlok)(WINDOW *, bool);
    int (*leaveok)(WINDOW *, bool);
    int (*scrollok)(WINDOW *, bool);
    void (*wtimeout)(WINDOW *, int);
    void (*wbkgdset)(WINDOW *, chtype);
    int (*wattr_set)(WINDOW *, attr_t, short, void *);
    int (*wmove)(WINDOW *, int, int);
    int (*wclrtoeol)(WINDOW *);
    int (*werase)(WINDOW *);
    int (*waddnwstr)(WINDOW *, const wchar_t *, int);
    int (*wadd_wchnstr)(WINDOW *, const cchar_t *, int);
    int (*setcchar)(cchar_t *, const wchar_t *, attr_t, short, const void *);
    int (*wnoutrefresh)(WINDOW *);
    int (*wscrl)(WINDOW *, int);
    int (*wsetscrreg)(WINDOW *, int, int);
    int (*wget_wch)(WINDOW *, wint_t *);
    int (*setupterm)(const char *, int, int *);
    char *(*tigetstr)(const char *);
    int (*del_curterm)(TERMINAL *);
    WINDOW **screen_window;   /* stdscr */
    TERMINAL **terminal;      /* cur_term */
} lib;

static int loaded = 0;

/* Every function of the table, for X(name) to be applied to. */
#define CURSES_FUNCTIONS(X) \
    X(newterm) X(delscreen) X(endwin) X(doupdate) X(beep) X(raw) X(noecho) X(nonl) X(flushinp) \
    X(curs_set) X(set_escdelay) X(typeahead) X(has_colors) X(start_color) X(use_default_colors) \
    X(init_pair) X(keyname) X(keypad) X(clearok) X(idlok) X(leaveok) X(scrollok) X(wtimeout) \
    X(wbkgdset) X(wattr_set) X(wmove) X(wclrtoeol) X(werase) X(waddnwstr) X(wadd_wchnstr) \
    X(setcchar) X(wnoutrefresh) X(wscrl) X(wsetscrreg) X(wget_wch) X(setupterm) X(tigetstr) \
    X(del_curterm)

#ifdef FORMRUN_CURSES_LINKED
/* The static build (Makefile, STATIC_LINK_FLAGS) links ncursesw and tinfo into the executable:
 * the table is filled with their addresses, and there is nothing to load. */
int fr_curses_load(char *error, int size) {
    (void)error; (void)size;
    if (loaded) return 0;
#define USE(name) lib.name = name;
    CURSES_FUNCTIONS(USE)
#undef USE
    lib.screen_window = &stdscr;
    lib.terminal = &cur_term;
    loaded = 1;
    return 0;
}
#else
int fr_curses_load(char *error, int size) {
    if (loaded) return 0;
    void *handle = dlopen("libncursesw.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!handle) handle = dlopen("libncursesw.so", RTLD_NOW | RTLD_LOCAL);
    const char *missing = NULL;
#define FIND_AS(field, symbol) \
    if (handle && !missing) { \
        *(void **)(&lib.field) = dlsym(handle, symbol); \
        if (!lib.field) missing = symbol; \
    }
#define FIND(name) FIND_AS(name, #name)
    CURSES_FUNCTIONS(FIND)
    FIND_AS(screen_window, "stdscr") FIND_AS(terminal, "cur_term")
#undef FIND
#undef FIND_AS
    if (!handle || missing) {
        if (error && size > 0) {
            const char *why = handle ? "a function is missing: " : dlerror();
            snprintf(error, (size_t)size, "%s%s", why ? why : "cannot load libncursesw.so.6", handle ? missing : "");
        }
        if (handle) dlclose(handle);
        return -1;
    }
    loaded = 1;
    return 0;
}
#endif

SCREEN *fr_newterm(const char *type, FILE *out, FILE *in) { return lib.newterm(type, out, in); }
void fr_delscreen(SCREEN *screen) { lib.delscreen(screen); }
int fr_endwin(void) { return lib.endwin(); }
int fr_doupdate(void) { return lib.doupdate(); }
int fr_beep(void) { return lib.beep(); }
int fr_raw(void) { return lib.raw(); }
int fr_noecho(void) { return lib.noecho(); }
int fr_nonl(void) { return lib.nonl(); }
int fr_flushinp(void) { return lib.flushinp(); }
int fr_curs_set(int visibility) { return lib.curs_set(visibility); }
int fr_set_escdelay(int ms) { return lib.set_escdelay(ms); }
int fr_typeahead(int fd) { return lib.typeahead(fd); }
bool fr_has_colors(void) { return lib.has_colors(); }
int fr_start_color(void) { return lib.start_color(); }
int fr_use_default_colors(void) { return lib.use_default_colors(); }
int fr_init_pair(short pair, short fg, short bg) { return lib.init_pair(pair, fg, bg); }
const char *fr_keyname(int code) { return lib.keyname(code); }
int fr_keypad(WINDOW *w, bool on) { return lib.keypad(w, on); }
int fr_clearok(WINDOW *w, bool on) { return lib.clearok(w, on); }
int fr_idlok(WINDOW *w, bool on) { return lib.idlok(w, on); }
int fr_leaveok(WINDOW *w, bool on) { return lib.leaveok(w, on); }
int fr_scrollok(WINDOW *w, bool on) { return lib.scrollok(w, on); }
void fr_wtimeout(WINDOW *w, int delay) { lib.wtimeout(w, delay); }
void fr_wbkgdset(WINDOW *w, chtype ch) { lib.wbkgdset(w, ch); }
int fr_wattr_set(WINDOW *w, attr_t attrs, short pair, void *opts) { return lib.wattr_set(w, attrs, pair, opts); }
int fr_wmove(WINDOW *w, int y, int x) { return lib.wmove(w, y, x); }
int fr_wclrtoeol(WINDOW *w) { return lib.wclrtoeol(w); }
int fr_werase(WINDOW *w) { return lib.werase(w); }
int fr_waddnwstr(WINDOW *w, const wchar_t *text, int n) { return lib.waddnwstr(w, text, n); }
int fr_wnoutrefresh(WINDOW *w) { return lib.wnoutrefresh(w); }
int fr_wscrl(WINDOW *w, int count) { return lib.wscrl(w, count); }
int fr_wsetscrreg(WINDOW *w, int top, int bottom) { return lib.wsetscrreg(w, top, bottom); }
int fr_wget_wch(WINDOW *w, wint_t *code) { return lib.wget_wch(w, code); }
const char *fr_tigetstr(const char *name) { return lib.tigetstr(name); }

WINDOW *fr_stdscr(void) { return *lib.screen_window; }
int fr_rows(WINDOW *w) { int r, c; getmaxyx(w, r, c); (void)c; return r; }
int fr_cols(WINDOW *w) { int r, c; getmaxyx(w, r, c); (void)r; return c; }
void fr_getyx(WINDOW *w, int *y, int *x) { int r, c; getyx(w, r, c); *y = r; *x = c; }

int fr_put_cells(WINDOW *w, int y, int x, const wchar_t *codes, int n, attr_t attr, short pair) {
    if (n <= 0 || n > 4096) return ERR;
    cchar_t cells[n];
    /* setcchar once for the style; the other cells are copies holding their own character. */
    wchar_t first[2] = { codes[0], 0 };
    if (lib.setcchar(&cells[0], first, attr, pair, NULL) == ERR) return ERR;
    for (int i = 1; i < n; i++) {
        cells[i] = cells[0];
        cells[i].chars[0] = codes[i];
    }
    if (lib.wmove(w, y, x) == ERR) return ERR;
    return lib.wadd_wchnstr(w, cells, n);
}

int fr_put_line(WINDOW *w, int y, const wchar_t *codes, const attr_t *attrs, const short *pairs, int n) {
    if (n <= 0 || n > 4096) return ERR;
    cchar_t cells[n];
    for (int i = 0; i < n; i++) {
        if (i > 0 && attrs[i] == attrs[i - 1] && pairs[i] == pairs[i - 1]) {
            cells[i] = cells[i - 1];
            cells[i].chars[0] = codes[i];
            continue;
        }
        wchar_t text[2] = { codes[i], 0 };
        if (lib.setcchar(&cells[i], text, attrs[i], pairs[i], NULL) == ERR) return ERR;
    }
    if (lib.wmove(w, y, 0) == ERR) return ERR;
    return lib.wadd_wchnstr(w, cells, n);
}

int fr_can_address_cursor(const char *term) {
    if (fr_curses_load(NULL, 0) != 0) return 0;
    int status = 0;
    if (lib.setupterm(term, -1, &status) != OK || status != 1) return 0;
    const char *cup = lib.tigetstr("cup");
    int ok = cup != NULL && cup != (const char *)-1;
    lib.del_curterm(*lib.terminal);
    return ok;
}
