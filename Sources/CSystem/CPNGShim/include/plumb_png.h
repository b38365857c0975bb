// Placeholder; the PNG shim lands with PlumbPNG.
