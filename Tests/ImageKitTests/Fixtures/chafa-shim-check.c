/* Compiled by ChafaShimTests with chafa.h's flags: the declarations Sources/CChafa/shim.h makes
   by hand (chafa.h cannot be imported there) must match libchafa's own, value by value and
   type by type, or this file does not compile. */
#include <chafa.h>
#include "shim.h"

#define SAME_VALUE(ours, theirs) _Static_assert((int)(ours) == (int)(theirs), #ours)
SAME_VALUE(DAYBOOK_CHAFA_CANVAS_MODE_TRUECOLOR, CHAFA_CANVAS_MODE_TRUECOLOR);
SAME_VALUE(DAYBOOK_CHAFA_CANVAS_MODE_INDEXED_240, CHAFA_CANVAS_MODE_INDEXED_240);
SAME_VALUE(DAYBOOK_CHAFA_CANVAS_MODE_INDEXED_16, CHAFA_CANVAS_MODE_INDEXED_16);
SAME_VALUE(DAYBOOK_CHAFA_CANVAS_MODE_FGBG, CHAFA_CANVAS_MODE_FGBG);
SAME_VALUE(DAYBOOK_CHAFA_CANVAS_MODE_INDEXED_8, CHAFA_CANVAS_MODE_INDEXED_8);
_Static_assert(CHAFA_PIXEL_MODE_SYMBOLS == 0, "DAYBOOK_CHAFA_PIXEL_MODE_SYMBOLS");
_Static_assert(CHAFA_PIXEL_RGBA8_UNASSOCIATED == 4, "DAYBOOK_CHAFA_PIXEL_RGBA8_UNASSOCIATED");
_Static_assert(CHAFA_SYMBOL_TAG_SPACE == (1 << 0), "DAYBOOK_CHAFA_SYMBOL_TAG_SPACE");
_Static_assert(CHAFA_SYMBOL_TAG_BLOCK == (1 << 3), "DAYBOOK_CHAFA_SYMBOL_TAG_BLOCK");
_Static_assert(CHAFA_SYMBOL_TAG_WIDE == (1 << 18), "DAYBOOK_CHAFA_SYMBOL_TAG_WIDE");
/* The integer types the enums are passed as. */
_Static_assert(sizeof(ChafaCanvasMode) == sizeof(unsigned int), "ChafaCanvasMode");
_Static_assert(sizeof(ChafaPixelMode) == sizeof(unsigned int), "ChafaPixelMode");
_Static_assert(sizeof(ChafaPixelType) == sizeof(unsigned int), "ChafaPixelType");
_Static_assert(sizeof(ChafaSymbolTags) == sizeof(int), "ChafaSymbolTags");

#define SAME_TYPE(field) \
  _Static_assert(__builtin_types_compatible_p(__typeof__(&chafa_##field), \
    __typeof__(((struct daybook_chafa_api *)0)->field)), "chafa_" #field)
SAME_TYPE(calc_canvas_geometry);
SAME_TYPE(set_n_threads);
SAME_TYPE(canvas_config_new);
SAME_TYPE(canvas_config_unref);
SAME_TYPE(canvas_config_set_geometry);
SAME_TYPE(canvas_config_set_canvas_mode);
SAME_TYPE(canvas_config_set_pixel_mode);
SAME_TYPE(canvas_config_set_symbol_map);
SAME_TYPE(symbol_map_new);
SAME_TYPE(symbol_map_unref);
SAME_TYPE(symbol_map_add_by_tags);
SAME_TYPE(symbol_map_remove_by_tags);
SAME_TYPE(canvas_new);
SAME_TYPE(canvas_unref);
SAME_TYPE(canvas_draw_all_pixels);
SAME_TYPE(canvas_get_char_at);
SAME_TYPE(canvas_get_raw_colors_at);
