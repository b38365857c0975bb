#!/usr/bin/env python3
"""Count the SF Symbol names used in public SwiftUI code (docs/symbols.md, "Which names").

Reads the newest commit of each git repository given (bare mirrors, as the `fetch` tool brings
them: <folder>/<owner>+<name>/repo), finds every string literal passed as a symbol name in
its .swift files, and ranks the names by how many repositories use them, then by total uses.

Counted spellings (the literal must be a plain string, interpolations are skipped):
  Image(systemName: "x"), UIImage(systemName: "x"), any `systemName: "x"` argument,
  Label("…", systemImage: "x"), Button/Tab/ContentUnavailableView(…, systemImage: "x"),
  NSImage(systemSymbolName: "x", …).

Usage: count-symbol-names.py [--top N] [--markdown] [--json OUT] REPO_GIT_DIR ...
"""
import argparse
import collections
import json
import re
import subprocess
import sys

PATTERN = re.compile(r'(?:systemName|systemImage|systemSymbolName)\s*:\s*"([^"\\]+)"')
NAME = re.compile(r'^[a-z0-9]+(\.[a-z0-9]+)*$')


def repo_label(git_dir):
    # <folder>/owner+name/repo -> owner/name
    parts = git_dir.rstrip('/').split('/')
    base = parts[-2] if parts[-1] == 'repo' else parts[-1]
    return base.replace('+', '/', 1)


def head_commit(git_dir):
    return subprocess.run(['git', '-C', git_dir, 'rev-parse', 'HEAD'], capture_output=True,
                          text=True, check=True).stdout.strip()


def names_in(git_dir):
    out = subprocess.run(
        ['git', '-C', git_dir, 'grep', '-I', '-h', '-o', '-E',
         r'(systemName|systemImage|systemSymbolName)[[:space:]]*:[[:space:]]*"[^"\\]+"', 'HEAD', '--', '*.swift'],
        capture_output=True, text=True)
    counts = collections.Counter()
    for line in out.stdout.splitlines():
        # `git grep HEAD` prefixes "HEAD:" when -h is not honoured for trees; strip it.
        for m in PATTERN.finditer(line):
            name = m.group(1)
            if NAME.match(name):
                counts[name] += 1
    return counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--top', type=int, default=0)
    ap.add_argument('--markdown', action='store_true')
    ap.add_argument('--json')
    ap.add_argument('repos', nargs='+')
    args = ap.parse_args()

    per_repo = {}
    repos = []
    for git_dir in args.repos:
        counts = names_in(git_dir)
        label = repo_label(git_dir)
        repos.append((label, head_commit(git_dir), sum(counts.values()), len(counts)))
        per_repo[label] = counts
    repo_count = collections.Counter()
    total = collections.Counter()
    for counts in per_repo.values():
        for name, n in counts.items():
            repo_count[name] += 1
            total[name] += n
    ranked = sorted(total, key=lambda n: (-repo_count[n], -total[n], n))
    if args.top:
        ranked = ranked[:args.top]
    if args.json:
        with open(args.json, 'w') as f:
            json.dump({'repositories': [{'repo': r, 'commit': c, 'uses': u, 'names': k} for r, c, u, k in repos],
                       'ranked': [{'name': n, 'repos': repo_count[n], 'uses': total[n]} for n in ranked]},
                      f, indent=1)
    if args.markdown:
        print('| repository | commit | uses | distinct names |')
        print('| --- | --- | ---: | ---: |')
        for r, c, u, k in repos:
            print(f'| {r} | {c[:12]} | {u} | {k} |')
        print()
        print('| rank | name | repositories | uses |')
        print('| ---: | --- | ---: | ---: |')
        for i, n in enumerate(ranked, 1):
            print(f'| {i} | `{n}` | {repo_count[n]} | {total[n]} |')
    else:
        for i, n in enumerate(ranked, 1):
            print(f'{i}\t{n}\t{repo_count[n]}\t{total[n]}')
    print(f'{len(repos)} repositories, {len(total)} distinct names, {sum(total.values())} uses', file=sys.stderr)


if __name__ == '__main__':
    main()
