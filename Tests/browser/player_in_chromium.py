#!/usr/bin/env python3
"""Browser test of a detail page's negotiation player, run by .ci/run: headless Chromium, driven over the
DevTools protocol on a pipe (--remote-debugging-pipe: no port, no extra package), opens a detail page
from file:// and uses it as a reader would, with real mouse clicks and key presses:

- clicking a row of the node table highlights that node in the figure (an overlay box on its frame);
- clicking inside the figure selects the smallest view under the pointer, and its row;
- Enter on a focused row selects it;
- → (also with a row focused) and the Next button walk the trace: each step changes the highlighted node and
  the shown proposal.

Usage: player_in_chromium.py OUTPUT_DIR WORK_DIR [PAGE]   (PAGE relative to OUTPUT_DIR)
"""
import base64
import json
import os
import subprocess
import sys
import time
from pathlib import Path

DEFAULT_PAGE = "seeds/003-min-max-text/adjacent-parent-150-min-100-max-250.html"


class Chromium:
    """One headless Chromium and one page, spoken to in NUL-separated JSON over fds 3 (in) and 4 (out)."""

    def __init__(self, size="1280,900"):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def give_pipes():
            # Through high numbers first, so neither end is overwritten; dup2 leaves a same-number copy
            # close-on-exec, so 3 and 4 are made inheritable explicitly.
            read_end, write_end = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.proc = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", f"--window-size={size}", "about:blank"],
            preexec_fn=give_pipes, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)

    def close(self):
        self.proc.kill()
        self.proc.wait()

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self.from_chrome, 65536)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=False, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for_event(self, method, timeout=60):
        deadline = time.time() + timeout
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._read_message(deadline))

    def open(self, url):
        self.events.clear()
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_for_event("Page.loadEventFired")

    def js(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent",
                      {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}, session=True)

    def press(self, key, code):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent",
                      {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": code_number(code)}, session=True)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        Path(path).write_bytes(base64.b64decode(data))


def code_number(code):
    return {"ArrowRight": 39, "ArrowLeft": 37, "Home": 36, "End": 35, "Enter": 13}[code]


def centre_of(browser, selector):
    """Scrolls the element into the middle of the viewport and returns its centre in viewport pixels."""
    box = browser.js(f"""(function () {{
        var e = document.querySelector({json.dumps(selector)});
        e.scrollIntoView({{block: "center"}});
        var r = e.getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2];
    }})()""")
    assert box is not None, f"no element {selector}"
    return box


def overlay_state(browser):
    return browser.js("""(function () {
        function nodes(cls) {
            return Array.prototype.map.call(document.querySelectorAll(".figure-overlay rect." + cls),
                                            function (r) { return r.getAttribute("data-node"); });
        }
        var tags = Array.prototype.map.call(document.querySelectorAll(".figure-overlay text.tag"), function (t) { return t.textContent; });
        var rows = Array.prototype.map.call(document.querySelectorAll("tr.selected"), function (r) { return r.id; });
        return {selected: nodes("selected"), proposal: nodes("proposal"), answer: nodes("answer"), placed: nodes("placed"),
                tags: tags, selectedRows: rows, text: document.getElementById("step-text").textContent,
                count: document.getElementById("step-count").textContent};
    })()""")


def main(output, work, page=DEFAULT_PAGE):
    output, work = Path(output).resolve(), Path(work).resolve()
    detail = output / page
    assert detail.exists(), f"{detail} is missing"
    browser = Chromium()
    try:
        browser.open(detail.as_uri())
        data = browser.js('JSON.parse(document.getElementById("negotiation-data").textContent)')
        nodes, steps = data["nodes"], data["steps"]
        assert len(nodes) >= 3 and len(steps) == 3 * len(nodes), f"{len(nodes)} nodes, {len(steps)} steps"
        assert browser.js('document.getElementById("player").hidden') is False, "the player is still hidden"

        # 1. A click on a row of the node table highlights that node's frame in the figure.
        row = 2
        browser.click(*centre_of(browser, f"#node-{row}"))
        state = overlay_state(browser)
        assert state["selected"] == [str(row)], f"row {row} clicked, figure highlights {state['selected']}"
        assert state["selectedRows"] == [f"node-{row}"], state["selectedRows"]
        box = browser.js('(function () { var r = document.querySelector(".figure-overlay rect.selected");'
                         ' return ["x", "y", "width", "height"].map(function (k) { return Number(r.getAttribute(k)); }); })()')
        assert box == nodes[row]["frame"], f"highlight {box} is not the node's frame {nodes[row]['frame']}"
        print(f"ok: clicking row node-{row} highlights {nodes[row]['label']} at {box} in the figure")

        # 2. A click inside the figure selects the smallest view under the pointer, and its row.
        leaf = min(range(len(nodes)), key=lambda i: (nodes[i]["frame"][2] * nodes[i]["frame"][3], -i))
        fx, fy, fw, fh = nodes[leaf]["frame"]
        point = browser.js(f"""(function () {{
            var d = JSON.parse(document.getElementById("negotiation-data").textContent);
            var img = document.querySelector("#figure-frame img");
            img.scrollIntoView({{block: "center"}});
            var r = img.getBoundingClientRect(), s = r.width / d.figure.width;
            return [r.left + (d.figure.x + {fx} + {fw} / 2) * s, r.top + (d.figure.y + {fy} + {fh} / 2) * s];
        }})()""")
        browser.click(*point)
        state = overlay_state(browser)
        assert state["selected"] == [str(leaf)], f"clicked {nodes[leaf]['label']}'s frame, selected {state['selected']}"
        assert state["selectedRows"] == [f"node-{leaf}"], state["selectedRows"]
        print(f"ok: clicking the figure at {nodes[leaf]['label']} selects it and its row")

        # 3. A focused row: Enter selects it, and the arrow keys still step (focus stays in the table).
        browser.js('document.getElementById("node-1").focus()')
        browser.press("Enter", "Enter")
        assert overlay_state(browser)["selected"] == ["1"], "Enter on a focused row does not select it"
        print("ok: Enter on a focused row selects it")

        # 4. The player: → twice, then the Next button; each step moves the highlight and the proposal shown.
        browser.press("ArrowRight", "ArrowRight")
        first = overlay_state(browser)
        assert first["proposal"] == [str(steps[0]["node"])], first
        assert first["text"] == steps[0]["text"] and first["count"].startswith("Step 1 of"), first
        browser.press("ArrowRight", "ArrowRight")
        second = overlay_state(browser)
        assert second["proposal"] == [str(steps[1]["node"])] and second["proposal"] != first["proposal"], second
        assert second["tags"] != first["tags"] or steps[0]["node"] != steps[1]["node"], (first["tags"], second["tags"])
        proposal = nodes[steps[1]["node"]]["proposal"]
        expected = "proposed " + "×".join("nil" if v is None else str(v) for v in proposal)
        assert expected in second["tags"], f"step 2 shows {second['tags']}, expected {expected!r}"
        print(f"ok: → steps from {nodes[steps[0]['node']]['label']} to {nodes[steps[1]['node']]['label']} ({expected})")
        browser.click(*centre_of(browser, "#step-next"))
        third = overlay_state(browser)
        assert third["count"].startswith("Step 3 of"), third["count"]
        assert third["text"] == steps[2]["text"], third["text"]
        browser.screenshot(work / "player-step-3.png")
        browser.press("End", "End")
        last = overlay_state(browser)
        assert last["placed"] == [str(steps[-1]["node"])] and last["count"].startswith(f"Step {len(steps)} of"), last
        browser.press("ArrowLeft", "ArrowLeft")
        assert overlay_state(browser)["count"].startswith(f"Step {len(steps) - 1} of")
        print(f"ok: Next, End and ← walk all {len(steps)} steps; screenshot {work / 'player-step-3.png'}")
    finally:
        browser.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
