print("plumb: not built yet")
