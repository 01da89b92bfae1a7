#ifndef DAYBOOK_CCHAFA_SHIM_H
#define DAYBOOK_CCHAFA_SHIM_H
#include <chafa.h>
#endif
