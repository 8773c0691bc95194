#!/usr/bin/env python3
"""Browser test of the reference site, run by .ci/run: headless Chromium opens Output/index.html from
file:// and takes a screenshot that must not be blank; a --dump-dom of index.html#q=QUERY must leave
exactly the figures matching QUERY without the `hidden` attribute; a detail page must render too.

Usage: site_in_chromium.py OUTPUT_DIR WORK_DIR
"""
import re
import struct
import subprocess
import sys
import zlib
from pathlib import Path

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]


def run(args, timeout=120):
    return subprocess.run(CHROMIUM + args, capture_output=True, text=True, timeout=timeout)


def png_pixels(path):
    """Decodes an 8-bit RGB(A) PNG (what Chromium writes) into rows of (r, g, b) tuples."""
    data = Path(path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    pos, chunks, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color in (2, 6), f"unexpected PNG format {depth}/{color}"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            chunks += body
        pos += 12 + length
    raw = zlib.decompress(chunks)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        prev = line
    return rows


def assert_not_blank(png, what):
    rows = png_pixels(png)
    colors = {px for row in rows[::7] for px in row[::7]}
    assert len(colors) > 8, f"{what}: the screenshot looks blank ({len(colors)} colours)"
    print(f"ok: {what} screenshot has {len(colors)} sampled colours")


def screenshot(url, png, size="1280,900"):
    result = run([f"--window-size={size}", f"--screenshot={png}", url])
    assert Path(png).exists(), f"no screenshot of {url}: {result.stderr[-500:]}"


def main(output, work):
    output, work = Path(output).resolve(), Path(work).resolve()
    index = output / "index.html"
    assert index.exists(), f"{index} is missing"

    screenshot(index.as_uri(), work / "index.png")
    assert_not_blank(work / "index.png", "index.html")

    # The filter: pick a query that matches some figures but not all.
    html = index.read_text(encoding="utf-8")
    query = "contradictory"
    dom = run(["--virtual-time-budget=3000", "--dump-dom", index.as_uri() + "#q=" + query]).stdout
    figures = re.findall(r"<figure\b([^>]*)>(.*?)</figure>", dom, re.S)
    assert figures, "no <figure> in the dumped DOM"
    # The `hidden` attribute itself, not the word in an id or a caption ("hidden-arranged-view").
    is_hidden = re.compile(r'(?:^|\s)hidden(?:\s|=|$)')
    shown = [(a, body) for a, body in figures if not is_hidden.search(a)]
    hidden = [(a, body) for a, body in figures if is_hidden.search(a)]
    assert shown and hidden, f"the filter did nothing: {len(shown)} shown, {len(hidden)} hidden"
    for attributes, body in shown:
        text = (attributes + body).lower()
        assert query in text, f"a figure without '{query}' stayed visible: {attributes[:200]}"
    for attributes, body in hidden:
        assert query not in re.sub(r"<[^>]+>", " ", body).lower(), f"a matching figure was hidden: {attributes[:200]}"
    # Without script nothing is hidden in the page as written.
    assert not any(is_hidden.search(a) for a in re.findall(r"<figure\b([^>]*)>", html)), "figures are hidden without script"
    print(f"ok: #q={query} leaves {len(shown)} of {len(figures)} figures visible, all matching")

    # A detail page: the first figure's link.
    link = re.search(r'<figure\b[^>]*>.*?<a\b[^>]*href="([^"#]+\.html)"', html, re.S)
    assert link, "no detail-page link in a figure"
    detail = (output / link.group(1)).resolve()
    assert detail.exists(), f"{detail} is missing"
    screenshot(detail.as_uri(), work / "detail.png")
    assert_not_blank(work / "detail.png", link.group(1))
    # SwiftUI beside Auto Layout: linked from the index, one figure on one ruler, the sentence that explains it.
    comparisons = sorted(set(re.findall(r'href="(orderings/swiftui-vs-autolayout-width/[^"#]+\.html)"', html)))
    assert len(comparisons) == 75, f"the index links {len(comparisons)} side-by-side pages, not 75"
    page = comparisons[0]
    dom = run(["--virtual-time-budget=2000", "--dump-dom", (output / page).as_uri()]).stdout
    assert re.search(r'<img\b[^>]*src="[^"]*\.svg"', dom), f"{page}: no figure"
    assert "SwiftUI gives" in dom or "Both are" in dom, f"{page}: no sentence comparing the two engines"
    screenshot((output / page).as_uri(), work / "comparison.png")
    assert_not_blank(work / "comparison.png", page)
    figure = output / page.replace(".html", ".svg")
    screenshot(figure.as_uri(), work / "comparison-figure.png", size="440,700")
    assert_not_blank(work / "comparison-figure.png", figure.name)
    screenshot(index.as_uri(), work / "index-phone.png", size="390,844")
    assert_not_blank(work / "index-phone.png", "index.html at phone width")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
