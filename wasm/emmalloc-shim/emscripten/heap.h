#include <emscripten.h>
