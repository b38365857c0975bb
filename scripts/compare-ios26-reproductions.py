#!/usr/bin/env python3
"""Compares Plumbline's reproductions of public iOS 26 reference PNGs with the references.

Each row of docs/design-references/reproductions.csv names a reference (a repository, a commit and
a file in it) and the golden that reproduces it (Tests/PlumbUIKitTests/IOS26Reproductions/). Both are
cut to the content area (below `content_top_pt`, the status bar Plumbline does not draw) and
compared with `plumb diff` at pixelmatch's threshold 0.1, anti-aliased pixels not counted; the
share of the content area that differs is printed as a Markdown table (docs/design-references/
reproductions.md, "The table").

The references are read from git: --mirrors DIR holds one git directory per repository, named
`owner+name` (or `owner+name/repo`), as `git clone --mirror` or the project's fetch tool leaves
them; or --references DIR holds `<id>.png` files already extracted.

  python3 scripts/compare-ios26-reproductions.py --mirrors DIR [--plumb .build/debug/plumb] [--write]
"""
import argparse, csv, json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, 'docs', 'design-references', 'reproductions.csv')
DOC = os.path.join(ROOT, 'docs', 'design-references', 'reproductions.md')
BEGIN, END = '<!-- table: begin -->', '<!-- table: end -->'


def reference_bytes(row, args):
    if args.references:
        path = os.path.join(args.references, row['id'] + '.png')
        with open(path, 'rb') as f:
            return f.read()
    name = row['repo'].replace('/', '+')
    for git_dir in (os.path.join(args.mirrors, name, 'repo'), os.path.join(args.mirrors, name)):
        if os.path.isdir(git_dir):
            return subprocess.run(['git', '--git-dir', git_dir, 'show', row['commit'] + ':' + row['reference_path']],
                                  check=True, capture_output=True).stdout
    raise FileNotFoundError('no git directory for %s under %s' % (row['repo'], args.mirrors))


def png_size(png):
    """Width and height from a PNG's IHDR chunk."""
    return int.from_bytes(png[16:20], 'big'), int.from_bytes(png[20:24], 'big')


def crop(png, top_px, out):
    """Writes the PNG below `top_px` to `out`; returns the whole picture's size."""
    from PIL import Image  # Pillow, for the crop only
    import io
    image = Image.open(io.BytesIO(png)).convert('RGBA')
    image.crop((0, top_px, image.width, image.height)).save(out)
    return image.size


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--mirrors', help='a folder of git directories named owner+name')
    parser.add_argument('--references', help='a folder of <id>.png references')
    parser.add_argument('--plumb', default=os.path.join(ROOT, '.build', 'debug', 'plumb'))
    parser.add_argument('--write', action='store_true', help='put the table into reproductions.md')
    args = parser.parse_args()
    if not (args.mirrors or args.references):
        parser.error('give --mirrors or --references')
    lines = ['| reference | shows | pixel size (reference / golden) | content area differing |', '|---|---|---|---|']
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for row in csv.DictReader(open(TABLE)):
            with open(os.path.join(ROOT, row['golden']), 'rb') as f:
                golden = f.read()
            ref = reference_bytes(row, args)
            # Points to pixels: every reference so far is @3x (a phone wider than 1000 px) or @2x.
            width = png_size(golden)[0]
            top = int(round(float(row['content_top_pt']) * (3 if width >= 1000 else 2)))
            a, b = os.path.join(tmp, 'ref.png'), os.path.join(tmp, 'gold.png')
            ref_size = crop(ref, top, a)
            gold_size = crop(golden, top, b)
            out = subprocess.run([args.plumb, 'diff', a, b, '--json', '--threshold', '0.1'], capture_output=True, text=True)
            if out.returncode == 2:
                sys.exit('plumb diff could not read %s: %s' % (row['id'], out.stderr.strip()))
            result = json.loads(out.stdout)
            area = gold_size[0] * (gold_size[1] - top)
            share = result['differentPixels'] / area if ref_size == gold_size else 1.0
            worst = max(worst, share)
            size = '%d × %d / %d × %d' % (ref_size + gold_size)
            lines.append('| %s (%s @ %s, `%s`) | %s | %s | %.2f %% |' % (
                row['id'], row['repo'], row['commit'][:8], row['reference_path'], row['shows'], size, 100 * share))
    table = '\n'.join(lines)
    print(table)
    if args.write:
        doc = open(DOC).read()
        start, end = doc.index(BEGIN) + len(BEGIN), doc.index(END)
        open(DOC, 'w').write(doc[:start] + '\n' + table + '\n' + doc[end:])
    return 0


if __name__ == '__main__':
    sys.exit(main())
