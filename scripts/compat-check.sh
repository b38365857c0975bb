#!/usr/bin/env bash
# Type-checks real SwiftUI view files, unchanged, against Plumbline's `SwiftUI` module and says
# how many compile. Measures issue 8 ("your SwiftUI code, unchanged"); see docs/compat-corpus.md.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: scripts/compat-check.sh [--swift-version 5|6] [--logs DIR] [--no-build] [--bin-path DIR]
                               CORPUS_DIR

Type-checks every sample of CORPUS_DIR against the `SwiftUI` product of this package and prints
one line per sample (PASS or FAIL) and a total "N of M type-check".

A sample is a folder holding .swift files (one view file plus the repo-local files it needs),
at any depth under CORPUS_DIR, e.g. CORPUS_DIR/<owner>__<repo>/<sample>/*.swift. All files of a
sample are type-checked together, as they are, with:

  swiftc -typecheck -swift-version 5 -D DEBUG -parse-as-library -continue-building-after-errors \
         -module-name CompatSample -package-name CompatSample \
         -I <bin-path>/Modules \
         -load-plugin-executable <bin-path>/PlumbPreviewMacros-tool#PlumbPreviewMacros <files>

  -swift-version 5   app targets are mostly in Swift 5 language mode (override with --swift-version)
  -D DEBUG           every `swift build`/`swift test` is a debug build, so `#if DEBUG` previews count
  -parse-as-library  as Xcode compiles an app target's files (no main.swift; `@main` allowed)
  -continue-building-after-errors  report every file's errors, not only the first failing file's
  -package-name      as SwiftPM passes it, so `package` declarations compile
  -default-isolation MainActor and the approachable-concurrency upcoming features, when the
                     sample's project.pbxproj sets SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor and
                     SWIFT_APPROACHABLE_CONCURRENCY = YES (as Xcode 26 does for new projects)
  plus, as SwiftPM passes them, the module maps and header paths of the C libraries under the
  facades (a sample importing CoreText loads Plumbline's text engine and its C modules)

A sample may hold its app's asset catalogs under <sample>/assets/ (fetch-corpus.sh writes their
Contents.json files there): their generated asset symbols (ColorResource, ImageResource and the
Color, Image, UIColor and UIImage members, as Xcode generates them for an app target) are written
by plumb-asset-symbols into the logs folder and type-checked with the sample.

A sample may also hold its app's Core Data models under <sample>/models/ (fetch-corpus.sh writes
each `.xcdatamodeld` bundle's current version there, from round 10): scripts/coredata-codegen.py
writes the Swift that Xcode's code generation writes for them (a class per entity whose Codegen is
"Class Definition", and the `@NSManaged` properties extension for it and for a "Category/Extension"
entity whose class the sample declares, without the `@objc(...)` names Linux rejects) into the
logs folder, type-checked with the sample.

Options:
  --swift-version N  language mode passed to swiftc (default 5)
  --logs DIR         keep each sample's compiler output in DIR/<sample-path>.log
                     (default: a new temporary folder, printed at the end); read it with
                     scripts/compat-tally.py DIR
  --no-build         do not run `swift build --product SwiftUI` first
  --bin-path DIR     use the modules and macro plugin in DIR (DIR/Modules,
                     DIR/PlumbPreviewMacros-tool, DIR/plumb-asset-symbols and the C targets'
                     DIR/<target>.build/module.modulemap) instead of this package's
                     `swift build --show-bin-path`; implies --no-build. For checking against a
                     copy of a debug build while the package itself is being rebuilt
  -h, --help         this text

Builds the `SwiftUI` product once, in debug, and every other facade product of an Apple module
name that Package.swift declares (Combine, UIKit, ...). Exit status 0 whatever the count.
EOF
}

swift_version=5
logs=""
build=1
bin=""
corpus=""
while (($#)); do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --swift-version) swift_version="$2"; shift 2 ;;
    --logs) logs="$2"; shift 2 ;;
    --no-build) build=0; shift ;;
    --bin-path) bin="$2"; build=0; shift 2 ;;
    -*) echo "compat-check: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) corpus="$1"; shift ;;
  esac
done
if [ -z "$corpus" ] || [ ! -d "$corpus" ]; then
  echo "compat-check: give the corpus folder (see --help)" >&2; exit 2
fi
corpus="$(cd "$corpus" && pwd)"

package_root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$package_root"
# The facades of Apple's module names that this package declares: every library product that is
# not one of Plumbline's own (Plumb*, _Testing_*), read from `swift package dump-package`, so that
# `import Combine` or `import CoreBluetooth` in a sample finds ours.
facades=()
while IFS= read -r name; do facades+=("$name"); done < <(
  swift package dump-package 2>/dev/null | python3 -c '
import json, sys
for p in json.load(sys.stdin)["products"]:
    n = p["name"]
    if "library" in p["type"] and not n.startswith(("Plumb", "_")):
        print(n)')
if ((${#facades[@]} == 0)); then echo "compat-check: could not read the products of Package.swift" >&2; exit 2; fi
if ((build)); then
  for name in "${facades[@]}" plumb-asset-symbols; do swift build --product "$name" >&2; done
fi
if [ -z "$bin" ]; then
  bin="$(swift build --show-bin-path)"
elif [ ! -d "$bin" ]; then
  echo "compat-check: no folder $bin (--bin-path)" >&2; exit 2
else
  bin="$(cd "$bin" && pwd)"
fi
modules="$bin/Modules"
# The #Preview macro's compiler plugin, as SwiftPM passes it to every target that uses PlumbUI.
plugin_flags=()
# The C modules under Plumbline's facades (FreeType, HarfBuzz, FriBidi, ICU, … beneath CoreText and
# the text engine), as SwiftPM hands them to the compiler: each system library's module map, each C
# target's generated module map (from the build folder), and the headers' pkg-config flags.
clang_flags=()
for map in "$package_root"/Sources/CSystem/*/module.modulemap; do
  clang_flags+=(-Xcc "-fmodule-map-file=$map")
done
maps_dir="$bin"
if ! compgen -G "$bin/*.build/module.modulemap" >/dev/null; then maps_dir="$(swift build --show-bin-path 2>/dev/null)"; fi
for map in "$maps_dir"/*.build/module.modulemap; do
  [ -f "$map" ] && clang_flags+=(-Xcc "-fmodule-map-file=$map")
done
for flag in $(pkg-config --cflags-only-I cairo-ft freetype2 fribidi harfbuzz icu-uc libdeflate libjpeg pixman-1 2>/dev/null); do
  clang_flags+=(-Xcc "$flag")
done
if [ -x "$bin/PlumbPreviewMacros-tool" ]; then
  plugin_flags=(-load-plugin-executable "$bin/PlumbPreviewMacros-tool#PlumbPreviewMacros")
fi
if [ ! -f "$modules/SwiftUI.swiftmodule" ] && [ ! -d "$modules/SwiftUI.swiftmodule" ]; then
  echo "compat-check: no SwiftUI module in $modules (build it, or drop --no-build)" >&2; exit 2
fi

if [ -z "$logs" ]; then logs="$(mktemp -d /tmp/compat-check.XXXXXX)"; fi
mkdir -p "$logs"
logs="$(cd "$logs" && pwd)"

accessor="$logs/.resource_bundle_accessor.swift"
cat > "$accessor" <<'SWIFT'
import Foundation
extension Foundation.Bundle {
  /// The target's resource bundle, as SwiftPM's generated accessor declares it.
  static let module: Bundle = Bundle.main
}
SWIFT

pass=0
total=0
# Samples: every folder that directly holds a .swift file, sorted for a stable listing.
while IFS= read -r sample; do
  rel="${sample#"$corpus"/}"
  log="$logs/${rel//\//__}.log"
  files=()
  while IFS= read -r -d '' f; do files+=("$f"); done \
    < <(find "$sample" -maxdepth 1 -name '*.swift' -type f -print0 | sort -z)
  total=$((total + 1))
  # A sample from a SwiftPM target with resources reads `Bundle.module`, which SwiftPM declares in
  # a generated file (resource_bundle_accessor.swift); declare it the same way.
  if grep -qE 'Bundle\.module|bundle: \.module|in: \.module' "${files[@]}"; then
    files+=("$accessor")
  fi
  # The app's asset catalogs: their symbols, generated as Xcode generates them (main bundle).
  catalogs=()
  if [ -d "$sample/assets" ]; then
    while IFS= read -r -d '' c; do catalogs+=("$c"); done \
      < <(find "$sample/assets" -mindepth 1 -maxdepth 1 -type d -name '*.xcassets' -print0 | sort -z)
  fi
  if ((${#catalogs[@]})); then
    symbols="$logs/${rel//\//__}.assets.swift"
    if [ ! -x "$bin/plumb-asset-symbols" ]; then
      echo "compat-check: $rel has asset catalogs but $bin/plumb-asset-symbols is missing" >&2; exit 2
    fi
    # Xcode writes the Color/UIColor/UIImage members only when the project asks for them (new
    # projects do); a sample without a project file is a package's, which gets them.
    ext_flags=()
    if [ -f "$sample/assets/project.pbxproj" ] && \
        ! grep -q 'ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES' "$sample/assets/project.pbxproj"; then
      ext_flags=(--no-extensions)
    fi
    "$bin/plumb-asset-symbols" --output "$symbols" --bundle main --uikit UIKit ${ext_flags[@]+"${ext_flags[@]}"} \
      "${catalogs[@]}" 2>"$log.assets" || true
    [ -f "$symbols" ] && files+=("$symbols")
  fi
  # The app's Core Data models: the classes and properties Xcode's code generation writes for
  # them (scripts/coredata-codegen.py), compiled with the sample as with the app target.
  models=()
  if [ -d "$sample/models" ]; then
    while IFS= read -r -d '' m; do models+=("$m"); done \
      < <(find "$sample/models" -mindepth 1 -maxdepth 1 -type d -name '*.xcdatamodel*' -print0 | sort -z)
  fi
  if ((${#models[@]})); then
    generated="$logs/${rel//\//__}.models.swift"
    python3 "$package_root/scripts/coredata-codegen.py" --output "$generated" "${models[@]}" \
      --sources "${files[@]}" 2>"$log.models" || true
    [ -f "$generated" ] && files+=("$generated")
  fi
  # Concurrency settings of the app's Xcode project (Xcode 26 sets both for new projects): default
  # main-actor isolation and approachable concurrency's upcoming features, passed as Xcode passes
  # them, when every occurrence in the project file says so.
  project_flags=()
  project="$sample/assets/project.pbxproj"
  if [ -f "$project" ]; then
    if grep -q 'SWIFT_DEFAULT_ACTOR_ISOLATION' "$project" && \
        ! grep 'SWIFT_DEFAULT_ACTOR_ISOLATION' "$project" | grep -qv 'MainActor'; then
      project_flags+=(-default-isolation MainActor)
    fi
    if grep -q 'SWIFT_APPROACHABLE_CONCURRENCY = YES' "$project" && \
        ! grep 'SWIFT_APPROACHABLE_CONCURRENCY' "$project" | grep -qv 'YES'; then
      for feature in DisableOutwardActorInference GlobalActorIsolatedTypesUsability InferIsolatedConformances \
                     InferSendableFromCaptures NonisolatedNonsendingByDefault; do
        project_flags+=(-enable-upcoming-feature "$feature")
      done
    fi
  fi
  if swiftc -typecheck -swift-version "$swift_version" -D DEBUG -parse-as-library -continue-building-after-errors \
      -module-name CompatSample -package-name CompatSample -I "$modules" ${plugin_flags[@]+"${plugin_flags[@]}"} \
      ${clang_flags[@]+"${clang_flags[@]}"} ${project_flags[@]+"${project_flags[@]}"} "${files[@]}" >"$log" 2>&1; then
    pass=$((pass + 1))
    echo "PASS  $rel"
  else
    echo "FAIL  $rel  ($(grep -c ': error:' "$log" || true) errors)"
  fi
done < <(find "$corpus" -name '*.swift' -type f -printf '%h\n' | sort -u)

echo "$pass of $total type-check (swiftc -swift-version $swift_version -D DEBUG; modules ${facades[*]}; logs in $logs)"
