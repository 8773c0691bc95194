// FrameLab's detail pages, copied to assets/player.js: the negotiation player and the figure/table
// highlighting. Each page carries its nodes and steps in <script type="application/json" id="negotiation-data">.
// Everything is drawn over the figure's <img> in an SVG of the same viewBox, in canvas points (the data
// gives the canvas group's translation). Without this script the page is complete, just not interactive.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("negotiation-data").textContent);
  var NS = "http://www.w3.org/2000/svg";
  var frameBox = document.getElementById("figure-frame");
  var player = document.getElementById("player");
  var count = document.getElementById("step-count");
  var stepText = document.getElementById("step-text");
  var selection = document.getElementById("selection");
  var steps = data.steps, nodes = data.nodes, fig = data.figure;
  var rows = nodes.map(function (n, i) { return document.getElementById("node-" + i); });
  var current = -1, selected = null;

  var overlay = document.createElementNS(NS, "svg");
  overlay.setAttribute("class", "figure-overlay");
  overlay.setAttribute("viewBox", "0 0 " + fig.width + " " + fig.height);
  overlay.setAttribute("preserveAspectRatio", "none");
  overlay.setAttribute("aria-hidden", "true");
  var layer = document.createElementNS(NS, "g");
  layer.setAttribute("transform", "translate(" + fig.x + " " + fig.y + ")");
  overlay.appendChild(layer);
  frameBox.appendChild(overlay);
  player.removeAttribute("hidden");

  function element(name, attributes, text) {
    var e = document.createElementNS(NS, name);
    Object.keys(attributes).forEach(function (k) { e.setAttribute(k, attributes[k]); });
    if (text !== undefined) { e.textContent = text; }
    layer.appendChild(e);
    return e;
  }
  function box(x, y, w, h, cls, node) {
    return element("rect", { x: x, y: y, width: Math.max(w, 0.5), height: Math.max(h, 0.5), "class": cls, "data-node": node });
  }
  function tag(x, y, text, cls) {
    // Above the box when there is room in the figure, else just inside its top edge.
    var top = y - 5 + fig.y < 12 ? y + 13 : y - 5;
    return element("text", { x: x + 2, y: top, "class": "tag " + cls }, text);
  }
  function length(v) { return v === null ? "nil" : (typeof v === "string" ? v : String(v)); }
  // A proposed length drawn from the node's leading edge: nil → the node's own size (the child chose it),
  // unbounded → to the figure's edge.
  function proposedLength(v, size, room) { return v === null ? size : (typeof v === "string" ? room : v); }

  function drawStep(step) {
    var n = nodes[step.node], f = n.frame;
    if (step.parent !== null) {
      var p = nodes[step.parent].frame;
      box(p[0], p[1], p[2], p[3], "parent", step.parent);
    }
    var left = data.rtl ? f[0] + f[2] : f[0];
    if (step.kind === "propose") {
      var roomX = data.rtl ? left + fig.x : fig.width - fig.x - left, roomY = fig.height - fig.y - f[1];
      var w = proposedLength(n.proposal[0], n.size[0], roomX), h = proposedLength(n.proposal[1], n.size[1], roomY);
      box(data.rtl ? left - w : left, f[1], w, h, "proposal", step.node);
      tag(data.rtl ? left - w : left, f[1], "proposed " + length(n.proposal[0]) + "×" + length(n.proposal[1]), "proposal");
    } else if (step.kind === "answer") {
      box(data.rtl ? left - n.size[0] : left, f[1], n.size[0], n.size[1], "answer", step.node);
      tag(data.rtl ? left - n.size[0] : left, f[1], "answers " + n.size[0] + "×" + n.size[1], "answer");
    } else {
      box(f[0], f[1], f[2], f[3], "placed", step.node);
      element("circle", { cx: left, cy: f[1], r: 3, "class": "placed" });
      tag(f[0], f[1], "at (" + f[0] + ", " + f[1] + ")", "placed");
    }
  }

  function render() {
    while (layer.firstChild) { layer.removeChild(layer.firstChild); }
    rows.forEach(function (r) { if (r) { r.classList.remove("current", "involved", "selected"); } });
    if (current >= 0) {
      var step = steps[current];
      drawStep(step);
      if (rows[step.node]) { rows[step.node].classList.add("current"); }
      if (step.parent !== null && rows[step.parent]) { rows[step.parent].classList.add("involved"); }
      count.textContent = "Step " + (current + 1) + " of " + steps.length + " · " + step.kind;
      stepText.textContent = step.text;
    } else {
      count.textContent = steps.length + " steps";
      stepText.textContent = "Press Next or → to watch the layout being negotiated.";
    }
    if (selected !== null) {
      var f = nodes[selected].frame;
      box(f[0], f[1], f[2], f[3], "selected", selected);
      if (rows[selected]) { rows[selected].classList.add("selected"); }
      selection.textContent = "Selected: " + nodes[selected].label + " — frame (" + f.join(", ") + ")";
    } else {
      selection.textContent = "";
    }
  }
  function go(index) {
    current = Math.max(-1, Math.min(steps.length - 1, index));
    render();
  }
  function select(index) {
    selected = selected === index ? null : index;
    render();
  }

  document.getElementById("step-first").addEventListener("click", function () { go(-1); });
  document.getElementById("step-prev").addEventListener("click", function () { go(current - 1); });
  document.getElementById("step-next").addEventListener("click", function () { go(current + 1); });
  document.getElementById("step-last").addEventListener("click", function () { go(steps.length - 1); });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) { return; }
    var t = e.target;
    // Keys stay with fields and code; the node table's scroller keeps its arrows (a focused row does not).
    if (t && t.closest && t.closest("input, textarea, select, pre")) { return; }
    if (t && t.classList && t.classList.contains("table-scroll")) { return; }
    if (e.key === "ArrowRight") { go(current + 1); } else if (e.key === "ArrowLeft") { go(current - 1); }
    else if (e.key === "Home") { go(-1); } else if (e.key === "End") { go(steps.length - 1); }
    else if ((e.key === "Enter" || e.key === " ") && t && t.tagName === "TR" && rows.indexOf(t) >= 0) { select(rows.indexOf(t)); }
    else { return; }
    e.preventDefault();
  });
  rows.forEach(function (r, i) {
    if (r) { r.addEventListener("click", function (e) { if (!e.target.closest("a")) { select(i); } }); }
  });
  // A click on the figure selects the smallest frame under the pointer (the deepest view on a tie).
  frameBox.addEventListener("click", function (e) {
    var r = frameBox.getBoundingClientRect();
    var x = (e.clientX - r.left) * fig.width / r.width - fig.x, y = (e.clientY - r.top) * fig.height / r.height - fig.y;
    var best = null, bestArea = Infinity;
    nodes.forEach(function (n, i) {
      var f = n.frame, area = f[2] * f[3];
      if (x >= f[0] && x <= f[0] + f[2] && y >= f[1] && y <= f[1] + f[3] && area <= bestArea) { best = i; bestArea = area; }
    });
    if (best !== null) { select(best); }
  });
  render();
})();
