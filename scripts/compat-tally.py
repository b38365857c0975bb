#!/usr/bin/env python3
"""Ranks what blocks the corpus samples of scripts/compat-check.sh from type-checking.

Usage: scripts/compat-tally.py LOGS_DIR [--top N] [--markdown]

Reads the per-sample logs that `scripts/compat-check.sh --logs LOGS_DIR` wrote and names one
blocker (a missing symbol or API) per compiler error:

  no such module 'UIKit'                              -> module UIKit
  cannot find type 'PreviewProvider' in scope         -> PreviewProvider
  cannot find 'UIScreen' in scope                     -> UIScreen
  no macro named 'Preview'                            -> #Preview
  unknown attribute 'Namespace'                       -> @Namespace
  value of type 'RoundedRectangle' has no member 'trim' -> Shape.trim
  value of type 'some View' has no member 'blur'      -> View.blur
  type 'Color' has no member 'gradient'               -> Color.gradient
  Color("asset") / Color(.systemGreen) / Image(.asset) -> named from the source line

Overload errors ("cannot infer contextual base", "extra argument", "cannot convert", a `$name`
of a wrapper that failed) mostly follow from a missing API: they are dropped in a sample that
has a named blocker besides PreviewProvider/#Preview, and otherwise named after the call around
the error column ("call TextField(...)").

For each blocker it prints: the samples whose log contains it, the samples where it is the ONLY
blocker, and one exact error text. Caveat: the compiler checks a result-builder body as one
expression and often stops at its first error there, so a sample can hide further blockers
behind the first one; "only blocker" counts are therefore an upper bound.
"""
import collections
import os
import re
import sys

ERROR = re.compile(r"^(?P<file>/[^:]+\.swift):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$")
VIEW_TYPES = ("some View", "Text", "Image", "Button", "VStack", "HStack", "ZStack", "List",
              "ScrollView", "ForEach", "NavigationView", "NavigationStack", "Group", "Label",
              "ModifiedContent", "TextField", "Toggle", "Picker", "Form", "Section", "Color",
              "Spacer", "Divider", "LazyVGrid", "LazyHGrid", "GeometryReader", "TabView")
SHAPE_TYPES = ("Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path",
               "some Shape", "UnevenRoundedRectangle")
PREVIEWS = ("PreviewProvider", "#Preview")  # separate declarations: they hide no other error


def base_name(type_text):
    """'ZStack<ForEach<...>>' -> 'ZStack'; '_ShapeView<Circle, Color>' -> 'Circle'."""
    m = re.match(r"_ShapeView<(\w+)", type_text)
    if m:
        return m.group(1)
    return re.split(r"[<.]", type_text)[0] if not type_text.startswith("some ") else type_text


def receiver(type_text, member):
    name = base_name(type_text)
    if name in SHAPE_TYPES or name.endswith("Shape"):
        return f"Shape.{member}"
    if name in VIEW_TYPES or "<" in type_text:
        if name == "Color" and "<" not in type_text:
            return f"Color.{member}"
        return f"View.{member}"
    return f"{name}.{member}"


def enclosing_call(text, col):
    """Name of the innermost call whose parentheses hold column `col` (1-based) of `text`."""
    depth = 0
    for i in range(min(col - 1, len(text)) - 1, -1, -1):
        c = text[i]
        if c == ")":
            depth += 1
        elif c == "(":
            if depth == 0:
                m = re.search(r"((?:[A-Z]\w*)?\.?\w+)\s*$", text[:i])
                return m.group(1) if m else None
            depth -= 1
    return None


_FILES = {}


def file_lines(path):
    if path not in _FILES:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                _FILES[path] = f.read().split("\n")
        except OSError:
            _FILES[path] = []
    return _FILES[path]


def source_line(path, line):
    lines = file_lines(path)
    return lines[line - 1] if 0 < line <= len(lines) else ""


def primary_key(msg, text, col, local_types=frozenset()):
    """The blocker an error names by itself, or None for an overload/consequence error."""
    m = re.match(r"no such module '(\w+)'", msg)
    if m:
        return f"module {m.group(1)}"
    m = re.match(r"cannot find type '(\w+)' in scope", msg)
    if m:
        return m.group(1)
    m = re.match(r"cannot find '(\$?\w+)' in scope", msg)
    if m:
        return None if m.group(1).startswith("$") else m.group(1)
    m = re.match(r"no macro named '(\w+)'", msg)
    if m:
        return f"#{m.group(1)}"
    m = re.match(r"unknown attribute '(\w+)'", msg)
    if m:
        return f"@{m.group(1)}"
    m = re.match(r"'(\w+)' is not a member type of (?:struct|class|enum|protocol) '([\w.]+)'", msg)
    if m:
        return f"{m.group(2).split('.')[-1]}.{m.group(1)}"
    m = re.match(r"(?:value of type|type) '(.+)' has no member '(\w+)'", msg)
    if m:
        type_text, member = m.groups()
        if type_text == "String":
            # A `.name` given to an initializer that only takes a String here.
            call = enclosing_call(text, col)
            if call in ("Color", "UIColor"):
                return "Color(UIColor) (Color(.systemGreen))"
            if call == "Image":
                return "Image(ImageResource) (generated asset symbols, Image(.name))"
            return f"String.{member} (in {call})"
        if base_name(type_text).split(".")[0] in local_types:
            return None  # a member of the sample's own type (e.g. a UIViewController subclass)
        return receiver(type_text, member)
    m = re.match(r"missing argument label 'hex:' in call", msg)
    if m:
        call_text = text[max(0, col - 1):]
        if re.match(r"\s*\(?\s*(\.|UIColor\b)", call_text) or re.match(r"[^)]*\.system", call_text):
            return "Color(UIColor) (Color(.systemGreen))"
        if re.match(r'\s*\(?\s*"', call_text):
            return 'Color("asset name")'
        return "Color(String) (asset name from a variable)"
    return None


def analyse(logs_dir):
    """{sample: [(key, exact error text)]} for every sample log in logs_dir."""
    samples = {}
    for name in sorted(os.listdir(logs_dir)):
        if not name.endswith(".log"):
            continue
        sample = name[:-4].replace("__", "/", 1)
        errors = []
        with open(os.path.join(logs_dir, name), encoding="utf-8", errors="replace") as f:
            for raw in f:
                m = ERROR.match(raw.rstrip("\n"))
                if m:
                    errors.append((m["file"], int(m["line"]), int(m["col"]), m["msg"]))
        local_types = set()
        for path in {e[0] for e in errors}:
            local_types |= set(re.findall(r"\b(?:struct|class|enum|actor|protocol)\s+(\w+)",
                                          "\n".join(file_lines(path))))
        found = []
        primaries = []
        for path, line, col, msg in errors:
            text = source_line(path, line)
            key = primary_key(msg, text, col, local_types)
            if key:
                primaries.append((path, line, key))
                found.append((key, msg, path, line))
        names = {k.split(".")[-1]: k for _, _, k in primaries}
        for path, line, col, msg in errors:
            text = source_line(path, line)
            if primary_key(msg, text, col, local_types) or re.match(r"cannot find '\$", msg):
                continue
            if any(k not in PREVIEWS for _, _, k in primaries):
                continue  # most likely follows from that missing API (same statement or type)
            call = enclosing_call(text, col)
            if call is None:  # the error points at the call itself: `.actionSheet(item:...`
                at = (re.search(r"((?:[A-Z]\w*)?\.?\w+)\s*$", text[:col - 1])
                      if text[col - 1:col] == "(" else
                      re.match(r"\s*((?:[A-Z]\w*)?\.?\w+)", text[col - 1:]))
                call = at.group(1) if at else "?"
            key = names.get(call.split(".")[-1]) or f"call {call.lstrip('.')}(...)"
            found.append((key, msg, path, line))
        samples[sample] = found
    return samples


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) >= 2 else 2
    logs_dir = argv[1]
    top = int(argv[argv.index("--top") + 1]) if "--top" in argv else 40
    samples = analyse(logs_dir)
    blocked = {s: {k for k, *_ in found} for s, found in samples.items() if found}
    example = {}
    for s, found in samples.items():
        for key, msg, path, line in found:
            example.setdefault(key, (msg, f"{os.path.basename(path)}:{line}"))
    containing = collections.Counter(k for keys in blocked.values() for k in keys)
    only = collections.Counter(next(iter(keys)) for keys in blocked.values() if len(keys) == 1)
    ranked = sorted(containing, key=lambda k: (-containing[k], -only[k], k))
    passing = len(samples) - len(blocked)
    print(f"{len(samples)} samples, {passing} without errors, {len(blocked)} blocked; "
          f"{len(ranked)} distinct blockers")
    print(f"{'#':>3}  {'in':>3}  {'only':>4}  blocker  |  exact error (first seen)")
    for i, key in enumerate(ranked, 1):
        msg, where = example[key]
        shown = f"  |  error: {msg}  ({where})" if i <= top else ""
        print(f"{i:>3}  {containing[key]:>3}  {only[key]:>4}  {key}{shown}")
    if "--samples" in argv:
        print()
        for s in sorted(blocked):
            print(f"{s}: {', '.join(sorted(blocked[s]))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
