#ifndef DAYBOOK_CSQLITE_SHIM_H
#define DAYBOOK_CSQLITE_SHIM_H
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast of -1 to a function pointer; Swift cannot import it. */
static inline sqlite3_destructor_type daybook_sqlite_transient(void) {
  return SQLITE_TRANSIENT;
}

/* The connection's FTS5 API, fetched the documented way: `SELECT fts5(?1)` with a pointer
   bound under the type "fts5_api_ptr". NULL when FTS5 is missing. */
static inline fts5_api *daybook_fts5_api(sqlite3 *db) {
  fts5_api *api = 0;
  sqlite3_stmt *statement = 0;
  if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, 0) != SQLITE_OK) return 0;
  sqlite3_bind_pointer(statement, 1, (void *)&api, "fts5_api_ptr", 0);
  sqlite3_step(statement);
  sqlite3_finalize(statement);
  return api;
}

/* Turns off SQLite's memory statistics, which nothing here reads: with them on, every
   allocation takes a global mutex and updates counters, and reading a journal's schema at
   the first statement of a connection makes thousands. Only takes effect before SQLite is
   initialized (the first connection opened); SQLITE_MISUSE after, which changes nothing. */
static inline int daybook_sqlite_skip_memory_statistics(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

static const int daybook_fts5_tokenize_query = FTS5_TOKENIZE_QUERY;
#endif
