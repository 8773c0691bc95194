#ifndef FRAMELAB_CRSVG_SHIM_H
#define FRAMELAB_CRSVG_SHIM_H
// librsvg renders an SVG document with cairo; FrameLab draws its figures into a cairo image surface and
// writes it out as PNG (Debian: librsvg2-dev, which brings cairo's and GLib's headers).
#include <librsvg/rsvg.h>
#include <cairo.h>
#endif
