/// The report page's only script; the Content-Security-Policy allows it by its SHA-256 hash.
/// It reads the run from the page's JSON data block and builds the viewer with DOM calls only:
/// every string from the data goes in through `textContent` or as a URL the report percent-encoded,
/// never through `innerHTML`, and styles are set through the CSSOM, never as attributes.
enum ReportScript {
  static let source = #"""

    "use strict";
    (function () {
      var MODES = [["side", "Side by side"], ["slider", "Slider"], ["onion", "Onion skin"], ["blink", "Blink"], ["diff", "Diff"]];
      var ZOOMS = [0.25, 0.5, 1, 2, 4, 8, 16, 32];
      var STATUSES = ["failed", "new", "removed", "passed"];
      var state = { filter: "all", query: "", index: -1, frame: 0, mode: "side", zoom: "fit", boxes: true,
                    split: 50, opacity: 50, blinkShowsActual: false, blinkTimer: 0 };
      var data, goldens, visible = [];

      function el(tag, attrs, children) {
        var e = document.createElement(tag);
        if (attrs) for (var k in attrs) {
          if (k === "text") e.textContent = attrs[k];
          else if (k === "class") e.className = attrs[k];
          else e.setAttribute(k, attrs[k]);
        }
        (children || []).forEach(function (c) { if (c) e.appendChild(c); });
        return e;
      }
      function badge(status) { return el("span", { "class": "badge " + status, text: status }); }

      try {
        data = JSON.parse(document.getElementById("plumb-report-data").textContent);
      } catch (err) {
        console.error("plumb report: the data block is not valid JSON: " + err);
        document.body.appendChild(el("p", { text: "This report's data could not be read." }));
        return;
      }
      goldens = data.goldens || [];

      // Shell: header (title, counts as filters, search, keys), list, viewer.
      var counts = { all: goldens.length };
      STATUSES.forEach(function (s) { counts[s] = goldens.filter(function (g) { return g.status === s; }).length; });
      var filters = el("div", { "class": "filters", role: "group", "aria-label": "Filter by status" });
      ["all"].concat(STATUSES).forEach(function (s) {
        var b = el("button", { "class": "filter", "data-status": s, "aria-pressed": String(s === "all"),
                               text: (s === "all" ? "All" : s[0].toUpperCase() + s.slice(1)) + " " + counts[s] });
        b.addEventListener("click", function () { setFilter(s); });
        filters.appendChild(b);
      });
      var search = el("input", { type: "search", id: "search", placeholder: "Search by name  ( / )", "aria-label": "Search by name" });
      search.addEventListener("input", function () { state.query = search.value.trim().toLowerCase(); refreshList(true); });
      var keys = el("span", { "class": "keys" });
      [["j", "next"], ["k", "previous"], ["1–5", "mode"], ["+ − 0", "zoom"], ["b", "boxes"], ["[ ]", "frame"]].forEach(function (p) {
        keys.appendChild(el("kbd", { text: p[0] })); keys.appendChild(document.createTextNode(" " + p[1] + "  "));
      });
      document.body.appendChild(el("header", null, [el("h1", { text: data.title || "Plumbline golden report" }), filters, search, keys]));
      var list = el("ol", { id: "list", role: "listbox", "aria-label": "Goldens" });
      var aside = el("aside", null, [list]);
      if (data.note) aside.appendChild(el("p", { "class": "note", id: "note", text: data.note }));
      var main = el("main", { id: "viewer" });
      document.body.appendChild(aside);
      document.body.appendChild(main);

      function matches(g) {
        return (state.filter === "all" || g.status === state.filter) &&
               (!state.query || g.id.toLowerCase().indexOf(state.query) >= 0);
      }
      function setFilter(s) {
        state.filter = s;
        Array.prototype.forEach.call(filters.children, function (b) { b.setAttribute("aria-pressed", String(b.dataset.status === s)); });
        refreshList(true);
      }
      function refreshList(keepSelection) {
        var selected = goldens[state.index];
        visible = [];
        list.textContent = "";
        goldens.forEach(function (g, i) {
          if (!matches(g)) return;
          visible.push(i);
          var li = el("li", { role: "option", "data-id": g.id, "aria-selected": String(i === state.index) },
                      [badge(g.status), el("span", { "class": "name", text: g.id }),
                       g.frames.length > 1 ? el("span", { "class": "frames", text: g.frames.length + " frames" }) : null]);
          li.addEventListener("click", function () { select(i); });
          list.appendChild(li);
        });
        if (!visible.length) list.appendChild(el("li", { "class": "empty", text: goldens.length ? "No golden matches." : "No goldens in this run." }));
        if (keepSelection && selected && visible.indexOf(state.index) < 0) select(visible.length ? visible[0] : -1);
      }
      // A transition opens on its first frame with the worst verdict (the one to review).
      function worstFrame(g) {
        if (!g) return 0;
        var at = g.frames.map(function (f) { return f.status; }).indexOf(g.status);
        return at < 0 ? 0 : at;
      }
      function select(i, frame) {
        state.index = i;
        state.frame = frame !== undefined ? frame : worstFrame(goldens[i]);
        Array.prototype.forEach.call(list.children, function (li) {
          li.setAttribute("aria-selected", String(goldens[i] !== undefined && li.dataset.id === goldens[i].id));
        });
        var li = list.querySelector("li[aria-selected=true]");
        if (li && li.scrollIntoView) li.scrollIntoView({ block: "nearest" });
        if (goldens[i]) { try { history.replaceState(null, "", "#" + encodeURIComponent(goldens[i].id)); } catch (e) { /* file: pages may refuse */ } }
        render();
      }
      function step(delta) {
        if (!visible.length) return;
        var at = visible.indexOf(state.index);
        var next = at < 0 ? 0 : Math.max(0, Math.min(visible.length - 1, at + delta));
        select(visible[next]);
      }

      // The viewer of the selected golden and frame.
      function render() {
        stopBlink();
        main.textContent = "";
        var g = goldens[state.index];
        if (!g) {
          var failing = counts.failed + counts["new"];
          main.appendChild(goldens.length && !failing ? el("p", { "class": "allclear", text: "Every golden matched." })
                                                      : el("p", { "class": "note", text: goldens.length ? "Select a golden." : "Every golden matched." }));
          return;
        }
        var f = g.frames[state.frame] || g.frames[0];
        main.appendChild(el("h2", null, [badge(f.status), el("span", { id: "golden-name", text: g.id + (f.label ? " · " + f.label : "") })]));
        if (f.layout && f.layout.length) {
          var ul = el("ul", { "class": "layout", id: "layout" });
          f.layout.forEach(function (s) { ul.appendChild(el("li", { text: s })); });
          main.appendChild(ul);
        } else if (f.status === "failed") {
          main.appendChild(el("p", { "class": "layout-none", text: "Layout unchanged: a pixel-only change (colour, text or rendering)." }));
        }
        main.appendChild(facts(f));
        var comparable = !!(f.golden && f.actual && f.status === "failed");
        var mode = comparable ? state.mode : "single";
        main.appendChild(toolbar(f, comparable));
        var stage = el("div", { id: "stage", "data-mode": mode });
        main.appendChild(stage);
        drawStage(stage, f, mode);
        if (g.frames.length > 1) main.appendChild(filmstrip(g));
        if (f.message) main.appendChild(el("details", null, [el("summary", { text: "Full message" }), el("pre", { text: f.message })]));
      }

      function facts(f) {
        var dl = el("dl", { "class": "facts", id: "facts" });
        function row(k, v, warn) { if (v === undefined || v === null || v === "") return; dl.appendChild(el("dt", { text: k })); dl.appendChild(el("dd", { "class": warn ? "warn" : "", text: String(v) })); }
        function size(s) { return s ? s[0] + " × " + s[1] + " px" : null; }
        if (f.differentPixels !== undefined && f.status === "failed") {
          var pct = f.totalPixels ? (f.differentPixels * 100 / f.totalPixels).toFixed(3) + "%" : "";
          row("Pixels differing", f.differentPixels + (pct ? " (" + pct + ")" : "") +
              (f.largestDelta !== undefined ? ", largest colour distance " + f.largestDelta.toFixed(4) : ""));
        }
        if (f.loosestPassingThreshold !== undefined) row("Would pass at", "threshold ≥ " + f.loosestPassingThreshold.toFixed(4));
        if (f.regions && f.regions.length) row("Changed regions", f.regions.length + (f.regionsOmitted ? " (+" + f.regionsOmitted + " not boxed)" : ""));
        row("Golden size", size(f.goldenSize));
        if (f.status !== "passed") row("Actual size", size(f.actualSize));
        row("Size changed", f.sizeMismatch, true);
        row(f.status === "passed" ? "Renderer" : "Golden renderer", f.goldenRenderer, f.renderer && f.goldenRenderer && f.renderer !== f.goldenRenderer);
        if (f.status !== "passed") row("This run's renderer", f.renderer);
        return dl;
      }

      function toolbar(f, comparable) {
        var bar = el("div", { "class": "toolbar" });
        var modes = el("div", { "class": "group", role: "group", "aria-label": "Viewer mode" });
        MODES.forEach(function (m, i) {
          var b = el("button", { "class": "mode", "data-mode": m[0], "aria-pressed": String(comparable && state.mode === m[0]),
                                 title: m[1] + " (" + (i + 1) + ")", text: m[1] });
          if (!comparable) { b.disabled = true; b.title = "Only one image: nothing to compare"; }
          b.addEventListener("click", function () { setMode(m[0]); });
          modes.appendChild(b);
        });
        bar.appendChild(modes);
        var zoom = el("div", { "class": "group", role: "group", "aria-label": "Zoom" });
        var out = el("button", { id: "zoom-out", title: "Zoom out (−)", text: "−" });
        var label = el("span", { id: "zoom-label" });
        var fit = el("button", { id: "zoom-fit", title: "Fit (0)", text: "Fit" });
        var into = el("button", { id: "zoom-in", title: "Zoom in (+)", text: "+" });
        out.addEventListener("click", function () { zoomBy(-1); });
        into.addEventListener("click", function () { zoomBy(1); });
        fit.addEventListener("click", function () { setZoom("fit"); });
        [out, label, fit, into].forEach(function (e) { zoom.appendChild(e); });
        bar.appendChild(zoom);
        var boxes = el("button", { id: "toggle-boxes", "aria-pressed": String(state.boxes), title: "Boxes around changed regions (b)", text: "Boxes" });
        boxes.addEventListener("click", function () { toggleBoxes(); });
        if (!(f.regions && f.regions.length)) boxes.disabled = true;
        bar.appendChild(boxes);
        if (comparable && state.mode === "slider") {
          var range = el("input", { type: "range", id: "slider-range", min: "0", max: "100", step: "0.1", value: String(state.split), "aria-label": "Split position" });
          range.addEventListener("input", function () { setSplit(parseFloat(range.value)); });
          bar.appendChild(el("label", null, [document.createTextNode("Golden ◀ ▶ Actual"), range]));
        }
        if (comparable && state.mode === "onion") {
          var op = el("input", { type: "range", id: "onion-range", min: "0", max: "100", step: "1", value: String(state.opacity), "aria-label": "Actual opacity" });
          op.addEventListener("input", function () { setOpacity(parseFloat(op.value)); });
          bar.appendChild(el("label", null, [document.createTextNode("Golden"), op, document.createTextNode("Actual")]));
        }
        if (comparable && state.mode === "blink") bar.appendChild(el("span", { "class": "blink-state", id: "blink-state" }));
        return bar;
      }

      // Images: a frame is the union of both sizes (what the diff covers) at the zoom; boxes
      // are placed in percent of it, so they follow the zoom.
      function unionSize(f) {
        var g = f.goldenSize || f.actualSize || [0, 0], a = f.actualSize || g;
        return [Math.max(g[0], a[0]), Math.max(g[1], a[1])];
      }
      function zoomFactor(f, panes) {
        if (state.zoom !== "fit") return state.zoom;
        var size = unionSize(f);
        if (!size[0]) return 1;
        var stage = document.getElementById("stage");
        var top = stage ? stage.getBoundingClientRect().top : 200;
        var width = Math.max(200, (main.clientWidth - 80) / panes - 12);
        var height = Math.max(240, window.innerHeight - top - 60 - (goldens[state.index].frames.length > 1 ? 150 : 0));
        var z = Math.min(width / size[0], height / size[1], 4);
        return z >= 1 ? Math.floor(z) : z;
      }
      function frameBox(f, z) {
        var size = unionSize(f);
        var frame = el("div", { "class": "frame" });
        frame.style.width = size[0] * z + "px";
        frame.style.height = size[1] * z + "px";
        return frame;
      }
      function image(src, size, z, alt) {
        var img = el("img", { src: src, alt: alt, draggable: "false" });
        if (size) { img.style.width = size[0] * z + "px"; img.style.height = size[1] * z + "px"; }
        return img;
      }
      function boxesLayer(f) {
        var size = unionSize(f), layer = el("div", { "class": "boxes" });
        (f.regions || []).forEach(function (r) {
          var b = el("div", { "class": "box" });
          b.style.left = (r[0] * 100 / size[0]) + "%"; b.style.top = (r[1] * 100 / size[1]) + "%";
          b.style.width = (r[2] * 100 / size[0]) + "%"; b.style.height = (r[3] * 100 / size[1]) + "%";
          layer.appendChild(b);
        });
        return layer;
      }
      function layer(cls, src, size, z, alt) {
        var l = el("div", { "class": "layer " + cls });
        var u = unionSize(state.current);
        l.style.width = u[0] * z + "px"; l.style.height = u[1] * z + "px";
        l.appendChild(image(src, size, z, alt));
        return l;
      }

      function drawStage(stage, f, mode) {
        state.current = f;
        var panes = mode === "side" ? (f.diff ? 3 : 2) : 1;
        var z = zoomFactor(f, panes);
        state.appliedZoom = z;
        stage.classList.toggle("crisp", z >= 1);
        stage.classList.toggle("hide-boxes", !state.boxes);
        var label = document.getElementById("zoom-label");
        if (label) label.textContent = (z >= 1 ? z + "×" : Math.round(z * 100) + "%") + (state.zoom === "fit" ? " fit" : "");
        if (mode === "single") {
          var src = f.actual || f.golden, size = f.actual ? f.actualSize : f.goldenSize;
          if (!src) { stage.appendChild(el("p", { "class": "missing", text: "No image in the artifacts for this golden." })); return; }
          var caption = f.status === "new" ? "Actual (new: no golden yet)" : f.status === "removed" ? "Golden (no test uses it)" : "Golden (unchanged)";
          var one = frameBox(f, z);
          one.appendChild(image(src, size, z, caption));
          if (f.regions && f.regions.length) one.appendChild(boxesLayer(f));
          stage.appendChild(el("div", { "class": "pane" }, [el("div", { "class": "caption", text: caption }), one]));
          return;
        }
        if (mode === "side") {
          var row = el("div", { "class": "panes" });
          [["Golden", f.golden, f.goldenSize], ["Actual", f.actual, f.actualSize], ["Diff", f.diff, unionSize(f)]].forEach(function (p) {
            if (!p[1]) return;
            var box = frameBox(f, z);
            box.appendChild(image(p[1], p[2], z, p[0]));
            box.appendChild(boxesLayer(f));
            row.appendChild(el("div", { "class": "pane", "data-pane": p[0].toLowerCase() }, [el("div", { "class": "caption", text: p[0] }), box]));
          });
          stage.appendChild(row);
          return;
        }
        if (mode === "diff") {
          var d = frameBox(f, z);
          if (f.diff) d.appendChild(image(f.diff, unionSize(f), z, "Diff"));
          else d.appendChild(el("p", { "class": "missing", text: "No diff image in the artifacts." }));
          d.appendChild(boxesLayer(f));
          stage.appendChild(d);
          return;
        }
        // Slider, onion and blink stack the actual over the golden.
        var frame = frameBox(f, z);
        frame.appendChild(layer("golden", f.golden, f.goldenSize, z, "Golden"));
        var top = layer("actual", f.actual, f.actualSize, z, "Actual");
        frame.appendChild(top);
        frame.appendChild(boxesLayer(f));
        stage.appendChild(frame);
        if (mode === "slider") {
          frame.classList.add("slider");
          var divider = el("div", { "class": "divider", id: "divider" });
          frame.appendChild(divider);
          var dragging = false;
          var fromPointer = function (ev) {
            var r = frame.getBoundingClientRect();
            setSplit(Math.max(0, Math.min(100, (ev.clientX - r.left) * 100 / r.width)));
          };
          frame.addEventListener("pointerdown", function (ev) { dragging = true; if (frame.setPointerCapture) frame.setPointerCapture(ev.pointerId); fromPointer(ev); ev.preventDefault(); });
          frame.addEventListener("pointermove", function (ev) { if (dragging) fromPointer(ev); });
          frame.addEventListener("pointerup", function () { dragging = false; });
          frame.addEventListener("pointercancel", function () { dragging = false; });
          applySplit();
        } else if (mode === "onion") {
          applyOpacity();
        } else if (mode === "blink") {
          state.blinkShowsActual = false;
          applyBlink();
          state.blinkTimer = setInterval(function () { state.blinkShowsActual = !state.blinkShowsActual; applyBlink(); }, 600);
        }
      }
      function actualLayer() { return main.querySelector("#stage .layer.actual"); }
      function applySplit() {
        var top = actualLayer(), divider = document.getElementById("divider");
        if (top) top.style.clipPath = "inset(0 0 0 " + state.split + "%)";
        if (divider) divider.style.left = state.split + "%";
        var range = document.getElementById("slider-range");
        if (range && parseFloat(range.value) !== state.split) range.value = String(state.split);
      }
      function setSplit(v) { state.split = Math.round(v * 10) / 10; applySplit(); }
      function applyOpacity() { var top = actualLayer(); if (top) top.style.opacity = String(state.opacity / 100); }
      function setOpacity(v) { state.opacity = v; applyOpacity(); }
      function applyBlink() {
        var top = actualLayer(), label = document.getElementById("blink-state"), stage = document.getElementById("stage");
        if (top) top.style.visibility = state.blinkShowsActual ? "visible" : "hidden";
        if (label) label.textContent = state.blinkShowsActual ? "Showing: actual" : "Showing: golden";
        if (stage) stage.dataset.showing = state.blinkShowsActual ? "actual" : "golden";
      }
      function stopBlink() { if (state.blinkTimer) { clearInterval(state.blinkTimer); state.blinkTimer = 0; } }
      function setMode(m) { state.mode = m; render(); }
      function setZoom(z) { state.zoom = z; render(); }
      function zoomBy(d) {
        var now = state.appliedZoom || 1, next;
        if (d > 0) next = ZOOMS.filter(function (z) { return z > now + 1e-9; })[0] || ZOOMS[ZOOMS.length - 1];
        else next = ZOOMS.filter(function (z) { return z < now - 1e-9; }).pop() || ZOOMS[0];
        setZoom(next);
      }
      function toggleBoxes() { state.boxes = !state.boxes; render(); }

      function filmstrip(g) {
        var strip = el("div", { "class": "filmstrip", id: "filmstrip", role: "group", "aria-label": "Transition frames" });
        g.frames.forEach(function (f, i) {
          var b = el("button", { "data-frame": String(i), "aria-current": String(i === state.frame), title: f.label + ": " + f.status });
          var src = f.actual || f.golden;
          if (src) b.appendChild(el("img", { src: src, alt: f.label || "" }));
          b.appendChild(el("span", { text: f.label || "" }));
          b.appendChild(badge(f.status));
          b.addEventListener("click", function () { state.frame = i; render(); });
          strip.appendChild(b);
        });
        return strip;
      }
      function stepFrame(d) {
        var g = goldens[state.index];
        if (!g || g.frames.length < 2) return;
        state.frame = Math.max(0, Math.min(g.frames.length - 1, state.frame + d));
        render();
      }

      document.addEventListener("keydown", function (ev) {
        if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
        if (ev.target === search) {
          if (ev.key === "Escape") { search.blur(); }
          else if (ev.key === "Enter" || ev.key === "ArrowDown") { search.blur(); if (visible.length) select(visible[0]); ev.preventDefault(); }
          return;
        }
        var k = ev.key, handled = true;
        if (k === "j" || k === "ArrowDown") step(1);
        else if (k === "k" || k === "ArrowUp") step(-1);
        else if (k === "]" || k === "ArrowRight") stepFrame(1);
        else if (k === "[" || k === "ArrowLeft") stepFrame(-1);
        else if (k >= "1" && k <= "5") { if (!document.querySelector(".mode:disabled")) setMode(MODES[+k - 1][0]); }
        else if (k === "+" || k === "=") zoomBy(1);
        else if (k === "-") zoomBy(-1);
        else if (k === "0") setZoom("fit");
        else if (k === "b") toggleBoxes();
        else if (k === "/") search.focus();
        else handled = false;
        if (handled) ev.preventDefault();
      });
      window.addEventListener("resize", function () { if (state.zoom === "fit" && goldens[state.index]) render(); });

      refreshList(false);
      var wanted = decodeURIComponent((location.hash || "").slice(1));
      var start = goldens.map(function (g) { return g.id; }).indexOf(wanted);
      select(start >= 0 ? start : (visible.length ? visible[0] : -1));
      // Ready (for a screenshot or a test) once the shown golden's images have decoded; an image
      // that fails to decode counts as settled, so a broken file cannot keep the page unready.
      var shown = Array.prototype.slice.call(document.images);
      Promise.all(shown.map(function (i) { return i.decode ? i.decode().catch(function () {}) : Promise.resolve(); }))
        .then(function () { document.body.dataset.ready = "true"; });
    })();

    """#
}
