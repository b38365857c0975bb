#!/usr/bin/env python3
"""Runs a GitHub Actions workflow of this repository on this machine, job by job in the order of
their `needs`, each matrix entry in turn, with its `run:` steps in a shell and the actions it uses
played locally (docs/ci.md, "Running the workflow here"):

  actions/checkout            the repository's files as they are now (tracked and new, not
                              ignored), hard-linked into a folder of the job's own
  actions/upload-artifact     copies `path` into <work>/artifacts/<name>
  actions/download-artifact   copies an artifact (or every one matching `pattern`, each into a
                              folder of its name) to `path`

Expressions `${{ matrix.X }}`, `${{ strategy.job-total }}`, `${{ vars.X }}` (empty unless set in
PLUMB_WORKFLOW_VARS as NAME=value,…) and `${{ github.X }}` are filled in; GITHUB_STEP_SUMMARY,
GITHUB_SHA, GITHUB_RUN_ID and GITHUB_REPOSITORY are set. A job whose `if:` names a pull request
(the comment job) is skipped and said so. `if: always()` steps run after a failure, others do not.

Reads only this repository's own workflow files with a small reader for the YAML they use (block
mappings and lists, `|` blocks, flow lists): no PyYAML needed.

  scripts/run-workflow.py .github/workflows/goldens.yml [--work DIR] [--products DIR]
      [--skip-step TEXT]...

--products DIR   take the executables from DIR: the steps that build them (`swift build`) are
                 skipped and `.build/release/` in a step means DIR (the test suite passes its
                 own debug build, so it does not wait for a release build).
--skip-step TEXT skip every step whose command contains TEXT (the bootstrap, on a machine that
                 ran it already).
Exit status: 0 when every job passed, 1 when a job failed, 2 for bad usage.
"""
import argparse
import itertools
import os
import re
import shutil
import subprocess
import sys
import tempfile


# MARK: - A reader for the YAML the workflows use

def strip_comment(line):
    out, quote = [], None
    for i, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "'\"":
            quote = c
        elif c == "#" and (i == 0 or line[i - 1] in " \t"):
            break
        out.append(c)
    return "".join(out).rstrip()


def scalar(text):
    text = text.strip()
    if text.startswith("[") and text.endswith("]"):
        return [scalar(x) for x in text[1:-1].split(",") if x.strip()]
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def parse(lines, i, indent):
    """The value whose lines start at `i` and are indented at least `indent`: (value, next i)."""
    while i < len(lines) and not lines[i][1].strip():
        i += 1
    if i >= len(lines) or lines[i][0] < indent:
        return None, i
    if lines[i][1].startswith("- "):
        items, own = [], lines[i][0]
        while i < len(lines) and lines[i][0] == own and lines[i][1].startswith("- "):
            rest = lines[i][1][2:]
            if ":" in rest and not rest.startswith(("'", '"')) and re.match(r"^[\w.-]+:( |$)", rest):
                # A mapping that starts on the dash line: re-read it as indented by its key.
                lines[i] = (own + 2, rest, lines[i][2])
                value, i = parse(lines, i, own + 2)
            else:
                value, i = scalar(rest), i + 1
            items.append(value)
        return items, i
    mapping, own = {}, lines[i][0]
    while i < len(lines) and lines[i][0] == own and not lines[i][1].startswith("- "):
        key, _, rest = lines[i][1].partition(":")
        rest = rest.strip()
        if rest in ("|", ">-", "|-", ">"):
            block, j = [], i + 1
            while j < len(lines) and (not lines[j][2].strip() or lines[j][0] > own):
                block.append(lines[j][2])
                j += 1
            cut = min((len(b) - len(b.lstrip()) for b in block if b.strip()), default=0)
            sep = "\n" if rest.startswith("|") else " "
            mapping[key.strip()] = sep.join(b[cut:] for b in block).strip() + ("\n" if sep == "\n" else "")
            i = j
        elif rest:
            mapping[key.strip()] = scalar(rest)
            i += 1
        else:
            mapping[key.strip()], i = parse(lines, i + 1, own + 1)
    return mapping, i


def load(path):
    lines = []
    with open(path, encoding="utf-8") as f:
        for raw in f.read().split("\n"):
            body = strip_comment(raw)
            if body.strip():  # blank and comment lines go (inside a `|` block of shell too)
                lines.append((len(body) - len(body.lstrip()), body.strip(), raw))
    value, _ = parse(lines, 0, 0)
    return value


# MARK: - Running it

def order(jobs):
    done, out = set(), []
    while len(out) < len(jobs):
        ready = [n for n, j in jobs.items() if n not in done
                 and all(d in done for d in as_list(j.get("needs")))]
        if not ready:
            sys.exit("run-workflow: the jobs' needs form a loop")
        for n in ready:
            done.add(n)
            out.append(n)
    return out


def as_list(v):
    return [] if v is None else v if isinstance(v, list) else [v]


def fill(text, context):
    def value(m):
        expr = m.group(1).strip()
        return str(context.get(expr, ""))
    return re.sub(r"\$\{\{(.*?)\}\}", value, text)


def copy_into(source, target):
    if os.path.isdir(source):
        shutil.copytree(source, target, dirs_exist_ok=True)
    elif os.path.exists(source):
        os.makedirs(os.path.dirname(target) or ".", exist_ok=True)
        shutil.copy2(source, target)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("workflow")
    ap.add_argument("--work", help="folder for the artifacts and step summaries (default: a new temporary one)")
    ap.add_argument("--products", help="take the built executables from this folder")
    ap.add_argument("--skip-step", action="append", default=[])
    args = ap.parse_args()
    if args.products:
        args.products = os.path.abspath(args.products)
    repo = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    workflow = load(args.workflow)
    work = os.path.abspath(args.work or tempfile.mkdtemp(prefix="plumb-workflow-"))
    store = os.path.join(work, "artifacts")
    os.makedirs(store, exist_ok=True)
    results, variables = {}, dict(v.split("=", 1) for v in filter(None, os.environ.get("PLUMB_WORKFLOW_VARS", "").split(",")))
    sha = subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True).stdout.strip() or "0" * 40
    print(f"run-workflow: {args.workflow}; work folder {work}", flush=True)
    for name in order(workflow["jobs"]):
        job = workflow["jobs"][name]
        condition = str(job.get("if", ""))
        needs = as_list(job.get("needs"))
        if "pull_request" in condition or "schedule" in condition:
            print(f"== job {name}: skipped (runs only for {'a pull request' if 'pull_request' in condition else 'the schedule'})", flush=True)
            results[name] = "skipped"
            continue
        if "always()" not in condition and any(results.get(d) != "success" for d in needs):
            print(f"== job {name}: skipped (a job it needs did not succeed)", flush=True)
            results[name] = "skipped"
            continue
        if "needs.build.result == 'success'" in condition and results.get("build") != "success":
            print(f"== job {name}: skipped (the build job did not succeed)", flush=True)
            results[name] = "skipped"
            continue
        matrix = (job.get("strategy") or {}).get("matrix") or {}
        keys = list(matrix)
        entries = [dict(zip(keys, combo)) for combo in itertools.product(*[as_list(matrix[k]) for k in keys])] or [{}]
        outcome = "success"
        for entry in entries:
            label = name + "".join(f" ({k} {v})" for k, v in entry.items())
            context = {f"matrix.{k}": v for k, v in entry.items()}
            context["strategy.job-total"] = len(entries)
            context.update({f"vars.{k}": v for k, v in variables.items()})
            context.update({"github.sha": sha, "github.run_id": "1", "github.token": "",
                            "github.repository": "local/plumbline", "github.event_name": "push"})
            for dep in needs:
                context[f"needs.{dep}.result"] = results.get(dep, "skipped")
            print(f"== job {label}", flush=True)
            folder = os.path.join(work, "jobs", re.sub(r"[^\w.-]+", "-", label))
            if not run_job(job, context, repo, folder, store, work, args, sha):
                outcome = "failure"
        results[name] = outcome
        print(f"== job {name}: {outcome}", flush=True)
    summary = os.path.join(work, "step-summary.md")
    print(f"run-workflow: " + ", ".join(f"{n} {r}" for n, r in results.items())
          + (f"; step summary {summary}" if os.path.exists(summary) else ""))
    return 0 if all(r != "failure" for r in results.values()) else 1


def checkout(repo, folder, work):
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=repo,
                           capture_output=True, check=True).stdout.decode().split("\0")
    for f in filter(None, files):
        source, target = os.path.join(repo, f), os.path.join(folder, f)
        if os.path.abspath(source).startswith(work + os.sep):
            continue  # an earlier run's work folder inside the repository
        if not os.path.isfile(source) or os.path.islink(source):
            if os.path.islink(source):
                os.makedirs(os.path.dirname(target), exist_ok=True)
                os.symlink(os.readlink(source), target)
            continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        try:
            os.link(source, target)
        except OSError:
            shutil.copy2(source, target)


def run_job(job, context, repo, folder, store, work, args, sha):
    ok = True
    os.makedirs(folder, exist_ok=True)
    for step in job.get("steps") or []:
        condition = str(step.get("if", ""))
        if not ok and "always()" not in condition and "failure()" not in condition:
            continue
        if condition and "!=" in condition:  # needs.X.result != 'success'
            left, _, right = condition.partition("!=")
            if str(context.get(left.strip(), "")) == right.strip().strip("'"):
                continue
        uses = step.get("uses", "")
        with_ = {k: fill(str(v), context) for k, v in (step.get("with") or {}).items()}
        if uses.startswith("actions/checkout"):
            checkout(repo, folder, work)
            continue
        if uses.startswith("actions/upload-artifact"):
            # As upload-artifact does: paths are kept relative to their common folder, so one
            # folder uploads its contents.
            target = os.path.join(store, with_["name"])
            paths = [p.strip().rstrip("/") for p in with_["path"].split("\n") if p.strip()]
            root = paths[0] if len(paths) == 1 and os.path.isdir(os.path.join(folder, paths[0])) \
                else os.path.commonpath([os.path.dirname(p) or "." for p in paths])
            found = False
            for path in paths:
                source = os.path.join(folder, path)
                found |= os.path.exists(source)
                copy_into(source, os.path.normpath(os.path.join(target, os.path.relpath(path, root))))
            if not found and with_.get("if-no-files-found") == "error":
                print(f"   upload-artifact {with_['name']}: no files at {with_['path']!r}")
                ok = False
            continue
        if uses.startswith("actions/download-artifact"):
            names = [with_["name"]] if "name" in with_ else sorted(
                n for n in os.listdir(store) if re.fullmatch(with_["pattern"].replace("*", ".*"), n))
            for n in names:
                dest = os.path.join(folder, with_["path"]) if "name" in with_ else os.path.join(folder, with_["path"], n)
                copy_into(os.path.join(store, n), dest)
            continue
        if uses:
            print(f"   {uses}: not played locally, skipped")
            continue
        command = fill(step["run"], context)
        if any(s in command for s in args.skip_step):
            print(f"   skipped: {command.strip().splitlines()[0]}")
            continue
        if args.products:
            if command.strip().startswith("swift build"):
                print(f"   skipped (--products): {command.strip()}")
                continue
            command = command.replace(".build/release/", args.products.rstrip("/") + "/")
        env = dict(os.environ, GITHUB_STEP_SUMMARY=os.path.join(work, "step-summary.md"), GITHUB_SHA=sha,
                   GITHUB_RUN_ID="1", GITHUB_REPOSITORY="local/plumbline")
        env.update({k: fill(str(v), context) for k, v in (step.get("env") or {}).items()})
        print(f"   $ {command.strip()}", flush=True)
        status = subprocess.run(["bash", "-e", "-c", command], cwd=folder, env=env).returncode
        if status != 0:
            print(f"   exit {status}")
            ok = False
    return ok


if __name__ == "__main__":
    sys.exit(main())
