#ifndef DAYBOOK_CPNG_SHIM_H
#define DAYBOOK_CPNG_SHIM_H
/* libpng reports errors by longjmp, which Swift cannot catch: every call into libpng happens
   here, in C, under its own setjmp. Each function returns 0 on success and non-zero (with
   `message` set) on failure, after which only daybook_png_close may be called. */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

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
#endif
