#!/usr/bin/env bash
# Checks that source comments cite docs that exist: no comment names layout-spec.md or
# ARCHITECTURE.md (kept outside the repository), every `docs/<file>.md` named in a comment
# under Sources/ or Tests/ is a file in the repository, and every layout-rules § cited there
# (written `docs/layout-rules.md §2.1`, or a bare `§2.1` in PlumbUI code and tests) is a heading
# of docs/layout-rules.md. RFC section numbers (`RFC 1951 §3.2.2`) are left alone. Every page
# under docs/ is listed in docs/README.md, and no doc, source file or script names a folder of one
# machine (a home or workspace folder, or in docs a /tmp/ path).
# Prints each dangling reference with its file and line; exits 1 if there is one.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
comments() {  # file:line:text of every comment line in Swift sources and tests, plus markdown notes
  grep -rnE '^[[:space:]]*//' Sources Tests --include='*.swift' || true
  grep -rn '' Tests --include='*.md' || true
}

# 0. Citations of the old reference files outside the repository.
while IFS= read -r hit; do
  echo "cites a file outside the repository: $hit (use docs/layout-rules.md or docs/architecture.md)"; status=1
done < <(comments | grep -E 'layout-spec\.md|ARCHITECTURE\.md' | cut -d: -f1,2)

# 1. Doc files named in comments.
while IFS= read -r hit; do
  where=${hit%%:docs/*}; path=${hit#"$where":}
  [[ -f "$path" ]] || { echo "missing file $path (cited at $where)"; status=1; }
done < <(comments | grep -oE '^[^:]+:[0-9]+:|docs/[A-Za-z0-9_./-]+\.md' \
           | awk '/^[^:]+:[0-9]+:$/ { loc = substr($0, 1, length($0) - 1); next } { print loc ":" $0 }' \
           | sort -u)

# 2. Layout-rule sections cited in comments.
headings=$(grep -oE '^#+ §[0-9]+(\.[0-9]+)*' docs/layout-rules.md | grep -oE '§[0-9.]+' | sort -u)
while IFS= read -r hit; do
  loc=${hit%%	*}; sec=${hit##*	}
  grep -qxF "$sec" <<<"$headings" || { echo "no heading $sec in docs/layout-rules.md (cited at $loc)"; status=1; }
done < <(comments | grep -v 'RFC' \
           | perl -ne 'if (/^([^:]+:\d+):(.*)$/) { my ($l, $t) = ($1, $2);
                         while ($t =~ /§(\d+(?:\.\d+)*)/g) { print "$l\t§$1\n" } }')

# 3. Every page under docs/ is listed in docs/README.md (by its path relative to docs/).
while IFS= read -r page; do
  rel=${page#docs/}
  [[ $rel == README.md ]] && continue
  grep -qF "($rel)" docs/README.md || { echo "docs/README.md does not list $page"; status=1; }
done < <(find docs -name '*.md' -not -path 'docs/compatibility/inventory/*' | sort)

# 4. No folder of one machine in docs, sources, scripts or the manifest. Tests may use /tmp/ names
# as data; docs may not name /tmp/ folders either.
machine='(^|[^A-Za-z0-9_.])/(work|home|Users|root)/'
while IFS= read -r hit; do
  echo "names a folder of one machine: $hit"; status=1
done < <( { grep -rnE "$machine" docs Sources scripts README.md Package.swift .ci .github 2>/dev/null || true
            grep -rnE '(^|[^A-Za-z0-9_.:])/tmp/' docs README.md 2>/dev/null || true; } | cut -c1-160)

[[ $status == 0 ]] && echo "doc references: all cited files and sections exist"
exit $status
