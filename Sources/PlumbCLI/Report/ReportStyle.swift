/// The report page's only style sheet; the Content-Security-Policy allows it by its hash. The
/// script positions things through the CSSOM (`element.style.left = …`), which the policy
/// allows, and never writes a `style` attribute.
enum ReportStyle {
  static let css = """

    :root { --line: #d1d1d6; --muted: #6e6e73; --failed: #d70015; --new: #0062cc; --removed: #8944ab;
      --passed: #248a3d; --box: #ff2d9b; --bg: #f5f5f7; }
    * { box-sizing: border-box; }
    html, body { height: 100%; }
    body { margin: 0; font: 13px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; color: #1c1c1e;
      display: grid; grid-template-columns: 300px 1fr; grid-template-rows: auto 1fr; }
    header { grid-column: 1 / 3; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center;
      padding: 10px 16px; border-bottom: 1px solid var(--line); background: #fff; }
    header h1 { font-size: 16px; margin: 0 8px 0 0; }
    .filters { display: flex; gap: 4px; }
    button { font: inherit; border: 1px solid var(--line); background: #fff; border-radius: 6px; padding: 3px 9px;
      cursor: pointer; color: inherit; }
    button:hover { background: var(--bg); }
    button[aria-pressed=true] { background: #1c1c1e; color: #fff; border-color: #1c1c1e; }
    button:disabled { opacity: .4; cursor: default; }
    input[type=search] { font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; width: 220px; }
    .keys { color: var(--muted); font-size: 12px; margin-left: auto; }
    kbd { font: 11px ui-monospace, monospace; border: 1px solid var(--line); border-bottom-width: 2px;
      border-radius: 4px; padding: 0 4px; background: #fff; }
    aside { overflow: auto; border-right: 1px solid var(--line); background: var(--bg); }
    aside ol { list-style: none; margin: 0; padding: 4px 0; }
    aside li { padding: 5px 12px; cursor: pointer; display: flex; gap: 8px; align-items: baseline;
      border-left: 3px solid transparent; overflow-wrap: anywhere; }
    aside li[aria-selected=true] { background: #fff; border-left-color: #1c1c1e; font-weight: 600; }
    aside li .frames { color: var(--muted); font-size: 11px; margin-left: auto; white-space: nowrap; }
    aside .empty, .note { color: var(--muted); padding: 8px 12px; }
    .badge { font-size: 10px; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; border-radius: 4px;
      padding: 0 5px; color: #fff; white-space: nowrap; }
    .badge.failed { background: var(--failed); } .badge.new { background: var(--new); }
    .badge.removed { background: var(--removed); } .badge.passed { background: var(--passed); }
    main { overflow: auto; padding: 14px 20px 40px; min-width: 0; }
    main h2 { font-size: 18px; margin: 0 0 8px; display: flex; gap: 10px; align-items: center; overflow-wrap: anywhere; }
    ul.layout { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; margin: 0 0 10px;
      padding-left: 18px; }
    p.layout-none { margin: 0 0 10px; color: var(--muted); }
    dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; font-size: 12px; }
    dl.facts dt { color: var(--muted); } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
    dl.facts dd.warn { color: #c93400; }
    .toolbar { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; margin-bottom: 8px; }
    .toolbar .group { display: flex; gap: 4px; align-items: center; }
    .toolbar label { color: var(--muted); display: flex; gap: 6px; align-items: center; }
    #zoom-label { min-width: 44px; text-align: center; font-variant-numeric: tabular-nums; }
    #stage { border: 1px solid var(--line); border-radius: 6px; overflow: auto; max-height: 72vh; padding: 12px;
      background-color: #fff; background-image: linear-gradient(45deg, #eee 25%, transparent 25%, transparent 75%, #eee 75%),
      linear-gradient(45deg, #eee 25%, transparent 25%, transparent 75%, #eee 75%);
      background-size: 16px 16px; background-position: 0 0, 8px 8px; }
    .panes { display: flex; gap: 12px; align-items: flex-start; }
    .pane { flex: none; } .pane .caption { font-weight: 600; margin-bottom: 4px; }
    .frame { position: relative; flex: none; outline: 1px solid var(--line); }
    .frame img, .frame .layer { position: absolute; left: 0; top: 0; }
    .frame .layer img { position: absolute; left: 0; top: 0; }
    .frame img { display: block; max-width: none; user-select: none; -webkit-user-drag: none; }
    #stage.crisp img { image-rendering: pixelated; }
    .frame.slider { cursor: ew-resize; touch-action: none; }
    .divider { position: absolute; top: 0; bottom: 0; width: 0; border-left: 2px solid var(--box); pointer-events: none; }
    .divider::after { content: ""; position: absolute; top: 50%; left: -8px; width: 14px; height: 14px; margin-top: -7px;
      border-radius: 50%; background: var(--box); }
    .boxes { position: absolute; inset: 0; pointer-events: none; }
    .boxes div { position: absolute; outline: 1.5px solid var(--box); outline-offset: 1px; }
    #stage.hide-boxes .boxes { display: none; }
    .missing { padding: 24px; color: var(--muted); border: 1px dashed var(--line); border-radius: 6px; }
    .blink-state { font-weight: 600; }
    .filmstrip { display: flex; gap: 8px; overflow-x: auto; padding: 10px 0 4px; }
    .filmstrip button { display: flex; flex-direction: column; align-items: center; gap: 3px; padding: 4px; flex: none; }
    .filmstrip button[aria-current=true] { outline: 2px solid #1c1c1e; }
    .filmstrip img { height: 110px; width: auto; display: block; border: 1px solid var(--line); }
    details { margin-top: 12px; } pre { white-space: pre-wrap; background: var(--bg); padding: 8px; border-radius: 6px; font-size: 12px; }
    .allclear { color: var(--passed); font-weight: 600; }

    """
}
