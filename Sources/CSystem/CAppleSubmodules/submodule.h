/* An Apple framework's submodule, empty on Linux: its Swift API is in the Swift module of the
   framework's name (module.modulemap in this folder says why). */
