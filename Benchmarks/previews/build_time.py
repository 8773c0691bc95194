#!/usr/bin/env python3
"""Issue 30's target: 300 previews in 100 .swift files build in under 3× the time of 300 equivalent YAML scenarios.

Generates two trees in a temporary folder:
- `app/`: 100 .swift files, each a view (a card: a title, a subtitle, a tag row, padding, a background) and three
  previews of it: one on the default device, one size-that-fits, one in a fixed layout;
- `yaml/`: 100 scenario files with the same 300 views written out in `view:` (the card's body inlined, as a user
  had to before), each on the same canvas and safe area as its preview.
Then builds each (`framelab build … --force` into a fresh output folder), alternating A B A B …, and prints each one's
median wall time and the ratio previews / YAML, measured in the same run.

    python3 Benchmarks/previews/build_time.py [FRAMELAB] [--runs 5]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

FILES = 100

SWIFT = """import SwiftUI

struct Card{n}: View {{
    let title: String
    var tags: [String] = ["quick", "vegan"]

    var body: some View {{
        VStack(alignment: .leading, spacing: 6) {{
            Text(title).font(.headline)
            Text("Subtitle {n}").font(.caption)
            HStack(spacing: 4) {{
                ForEach(tags, id: \\.self) {{ tag in
                    Text(tag).padding(.horizontal, 8).background(Capsule().fill(Color.yellow))
                }}
            }}
        }}
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray))
    }}
}}

#Preview("Card {n}") {{
    Card{n}(title: "Card number {n}").padding()
}}

#Preview("Card {n}, fits", traits: .sizeThatFitsLayout) {{
    Card{n}(title: "Fits {n}")
}}

#Preview("Card {n}, fixed", traits: .fixedLayout(width: 320, height: 200)) {{
    Card{n}(title: "Fixed {n}")
}}
"""

BODY = """VStack(alignment: .leading, spacing: 6) {{
          Text("{title}").font(.headline)
          Text("Subtitle {n}").font(.caption)
          HStack(spacing: 4) {{
            ForEach(["quick", "vegan"], id: \\.self) {{ tag in
              Text(tag).padding(.horizontal, 8).background(Capsule().fill(Color.yellow))
            }}
          }}
        }}
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray))"""

YAML = """title: "Card {n}"
scenarios:
  - id: card-{n}
    settings: {{canvas: {{width: 393, height: 852}}, safeArea: {{top: 59, bottom: 34}}, displayScale: 3}}
    view: |
      {body1}
        .padding()
  - id: card-{n}-fits
    settings: {{canvas: {{width: 393, height: 852}}, displayScale: 3}}
    view: |
      {body2}
  - id: card-{n}-fixed
    settings: {{canvas: {{width: 320, height: 200}}, displayScale: 3}}
    view: |
      {body3}
"""


def generate(root):
    app, yaml = os.path.join(root, "app"), os.path.join(root, "yaml")
    os.makedirs(app)
    os.makedirs(yaml)
    for n in range(FILES):
        with open(os.path.join(app, f"Card{n}.swift"), "w") as f:
            f.write(SWIFT.format(n=n))
        with open(os.path.join(yaml, f"card{n}.yaml"), "w") as f:
            f.write(YAML.format(n=n, body1=BODY.format(n=n, title=f"Card number {n}"),
                                body2=BODY.format(n=n, title=f"Fits {n}"), body3=BODY.format(n=n, title=f"Fixed {n}")))
    return app, yaml


def build(binary, folder, root, output):
    shutil.rmtree(output, ignore_errors=True)
    start = time.perf_counter()
    result = subprocess.run([binary, "build", folder, "--output", output, "--force"], cwd=root, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"build of {folder} failed:\n{result.stdout[-1500:]}\n{result.stderr[-1500:]}")
    if "Built 300 scenarios" not in result.stdout:
        raise SystemExit(f"build of {folder} did not build 300 scenarios: {result.stdout.strip()}")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("framelab", nargs="?", default=os.path.join(os.path.dirname(__file__), "..", "..", ".build", "debug", "framelab"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    binary = os.path.abspath(args.framelab)
    root = tempfile.mkdtemp(prefix="framelab-preview-time-")
    try:
        app, yaml = generate(root)
        build(binary, "app", root, os.path.join(root, "warm-a"))
        build(binary, "yaml", root, os.path.join(root, "warm-b"))
        previews, scenarios = [], []
        for _ in range(args.runs):
            previews.append(build(binary, "app", root, os.path.join(root, "out-a")))
            scenarios.append(build(binary, "yaml", root, os.path.join(root, "out-b")))
        p, s = statistics.median(previews), statistics.median(scenarios)
        print(f"300 previews in 100 .swift files: median {p:.2f} s ({', '.join(f'{x:.2f}' for x in previews)})")
        print(f"300 YAML scenarios in 100 files:  median {s:.2f} s ({', '.join(f'{x:.2f}' for x in scenarios)})")
        print(f"ratio previews / YAML: {p / s:.2f} (target < 3)")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
