#!/usr/bin/env python3
"""Writes N synthetic scenarios for FrameLab and the equivalent Hugo site, for Benchmarks/scale/run.py.

    generate.py N DIR [--text]

DIR/framelab/: framelab.yml and Scenarios/, files of 100 scenarios each; every scenario is one flexible
frame in a VStack (seed 003's experiment), its numbers varied so that no two figures are alike.
DIR/hugo/: a Hugo site with one Markdown page per scenario (the same caption and Swift source) and a
list page per file, so that both tools publish one page per scenario plus an index.
--text adds a wrapped Text to every scenario (the text models' comparison, text_models.py).
The same N always gives the same files.
"""
import os
import sys

PER_FILE = 100


def scenario(n, text=False):
    low = 20 + n % 97
    high = low + 10 + (n * 7) % 131
    parent = 10 + (n * 13) % 300
    width = min(max(parent, low), high)
    label = [f"    Text(\"Scenario {n}: a flexible frame from {low} to {high} points in a parent of {parent}\")"] if text else []
    return {
        "id": f"s{n:06d}",
        "caption": f"scenario {n}: minWidth {low}, maxWidth {high}, parent {parent}",
        "view": [
            "VStack(alignment: .leading, spacing: 10) {",
            *label,
            f"    Rectangle().frame(minWidth: {low}, maxWidth: {high}).id(\"subject\")",
            "}",
            f".frame(width: {parent})",
        ],
        "width": width,
    }


def framelab_file(index, numbers, text=False):
    lines = [
        f'title: "Synthetic file {index}"',
        "settings: {canvas: {width: 400, height: 120}}",
        "scenarios:",
    ]
    for n in numbers:
        s = scenario(n, text)
        lines += [f"  - id: {s['id']}", f"    caption: \"{s['caption']}\"", "    view: |"]
        lines += [f"      {line}" for line in s["view"]]
        lines += ["    expect:", f"      subject: {{width: {s['width']}}}"]
    return "\n".join(lines) + "\n"


def hugo_page(index, n):
    s = scenario(n)
    body = "\n".join(s["view"])
    return (f'---\ntitle: "{s["id"]}"\nfile: "file-{index:04d}"\n---\n\n{s["caption"]}\n\n'
            f"```swift\n{body}\n```\n\nThe subject is {s['width']} points wide.\n")


HUGO_CONFIG = 'baseURL = "https://example.com/"\ntitle = "Synthetic"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n'
HUGO_LAYOUTS = {
    "_default/baseof.html": '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>'
                            '<link rel="stylesheet" href="/site.css"></head>\n<body>{{ block "main" . }}{{ end }}</body></html>\n',
    "_default/single.html": '{{ define "main" }}<main><h1>{{ .Title }}</h1>{{ .Content }}'
                            '<nav>{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">prev</a>{{ end }}'
                            '{{ with .NextInSection }}<a href="{{ .RelPermalink }}">next</a>{{ end }}</nav></main>{{ end }}\n',
    "_default/list.html": '{{ define "main" }}<main><h1>{{ .Title }}</h1><ul>{{ range .Pages }}'
                          '<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main>{{ end }}\n',
    "index.html": '{{ define "main" }}<main><h1>{{ .Site.Title }}</h1><ul>{{ range .Site.RegularPages }}'
                  '<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Params.file }}</li>{{ end }}</ul></main>{{ end }}\n',
}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def main():
    arguments = [a for a in sys.argv[1:] if a != "--text"]
    if len(arguments) != 2:
        sys.exit(__doc__)
    count, root, text = int(arguments[0]), arguments[1], "--text" in sys.argv
    write(f"{root}/framelab/framelab.yml", "scenarios: [Scenarios]\noutput: Output\n")
    for index, start in enumerate(range(0, count, PER_FILE)):
        numbers = range(start, min(count, start + PER_FILE))
        write(f"{root}/framelab/Scenarios/file-{index:04d}.yaml", framelab_file(index, numbers, text))
        for n in numbers:
            write(f"{root}/hugo/content/file-{index:04d}/s{n:06d}.md", hugo_page(index, n))
        write(f"{root}/hugo/content/file-{index:04d}/_index.md", f'---\ntitle: "Synthetic file {index}"\n---\n')
    write(f"{root}/hugo/config.toml", HUGO_CONFIG)
    write(f"{root}/hugo/static/site.css", "body { font-family: sans-serif; }\n")
    for name, text in HUGO_LAYOUTS.items():
        write(f"{root}/hugo/layouts/{name}", text)


if __name__ == "__main__":
    main()
