// The system libjpeg (Debian's libjpeg-turbo), found through pkg-config `libjpeg`: this target only
// carries its compiler and linker flags to CJPEGShim, which holds every libjpeg call.
//
// No libjpeg header is included here, on purpose: libjpeg reports errors by longjmp-ing out of its
// error handler, and a longjmp must never cross Swift frames, so Swift only sees CJPEGShim's API.
