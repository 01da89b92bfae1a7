#ifndef DAYBOOK_CCHAFA_SHIM_H
#define DAYBOOK_CCHAFA_SHIM_H
/*
 * libchafa is opened with dlopen the first time a picture is drawn, not linked: its
 * constructor (CPU feature detection) and glib's, with pcre2 behind it, would otherwise run at
 * every start of `daybook`, though only pictures need them.
 *
 * chafa.h cannot be used here: it includes glib.h, whose folders only pkg-config names, and a
 * pkg-config system-library target links the libraries too. So the part of chafa's API used
 * by MosaicRenderer is declared below: its opaque types under chafa's own names, its enum
 * values (part of libchafa.so.0's ABI) as daybook_chafa_* constants. ChafaShimTests compiles
 * this header together with chafa.h and checks each value and function type against it.
 * Each function is looked up once and called through the daybook_chafa_* wrappers; without
 * libchafa at run time, daybook_chafa_available() is 0 and nothing else is called.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>

#define DAYBOOK_CHAFA_SONAME "libchafa.so.0"

typedef struct ChafaCanvas ChafaCanvas;
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaSymbolMap ChafaSymbolMap;

/* ChafaCanvasMode */
typedef enum {
  DAYBOOK_CHAFA_CANVAS_MODE_TRUECOLOR = 0,
  DAYBOOK_CHAFA_CANVAS_MODE_INDEXED_240 = 2,
  DAYBOOK_CHAFA_CANVAS_MODE_INDEXED_16 = 3,
  DAYBOOK_CHAFA_CANVAS_MODE_FGBG = 5,
  DAYBOOK_CHAFA_CANVAS_MODE_INDEXED_8 = 6,
} daybook_chafa_canvas_mode;

/* ChafaPixelMode */
static const int DAYBOOK_CHAFA_PIXEL_MODE_SYMBOLS = 0;
/* ChafaPixelType */
static const int DAYBOOK_CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4;
/* ChafaSymbolTags */
static const int DAYBOOK_CHAFA_SYMBOL_TAG_SPACE = 1 << 0;
static const int DAYBOOK_CHAFA_SYMBOL_TAG_BLOCK = 1 << 3;
static const int DAYBOOK_CHAFA_SYMBOL_TAG_WIDE = 1 << 18;

/* The functions, with glib's gint, gfloat, gboolean, guint8 and gunichar spelled out (int,
   float, int, uint8_t, uint32_t) and each enum parameter as the integer type it has. */
struct daybook_chafa_api {
  int available;
  void (*calc_canvas_geometry)(
    int src_width, int src_height, int *dest_width_inout, int *dest_height_inout,
    float font_ratio, int zoom, int stretch);
  void (*set_n_threads)(int n);
  ChafaCanvasConfig *(*canvas_config_new)(void);
  void (*canvas_config_unref)(ChafaCanvasConfig *config);
  void (*canvas_config_set_geometry)(ChafaCanvasConfig *config, int width, int height);
  void (*canvas_config_set_canvas_mode)(ChafaCanvasConfig *config, unsigned int mode);
  void (*canvas_config_set_pixel_mode)(ChafaCanvasConfig *config, unsigned int pixel_mode);
  void (*canvas_config_set_symbol_map)(
    ChafaCanvasConfig *config, const ChafaSymbolMap *symbol_map);
  ChafaSymbolMap *(*symbol_map_new)(void);
  void (*symbol_map_unref)(ChafaSymbolMap *symbol_map);
  void (*symbol_map_add_by_tags)(ChafaSymbolMap *symbol_map, int tags);
  void (*symbol_map_remove_by_tags)(ChafaSymbolMap *symbol_map, int tags);
  ChafaCanvas *(*canvas_new)(const ChafaCanvasConfig *config);
  void (*canvas_unref)(ChafaCanvas *canvas);
  void (*canvas_draw_all_pixels)(
    ChafaCanvas *canvas, unsigned int src_pixel_type, const uint8_t *src_pixels,
    int src_width, int src_height, int src_rowstride);
  uint32_t (*canvas_get_char_at)(ChafaCanvas *canvas, int x, int y);
  void (*canvas_get_raw_colors_at)(ChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
};

/* The table and its once-flag live in functions: Swift emits the inline functions it calls,
 * with their static locals, but not a header's file-scope variables. */
static inline struct daybook_chafa_api *daybook_chafa_api(void) {
  static struct daybook_chafa_api api;
  return &api;
}

static inline pthread_once_t *daybook_chafa_once(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  return &once;
}

static inline void daybook_chafa_open(void) {
  void *library = dlopen(DAYBOOK_CHAFA_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
  struct daybook_chafa_api api = {0};
#define DAYBOOK_CHAFA_FIND(field) \
  if ((*(void **)(&api.field) = dlsym(library, "chafa_" #field)) == NULL) { \
    dlclose(library); return; \
  }
  DAYBOOK_CHAFA_FIND(calc_canvas_geometry)
  DAYBOOK_CHAFA_FIND(set_n_threads)
  DAYBOOK_CHAFA_FIND(canvas_config_new)
  DAYBOOK_CHAFA_FIND(canvas_config_unref)
  DAYBOOK_CHAFA_FIND(canvas_config_set_geometry)
  DAYBOOK_CHAFA_FIND(canvas_config_set_canvas_mode)
  DAYBOOK_CHAFA_FIND(canvas_config_set_pixel_mode)
  DAYBOOK_CHAFA_FIND(canvas_config_set_symbol_map)
  DAYBOOK_CHAFA_FIND(symbol_map_new)
  DAYBOOK_CHAFA_FIND(symbol_map_unref)
  DAYBOOK_CHAFA_FIND(symbol_map_add_by_tags)
  DAYBOOK_CHAFA_FIND(symbol_map_remove_by_tags)
  DAYBOOK_CHAFA_FIND(canvas_new)
  DAYBOOK_CHAFA_FIND(canvas_unref)
  DAYBOOK_CHAFA_FIND(canvas_draw_all_pixels)
  DAYBOOK_CHAFA_FIND(canvas_get_char_at)
  DAYBOOK_CHAFA_FIND(canvas_get_raw_colors_at)
#undef DAYBOOK_CHAFA_FIND
  /* One thread: results stay the same from run to run, and the cores are shared. */
  api.set_n_threads(1);
  api.available = 1;
  *daybook_chafa_api() = api;
}

/* The table, loaded on first use. A static local of a static inline function exists once
   per object file that calls it (each Swift file, in a debug build), so each object file
   fills its own copy, once, under its own once-flag; every call below comes through here,
   so none meets an empty table. */
static inline struct daybook_chafa_api *daybook_chafa_loaded(void) {
  pthread_once(daybook_chafa_once(), daybook_chafa_open);
  return daybook_chafa_api();
}

/* 1 once libchafa is loaded with every function used here (loading it the first time). */
static inline int daybook_chafa_available(void) {
  return daybook_chafa_loaded()->available;
}

static inline void daybook_chafa_calc_canvas_geometry(
    int src_width, int src_height, int *dest_width_inout, int *dest_height_inout,
    float font_ratio, int zoom, int stretch) {
  daybook_chafa_loaded()->calc_canvas_geometry(
    src_width, src_height, dest_width_inout, dest_height_inout, font_ratio, zoom, stretch);
}
static inline ChafaCanvasConfig *daybook_chafa_canvas_config_new(void) {
  return daybook_chafa_loaded()->canvas_config_new();
}
static inline void daybook_chafa_canvas_config_unref(ChafaCanvasConfig *config) {
  daybook_chafa_loaded()->canvas_config_unref(config);
}
static inline void daybook_chafa_canvas_config_set_geometry(
    ChafaCanvasConfig *config, int width, int height) {
  daybook_chafa_loaded()->canvas_config_set_geometry(config, width, height);
}
static inline void daybook_chafa_canvas_config_set_canvas_mode(
    ChafaCanvasConfig *config, daybook_chafa_canvas_mode mode) {
  daybook_chafa_loaded()->canvas_config_set_canvas_mode(config, (unsigned int)mode);
}
static inline void daybook_chafa_canvas_config_set_pixel_mode_symbols(ChafaCanvasConfig *config) {
  daybook_chafa_loaded()->canvas_config_set_pixel_mode(config, DAYBOOK_CHAFA_PIXEL_MODE_SYMBOLS);
}
static inline void daybook_chafa_canvas_config_set_symbol_map(
    ChafaCanvasConfig *config, const ChafaSymbolMap *symbol_map) {
  daybook_chafa_loaded()->canvas_config_set_symbol_map(config, symbol_map);
}
static inline ChafaSymbolMap *daybook_chafa_symbol_map_new(void) {
  return daybook_chafa_loaded()->symbol_map_new();
}
static inline void daybook_chafa_symbol_map_unref(ChafaSymbolMap *symbol_map) {
  daybook_chafa_loaded()->symbol_map_unref(symbol_map);
}
static inline void daybook_chafa_symbol_map_add_by_tags(ChafaSymbolMap *symbol_map, int tags) {
  daybook_chafa_loaded()->symbol_map_add_by_tags(symbol_map, tags);
}
static inline void daybook_chafa_symbol_map_remove_by_tags(
    ChafaSymbolMap *symbol_map, int tags) {
  daybook_chafa_loaded()->symbol_map_remove_by_tags(symbol_map, tags);
}
static inline ChafaCanvas *daybook_chafa_canvas_new(const ChafaCanvasConfig *config) {
  return daybook_chafa_loaded()->canvas_new(config);
}
static inline void daybook_chafa_canvas_unref(ChafaCanvas *canvas) {
  daybook_chafa_loaded()->canvas_unref(canvas);
}
/* Draws unassociated RGBA pixels, 8 bits a channel. */
static inline void daybook_chafa_canvas_draw_all_rgba_pixels(
    ChafaCanvas *canvas, const uint8_t *src_pixels, int src_width, int src_height,
    int src_rowstride) {
  daybook_chafa_loaded()->canvas_draw_all_pixels(
    canvas, DAYBOOK_CHAFA_PIXEL_RGBA8_UNASSOCIATED, src_pixels, src_width, src_height,
    src_rowstride);
}
static inline uint32_t daybook_chafa_canvas_get_char_at(ChafaCanvas *canvas, int x, int y) {
  return daybook_chafa_loaded()->canvas_get_char_at(canvas, x, y);
}
static inline void daybook_chafa_canvas_get_raw_colors_at(
    ChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out) {
  daybook_chafa_loaded()->canvas_get_raw_colors_at(canvas, x, y, fg_out, bg_out);
}
#endif
