#!/usr/bin/env bash
# Downloads the third-party files of a compatibility-corpus manifest into a folder laid out as
# scripts/compat-check.sh expects. See --help.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: scripts/corpus/fetch-corpus.sh [options] MANIFEST TARGET

Fetches exactly the files that MANIFEST names, at the commits it names, into

  TARGET/<owner>__<repo>/<sample>/<file name>.swift

(the sample id of the manifest is `<owner>__<repo>/<sample>`), so that

  scripts/compat-check.sh --logs LOGS TARGET
  scripts/compat-tally.py LOGS --samples

type-check and rank them. Nothing is built here and nothing of the files is kept in this
repository: the manifest only holds addresses, commits and paths.

MANIFEST: tab-separated, one line per file, `#` lines are comments:

  sample  repository (https://github.com/owner/name)  commit (40 hex)  language_mode (5|6)  path

The first line of a sample is its view file; the others are the repo-local files it needs. A
sample's files are written flat (file names are unique within a sample). A row whose path ends
in `.xcassets` names one of the app's asset catalogs: its files (Contents.json and the images
they name; at most 20000 files and 64 MiB per catalog, larger files left out) are written under
TARGET/<sample>/assets/<n>-<catalog name>/, for compat-check.sh to generate the app's asset
symbols from; a row whose path ends in `project.pbxproj` is the app's Xcode project file,
written to TARGET/<sample>/assets/project.pbxproj (its asset-symbol settings). A row whose path
ends in `.xcdatamodeld` names one of the app's Core Data models (from round 10): its current
version's `contents` (the version `.xccurrentversion` names; every version when it names none)
and `.xccurrentversion` are written under TARGET/<sample>/models/<n>-<model name>/, for
compat-check.sh to generate the classes Xcode generates from it. All three need git, not --curl.

Options:
  --mode 5|6           fetch only the samples of that language mode (e.g. `--mode 6` into a
                       second folder, then `compat-check.sh --swift-version 6` on it)
  --from-mirrors DIR   read bare git mirrors instead of the network: DIR/<owner>+<name>/repo,
                       DIR/<owner>__<name>.git or DIR/<owner>__<name> (any that exists)
  --curl               download with curl from raw.githubusercontent.com instead of `git fetch`
  -h, --help           this text

By default each repository is fetched with plain git over https: `git init` in a temporary
folder, `git fetch --depth 1 origin <commit>`, then `git show <commit>:<path>` per file. Every
file is checked to have arrived (non-empty, and for git the blob exists at that commit); the
exit status is 1 when any did not, and the missing ones are listed.
EOF
}

mode=""
mirrors=""
use_curl=0
args=()
while (($#)); do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --mode) mode="$2"; shift 2 ;;
    --from-mirrors) mirrors="$2"; shift 2 ;;
    --curl) use_curl=1; shift ;;
    -*) echo "fetch-corpus: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
if ((${#args[@]} != 2)); then
  echo "fetch-corpus: give MANIFEST and TARGET (see --help)" >&2; exit 2
fi
manifest="${args[0]}"
target="${args[1]}"
[ -f "$manifest" ] || { echo "fetch-corpus: no manifest $manifest" >&2; exit 2; }
mkdir -p "$target"
target="$(cd "$target" && pwd)"

# Rows, filtered by mode; validated before anything is fetched.
rows=()
while IFS= read -r line || [ -n "$line" ]; do
  [ -z "$line" ] && continue
  [[ "$line" == \#* ]] && continue
  IFS=$'\t' read -r sample repo commit lmode path <<<"$line"
  if [ -z "${path:-}" ] || [[ ! "$repo" =~ ^https://github\.com/[A-Za-z0-9._-]+/[A-Za-z0-9._-]+$ ]] \
      || [[ ! "$commit" =~ ^[0-9a-f]{40}$ ]] || [[ ! "$lmode" =~ ^[56]$ ]] \
      || [[ "$sample" == *..* ]] || [[ "$sample" == /* ]]; then
    echo "fetch-corpus: bad manifest line: $line" >&2; exit 2
  fi
  [ -n "$mode" ] && [ "$lmode" != "$mode" ] && continue
  rows+=("$line")
done <"$manifest"
((${#rows[@]})) || { echo "fetch-corpus: no rows to fetch" >&2; exit 2; }

# Start each selected sample afresh, so that a rerun leaves exactly the manifest's files.
declare -A seen_sample=()
for line in "${rows[@]}"; do
  IFS=$'\t' read -r sample _ <<<"$line"
  if [ -z "${seen_sample[$sample]:-}" ]; then
    seen_sample[$sample]=1
    rm -rf "${target:?}/$sample"
    mkdir -p "$target/$sample"
  fi
done

work="$(mktemp -d /tmp/fetch-corpus.XXXXXX)"
trap 'rm -rf "$work"' EXIT

mirror_dir() {  # owner name -> a git dir under $mirrors, or nothing
  local owner="$1" name="$2" d
  for d in "$mirrors/$owner+$name/repo" "$mirrors/${owner}__${name}.git" \
           "$mirrors/${owner}__${name}" "$mirrors/${owner}__${name}/.git"; do
    if [ -d "$d" ] && git --git-dir="$d" rev-parse --git-dir >/dev/null 2>&1; then echo "$d"; return; fi
  done
}

urlencode_path() {  # keeps '/', encodes the rest as RFC 3986 requires
  python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe="/"))' "$1"
}

declare -A gitdir_of=()
missing=()
written=0
for line in "${rows[@]}"; do
  IFS=$'\t' read -r sample repo commit lmode path <<<"$line"
  slug="${repo#https://github.com/}"
  owner="${slug%%/*}"
  name="${slug#*/}"
  out="$target/$sample/$(basename "$path")"
  key="$slug@$commit"
  if { [[ "$path" == *.xcassets ]] || [[ "$path" == *project.pbxproj ]] || [[ "$path" == *.xcdatamodeld ]]; } \
      && ((use_curl)); then
    missing+=("$sample  $repo  $commit  $path (asset catalogs and models need git, not --curl)")
    continue
  fi
  if ((use_curl)); then
    url="https://raw.githubusercontent.com/$slug/$commit/$(urlencode_path "$path")"
    if ! curl -fsSL --retry 3 -o "$out" "$url"; then rm -f "$out"; fi
  else
    if [ -z "${gitdir_of[$key]:-}" ]; then
      if [ -n "$mirrors" ]; then
        gitdir_of[$key]="$(mirror_dir "$owner" "$name")"
        [ -n "${gitdir_of[$key]}" ] || echo "fetch-corpus: no mirror of $slug in $mirrors" >&2
      else
        d="$work/${owner}__${name}__$commit"
        git init -q --bare "$d"
        if git --git-dir="$d" fetch -q --depth 1 "$repo" "$commit" 2>"$d.err"; then
          gitdir_of[$key]="$d"
        else
          echo "fetch-corpus: could not fetch $repo at $commit: $(tail -1 "$d.err")" >&2
          gitdir_of[$key]="-"
        fi
      fi
      [ -n "${gitdir_of[$key]}" ] || gitdir_of[$key]="-"
    fi
    d="${gitdir_of[$key]}"
    if [[ "$path" == *project.pbxproj ]]; then
      mkdir -p "$target/$sample/assets"
      if [ "$d" != "-" ] && git --git-dir="$d" cat-file -e "$commit:$path" 2>/dev/null; then
        git --git-dir="$d" show "$commit:$path" >"$target/$sample/assets/project.pbxproj"
        written=$((written + 1))
      else
        missing+=("$sample  $repo  $commit  $path")
      fi
      continue
    fi
    if [[ "$path" == *.xcdatamodeld ]]; then
      # A Core Data model: its current version's `contents` (the one Xcode generates code from,
      # named by .xccurrentversion; every version when there is no such file) and that marker,
      # under models/<n>-<name>/.
      mkdir -p "$target/$sample/models"
      n=$(find "$target/$sample/models" -mindepth 1 -maxdepth 1 -type d | wc -l)
      dest="$target/$sample/models/$((n + 1))-$(basename "$path")"
      count=0
      if [ "$d" != "-" ]; then
        current=""
        if git --git-dir="$d" cat-file -e "$commit:$path/.xccurrentversion" 2>/dev/null; then
          mkdir -p "$dest"
          git --git-dir="$d" show "$commit:$path/.xccurrentversion" >"$dest/.xccurrentversion"
          current="$(sed -n 's#.*<string>\(.*\.xcdatamodel\)</string>.*#\1#p' "$dest/.xccurrentversion" | head -1)"
        fi
        while IFS= read -r -d '' file; do
          rel="${file#"$path"/}"
          [[ "$rel" == *..* ]] && continue
          [[ "$rel" == */contents ]] || continue
          [ -n "$current" ] && [ "$rel" != "$current/contents" ] && continue
          mkdir -p "$dest/$(dirname "$rel")"
          git --git-dir="$d" show "$commit:$file" >"$dest/$rel"
          count=$((count + 1))
        done < <(git --git-dir="$d" ls-tree -r -z --name-only "$commit" -- "$path/" || true)
      fi
      if ((count)); then written=$((written + 1)); else missing+=("$sample  $repo  $commit  $path"); fi
      continue
    fi
    if [[ "$path" == *.xcassets ]]; then
      # An asset catalog: its files, under assets/<n>-<name>/ (names need not be unique).
      mkdir -p "$target/$sample/assets"
      n=$(find "$target/$sample/assets" -mindepth 1 -maxdepth 1 -type d | wc -l)
      dest="$target/$sample/assets/$((n + 1))-$(basename "$path")"
      count=0
      bytes=0
      if [ "$d" != "-" ]; then
        # ls-tree -l: "<mode> <type> <object> <size>\t<path>"
        while IFS= read -r -d '' entry; do
          meta="${entry%%$'\t'*}"
          file="${entry#*$'\t'}"
          size="${meta##* }"
          rel="${file#"$path"/}"
          [[ "$rel" == *..* ]] && continue
          [[ "$size" =~ ^[0-9]+$ ]] || continue
          ((size > 8388608)) && continue
          ((bytes + size > 67108864)) && continue
          count=$((count + 1))
          ((count > 20000)) && break
          bytes=$((bytes + size))
          mkdir -p "$dest/$(dirname "$rel")"
          git --git-dir="$d" show "$commit:$file" >"$dest/$rel"
        done < <(git --git-dir="$d" ls-tree -r -z -l "$commit" -- "$path/" || true)
      fi
      if ((count)); then written=$((written + 1)); else missing+=("$sample  $repo  $commit  $path"); fi
      continue
    fi
    if [ "$d" != "-" ] && git --git-dir="$d" cat-file -e "$commit:$path" 2>/dev/null; then
      git --git-dir="$d" show "$commit:$path" >"$out"
    fi
  fi
  if [ -s "$out" ]; then
    written=$((written + 1))
  else
    rm -f "$out"
    missing+=("$sample  $repo  $commit  $path")
  fi
done

echo "fetch-corpus: $written of ${#rows[@]} files in ${#seen_sample[@]} samples written to $target"
if ((${#missing[@]})); then
  echo "fetch-corpus: ${#missing[@]} files did not arrive:" >&2
  printf '  %s\n' "${missing[@]}" >&2
  exit 1
fi
