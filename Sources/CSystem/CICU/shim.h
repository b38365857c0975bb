// The system libicu (ICU4C), found through pkg-config `icu-uc`: this target only carries its
// compiler and linker flags to CLineBreaks, which holds the C code that calls ICU.
//
// No ICU header is included here, on purpose: Swift's Foundation on Linux imports its own private
// copy of ICU's headers (module _FoundationICU, ICU 76), and a second module defining the same C
// types (enum UProperty, …) differently makes the Swift importer fail. Swift therefore only ever
// sees CLineBreaks' own small API, whose types are plain C.
