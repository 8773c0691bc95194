#!/usr/bin/env python3
"""Issue 14: pages built from scenarios written by a hostile contributor run none of their script.

Every free-text string a scenario can put on a page (file title and summary, caption, Text contents, the
file name itself; ids and view names are restricted to letters, digits and '-') carries payloads that, if they ever ran, would mark the page:
`<script>`, an `onerror=` handler, `</style>` and `]]>` breaking out of a style or CDATA block, a
`javascript:` link, and Mustache delimiters that a second rendering pass would expand. The script
builds them with FRAMELAB, opens every page in headless Chromium with --dump-dom and fails if any page
was marked (the marker is an attribute that only running script can add to <html>), or if the build
did not write every page.

Usage: hostile_pages_in_chromium.py FRAMELAB WORK_DIR
"""
import re
import subprocess
import sys
from pathlib import Path

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=2000"]
MARK = "document.documentElement.setAttribute('data-pwned', 'yes')"
PAYLOADS = [
    f"<script>{MARK}</script>",
    f"<img src=x onerror=\"{MARK}\">",
    f"</style><script>{MARK}</script>",
    f"]]><script>{MARK}</script>",
    f"<a href=\"javascript:{MARK}\">x</a>",
    f"{{{{{{pageTitle}}}}}}{{{{#root}}}}<script>{MARK}</script>{{{{/root}}}}",
    f"<svg onload=\"{MARK}\"/>",
]


def yaml_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift_string(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def scenario_file():
    everything = " ".join(PAYLOADS)
    lines = [f"title: {yaml_string('Hostile ' + everything)}",
             f"summary: {yaml_string(everything)}",
             "scenarios:"]
    for index, payload in enumerate(PAYLOADS):
        lines += [f"  - id: text-{index}",
                  f"    caption: {yaml_string(payload)}",
                  "    view: |",
                  f"      VStack {{ Text(\"{swift_string(payload)}\"); Text(\"b\").id(\"b\") }}"]
    lines += ["  - id: constraints",
              f"    caption: {yaml_string(everything)}",
              "    views: {a: {}}",
              "    constraints: |",
              "      a.leading == container.leading + 10",
              "      a.width == 40",
              "      a.top == container.top",
              "      a.height == 20"]
    return "\n".join(lines) + "\n"


def main():
    framelab, work = sys.argv[1], Path(sys.argv[2])
    scenarios = work / "hostile-scenarios"
    scenarios.mkdir(parents=True, exist_ok=True)
    # The file name carries what a file system allows (no "/").
    (scenarios / "x<script>onerror=&amp;{{t}}.yaml").write_text(scenario_file())
    out = work / "hostile-out"
    build = subprocess.run([framelab, "build", str(scenarios), "--output", str(out)], capture_output=True, text=True)
    print(build.stdout.strip())
    assert build.returncode in (0, 1), f"framelab build failed ({build.returncode}): {build.stderr}"
    assert "0 errors" in build.stdout, build.stderr
    pages = sorted(p for p in out.rglob("*.html") if "docs/swiftui" not in str(p))
    assert len(pages) == len(PAYLOADS) + 2, f"expected {len(PAYLOADS) + 2} pages, got {[str(p) for p in pages]}"
    for page in pages:
        dom = subprocess.run(CHROMIUM + ["--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=120).stdout
        assert "<body" in dom, f"{page}: Chromium rendered nothing"
        opening = re.search(r"<html[^>]*>", dom).group(0)
        assert "data-pwned" not in opening, f"{page}: a payload ran ({opening})"
        assert "<script>document.documentElement" not in dom, f"{page}: a payload became a script element"
    print(f"{len(pages)} pages with {len(PAYLOADS)} payloads in every field: no script from them ran")


if __name__ == "__main__":
    main()
