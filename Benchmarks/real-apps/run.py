#!/usr/bin/env python3
"""Which share of the views of real open-source SwiftUI apps can FrameLab lay out, given the apps' own
source files and one scenario line per view?

For each app of apps.json (beside this script): exports the .swift files of its 'swift' folders at the
pinned commit from the local mirror (brought by the `fetch` tool into /work/.mirror), writes a framelab.yml
(scenarios: [Layouts], swift: [the folders], output: Out) and one scenario file per view,
Layouts/<slug>.yaml (canvas 390×844), runs `<framelab> build --output Out` there and reads the result:
a view is laid out when its scenario is in Out/frames.json and no error points into its scenario file.
Errors in the app's .swift files are attributed to the views whose scenario line reaches the declaration
the error is in (through the names each declaration mentions); --isolate builds each view on its own
instead, so that every message of a build belongs to its one view.

    python3 Benchmarks/real-apps/run.py [FRAMELAB] [--write] [--dry-run] [--isolate] [--app NAME] …

Standard library only.
"""

import argparse
import collections
import datetime
import glob
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
APPS_FILE = os.path.join(HERE, "apps.json")
RESULTS_FILE = os.path.join(HERE, "results.md")
DEFAULT_MIRRORS = "/work/.mirror"
CANVAS = (390, 844)
TIMEOUT = 300
DIAGNOSTIC = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning): (?P<message>.*)$")
GLOBAL_DIAGNOSTIC = re.compile(r"^framelab(?: \w+)?: (?P<severity>error|warning): (?P<message>.*)$")


# ---------------------------------------------------------------------------------------------------------
# Mirrors and export

def git(git_dir, *args, binary=False, check=True):
    result = subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True)
    if check and result.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)} failed in {git_dir}: {result.stderr.decode(errors='replace').strip()}")
    return result.stdout if binary else result.stdout.decode("utf-8", errors="replace")


def is_git_dir(path):
    return os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects"))


def find_mirror(mirrors, repo):
    """The git directory of `owner/name`'s mirror (`<mirrors>/owner+name…`, the folder itself or a git
    directory one level below it, as `fetch` leaves it: `owner+name/repo`), or None."""
    for candidate in sorted(glob.glob(os.path.join(mirrors, glob.escape(repo.replace("/", "+")) + "*"))):
        if not os.path.isdir(candidate):
            continue
        base = os.path.basename(candidate)
        if base != repo.replace("/", "+") and not base.startswith(repo.replace("/", "+") + "@"):
            continue  # owner+name2 is another repository
        if is_git_dir(candidate):
            return candidate
        for inner in sorted(os.listdir(candidate)):
            path = os.path.join(candidate, inner)
            if os.path.isdir(path) and is_git_dir(path):
                return path
    return None


def has_commit(git_dir, commit):
    return subprocess.run(["git", "--git-dir", git_dir, "cat-file", "-e", commit + "^{commit}"],
                          capture_output=True).returncode == 0


def export_sources(git_dir, commit, folders, destination):
    """Writes the .swift files under `folders` at `commit` into `destination`, at their repository paths.
    Package.swift manifests are left out (they describe the build, not the app). Returns the paths written."""
    data = git(git_dir, "archive", "--format=tar", commit, "--", *folders, binary=True)
    written = []
    with tarfile.open(fileobj=io.BytesIO(data)) as archive:
        for member in archive.getmembers():
            name = member.name
            if not member.isfile() or not name.endswith(".swift") or os.path.basename(name) == "Package.swift":
                continue
            parts = name.split("/")
            if name.startswith("/") or ".." in parts:
                raise RuntimeError(f"refusing the archive entry {name!r}")
            target = os.path.join(destination, *parts)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with archive.extractfile(member) as source, open(target, "wb") as out:
                out.write(source.read())
            written.append(name)
    return sorted(written)


# ---------------------------------------------------------------------------------------------------------
# Scenario files

def slugify(text):
    text = re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", text)
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "view"


def yaml_string(text):
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a YAML double-quoted scalar


def scenario_file(app, view, slug):
    lines = view["scenario"].splitlines() or [""]
    body = "\n".join("      " + line if line.strip() else "" for line in lines)
    return (f"# {app['repo']} @ {app['commit'][:12]}: {view['view']} ({view['file']})\n"
            f"title: {yaml_string(app['name'] + ': ' + view['view'])}\n"
            f"summary: {yaml_string(view['file'])}\n"
            f"settings:\n"
            f"  canvas: {{width: {CANVAS[0]}, height: {CANVAS[1]}}}\n"
            f"scenarios:\n"
            f"  - id: {slug}\n"
            f"    view: |-\n{body}\n")


def configuration_file(app, with_sources=True):
    folders = ", ".join(yaml_string(folder) for folder in app["swift"])
    return (f"# {app['repo']} @ {app['commit']} (Benchmarks/real-apps/run.py)\n"
            f"scenarios: [Layouts]\n"
            + (f"swift: [{folders}]\n" if with_sources else "# swift: left out (--without-sources)\n")
            + f"output: Out\n")


def assign_slugs(app):
    slugs, seen = [], collections.Counter()
    for view in app["views"]:
        slug = slugify(view.get("id") or view["view"])
        seen[slug] += 1
        slugs.append(slug if seen[slug] == 1 else f"{slug}-{seen[slug]}")
    return slugs


def prepare(app, git_dir, root, with_sources=True):
    """The app's folder under `root`: its exported sources, framelab.yml and Layouts/<slug>.yaml."""
    directory = os.path.join(root, re.sub(r"[^a-z0-9]+", "-", app["repo"].lower()).strip("-"))
    if os.path.exists(directory):
        shutil.rmtree(directory)
    os.makedirs(os.path.join(directory, "Layouts"))
    files = export_sources(git_dir, app["commit"], app["swift"], directory)
    for folder in app["swift"]:
        os.makedirs(os.path.join(directory, folder), exist_ok=True)  # an empty folder stays a folder
    with open(os.path.join(directory, "framelab.yml"), "w", encoding="utf-8") as out:
        out.write(configuration_file(app, with_sources))
    for view, slug in zip(app["views"], app["slugs"]):
        with open(os.path.join(directory, "Layouts", slug + ".yaml"), "w", encoding="utf-8") as out:
            out.write(scenario_file(app, view, slug))
    return directory, files


# ---------------------------------------------------------------------------------------------------------
# Running FrameLab and reading what it says

def run_framelab(binary, directory, args, timeout):
    try:
        result = subprocess.run([binary, "build", *args], cwd=directory, capture_output=True, timeout=timeout)
        return result.returncode, result.stdout.decode(errors="replace"), result.stderr.decode(errors="replace"), False
    except subprocess.TimeoutExpired as expired:
        out = (expired.stdout or b"").decode(errors="replace")
        err = (expired.stderr or b"").decode(errors="replace")
        return None, out, err, True


def parse_diagnostics(stderr):
    """[{file, line, column, severity, message}]; file is None for messages without a place."""
    found = []
    for raw in stderr.splitlines():
        line = raw.rstrip("\r")
        match = DIAGNOSTIC.match(line)
        if match:
            found.append({"file": os.path.normpath(match["file"]), "line": int(match["line"]), "column": int(match["col"]),
                          "severity": match["severity"], "message": match["message"]})
            continue
        match = GLOBAL_DIAGNOSTIC.match(line)
        if match:
            found.append({"file": None, "line": 0, "column": 0, "severity": match["severity"], "message": match["message"]})
    return found


def laid_out_ids(output_directory):
    """{(scenario file relative to Layouts, scenario id)} of Out/frames.json, each with at least one node."""
    path = os.path.join(output_directory, "frames.json")
    try:
        with open(path, encoding="utf-8") as source:
            frames = json.load(source)
    except (OSError, ValueError):
        return set()
    ids = set()
    for entry in frames.get("files", []):
        for scenario in entry.get("scenarios", []):
            if scenario.get("nodes"):
                ids.add((os.path.normpath(entry.get("file", "")), scenario.get("id")))
    return ids


def normalise(message):
    """A message with its names, quotes and numbers taken out, to group alike messages."""
    text = re.sub(r"'[^']*'", "'…'", message)
    text = re.sub(r"\"[^\"]*\"", "\"…\"", text)
    text = re.sub(r"‘[^’]*’|“[^”]*”", "'…'", text)
    text = re.sub(r"`[^`]*`", "`…`", text)
    text = re.sub(r"(?<![\w.])-?\d+(\.\d+)?(?![\w])", "N", text)
    return text


# ---------------------------------------------------------------------------------------------------------
# Which declarations a scenario reaches, to attribute errors in the app's .swift files

DECLARATION = re.compile(r"\b(struct|class|enum|protocol|actor|extension|func|typealias|let|var|case)\s+"
                         r"(?:`?)([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_.]*))?")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
KEYWORDS = set("""struct class enum protocol actor extension func typealias let var case if else guard return for in
while switch default where some any self Self true false nil import public private fileprivate internal open static
final override mutating init deinit throws rethrows async await try catch do is as inout get set willSet didSet
lazy weak unowned subscript operator indirect break continue fallthrough repeat defer super nonisolated
consuming borrowing View body Text Image VStack HStack ZStack Color""".split())


def strip_code(text):
    """The text with comments and string contents blanked (lengths and newlines kept), for brace matching."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j): depth += 1; j += 2
                elif text.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"'); i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append('"' + " " * max(0, j - i - 2) + ('"' if j - i >= 2 else "")); i = j
        else:
            out.append(c); i += 1
    return "".join(out)


class SwiftIndex:
    """Declarations of the exported .swift files and the names each mentions, to follow a scenario line to
    the declarations it uses. Indexed: types (at any depth) and extensions, under the type's name; top-level
    functions, constants and variables; and the members of extensions of types the app does not declare
    (`extension View { func cardStyle() }`, `extension Color { static let brand }`), under their own
    names. A declaration spans its braces, or its line when it has none."""

    TYPES = ("struct", "class", "enum", "protocol", "actor", "typealias")

    def __init__(self, directory, files):
        self.by_name = collections.defaultdict(list)  # name → [key]
        self.spans = collections.defaultdict(list)    # file → [(first, last, key)]
        self.mentions = {}                            # key → names; key = (file, first line, name)
        candidates = []
        for path in files:
            try:
                with open(os.path.join(directory, path), encoding="utf-8", errors="replace") as source:
                    text = source.read()
            except OSError:
                continue
            candidates += self._declarations(path, strip_code(text))
        declared_types = {d["name"] for d in candidates if d["kind"] in self.TYPES}
        for d in candidates:
            parent = d["parent"]
            keep = (d["kind"] in self.TYPES or d["kind"] == "extension" or d["depth"] == 0
                    or (d["depth"] == 1 and parent is not None and parent["kind"] == "extension"
                        and parent["name"] not in declared_types and d["kind"] in ("func", "let", "var", "case")))
            if not keep:
                continue
            key = (d["path"], d["first"], d["name"])
            self.by_name[d["name"]].append(key)
            self.spans[d["path"]].append((d["first"], d["last"], key))
            self.mentions[key] = d["mentions"]

    @staticmethod
    def _declarations(path, code):
        line_starts = [0] + [m.end() for m in re.finditer("\n", code)]
        depth_before, depth = [], 0
        for c in code:
            depth_before.append(depth)
            if c == "{": depth += 1
            elif c == "}": depth = max(0, depth - 1)

        def line_of(offset):
            lo, hi = 0, len(line_starts) - 1
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if line_starts[mid] <= offset: lo = mid
                else: hi = mid - 1
            return lo + 1

        found = []
        for match in DECLARATION.finditer(code):
            kind, name = match.group(1), match.group(2)
            if kind == "extension" and match.group(3):
                name = match.group(3).split(".")[-1]
            start = match.start()
            newline = code.find("\n", match.end())
            newline = len(code) if newline < 0 else newline
            brace = code.find("{", match.end())
            if kind in ("let", "var", "case", "typealias"):
                has_body = 0 <= brace < newline
            else:
                # a type's or function's body may start on a later line (generic clauses, long signatures)
                has_body = brace >= 0 and "}" not in code[match.end():brace]
            end = newline
            if has_body:
                level, j = 0, brace
                while j < len(code):
                    if code[j] == "{": level += 1
                    elif code[j] == "}":
                        level -= 1
                        if level == 0: break
                    j += 1
                end = min(j, len(code) - 1)
            found.append({"path": path, "kind": kind, "name": name, "depth": depth_before[start],
                          "start": start, "end": end, "first": line_of(start), "last": line_of(end),
                          "mentions": frozenset(IDENTIFIER.findall(code[match.end():end + 1])) - KEYWORDS,
                          "parent": None})
        for d in found:  # the innermost declaration around each
            around = [o for o in found if o is not d and o["start"] < d["start"] and d["end"] <= o["end"]]
            d["parent"] = max(around, key=lambda o: o["start"]) if around else None
        return found

    def enclosing(self, path, line):
        """The indexed declarations of `path` that hold `line` (keys), innermost first."""
        around = [(last - first, key) for first, last, key in self.spans.get(path, []) if first <= line <= last]
        return [key for _, key in sorted(around)]

    def reach(self, text, limit=20000):
        """The declarations (keys) a scenario line reaches through the names it mentions, and theirs."""
        names = collections.deque(sorted(set(IDENTIFIER.findall(text)) - KEYWORDS))
        seen_names, reached = set(names), set()
        while names and len(reached) < limit:
            name = names.popleft()
            for key in self.by_name.get(name, ()):
                if key in reached:
                    continue
                reached.add(key)
                for mentioned in self.mentions.get(key, ()):
                    if mentioned not in seen_names:
                        seen_names.add(mentioned)
                        names.append(mentioned)
        return reached


def source_path(reported, files):
    """The exported file a message names (as FrameLab printed it, relative or not), or None."""
    reported = reported.replace("\\", "/")
    if reported in files:
        return reported
    for path in files:
        if reported.endswith("/" + path) or path.endswith("/" + reported):
            return path
    return None


# ---------------------------------------------------------------------------------------------------------
# One app

def measure(app, directory, files, binary, timeout, isolate):
    """{slug: {status, errors: [...], warnings: [...]}} and the app's unattributed messages."""
    slugs = app["slugs"]
    scenario_paths = {os.path.normpath(os.path.join("Layouts", slug + ".yaml")): slug for slug in slugs}
    # --isolate builds the copy under Isolated/<slug>/: its messages are the view's own, as the original's are.
    scenario_paths.update({os.path.normpath(os.path.join("Isolated", slug, slug + ".yaml")): slug for slug in slugs})
    views = {slug: {"view": view, "errors": [], "warnings": [], "laid_out": False}
             for slug, view in zip(slugs, app["views"])}
    unattributed, runs = [], []
    file_set = set(files)

    def attribute(diagnostics, candidates):
        index = None
        for diagnostic in diagnostics:
            bucket = "errors" if diagnostic["severity"] == "error" else "warnings"
            path = diagnostic["file"]
            if path is not None and os.path.normpath(path) in scenario_paths:
                owner = scenario_paths[os.path.normpath(path)]
                if owner in candidates:  # a build of one view may still report the other scenario files
                    views[owner][bucket].append(diagnostic)
                continue
            if path is None or path.endswith(("framelab.yml", "framelab.yaml")):
                for slug in candidates:   # the whole build: every view of it
                    views[slug][bucket].append(diagnostic)
                continue
            source = source_path(path, file_set)
            if source is None:
                unattributed.append(diagnostic)
                continue
            diagnostic = dict(diagnostic, file=source)
            if len(candidates) == 1:
                views[candidates[0]][bucket].append(diagnostic)
                continue
            if index is None:
                index = SwiftIndex(directory, files)
                reached = {slug: index.reach(views[slug]["view"]["scenario"]) for slug in candidates}
            around = index.enclosing(source, diagnostic["line"])
            if around:
                owners = [slug for slug in candidates if any(key in reached[slug] for key in around)]
            else:  # outside every indexed declaration: the views that reach anything of the file
                owners = [slug for slug in candidates if any(key[0] == source for key in reached[slug])]
            if not owners:
                unattributed.append(diagnostic)
            for slug in owners:
                views[slug][bucket].append(diagnostic)

    if isolate:
        for slug in slugs:
            output = os.path.join("Runs", slug)
            # Outside the configured scenario folder: a file named inside it would be a subset build, which still
            # computes (and reports the errors of) every other view.
            alone = os.path.join("Isolated", slug)
            os.makedirs(os.path.join(directory, alone), exist_ok=True)
            shutil.copy(os.path.join(directory, "Layouts", slug + ".yaml"), os.path.join(directory, alone, slug + ".yaml"))
            status, out, err, timed_out = run_framelab(binary, directory, [alone, "--output", output], timeout)
            runs.append({"slug": slug, "status": status, "timed_out": timed_out, "stdout": out.strip()})
            diagnostics = parse_diagnostics(err)
            if timed_out:
                diagnostics.append({"file": None, "line": 0, "column": 0, "severity": "error",
                                    "message": f"the build took longer than {timeout} s"})
            attribute(diagnostics, [slug])
            done = laid_out_ids(os.path.join(directory, output))
            views[slug]["laid_out"] = any(id == slug for _, id in done)
            if not diagnostics and status not in (0, 1) and not views[slug]["laid_out"]:
                views[slug]["errors"].append({"file": None, "line": 0, "column": 0, "severity": "error",
                                              "message": f"framelab exited with status {status} and no message"})
    else:
        status, out, err, timed_out = run_framelab(binary, directory, ["--output", "Out"], timeout)
        runs.append({"slug": None, "status": status, "timed_out": timed_out, "stdout": out.strip()})
        diagnostics = parse_diagnostics(err)
        if timed_out:
            diagnostics.append({"file": None, "line": 0, "column": 0, "severity": "error",
                                "message": f"the build took longer than {timeout} s"})
        done = laid_out_ids(os.path.join(directory, "Out"))
        for slug in slugs:
            views[slug]["laid_out"] = any(id == slug for _, id in done)
        attribute(diagnostics, list(slugs))
        if not diagnostics and status not in (0, 1) and not done:
            for slug in slugs:
                views[slug]["errors"].append({"file": None, "line": 0, "column": 0, "severity": "error",
                                              "message": f"framelab exited with status {status} and no message"})
    for record in views.values():
        # Laid out: a figure's frames, and no error of its own (an error elsewhere in its sources counts
        # only when the view has no frames).
        own = [d for d in record["errors"] if d["file"] and d["file"].startswith(("Layouts" + os.sep, "Isolated" + os.sep))]
        record["status"] = "laid out" if record["laid_out"] and not own else "failed"
    return views, unattributed, runs


# ---------------------------------------------------------------------------------------------------------
# Reports

def table(rows, headers, aligns):
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) for i, h in enumerate(headers)]
    def line(cells):
        return "  ".join(str(c).ljust(w) if a == "<" else str(c).rjust(w) for c, w, a in zip(cells, widths, aligns))
    return "\n".join([line(headers), line(["-" * w for w in widths])] + [line(r) for r in rows])


def markdown_table(rows, headers, aligns):
    def cell(value):
        return str(value).replace("|", "\\|").replace("\n", " ")
    head = "| " + " | ".join(headers) + " |"
    rule = "| " + " | ".join("---:" if a == ">" else "---" for a in aligns) + " |"
    return "\n".join([head, rule] + ["| " + " | ".join(cell(c) for c in r) + " |" for r in rows])


def share(done, total):
    return f"{100 * done / total:.0f}%" if total else "–"


def summarise(results):
    rows, all_views, all_done = [], 0, 0
    messages = collections.defaultdict(lambda: {"count": 0, "views": set(), "example": None})
    for app, views, unattributed, _ in results:
        done = sum(1 for v in views.values() if v["status"] == "laid out")
        rows.append([app["name"], app["repo"], len(views), done, share(done, len(views)), len(app.get("skipped", []))])
        all_views += len(views); all_done += done
        seen = set()
        for slug, record in views.items():
            for diagnostic in record["errors"]:
                key = normalise(diagnostic["message"])
                entry = messages[key]
                identity = (diagnostic["file"], diagnostic["line"], diagnostic["column"], diagnostic["message"])
                if (app["repo"], identity) not in seen:  # one message attributed to several views counts once
                    seen.add((app["repo"], identity)); entry["count"] += 1
                entry["views"].add((app["repo"], slug))
                entry["example"] = entry["example"] or diagnostic["message"]
        for diagnostic in unattributed:
            if diagnostic["severity"] != "error":
                continue
            entry = messages[normalise(diagnostic["message"])]
            entry["count"] += 1
            entry["example"] = entry["example"] or diagnostic["message"]
    rows.append(["all", "", all_views, all_done, share(all_done, all_views), sum(r[5] for r in rows)])
    top = sorted(messages.items(), key=lambda kv: (-len(kv[1]["views"]), -kv[1]["count"], kv[0]))[:15]
    return rows, top


def print_report(results, rows, top):
    print()
    print(table([r[:1] + r[2:] for r in rows], ["app", "views", "laid out", "share", "skipped"], "<>>>>"))
    print()
    if top:
        print("Top errors (names and numbers taken out; views: how many views they touch):")
        print(table([[i + 1, len(e["views"]), e["count"], k[:110]] for i, (k, e) in enumerate(top)],
                    ["#", "views", "times", "message"], ">>><"))
    else:
        print("No errors.")


def write_markdown(results, rows, top, binary, isolate):
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    framelab_commit = subprocess.run(["git", "-C", HERE, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    lines = ["# Real apps: results", "",
             f"Written by `Benchmarks/real-apps/run.py` on {now}: FrameLab at {framelab_commit or 'unknown'} "
             f"(`{os.path.relpath(binary) if binary.startswith(os.getcwd() + os.sep) else binary}`), "
             f"{'one build per view (--isolate)' if isolate else 'one build per app'}, canvas {CANVAS[0]}×{CANVAS[1]}. "
             "See README.md for what is measured.", "",
             markdown_table(rows, ["app", "repository", "views", "laid out", "share", "skipped"], "<<>>>>"), ""]
    lines += ["## Top errors", "",
              "Messages with names, quoted text and numbers replaced, grouped; *views* counts the views a message "
              "was attributed to, *times* the distinct messages.", ""]
    if top:
        lines.append(markdown_table([[i + 1, len(e["views"]), e["count"], "`" + k.replace("`", "'") + "`",
                                      "`" + (e["example"] or "").replace("`", "'") + "`"] for i, (k, e) in enumerate(top)],
                                    ["#", "views", "times", "message", "example"], ">>><<"))
    else:
        lines.append("No errors.")
    lines.append("")
    for app, views, unattributed, runs in results:
        lines += [f"## {app['name']} ({app['repo']} @ {app['commit'][:12]})", ""]
        body = []
        for slug, record in views.items():
            first = record["errors"][0] if record["errors"] else None
            where = ""
            if first:
                where = f"{first['file']}:{first['line']}: " if first["file"] else ""
            if first:
                reason = (where + first["message"])[:160]
            else:
                reason = "" if record["status"] == "laid out" else "no frames, and no message about it"
            body.append([slug, "`" + record["view"]["view"] + "`", record["status"], len(record["errors"]), reason])
        lines.append(markdown_table(body, ["scenario", "view", "result", "errors", "first error"], "<<<><"))
        if app.get("skipped"):
            lines += ["", "Not measured (no sample value can be written):", ""]
            lines += [f"- `{s['view']}`: {s['reason']}" for s in app["skipped"]]
        if unattributed:
            lines += ["", f"{len(unattributed)} messages could not be attributed to a view, e.g. "
                      f"`{unattributed[0]['file']}:{unattributed[0]['line']}: {unattributed[0]['message'][:120]}`."]
        lines.append("")
    with open(RESULTS_FILE, "w", encoding="utf-8") as out:
        out.write("\n".join(lines))
    print(f"\nWrote {os.path.relpath(RESULTS_FILE)}.")


# ---------------------------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("framelab", nargs="?", default=".build/debug/framelab",
                        help="the framelab binary (default: .build/debug/framelab)")
    parser.add_argument("--write", action="store_true", help=f"also write {os.path.relpath(RESULTS_FILE)}")
    parser.add_argument("--dry-run", action="store_true",
                        help="export the sources and write the scenario files only; print the folders and keep them")
    parser.add_argument("--isolate", action="store_true",
                        help="build each view on its own (exact attribution of errors, one build per view)")
    parser.add_argument("--app", action="append", default=[],
                        help="only the apps whose name or repository contains this (repeatable)")
    parser.add_argument("--mirrors", default=os.environ.get("FRAMELAB_MIRRORS", DEFAULT_MIRRORS),
                        help=f"where the fetched repositories are (default: {DEFAULT_MIRRORS})")
    parser.add_argument("--workdir", help="build in this folder (each app in a subfolder, replaced) instead of a temporary one")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folders after the run")
    parser.add_argument("--skip-missing", action="store_true", help="measure the apps whose mirror is there, leave out the rest")
    parser.add_argument("--timeout", type=int, default=TIMEOUT, help=f"seconds a build may take (default {TIMEOUT})")
    parser.add_argument("--without-sources", action="store_true",
                        help="leave 'swift:' out of framelab.yml: the baseline of what FrameLab lays out without the apps' sources "
                             "(and a check of this script with a FrameLab that does not know 'swift:' yet)")
    parser.add_argument("--json", help="also write every view's result and messages as JSON to this file")
    args = parser.parse_args()

    with open(APPS_FILE, encoding="utf-8") as source:
        apps = json.load(source)["apps"]
    if args.app:
        wanted = [w.lower() for w in args.app]
        apps = [a for a in apps if any(w in a["name"].lower() or w in a["repo"].lower() for w in wanted)]
        if not apps:
            sys.exit(f"run.py: no app of {os.path.relpath(APPS_FILE)} matches {', '.join(args.app)}")
    for app in apps:
        app["slugs"] = assign_slugs(app)

    missing, mirrors = [], {}
    for app in apps:
        git_dir = find_mirror(args.mirrors, app["repo"])
        if git_dir is None:
            missing.append((app, "no mirror"))
        elif not has_commit(git_dir, app["commit"]):
            missing.append((app, f"the mirror {git_dir} lacks commit {app['commit'][:12]}"))
        else:
            mirrors[app["repo"]] = git_dir
    if missing:
        print(f"run.py: {len(missing)} of {len(apps)} repositories are not in {args.mirrors}. Bring each with the "
              "`fetch` tool first (it copies a repository's newest snapshot into the mirror folder):", file=sys.stderr)
        for app, why in missing:
            print(f"  fetch github:{app['repo']}    ({why})", file=sys.stderr)
        if not args.skip_missing or len(missing) == len(apps):
            sys.exit(2)
        apps = [a for a in apps if a["repo"] in mirrors]

    binary = os.path.abspath(args.framelab)
    if not args.dry_run and not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        sys.exit(f"run.py: no framelab binary at {binary} (build it with 'swift build', or give its path)")

    if args.workdir:
        root = os.path.abspath(args.workdir); os.makedirs(root, exist_ok=True); temporary = False
    else:
        root = tempfile.mkdtemp(prefix="framelab-real-apps-"); temporary = True

    results = []
    try:
        for app in apps:
            directory, files = prepare(app, mirrors[app["repo"]], root, with_sources=not args.without_sources)
            if args.dry_run:
                print(f"{directory}: {len(files)} .swift files from {', '.join(app['swift'])}; "
                      f"{len(app['views'])} scenario files in Layouts/")
                continue
            print(f"{app['name']}: building {len(app['views'])} views from {len(files)} .swift files…", flush=True)
            views, unattributed, runs = measure(app, directory, files, binary, args.timeout, args.isolate)
            for run in runs:
                if run["timed_out"]:
                    print(f"  the build{' of ' + run['slug'] if run['slug'] else ''} took longer than {args.timeout} s", flush=True)
                elif run["slug"] is None and run["stdout"]:
                    print("  " + run["stdout"].splitlines()[-1], flush=True)
            results.append((app, views, unattributed, runs))
        if args.dry_run:
            print(f"\nDry run: nothing was built. framelab.yml and Layouts/ are in each folder above; "
                  f"'cd <folder> && framelab build --output Out' builds one app.")
            return
        rows, top = summarise(results)
        print_report(results, rows, top)
        if args.write:
            write_markdown(results, rows, top, binary, args.isolate)
        if args.json:
            with open(args.json, "w", encoding="utf-8") as out:
                json.dump([{"repo": app["repo"], "commit": app["commit"], "unattributed": unattributed,
                            "views": [{"slug": slug, "view": r["view"]["view"], "file": r["view"]["file"],
                                       "scenario": r["view"]["scenario"], "status": r["status"],
                                       "errors": r["errors"], "warnings": r["warnings"]} for slug, r in views.items()]}
                           for app, views, unattributed, _ in results], out, indent=2, ensure_ascii=False)
    finally:
        if temporary and not args.dry_run and not args.keep:
            shutil.rmtree(root, ignore_errors=True)
        elif not args.dry_run and (args.keep or not temporary):
            print(f"The builds are in {root}.")


if __name__ == "__main__":
    main()
