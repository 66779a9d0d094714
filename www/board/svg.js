// The board as files and on paper: an SVG of the board (for "Download SVG" and the printed
// page), a high-resolution PNG drawn by the canvas code itself, and the print sheet.
//
// The SVG is laid out by the same geometry as the canvas (view.js layoutBoard, squareRect,
// squareCenter, numberSize) and its jumps are the canvas's shapes (view.js ladderGeometry,
// snakeGeometry: the same widths, rung spacing, body, markings and head), so a downloaded board
// looks like the one on screen. Ladders are two solid rails with rungs, snakes a tapering body
// with diamond markings and a head, so the two differ without colour; a legend is part of the
// picture. For paper it is black on white; "Download SVG" colours it as the screen does
// (the board's theme, light or dark).
//
//   boardSvg(words, desc, {title, theme}) → <svg> element   (desc: board-view.js describeBoard)
//   downloadSvg(words, view, filename); downloadPng(view, filename, {scale})   (view: a BoardCanvas)
//   preparePrint(words, {facts, rules, text}) fills #print-sheet, which only the print stylesheet shows
// Its words (the title, the legend, the sheet's) are `words`' (i18n/messages.js Messages).

import {
  drawBoard, jumpLength, ladderGeometry, layoutBoard, numberSize, snakeControls, snakeEyes, snakeGeometry, snakeWidth, squareCenter,
  squareRect, tonguePath,
} from "./view.js";
import { el } from "../ui/dom.js";

const NS = "http://www.w3.org/2000/svg";
const FONT = "Helvetica, Arial, sans-serif";
/** The width the SVG is laid out at (user units; it scales to any size). */
const SVG_WIDTH = 800;
/** Room under the board for the legend (user units), and the legend's largest type. */
const LEGEND_H = 40, LEGEND_FONT = 14;
/** Black on white, for paper. */
const PAPER = {
  background: "#ffffff", squareA: "#ffffff", squareB: "#f2f2f2", goal: "#d9d9d9", grid: "#555555",
  ink: "#000000", goalInk: "#000000", halo: "#ffffff", ladder: "#000000", ladderDark: "#000000",
  snake: "#bdbdbd", snakeDark: "#000000", tongue: "#000000",
};

/** The colours of a board theme (board-view.js LIGHT, DARK), as the screen draws the board. */
function screenColours(theme) {
  const { background, squareA, squareB, goal, ink, goalInk, ladder, ladderDark, snake, snakeDark, tongue } = theme;
  // The halo is translucent: an rgba() colour becomes a colour and an opacity (SVG 1.1 tools).
  const [halo, haloOpacity] = solid(theme.halo);
  return { background, squareA, squareB, goal, grid: theme.frame, ink, goalInk, halo, haloOpacity, ladder, ladderDark, snake, snakeDark, tongue };
}

/** `rgb(r, g, b)` or `rgba(r, g, b, a)` as [#rrggbb, a]; any other colour as it is, opaque. */
function solid(colour) {
  const m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(colour);
  if (!m) return [colour, 1];
  const hex = m.slice(1, 4).map((v) => Number(v).toString(16).padStart(2, "0")).join("");
  return [`#${hex}`, m[4] === undefined ? 1 : Number(m[4])];
}

/** An SVG element with attributes (numbers are rounded to 0.01). */
function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, typeof v === "number" ? String(Math.round(v * 100) / 100) : v);
  for (const c of children) node.append(c);
  return node;
}

const r2 = (v) => Math.round(v * 100) / 100;
const pathOf = (points) => points.map((p, i) => `${i ? "L" : "M"}${r2(p.x)} ${r2(p.y)}`).join(" ");

/**
 * The board as an <svg> element, its legend in `words`; `title` its accessible name. Black on
 * white for paper, or in the colours of `theme` (a board theme: board-view.js LIGHT, DARK) as the
 * screen draws it.
 */
export function boardSvg(words, desc, { title = words.t("svg-title"), theme = null } = {}) {
  const c = theme ? screenColours(theme) : PAPER;
  const g = layoutBoard(desc, SVG_WIDTH);
  const height = g.y0 + g.boardH + g.y0 + LEGEND_H;
  // Left to right in every language, as the canvas draws it: its numbers start at their squares' left (a
  // right-to-left page would anchor them at their right); the legend says its own direction.
  const root = svg("svg", { xmlns: NS, viewBox: `0 0 ${g.width} ${r2(height)}`, width: g.width, height, role: "img", direction: "ltr" });
  root.append(svg("title", {}, title));
  root.append(svg("rect", { x: 0, y: 0, width: g.width, height, fill: c.background }));
  root.append(squares(g, desc, c), ladders(g, desc, c), snakes(g, desc, c), numbers(g, desc, c), legend(words, g, c));
  return root;
}

function squares(g, desc, c) {
  const group = svg("g", { stroke: c.grid, "stroke-width": 0.6 });
  for (let n = 1; n <= desc.size; n++) {
    const r = squareRect(g, n);
    const row = Math.floor((n - 1) / g.columns), col = Math.round((r.x - g.x0) / g.cell);
    const fill = n === desc.size ? c.goal : (row + col) % 2 ? c.squareB : c.squareA;
    group.append(svg("rect", { x: r.x, y: r.y, width: r.s, height: r.s, fill }));
  }
  return group;
}

function numbers(g, desc, c) {
  const size = Math.max(numberSize(g), Math.min(g.cell * 0.3, 7));
  const group = svg("g", { "font-family": FONT, "font-size": size, "font-weight": 700, fill: c.ink });
  for (let n = 1; n <= desc.size; n++) {
    const r = squareRect(g, n);
    const label = n === desc.size ? `${n} ★` : String(n);
    group.append(svg("text", {
      x: r.x + g.cell * 0.06, y: r.y + g.cell * 0.06 + size * 0.85,
      stroke: c.halo, "stroke-opacity": c.haloOpacity ?? 1, "stroke-width": size * 0.25, "paint-order": "stroke",
      ...(n === desc.size ? { fill: c.goalInk } : {}),
    }, label));
  }
  return group;
}

const segmentsPath = (segments) => segments.map(([p, q]) => `M${r2(p.x)} ${r2(p.y)} L${r2(q.x)} ${r2(q.y)}`).join(" ");
const polygonPath = (points) => `${pathOf(points)} Z`;

/** A ladder from point `a` to point `b` on squares `look` wide: the canvas's rails and rungs (view.js ladderGeometry). */
function ladderShape(a, b, look, c) {
  const shape = ladderGeometry(a, b, look);
  return svg("g", { fill: "none", "stroke-linecap": "round" },
    shape.rungs.length ? svg("path", { class: "rungs", d: segmentsPath(shape.rungs), stroke: c.ladderDark, "stroke-width": shape.rungWidth, "stroke-linecap": "butt" }) : "",
    svg("path", { d: segmentsPath(shape.rails), stroke: c.ladder, "stroke-width": shape.rail }));
}

function ladders(g, desc, c) {
  const group = svg("g", { class: "ladders" });
  for (const { from, to } of desc.jumps) if (to > from) group.append(ladderShape(squareCenter(g, from), squareCenter(g, to), g.cell, c));
  return group;
}

/**
 * A snake along the cubic curve `ctl` (head first), `w0` wide at the head: the canvas's body,
 * diamond markings and head (view.js snakeGeometry), so snakes differ from ladders without colour.
 */
function snakeShape(ctl, w0, length, c) {
  const shape = snakeGeometry(ctl, w0, length);
  const { x, y, angle, length: hl, width: hw } = shape.head;
  const eyes = w0 >= 3.5 ? snakeEyes(hl, hw, w0).flatMap((eye) => [-1, 1].map((side) =>
    svg("circle", { cx: eye.x, cy: side * eye.y, r: eye.r, fill: eye.colour }))) : [];
  const head = svg("g", { transform: `translate(${r2(x)} ${r2(y)}) rotate(${r2((angle * 180) / Math.PI)})` },
    w0 >= 5 ? svg("path", { d: tonguePath(hl, hw), fill: "none", stroke: c.tongue, "stroke-width": Math.max(1, w0 * 0.14), "stroke-linecap": "round" }) : "",
    svg("ellipse", { cx: 0, cy: 0, rx: hl, ry: hw, fill: c.snakeDark }),
    svg("ellipse", { cx: -hl * 0.1, cy: 0, rx: hl * 0.82, ry: hw * 0.78, fill: c.snake }),
    ...eyes);
  return svg("g", {},
    svg("path", { d: polygonPath(shape.outline(2 * shape.edge)), fill: c.snakeDark }),
    svg("path", { d: polygonPath(shape.outline(0)), fill: c.snake }),
    svg("path", { class: "markings", d: shape.markings.map(polygonPath).join(" "), fill: c.snakeDark }),
    head);
}

function snakes(g, desc, c) {
  const w0 = snakeWidth(g);
  const group = svg("g", { class: "snakes" });
  for (const { from, to } of desc.jumps) {
    if (to < from) group.append(snakeShape(snakeControls(g, from, to), w0, jumpLength(g, from, to), c));
  }
  return group;
}

/**
 * The legend under the board, in `words`: a ladder, a snake and the finish, each beside its
 * words, spread across the board's width (in a right-to-left language from the right, each
 * picture on its words' right), the type made smaller when the words are too long for one line.
 */
function legend(words, g, c) {
  const y = g.y0 + g.boardH + g.y0 + LEGEND_H / 2;
  const rtl = words.dir === "rtl";
  // Each key: its picture's width, the gap to its words, the picture drawn from its left edge.
  const keys = [
    { w: 36, gap: 12, text: words.t("svg-legend-ladder"), draw: (x) => ladderShape({ x, y: y + 8 }, { x: x + 36, y: y - 8 }, 30, c) },
    { w: 42, gap: 12, text: words.t("svg-legend-snake"),
      draw: (x) => snakeShape([{ x, y: y - 6 }, { x: x + 16, y: y + 4 }, { x: x + 32, y: y - 2 }, { x: x + 42, y: y + 8 }], 7, 48, c) },
    { w: 18, gap: 6, text: words.t("svg-legend-finish"), draw: (x) => svg("rect", { x, y: y - 9, width: 18, height: 18, fill: c.goal, stroke: c.grid }) },
  ];
  const room = g.boardW;
  const at = (size) => keys.map((k) => k.w + k.gap + textWidth(k.text, size));
  let size = LEGEND_FONT, widths = at(size);
  const MIN_GAP = 16, need = (ws) => ws.reduce((a, b) => a + b, 0) + MIN_GAP * (ws.length - 1);
  if (need(widths) > room) {
    size = Math.max(8, (LEGEND_FONT * room) / need(widths));
    widths = at(size);
  }
  const gap = Math.max(MIN_GAP, (room - need(widths) + MIN_GAP * (keys.length - 1)) / (keys.length - 1));
  const parts = [];
  let edge = rtl ? g.x0 + room : g.x0;
  keys.forEach((k, i) => {
    const left = rtl ? edge - widths[i] : edge;
    const picture = rtl ? left + widths[i] - k.w : left, words0 = rtl ? left : left + k.w + k.gap;
    parts.push(k.draw(picture), svg("text", {
      x: words0, y: y + 5, "font-family": FONT, "font-size": size, fill: c.ink, direction: rtl ? "rtl" : "ltr", "text-anchor": rtl ? "end" : "start",
    }, k.text));
    edge = rtl ? left - gap : left + widths[i] + gap;
  });
  return svg("g", { class: "legend" }, ...parts);
}

let measurer = null;
/** How wide `text` is in the legend's type at `size` (the browser's measure; about half an em a character without a canvas). */
function textWidth(text, size) {
  measurer ??= document.createElement("canvas").getContext("2d");
  if (!measurer) return text.length * size * 0.55;
  measurer.font = `${size}px ${FONT}`;
  return measurer.measureText(text).width;
}

/** Saves a blob under `filename` through a temporary link. */
function save(blob, filename) {
  const url = URL.createObjectURL(blob);
  const a = el("a", { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download SVG": the board in the colours it is drawn in on the screen, as a file, its words in `words`. */
export function downloadSvg(words, view, filename) {
  if (!view?.board) return;
  const text = new XMLSerializer().serializeToString(boardSvg(words, view.board, { theme: view.theme }));
  save(new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${text}`], { type: "image/svg+xml" }), filename);
}

/**
 * "Download PNG": the board exactly as the canvas draws it (board-view.js drawBoard, the
 * view's theme and start label), laid out 1000 pixels wide and drawn at `scale` times that.
 */
export function downloadPng(view, filename, { scale = 3 } = {}) {
  if (!view?.board) return;
  const g = layoutBoard(view.board, 1000, Infinity, scale);
  const canvas = el("canvas", { width: Math.ceil(g.width * scale), height: Math.ceil(g.height * scale) });
  const ctx = canvas.getContext("2d");
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  drawBoard(ctx, g, view.board, view.theme, { startLabel: view.startLabel });
  canvas.toBlob((blob) => blob && save(blob, filename), "image/png");
}

/**
 * Fills the print sheet (#print-sheet, made on first use): a title, the board as SVG, a line of
 * facts, the rules they hold under (in words), and the board's text in small print so it can be
 * typed back in; its own words in `words`.
 */
export function preparePrint(words, { facts = "", rules = "", text = "" } = {}, view = null) {
  const board = (view ?? printView)?.board;
  if (!board) return;
  let sheet = document.getElementById("print-sheet");
  if (!sheet) {
    sheet = el("section", { id: "print-sheet", class: "print-sheet", "aria-hidden": "true" });
    document.body.append(sheet);
  }
  const size = board.size;
  sheet.replaceChildren(
    el("h1", { text: words.t("print-heading", { size }) }),
    el("div", { class: "print-board" }, boardSvg(words, board, { title: words.t("print-board-title", { size }) })),
    facts ? el("p", { class: "print-facts", text: facts }) : "",
    rules ? el("p", { class: "print-facts print-rules", text: rules }) : "",
    ...printText(words, text),
  );
}

/** The page's width inside its margins, the gap between the text's columns, in mm (A4; Letter is wider). */
const PRINT_WIDTH_MM = 190, PRINT_GAP_MM = 5;
/**
 * The most of the page's height the board's text may take, in mm: the sheet is 255 mm, of
 * which the title, the facts and the text's label take about 32, so that the board keeps 150.
 */
const PRINT_TEXT_MM = 73;

/**
 * The board's text for the sheet, with its label: lines kept whole, in the largest print from
 * 6.5 pt down to 5 pt and the fewest columns (at least three) that keep it within
 * PRINT_TEXT_MM, so that the board stays big enough to read and all fits one page. A text too
 * long even then (a board of thousands of jumps) is left out, and the label says so.
 */
function printText(words, text) {
  const lines = text.split("\n");
  let longest = 1;
  for (const line of lines) longest = Math.max(longest, line.length);
  for (const pt of [6.5, 6, 5.5, 5]) {
    const em = (pt * 25.4) / 72; // mm
    const width = longest * 0.6 * em; // a monospace character is 0.6 em wide
    const most = Math.max(1, Math.floor((PRINT_WIDTH_MM + PRINT_GAP_MM) / (width + PRINT_GAP_MM)));
    const rows = Math.max(1, Math.floor(PRINT_TEXT_MM / (1.2 * em)));
    const columns = Math.min(most, Math.max(3, Math.ceil(lines.length / rows)));
    if (Math.ceil(lines.length / columns) > rows) continue;
    const pre = el("pre", { class: "print-text", dir: "ltr", text }); // code: left to right in every language
    // CSSOM, not a style attribute: a strict style-src allows it.
    pre.style.fontSize = `${pt}pt`;
    pre.style.columns = String(columns);
    return [el("p", { class: "print-text-label", text: words.t("print-text-label") }), pre];
  }
  return [el("p", {
    class: "print-text-label",
    text: words.t("print-text-too-long", { lines: lines.length }),
  })];
}

let printView = null;
/** The board component print uses (the page's, set by app.js). */
export function usePrintView(view) {
  printView = view;
}
