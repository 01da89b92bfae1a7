#ifndef DAYBOOK_CJPEG_SHIM_H
#define DAYBOOK_CJPEG_SHIM_H
/* libjpeg reports a fatal error by calling error_exit, which must not return. Swift cannot
   catch a longjmp, so every call into libjpeg happens here, in C, under a setjmp of its own:
   each function below returns 0 on success and non-zero (with `message` set) on failure,
   after which only daybook_jpeg_close may be called. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

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
#endif
