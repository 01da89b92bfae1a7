#ifndef DAYBOOK_CHEIF_SHIM_H
#define DAYBOOK_CHEIF_SHIM_H
#include <libheif/heif.h>
#endif
