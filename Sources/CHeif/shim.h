#ifndef DAYBOOK_CHEIF_SHIM_H
#define DAYBOOK_CHEIF_SHIM_H
/*
 * libheif is opened with dlopen the first time a HEIF picture is decoded, not linked: it pulls
 * in x265, libde265, dav1d and libaom, whose loading and relocation every run of `daybook`
 * (a shell prompt's `daybook today`) would otherwise pay. heif.h is used for its types only;
 * each function is looked up once and called through the daybook_heif_* wrappers below.
 * Without libheif at run time, daybook_heif_available() is 0 and nothing else is called.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <libheif/heif.h>

struct daybook_heif_api {
  int available;
  __typeof__(heif_context_alloc) *context_alloc;
  __typeof__(heif_context_free) *context_free;
  __typeof__(heif_context_set_maximum_image_size_limit) *context_set_maximum_image_size_limit;
  __typeof__(heif_context_read_from_memory_without_copy) *context_read_from_memory_without_copy;
  __typeof__(heif_context_get_primary_image_handle) *context_get_primary_image_handle;
  __typeof__(heif_image_handle_release) *image_handle_release;
  __typeof__(heif_image_handle_get_width) *image_handle_get_width;
  __typeof__(heif_image_handle_get_height) *image_handle_get_height;
  __typeof__(heif_decode_image) *decode_image;
  __typeof__(heif_image_release) *image_release;
  __typeof__(heif_image_get_plane_readonly) *image_get_plane_readonly;
  __typeof__(heif_image_get_width) *image_get_width;
  __typeof__(heif_image_get_height) *image_get_height;
};

/* The table and its once-flag live in functions: Swift emits the inline functions it calls,
 * with their static locals, but not a header's file-scope variables. */
static inline struct daybook_heif_api *daybook_heif_api(void) {
  static struct daybook_heif_api api;
  return &api;
}

static inline pthread_once_t *daybook_heif_once(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  return &once;
}

static inline void daybook_heif_open(void) {
  void *library = dlopen("libheif.so.1", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
  struct daybook_heif_api api = {0};
#define DAYBOOK_HEIF_FIND(field, name) \
  if ((*(void **)(&api.field) = dlsym(library, #name)) == NULL) { dlclose(library); return; }
  DAYBOOK_HEIF_FIND(context_alloc, heif_context_alloc)
  DAYBOOK_HEIF_FIND(context_free, heif_context_free)
  DAYBOOK_HEIF_FIND(context_set_maximum_image_size_limit, heif_context_set_maximum_image_size_limit)
  DAYBOOK_HEIF_FIND(context_read_from_memory_without_copy, heif_context_read_from_memory_without_copy)
  DAYBOOK_HEIF_FIND(context_get_primary_image_handle, heif_context_get_primary_image_handle)
  DAYBOOK_HEIF_FIND(image_handle_release, heif_image_handle_release)
  DAYBOOK_HEIF_FIND(image_handle_get_width, heif_image_handle_get_width)
  DAYBOOK_HEIF_FIND(image_handle_get_height, heif_image_handle_get_height)
  DAYBOOK_HEIF_FIND(decode_image, heif_decode_image)
  DAYBOOK_HEIF_FIND(image_release, heif_image_release)
  DAYBOOK_HEIF_FIND(image_get_plane_readonly, heif_image_get_plane_readonly)
  DAYBOOK_HEIF_FIND(image_get_width, heif_image_get_width)
  DAYBOOK_HEIF_FIND(image_get_height, heif_image_get_height)
#undef DAYBOOK_HEIF_FIND
  api.available = 1;
  *daybook_heif_api() = api;
}

/* 1 once libheif is loaded with every function used here (loading it the first time). */
static inline int daybook_heif_available(void) {
  pthread_once(daybook_heif_once(), daybook_heif_open);
  return daybook_heif_api()->available;
}

static inline struct heif_context *daybook_heif_context_alloc(void) {
  return daybook_heif_api()->context_alloc();
}
static inline void daybook_heif_context_free(struct heif_context *context) {
  daybook_heif_api()->context_free(context);
}
static inline void daybook_heif_context_set_maximum_image_size_limit(
    struct heif_context *context, int maximum) {
  daybook_heif_api()->context_set_maximum_image_size_limit(context, maximum);
}
static inline struct heif_error daybook_heif_context_read_from_memory_without_copy(
    struct heif_context *context, const void *memory, size_t size,
    const struct heif_reading_options *options) {
  return daybook_heif_api()->context_read_from_memory_without_copy(context, memory, size, options);
}
static inline struct heif_error daybook_heif_context_get_primary_image_handle(
    struct heif_context *context, struct heif_image_handle **handle) {
  return daybook_heif_api()->context_get_primary_image_handle(context, handle);
}
static inline void daybook_heif_image_handle_release(const struct heif_image_handle *handle) {
  daybook_heif_api()->image_handle_release(handle);
}
static inline int daybook_heif_image_handle_get_width(const struct heif_image_handle *handle) {
  return daybook_heif_api()->image_handle_get_width(handle);
}
static inline int daybook_heif_image_handle_get_height(const struct heif_image_handle *handle) {
  return daybook_heif_api()->image_handle_get_height(handle);
}
static inline struct heif_error daybook_heif_decode_image(
    const struct heif_image_handle *handle, struct heif_image **image,
    enum heif_colorspace colorspace, enum heif_chroma chroma,
    const struct heif_decoding_options *options) {
  return daybook_heif_api()->decode_image(handle, image, colorspace, chroma, options);
}
static inline void daybook_heif_image_release(const struct heif_image *image) {
  daybook_heif_api()->image_release(image);
}
static inline const uint8_t *daybook_heif_image_get_plane_readonly(
    const struct heif_image *image, enum heif_channel channel, int *stride) {
  return daybook_heif_api()->image_get_plane_readonly(image, channel, stride);
}
static inline int daybook_heif_image_get_width(
    const struct heif_image *image, enum heif_channel channel) {
  return daybook_heif_api()->image_get_width(image, channel);
}
static inline int daybook_heif_image_get_height(
    const struct heif_image *image, enum heif_channel channel) {
  return daybook_heif_api()->image_get_height(image, channel);
}
#endif
