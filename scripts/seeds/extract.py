#!/usr/bin/env python3
"""Writes the seed articles' code blocks into Sources/PlumbSeeds/<Seed>/<Seed>.swift, verbatim.

Each block is a line range of the article (<file>.txt in $SEEDS_DIR, by default
shared/seeds/ beside the repository's folder), copied
byte for byte except U+00A0 (the web page's non-breaking-space indentation, which Swift warns
about), written as U+0020. Re-run after an article changes; never edit the written files.
"""
import os, sys

SEEDS = os.environ.get("SEEDS_DIR", os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "seeds"))
ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "PlumbSeeds")

# seed folder, file, article, imports (the articles print none; these are an app file's),
# [(first line, last line, what it is)] in article order
FILES = [
  ("PopMenu", "PopMenu.swift", "000_8a9613a3bbbe2d68.txt", ["SwiftUI", "UIKit"], [
    (15, 20, "TextPointKey, step 1"),
    (206, 221, "App.keyWindow"),
    (312, 317, "PopMenuPointKey, its last form ([CGRect])"),
    (500, 506, "the View extension popMenu(isShow:content:)"),
  ]),
  ("DeviceList", "DeviceList.swift", "001_04c1b696ea4d20c7.txt", ["SwiftUI"], [
    (17, 55, "the device database"),
    (85, 105, "HeaderView and RowView"),
    (141, 153, "SectionIndexTitle"),
  ]),
  ("FrameGetter", "FrameGetter.swift", "002_5d929fc45353937c.txt", ["SwiftUI"], [
    (58, 73, "ContentView, 于是现在的完整代码变成了"),
    (79, 99, "the frameGetter extension and FrameGetter"),
    (103, 110, "MyView"),
  ]),
  ("SheetForm", "SheetForm.swift", "003_334732d196f9b08a.txt", ["Combine", "SwiftUI", "UIKit"], [
    (46, 62, "SheetManager"),
    (68, 115, "sheet 控制代码: MbModalHackView and allowAutoDismiss"),
    (121, 201, "包装: XSheet, AllInOneSheetAction, reducer, xsheet()"),
  ]),
  ("CustomPopup", "ZCXPopup.swift", "004_8ba1c7a979b46a18.txt", ["UIKit"], [
    (28, 28, "ZCXPopup"),
    (30, 75, "1、自定義UIPresentationController: ZCXPopup.PresentationController"),
    (83, 128, "2、UIViewControllerAnimatedTransitioning: ZCXPopup.TransitionAnimator"),
    (134, 160, "3、UIViewControllerTransitioningDelegate: ZCXPopup.TransitioningDelegate"),
    (212, 216, "DemoViewController"),
  ]),
  # The article's UIViewController extension: excluded from the build (Package.swift says why).
  ("CustomPopup", "UIViewController+TransitioningType.swift", "004_8ba1c7a979b46a18.txt", ["UIKit"], [
    (166, 190, "extension UIViewController: transitioningType"),
  ]),
]

def main():
  for folder, name, article, imports, ranges in FILES:
    lines = open(os.path.join(SEEDS, article), encoding="utf-8").read().split("\n")
    out = [f"// VERBATIM from shared/seeds/{article}: the article's code blocks, copied byte for byte",
           "// by scripts/seeds/extract.py (only its non-breaking-space indentation is written as spaces).",
           "// Do not edit: what the article leaves out is in the Completions file beside this one.",
           "// The article prints no imports; these are the ones an app's file would have."]
    out += [f"import {m}" for m in imports]
    for first, last, what in ranges:
      out += ["", f"// MARK: lines {first}-{last}: {what}", ""]
      out += [l.replace("\u00a0", " ") for l in lines[first - 1:last]]
    path = os.path.join(ROOT, folder, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write("\n".join(out) + "\n")
    print(os.path.relpath(path))

if __name__ == "__main__":
  sys.exit(main())
