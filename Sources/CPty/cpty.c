#include "cpty.h"
