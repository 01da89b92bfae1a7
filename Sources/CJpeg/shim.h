#ifndef DAYBOOK_CJPEG_SHIM_H
#define DAYBOOK_CJPEG_SHIM_H
/* libjpeg reports a fatal error by calling error_exit, which must not return. Swift cannot
   catch a longjmp, so every call into libjpeg happens here, in C, under a setjmp of its own:
   each function below returns 0 on success and non-zero (with `message` set) on failure,
   after which only daybook_jpeg_close may be called. */
#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/* libjpeg is opened with dlopen the first time a JPEG is read or written, not linked: runs
   that show no picture never load it. jpeglib.h is used for its types; each function is
   looked up once into the table below, and inside this header every libjpeg name stands for
   its entry in the table (#define here, #undef at the end), so the code below reads as
   libjpeg's documentation does. Call nothing here before daybook_jpeg_available() says 1. */
#define DAYBOOK_JPEG_SONAME "libjpeg.so.62"

struct daybook_jpeg_api {
  int available;
  __typeof__(jpeg_std_error) *std_error;
  __typeof__(jpeg_CreateDecompress) *CreateDecompress;
  __typeof__(jpeg_mem_src) *mem_src;
  __typeof__(jpeg_read_header) *read_header;
  __typeof__(jpeg_start_decompress) *start_decompress;
  __typeof__(jpeg_read_scanlines) *read_scanlines;
  __typeof__(jpeg_destroy_decompress) *destroy_decompress;
  __typeof__(jpeg_CreateCompress) *CreateCompress;
  __typeof__(jpeg_destroy_compress) *destroy_compress;
  __typeof__(jpeg_stdio_dest) *stdio_dest;
  __typeof__(jpeg_set_defaults) *set_defaults;
  __typeof__(jpeg_set_quality) *set_quality;
  __typeof__(jpeg_start_compress) *start_compress;
  __typeof__(jpeg_write_scanlines) *write_scanlines;
  __typeof__(jpeg_finish_compress) *finish_compress;
};

/* The table and its once-flag live in functions: Swift emits the inline functions it calls,
   with their static locals, but not a header's file-scope variables. */
static inline struct daybook_jpeg_api *daybook_jpeg_api(void) {
  static struct daybook_jpeg_api api;
  return &api;
}

static inline pthread_once_t *daybook_jpeg_once(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  return &once;
}

static inline void daybook_jpeg_load(void) {
  void *library = dlopen(DAYBOOK_JPEG_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
  struct daybook_jpeg_api api = {0};
#define DAYBOOK_JPEG_FIND(field, name) \
  if ((*(void **)(&api.field) = dlsym(library, #name)) == NULL) { dlclose(library); return; }
  DAYBOOK_JPEG_FIND(std_error, jpeg_std_error)
  DAYBOOK_JPEG_FIND(CreateDecompress, jpeg_CreateDecompress)
  DAYBOOK_JPEG_FIND(mem_src, jpeg_mem_src)
  DAYBOOK_JPEG_FIND(read_header, jpeg_read_header)
  DAYBOOK_JPEG_FIND(start_decompress, jpeg_start_decompress)
  DAYBOOK_JPEG_FIND(read_scanlines, jpeg_read_scanlines)
  DAYBOOK_JPEG_FIND(destroy_decompress, jpeg_destroy_decompress)
  DAYBOOK_JPEG_FIND(CreateCompress, jpeg_CreateCompress)
  DAYBOOK_JPEG_FIND(destroy_compress, jpeg_destroy_compress)
  DAYBOOK_JPEG_FIND(stdio_dest, jpeg_stdio_dest)
  DAYBOOK_JPEG_FIND(set_defaults, jpeg_set_defaults)
  DAYBOOK_JPEG_FIND(set_quality, jpeg_set_quality)
  DAYBOOK_JPEG_FIND(start_compress, jpeg_start_compress)
  DAYBOOK_JPEG_FIND(write_scanlines, jpeg_write_scanlines)
  DAYBOOK_JPEG_FIND(finish_compress, jpeg_finish_compress)
#undef DAYBOOK_JPEG_FIND
  api.available = 1;
  *daybook_jpeg_api() = api;
}

/* The table, loaded on first use. A static local of a static inline function exists once
   per object file that calls it (each Swift file, in a debug build), so each object file
   fills its own copy, once, under its own once-flag; every call below comes through here,
   so none meets an empty table. */
static inline struct daybook_jpeg_api *daybook_jpeg_loaded(void) {
  pthread_once(daybook_jpeg_once(), daybook_jpeg_load);
  return daybook_jpeg_api();
}

/* 1 once libjpeg is loaded with every function used here (loading it the first time). */
static inline int daybook_jpeg_available(void) {
  return daybook_jpeg_loaded()->available;
}

#define jpeg_std_error (daybook_jpeg_loaded()->std_error)
#define jpeg_CreateDecompress (daybook_jpeg_loaded()->CreateDecompress)
#define jpeg_mem_src (daybook_jpeg_loaded()->mem_src)
#define jpeg_read_header (daybook_jpeg_loaded()->read_header)
#define jpeg_start_decompress (daybook_jpeg_loaded()->start_decompress)
#define jpeg_read_scanlines (daybook_jpeg_loaded()->read_scanlines)
#define jpeg_destroy_decompress (daybook_jpeg_loaded()->destroy_decompress)
#define jpeg_CreateCompress (daybook_jpeg_loaded()->CreateCompress)
#define jpeg_destroy_compress (daybook_jpeg_loaded()->destroy_compress)
#define jpeg_stdio_dest (daybook_jpeg_loaded()->stdio_dest)
#define jpeg_set_defaults (daybook_jpeg_loaded()->set_defaults)
#define jpeg_set_quality (daybook_jpeg_loaded()->set_quality)
#define jpeg_start_compress (daybook_jpeg_loaded()->start_compress)
#define jpeg_write_scanlines (daybook_jpeg_loaded()->write_scanlines)
#define jpeg_finish_compress (daybook_jpeg_loaded()->finish_compress)

typedef struct daybook_jpeg {
  struct jpeg_decompress_struct info;
  struct jpeg_error_mgr error;
  struct jpeg_progress_mgr progress;
  jmp_buf jump;
  int created;
  int failed;
  char message[JMSG_LENGTH_MAX];
} daybook_jpeg;

/* More scans than any real progressive JPEG has: a crafted file with thousands of tiny
   scans costs minutes of CPU (CVE-2018-11813 style), so it is refused. */
static const int daybook_jpeg_max_scans = 256;

static inline void daybook_jpeg_fail(daybook_jpeg *reader, const char *text) {
  strncpy(reader->message, text, sizeof reader->message - 1);
  reader->message[sizeof reader->message - 1] = 0;
  reader->failed = 1;
  longjmp(reader->jump, 1);
}

static inline void daybook_jpeg_error_exit(j_common_ptr info) {
  daybook_jpeg *reader = (daybook_jpeg *)info->client_data;
  char text[JMSG_LENGTH_MAX];
  (*info->err->format_message)(info, text);
  daybook_jpeg_fail(reader, text);
}

/* Warnings are quiet, except a premature end of data: a truncated file is an error, not a
   picture with its lower half grey. */
static inline void daybook_jpeg_emit_message(j_common_ptr info, int level) {
  if (level < 0) {
    if (info->err->msg_code == JWRN_JPEG_EOF) daybook_jpeg_error_exit(info);
    info->err->num_warnings++;
    if (info->err->num_warnings > 1000) {
      daybook_jpeg_fail((daybook_jpeg *)info->client_data, "too many corrupt-data warnings");
    }
  }
}

static inline void daybook_jpeg_progress_monitor(j_common_ptr info) {
  if (info->is_decompressor) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number > daybook_jpeg_max_scans) {
      daybook_jpeg_fail((daybook_jpeg *)info->client_data, "too many progressive scans");
    }
  }
}

/* A reader over `size` bytes at `data` (which must outlive it) with the header read; NULL
   only when memory runs out. Check `daybook_jpeg_failed` before anything else. */
static inline daybook_jpeg *daybook_jpeg_open(const unsigned char *data, unsigned long size) {
  daybook_jpeg *reader = (daybook_jpeg *)calloc(1, sizeof(daybook_jpeg));
  if (!reader) return NULL;
  reader->info.err = jpeg_std_error(&reader->error);
  reader->error.error_exit = daybook_jpeg_error_exit;
  reader->error.emit_message = daybook_jpeg_emit_message;
  reader->info.client_data = reader;
  if (setjmp(reader->jump)) return reader;
  jpeg_create_decompress(&reader->info);
  reader->created = 1;
  reader->progress.progress_monitor = daybook_jpeg_progress_monitor;
  reader->info.progress = &reader->progress;
  if (size == 0) daybook_jpeg_fail(reader, "empty file");
  jpeg_mem_src(&reader->info, data, size);
  jpeg_read_header(&reader->info, TRUE);
  return reader;
}

static inline int daybook_jpeg_failed(const daybook_jpeg *reader) { return reader->failed; }
static inline const char *daybook_jpeg_message(const daybook_jpeg *reader) {
  return reader->message;
}
static inline unsigned daybook_jpeg_width(const daybook_jpeg *reader) {
  return reader->info.image_width;
}
static inline unsigned daybook_jpeg_height(const daybook_jpeg *reader) {
  return reader->info.image_height;
}
static inline int daybook_jpeg_is_progressive(const daybook_jpeg *reader) {
  return reader->info.progressive_mode;
}
static inline unsigned daybook_jpeg_output_width(const daybook_jpeg *reader) {
  return reader->info.output_width;
}
static inline unsigned daybook_jpeg_output_height(const daybook_jpeg *reader) {
  return reader->info.output_height;
}

/* Starts decoding at 1/`denominator` of the size (1, 2, 4 or 8: libjpeg then skips most
   of the work), as RGBA. */
static inline int daybook_jpeg_start(daybook_jpeg *reader, unsigned denominator) {
  if (reader->failed) return 1;
  if (setjmp(reader->jump)) return 1;
  reader->info.scale_num = 1;
  reader->info.scale_denom = denominator;
  reader->info.out_color_space = JCS_EXT_RGBA;
  reader->info.dct_method = JDCT_ISLOW;
  reader->info.do_fancy_upsampling = FALSE;
  jpeg_start_decompress(&reader->info);
  return 0;
}

/* Decodes the next row of output_width RGBA pixels into `row`. */
static inline int daybook_jpeg_read_row(daybook_jpeg *reader, unsigned char *row) {
  if (reader->failed) return 1;
  if (setjmp(reader->jump)) return 1;
  JSAMPROW rows[1] = {row};
  if (jpeg_read_scanlines(&reader->info, rows, 1) != 1) {
    daybook_jpeg_fail(reader, "no more rows");
  }
  return 0;
}

static inline void daybook_jpeg_close(daybook_jpeg *reader) {
  if (!reader) return;
  if (reader->created) {
    /* jpeg_destroy does not call error_exit, but stay safe if it ever does. */
    if (!setjmp(reader->jump)) jpeg_destroy_decompress(&reader->info);
  }
  free(reader);
}

typedef struct daybook_jpeg_writer {
  struct jpeg_compress_struct info;
  struct jpeg_error_mgr error;
  jmp_buf jump;
} daybook_jpeg_writer;

static inline void daybook_jpeg_writer_exit(j_common_ptr info) {
  longjmp(((daybook_jpeg_writer *)info->client_data)->jump, 1);
}

/* Writes `height` rows of 8-bit RGB as a baseline JPEG of `quality` (for tests and
   generated fixtures); 0 on success. */
static inline int daybook_jpeg_write_rgb(
  const char *path, const unsigned char *pixels, unsigned width, unsigned height, int quality
) {
  FILE *file = fopen(path, "wb");
  if (!file) return 1;
  daybook_jpeg_writer *writer = (daybook_jpeg_writer *)calloc(1, sizeof(daybook_jpeg_writer));
  if (!writer) {
    fclose(file);
    return 1;
  }
  writer->info.err = jpeg_std_error(&writer->error);
  writer->error.error_exit = daybook_jpeg_writer_exit;
  writer->info.client_data = writer;
  jpeg_create_compress(&writer->info);
  if (setjmp(writer->jump)) {
    jpeg_destroy_compress(&writer->info);
    free(writer);
    fclose(file);
    return 1;
  }
  jpeg_stdio_dest(&writer->info, file);
  writer->info.image_width = width;
  writer->info.image_height = height;
  writer->info.input_components = 3;
  writer->info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&writer->info);
  jpeg_set_quality(&writer->info, quality, TRUE);
  jpeg_start_compress(&writer->info, TRUE);
  while (writer->info.next_scanline < height) {
    JSAMPROW row[1] = {(JSAMPROW)(pixels + (size_t)writer->info.next_scanline * width * 3)};
    jpeg_write_scanlines(&writer->info, row, 1);
  }
  jpeg_finish_compress(&writer->info);
  jpeg_destroy_compress(&writer->info);
  free(writer);
  return fclose(file) == 0 ? 0 : 1;
}
#undef jpeg_std_error
#undef jpeg_CreateDecompress
#undef jpeg_mem_src
#undef jpeg_read_header
#undef jpeg_start_decompress
#undef jpeg_read_scanlines
#undef jpeg_destroy_decompress
#undef jpeg_CreateCompress
#undef jpeg_destroy_compress
#undef jpeg_stdio_dest
#undef jpeg_set_defaults
#undef jpeg_set_quality
#undef jpeg_start_compress
#undef jpeg_write_scanlines
#undef jpeg_finish_compress
#endif
