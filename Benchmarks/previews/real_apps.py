#!/usr/bin/env python3
"""How many of the previews of real open-source SwiftUI apps does FrameLab lay out, pointed at their folders with
no edits?

For each app of real_apps.json (beside this script): exports the app at the pinned commit from the local mirror
(brought by the `fetch` tool into /work/.mirror), runs `<framelab> previews --json FOLDERS` (the previews found)
and `<framelab> build FOLDERS --output OUT` (the previews laid out, the placeholders used and the errors), and
prints one table row per app, the totals, and the most frequent causes of the previews that failed.

    python3 Benchmarks/previews/real_apps.py [FRAMELAB] [--workdir DIR] [--write]

--write also writes results.md beside this script. Standard library only.
"""

import argparse
import collections
import datetime
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
DIAGNOSTIC = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning): (?P<message>.*)$")
SUMMARY = re.compile(r"^Built (?P<built>\d+) scenarios .*?(?:, (?P<placeholders>\d+) placeholders?)?\.$")


def export(mirrors, repo, commit, folders, target):
    """The app's folders at `commit` (only those: a mirror may lack its large media files)."""
    git_dir = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    archive = subprocess.run(["git", "--git-dir", git_dir, "archive", "--format=tar", commit, "--", *folders],
                             capture_output=True, check=True).stdout
    shutil.rmtree(target, ignore_errors=True)
    os.makedirs(target)
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(target, filter="data")


def cause(message):
    """A message with its particulars folded, so that the same cause counts once per kind."""
    m = re.match(r"unsupported (view|modifier) '([^']+)'", message)
    if m:
        return f"unsupported {m.group(1)} '{m.group(2)}'"
    m = re.match(r"'([^']+)' is not a SwiftUI view", message)
    if m:
        return f"placeholder '{m.group(1)}'"
    m = re.match(r"unknown modifier '([^']+)'", message)
    if m:
        return f"passed-through modifier '{m.group(1)}'"
    m = re.match(r"'([^']+)' is a Layout type of the app", message)
    if m:
        return "placeholder: a Layout type of the app"
    if "known only when the app runs" in message or "is filled when the app runs" in message:
        return "stand-in: " + re.sub(r"'[^']*'", "'…'", message.split(" (")[0])[:100]
    return re.sub(r"'[^']*'", "'…'", message)[:110]


def run_app(framelab, app, work, mirrors):
    folder = os.path.join(work, app["repo"].replace("/", "+"))
    export(mirrors, app["repo"], app["commit"], app["folders"], folder)
    listed = subprocess.run([framelab, "previews", "--json", *app["folders"]], cwd=folder, capture_output=True, text=True, timeout=600)
    try:
        found = json.loads(listed.stdout) if listed.stdout.strip() else []
    except json.JSONDecodeError:
        found = []
    out = os.path.join(work, "out-" + app["repo"].replace("/", "+"))
    # Both outputs from scratch: a build into an unchanged folder says "Nothing changed", not how many it built.
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(out + "-strict", ignore_errors=True)
    built = subprocess.run([framelab, "build", *app["folders"], "--output", out, "--jobs", "2"], cwd=folder,
                           capture_output=True, text=True, timeout=1800)
    laid_out, placeholders = 0, 0
    for line in built.stdout.splitlines():
        m = SUMMARY.match(line.strip())
        if m:
            laid_out = int(m.group("built"))
            placeholders = int(m.group("placeholders") or 0)
    # With --strict a placeholder or stand-in is an error: what is left was laid out from the app's code alone.
    strict = subprocess.run([framelab, "build", *app["folders"], "--output", out + "-strict", "--jobs", "2", "--strict"], cwd=folder,
                            capture_output=True, text=True, timeout=1800)
    clean = 0
    for line in strict.stdout.splitlines():
        m = SUMMARY.match(line.strip())
        if m:
            clean = int(m.group("built"))
    errors, warnings = collections.Counter(), collections.Counter()
    for line in (built.stderr + listed.stderr).splitlines():
        m = DIAGNOSTIC.match(line)
        if m:
            (errors if m.group("severity") == "error" else warnings)[cause(m.group("message"))] += 1
    return {"name": app["name"], "repo": app["repo"], "found": len(found), "laid_out": laid_out, "clean": clean, "placeholders": placeholders,
            "errors": errors, "warnings": warnings, "status": built.returncode}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("framelab", nargs="?", default=os.path.join(HERE, "..", "..", ".build", "debug", "framelab"))
    parser.add_argument("--workdir", default="/tmp/framelab-preview-apps")
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    framelab = os.path.abspath(args.framelab)
    apps = json.load(open(os.path.join(HERE, "real_apps.json")))["apps"]
    rows, errors, warnings = [], collections.Counter(), collections.Counter()
    for app in apps:
        result = run_app(framelab, app, args.workdir, args.mirrors)
        rows.append(result)
        errors.update(result["errors"])
        warnings.update(result["warnings"])
        print(f"{result['name']}: {result['laid_out']}/{result['found']} previews laid out, {result['placeholders']} placeholders", file=sys.stderr)
    found = sum(r["found"] for r in rows)
    laid = sum(r["laid_out"] for r in rows)
    lines = [f"# Previews of real apps, laid out with no edits ({datetime.date.today().isoformat()})", "",
             "`python3 Benchmarks/previews/real_apps.py --write`: each app of `real_apps.json` at its pinned commit, "
             "`framelab previews --json` and `framelab build` on its folders.", "",
             "*Laid out*: without an error. *Without placeholders*: also without a placeholder or a stand-in (`--strict`). "
             "*Placeholders*: the build's count of other modules' views and modifiers, and stand-ins for values known only "
             "when the app runs (each once per build).", "",
             "| app | previews found | laid out | share | without placeholders | share | placeholders |",
             "|---|---|---|---|---|---|---|"]
    def share(n, d):
        return f"{100 * n / d:.0f} %" if d else "–"
    for r in rows:
        lines.append(f"| {r['name']} ({r['repo']}) | {r['found']} | {r['laid_out']} | {share(r['laid_out'], r['found'])} | "
                     f"{r['clean']} | {share(r['clean'], r['found'])} | {r['placeholders']} |")
    clean = sum(r["clean"] for r in rows)
    lines.append(f"| **all** | **{found}** | **{laid}** | **{share(laid, found)}** | **{clean}** | **{share(clean, found)}** | "
                 f"**{sum(r['placeholders'] for r in rows)}** |")
    lines += ["", "Errors by cause (each error once per build; a preview can fail on several):", ""]
    lines += [f"- {count} × {message}" for message, count in errors.most_common(25)]
    lines += ["", "Placeholders and passed-through modifiers by name:", ""]
    lines += [f"- {count} × {message}" for message, count in warnings.most_common(25)]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.write:
        open(os.path.join(HERE, "results.md"), "w").write(text)


if __name__ == "__main__":
    main()
