#ifndef DAYBOOK_CPNG_SHIM_H
#define DAYBOOK_CPNG_SHIM_H
/* libpng reports errors by longjmp, which Swift cannot catch: every call into libpng happens
   here, in C, under its own setjmp. Each function returns 0 on success and non-zero (with
   `message` set) on failure, after which only daybook_png_close may be called. */
#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

/* libpng is opened with dlopen the first time a PNG is read or written, not linked: runs
   that show no picture never load it. png.h is used for its types; each function is looked
   up once into the table below, and inside this header every libpng name stands for its
   entry in the table (#define here, #undef at the end), so the code below reads as libpng's
   documentation does. Call nothing here before daybook_png_available() says 1. */
#define DAYBOOK_PNG_SONAME "libpng16.so.16"

struct daybook_png_api {
  int available;
  __typeof__(png_get_error_ptr) *get_error_ptr;
  __typeof__(png_longjmp) *longjmp;
  __typeof__(png_get_io_ptr) *get_io_ptr;
  __typeof__(png_error) *error;
  __typeof__(png_create_read_struct) *create_read_struct;
  __typeof__(png_create_info_struct) *create_info_struct;
  __typeof__(png_set_longjmp_fn) *set_longjmp_fn;
  __typeof__(png_sig_cmp) *sig_cmp;
  __typeof__(png_set_read_fn) *set_read_fn;
  __typeof__(png_set_chunk_malloc_max) *set_chunk_malloc_max;
  __typeof__(png_set_user_limits) *set_user_limits;
  __typeof__(png_read_info) *read_info;
  __typeof__(png_get_image_width) *get_image_width;
  __typeof__(png_get_image_height) *get_image_height;
  __typeof__(png_get_color_type) *get_color_type;
  __typeof__(png_set_palette_to_rgb) *set_palette_to_rgb;
  __typeof__(png_get_bit_depth) *get_bit_depth;
  __typeof__(png_set_expand_gray_1_2_4_to_8) *set_expand_gray_1_2_4_to_8;
  __typeof__(png_get_valid) *get_valid;
  __typeof__(png_set_tRNS_to_alpha) *set_tRNS_to_alpha;
  __typeof__(png_set_strip_16) *set_strip_16;
  __typeof__(png_set_gray_to_rgb) *set_gray_to_rgb;
  __typeof__(png_set_filler) *set_filler;
  __typeof__(png_set_interlace_handling) *set_interlace_handling;
  __typeof__(png_read_update_info) *read_update_info;
  __typeof__(png_get_rowbytes) *get_rowbytes;
  __typeof__(png_read_row) *read_row;
  __typeof__(png_destroy_read_struct) *destroy_read_struct;
  __typeof__(png_image_write_to_file) *image_write_to_file;
};

/* The table and its once-flag live in functions: Swift emits the inline functions it calls,
   with their static locals, but not a header's file-scope variables. */
static inline struct daybook_png_api *daybook_png_api(void) {
  static struct daybook_png_api api;
  return &api;
}

static inline pthread_once_t *daybook_png_once(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  return &once;
}

static inline void daybook_png_load(void) {
  void *library = dlopen(DAYBOOK_PNG_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
  struct daybook_png_api api = {0};
#define DAYBOOK_PNG_FIND(field, name) \
  if ((*(void **)(&api.field) = dlsym(library, #name)) == NULL) { dlclose(library); return; }
  DAYBOOK_PNG_FIND(get_error_ptr, png_get_error_ptr)
  DAYBOOK_PNG_FIND(longjmp, png_longjmp)
  DAYBOOK_PNG_FIND(get_io_ptr, png_get_io_ptr)
  DAYBOOK_PNG_FIND(error, png_error)
  DAYBOOK_PNG_FIND(create_read_struct, png_create_read_struct)
  DAYBOOK_PNG_FIND(create_info_struct, png_create_info_struct)
  DAYBOOK_PNG_FIND(set_longjmp_fn, png_set_longjmp_fn)
  DAYBOOK_PNG_FIND(sig_cmp, png_sig_cmp)
  DAYBOOK_PNG_FIND(set_read_fn, png_set_read_fn)
  DAYBOOK_PNG_FIND(set_chunk_malloc_max, png_set_chunk_malloc_max)
  DAYBOOK_PNG_FIND(set_user_limits, png_set_user_limits)
  DAYBOOK_PNG_FIND(read_info, png_read_info)
  DAYBOOK_PNG_FIND(get_image_width, png_get_image_width)
  DAYBOOK_PNG_FIND(get_image_height, png_get_image_height)
  DAYBOOK_PNG_FIND(get_color_type, png_get_color_type)
  DAYBOOK_PNG_FIND(set_palette_to_rgb, png_set_palette_to_rgb)
  DAYBOOK_PNG_FIND(get_bit_depth, png_get_bit_depth)
  DAYBOOK_PNG_FIND(set_expand_gray_1_2_4_to_8, png_set_expand_gray_1_2_4_to_8)
  DAYBOOK_PNG_FIND(get_valid, png_get_valid)
  DAYBOOK_PNG_FIND(set_tRNS_to_alpha, png_set_tRNS_to_alpha)
  DAYBOOK_PNG_FIND(set_strip_16, png_set_strip_16)
  DAYBOOK_PNG_FIND(set_gray_to_rgb, png_set_gray_to_rgb)
  DAYBOOK_PNG_FIND(set_filler, png_set_filler)
  DAYBOOK_PNG_FIND(set_interlace_handling, png_set_interlace_handling)
  DAYBOOK_PNG_FIND(read_update_info, png_read_update_info)
  DAYBOOK_PNG_FIND(get_rowbytes, png_get_rowbytes)
  DAYBOOK_PNG_FIND(read_row, png_read_row)
  DAYBOOK_PNG_FIND(destroy_read_struct, png_destroy_read_struct)
  DAYBOOK_PNG_FIND(image_write_to_file, png_image_write_to_file)
#undef DAYBOOK_PNG_FIND
  api.available = 1;
  *daybook_png_api() = api;
}

/* The table, loaded on first use. A static local of a static inline function exists once
   per object file that calls it (each Swift file, in a debug build), so each object file
   fills its own copy, once, under its own once-flag; every call below comes through here,
   so none meets an empty table. */
static inline struct daybook_png_api *daybook_png_loaded(void) {
  pthread_once(daybook_png_once(), daybook_png_load);
  return daybook_png_api();
}

/* 1 once libpng is loaded with every function used here (loading it the first time). */
static inline int daybook_png_available(void) {
  return daybook_png_loaded()->available;
}

#define png_get_error_ptr (daybook_png_loaded()->get_error_ptr)
#define png_longjmp (daybook_png_loaded()->longjmp)
#define png_get_io_ptr (daybook_png_loaded()->get_io_ptr)
#define png_error (daybook_png_loaded()->error)
#define png_create_read_struct (daybook_png_loaded()->create_read_struct)
#define png_create_info_struct (daybook_png_loaded()->create_info_struct)
#define png_set_longjmp_fn (daybook_png_loaded()->set_longjmp_fn)
#define png_sig_cmp (daybook_png_loaded()->sig_cmp)
#define png_set_read_fn (daybook_png_loaded()->set_read_fn)
#define png_set_chunk_malloc_max (daybook_png_loaded()->set_chunk_malloc_max)
#define png_set_user_limits (daybook_png_loaded()->set_user_limits)
#define png_read_info (daybook_png_loaded()->read_info)
#define png_get_image_width (daybook_png_loaded()->get_image_width)
#define png_get_image_height (daybook_png_loaded()->get_image_height)
#define png_get_color_type (daybook_png_loaded()->get_color_type)
#define png_set_palette_to_rgb (daybook_png_loaded()->set_palette_to_rgb)
#define png_get_bit_depth (daybook_png_loaded()->get_bit_depth)
#define png_set_expand_gray_1_2_4_to_8 (daybook_png_loaded()->set_expand_gray_1_2_4_to_8)
#define png_get_valid (daybook_png_loaded()->get_valid)
#define png_set_tRNS_to_alpha (daybook_png_loaded()->set_tRNS_to_alpha)
#define png_set_strip_16 (daybook_png_loaded()->set_strip_16)
#define png_set_gray_to_rgb (daybook_png_loaded()->set_gray_to_rgb)
#define png_set_filler (daybook_png_loaded()->set_filler)
#define png_set_interlace_handling (daybook_png_loaded()->set_interlace_handling)
#define png_read_update_info (daybook_png_loaded()->read_update_info)
#define png_get_rowbytes (daybook_png_loaded()->get_rowbytes)
#define png_read_row (daybook_png_loaded()->read_row)
#define png_destroy_read_struct (daybook_png_loaded()->destroy_read_struct)
#define png_image_write_to_file (daybook_png_loaded()->image_write_to_file)

typedef struct daybook_png {
  png_structp png;
  png_infop info;
  const unsigned char *data;
  size_t size;
  size_t offset;
  int failed;
  char message[200];
} daybook_png;

static inline void daybook_png_error(png_structp png, png_const_charp text) {
  daybook_png *reader = (daybook_png *)png_get_error_ptr(png);
  strncpy(reader->message, text ? text : "error", sizeof reader->message - 1);
  reader->message[sizeof reader->message - 1] = 0;
  reader->failed = 1;
  png_longjmp(png, 1);
}

static inline void daybook_png_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static inline void daybook_png_read(png_structp png, png_bytep out, size_t length) {
  daybook_png *reader = (daybook_png *)png_get_io_ptr(png);
  if (length > reader->size - reader->offset) {
    png_error(png, "file ends early");
  }
  memcpy(out, reader->data + reader->offset, length);
  reader->offset += length;
}

/* A reader over `size` bytes at `data` (which must outlive it) with the header read; NULL
   only when memory runs out. Check `daybook_png_failed` before anything else. */
static inline daybook_png *daybook_png_open(const unsigned char *data, size_t size) {
  daybook_png *reader = (daybook_png *)calloc(1, sizeof(daybook_png));
  if (!reader) return NULL;
  reader->data = data;
  reader->size = size;
  reader->png = png_create_read_struct(
    PNG_LIBPNG_VER_STRING, reader, daybook_png_error, daybook_png_warning);
  if (!reader->png) {
    reader->failed = 1;
    strcpy(reader->message, "cannot start libpng");
    return reader;
  }
  reader->info = png_create_info_struct(reader->png);
  if (!reader->info) {
    reader->failed = 1;
    strcpy(reader->message, "cannot start libpng");
    return reader;
  }
  if (setjmp(png_jmpbuf(reader->png))) return reader;
  if (size < 8 || png_sig_cmp(data, 0, 8) != 0) png_error(reader->png, "not a PNG file");
  png_set_read_fn(reader->png, reader, daybook_png_read);
  /* Ancillary chunks (text, ICC profiles) are capped; the caller checks the size. */
  png_set_chunk_malloc_max(reader->png, 4u << 20);
  png_set_user_limits(reader->png, 1000000, 1000000);
  png_read_info(reader->png, reader->info);
  return reader;
}

static inline int daybook_png_failed(const daybook_png *reader) { return reader->failed; }
static inline const char *daybook_png_message(const daybook_png *reader) {
  return reader->message;
}
static inline unsigned daybook_png_width(const daybook_png *reader) {
  return png_get_image_width(reader->png, reader->info);
}
static inline unsigned daybook_png_height(const daybook_png *reader) {
  return png_get_image_height(reader->png, reader->info);
}

/* Sets up 8-bit RGBA output and returns the number of interlace passes (1 or 7), or 0 on
   failure. An interlaced image must be read whole: every pass over every row, into the
   same rows. */
static inline int daybook_png_start(daybook_png *reader) {
  if (reader->failed) return 0;
  if (setjmp(png_jmpbuf(reader->png))) return 0;
  png_structp png = reader->png;
  png_infop info = reader->info;
  int type = png_get_color_type(png, info);
  if (type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (type == PNG_COLOR_TYPE_GRAY && png_get_bit_depth(png, info) < 8) {
    png_set_expand_gray_1_2_4_to_8(png);
  }
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (png_get_bit_depth(png, info) == 16) png_set_strip_16(png);
  if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)png_get_image_width(png, info) * 4) {
    png_error(png, "unexpected row layout");
  }
  return passes;
}

/* Reads the next row (of the current pass) into `row`, width * 4 bytes. */
static inline int daybook_png_read_row(daybook_png *reader, unsigned char *row) {
  if (reader->failed) return 1;
  if (setjmp(png_jmpbuf(reader->png))) return 1;
  png_read_row(reader->png, row, NULL);
  return 0;
}

static inline void daybook_png_close(daybook_png *reader) {
  if (!reader) return;
  if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
  free(reader);
}

/* Writes `height` rows of 8-bit RGBA as a PNG file (for tests and generated fixtures). */
static inline int daybook_png_write_rgba(
  const char *path, const unsigned char *pixels, unsigned width, unsigned height
) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = width;
  image.height = height;
  image.format = PNG_FORMAT_RGBA;
  return png_image_write_to_file(&image, path, 0, pixels, 0, NULL) ? 0 : 1;
}
#undef png_get_error_ptr
#undef png_longjmp
#undef png_get_io_ptr
#undef png_error
#undef png_create_read_struct
#undef png_create_info_struct
#undef png_set_longjmp_fn
#undef png_sig_cmp
#undef png_set_read_fn
#undef png_set_chunk_malloc_max
#undef png_set_user_limits
#undef png_read_info
#undef png_get_image_width
#undef png_get_image_height
#undef png_get_color_type
#undef png_set_palette_to_rgb
#undef png_get_bit_depth
#undef png_set_expand_gray_1_2_4_to_8
#undef png_get_valid
#undef png_set_tRNS_to_alpha
#undef png_set_strip_16
#undef png_set_gray_to_rgb
#undef png_set_filler
#undef png_set_interlace_handling
#undef png_read_update_info
#undef png_get_rowbytes
#undef png_read_row
#undef png_destroy_read_struct
#undef png_image_write_to_file
#endif
