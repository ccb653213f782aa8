#ifndef FORMRUN_CNCURSESW_SHIM_H
#define FORMRUN_CNCURSESW_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <wchar.h>
#endif
