#ifndef DAYBOOK_CSQLITE_SHIM_H
#define DAYBOOK_CSQLITE_SHIM_H
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast of -1 to a function pointer; Swift cannot import it. */
static inline sqlite3_destructor_type daybook_sqlite_transient(void) {
  return SQLITE_TRANSIENT;
}
#endif
