// PlumbPNG: see ARCHITECTURE.md. Placeholder until the layer lands.
