#!/usr/bin/env bash
# Checks that source comments cite docs that exist: no comment names layout-spec.md or
# ARCHITECTURE.md (kept outside the repository), every `docs/<file>.md` named in a comment
# under Sources/ or Tests/ is a file in the repository, and every layout-rules § cited there
# (written `docs/layout-rules.md §2.1`, or a bare `§2.1` in PlumbUI code and tests) is a heading
# of docs/layout-rules.md. RFC section numbers (`RFC 1951 §3.2.2`) are left alone.
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

[[ $status == 0 ]] && echo "doc references: all cited files and sections exist"
exit $status
