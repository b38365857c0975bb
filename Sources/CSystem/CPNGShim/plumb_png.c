#include "plumb_png.h"
