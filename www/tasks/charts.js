// Charts on a 2D canvas: the game-length distribution (bars for the chance of finishing on each
// throw, a line for the chance of having finished by then, the shortest, median and mean marked).
//
// Pure drawing, like board-view.js: the functions take the host's words (i18n/messages.js
// Messages: every label and number in its language), a canvas, numbers and a theme, and know
// nothing about the page or the core. Sizes are CSS pixels; sizeCanvas() gives the canvas one
// backing pixel per device pixel, and lines are snapped to device pixels so they stay crisp on
// high-density screens. The page and the <snakes-ladders> widget both use them.

/** Chart colours for light and dark backgrounds (Okabe–Ito hues, which survive colour blindness). */
export const CHART_LIGHT = {
  background: "#fffdf8", ink: "#2b241c", soft: "#5f5446", grid: "rgba(60, 40, 20, 0.12)", axis: "#8a7d69",
  bar: "#0072B2", barHover: "#003f63", line: "#D55E00", barInk: "#005a8c", lineInk: "#a84600", halo: "rgba(255, 253, 248, 0.92)",
  markers: { min: "#009E73", median: "#7a4a9a", mean: "#1f1a14" },
};
export const CHART_DARK = {
  background: "#1c1f26", ink: "#ece6da", soft: "#b3ab9c", grid: "rgba(255, 255, 255, 0.08)", axis: "#8d99ae",
  bar: "#56B4E9", barHover: "#b9e2f7", line: "#F0A35E", barInk: "#7cc6ef", lineInk: "#f4b47a", halo: "rgba(28, 31, 38, 0.92)",
  markers: { min: "#2fbf8f", median: "#d9a7f0", mean: "#f0ece4" },
};

const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Gives `canvas` a backing store of `width` x `height` CSS pixels at the screen's density and
 * returns its 2D context scaled to CSS pixels (and the ratio used).
 */
export function sizeCanvas(canvas, width, height) {
  const dpr = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
  const w = Math.round(width * dpr), h = Math.round(height * dpr);
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  // CSSOM, not a style attribute: allowed under a strict style-src.
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return { ctx, dpr };
}

/** Each chart canvas's scratch canvas, drawn on off the page (see offPage). */
const SCRATCH = new WeakMap();

/**
 * Draws with `draw(ctx, dpr)` on a canvas off the page, then copies it onto `canvas`, sized as
 * sizeCanvas() does. Setting a font on a canvas in the page brings the page's style and layout
 * up to date first (Chromium), which in a designer's edit, between the numbers' words and the
 * frame, laid the page out twice (1.3 ms of 13); off the page, a font is just a font.
 */
function offPage(canvas, width, height, draw) {
  const { ctx, dpr } = sizeCanvas(canvas, width, height);
  if (typeof OffscreenCanvas !== "function") return draw(ctx, dpr);
  let scratch = SCRATCH.get(canvas);
  if (!scratch || scratch.width !== canvas.width || scratch.height !== canvas.height) {
    scratch = new OffscreenCanvas(canvas.width, canvas.height);
    SCRATCH.set(canvas, scratch);
  }
  const off = scratch.getContext("2d");
  off.reset?.();
  off.setTransform(dpr, 0, 0, dpr, 0, 0);
  const out = draw(off, dpr);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(scratch, 0, 0);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return out;
}

/** A number of throws for labels, in the words' language: "39.2" (with `digits`), "4,131"; a decimal only under 1,000. */
export function count(words, v, digits = 0) {
  if (!Number.isFinite(v)) return "";
  return v >= 999.5 || digits === 0 ? words.number(Math.round(v)) : words.number(v, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** About `count` round tick values from 0 to at least `max` (1, 2, 2.5 or 5 times a power of 10). */
export function niceTicks(max, count = 5) {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const ticks = [];
  for (let v = 0; v <= max + step * 0.999; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";
/**
 * A number with exactly `d` decimals and thousands separators as the words' language writes
 * them ("39.23", "5,955.21"; "39,23" in French); from 10^9 on, three significant digits and a
 * power of ten ("2.53 × 10³³"), since 34 digits of a float say no more than three.
 */
export function fixed(words, v, d = 2) {
  const decimals = (n) => words.number(n, { minimumFractionDigits: d, maximumFractionDigits: d });
  if (Math.abs(v) >= 1e9 && Number.isFinite(v)) {
    const e = Math.floor(Math.log10(Math.abs(v)));
    const power = [...String(e)].map((c) => SUPERSCRIPT[Number(c)]).join("");
    return `${words.number(v / 10 ** e, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} × 10${power}`;
  }
  return decimals(v);
}

const SUPERSCRIPT_SIGNED = { "-": "⁻", ...Object.fromEntries([...SUPERSCRIPT].map((c, i) => [String(i), c])) };
/** A core figure's power of ten as a superscript: "2.66 × 10^-42%" reads "2.66 × 10⁻⁴²%". */
export function pretty(text) {
  return text.replace(/\^(-?\d+)/g, (_, e) => [...e].map((c) => SUPERSCRIPT_SIGNED[c]).join(""));
}

/**
 * A figure as the core wrote it (report.figures: "39.22512233", "4.17%", "2.66 × 10^-42%") in
 * the words' language, its digits kept: each number in it written as the language writes
 * numbers ("39,22512233", "4,17 %"), the power of ten as a superscript. Only a figure: a
 * sentence of the core's (a tail, a caveat) is worded by coreSentence().
 */
export function figureText(words, text) {
  const local = String(text).replace(/(?<![\^\d.,-])(\d[\d,]*)(?:\.(\d+))?(%?)/g, (_, whole, fraction = "", sign) => {
    // Grouped only where the core grouped it: "4131" stays 4131.
    const digits = { minimumFractionDigits: fraction.length, maximumFractionDigits: fraction.length, useGrouping: whole.includes(",") };
    const v = Number(`${whole.replaceAll(",", "")}.${fraction || "0"}`);
    // A percentage written whole ("4.17%"), or only its mantissa's digits ("2.66 × 10^-42%").
    return sign ? words.number(v / 100, { style: "percent", ...digits }) : words.number(v, digits);
  });
  return pretty(local);
}

/** A core message `{code, params}` whose text parameters are figures, each as the words' language writes it. */
const figuresIn = (words, { code, params }) => ({
  code,
  params: Object.fromEntries(Object.entries(params ?? {}).map(([name, v]) => [name,
    typeof v === "string" ? figureText(words, v) : v && typeof v === "object" ? figuresIn(words, v) : v])),
});

/**
 * A sentence of the core's analysis report by code (report.said: a caveat, why a figure is not
 * known, the tail's rate) in the words' language, its figures as the language writes them;
 * `english`: the report's text of the same sentence, said where the words lack its code ("" when
 * there is no sentence).
 */
export function coreSentence(words, coded, english = null) {
  if (!coded) return english ? pretty(english) : "";
  return pretty(words.error({ ...figuresIn(words, coded), message: english ?? "" }));
}

/**
 * The report's caveats (one sentence for each unproven figure) in the words' language. When two
 * or more percentiles are not known for one reason, with the same proven range, they are one
 * sentence: five times the same thirty words said nothing more.
 */
export function caveats(words, report) {
  const said = report.said?.caveats ?? [];
  const texts = (report.caveats ?? []).map((text, i) => coreSentence(words, said[i], text));
  const notKnown = said.flatMap((m, i) => (m?.code === "analysis.percentile_not_known" ? [i] : []));
  const same = new Set(notKnown.map((i) => JSON.stringify(said[i].params?.known)));
  if (notKnown.length < 2 || same.size !== 1 || !report.said?.percentiles_not_known) return texts;
  const one = words.t("analysis-percentiles-not-known", {
    known: coreSentence(words, said[notKnown[0]].params.known),
    why: coreSentence(words, report.said.percentiles_not_known, report.percentiles_not_known),
  });
  return texts.flatMap((text, i) => (i === notKnown[0] ? [one] : notKnown.includes(i) ? [] : [text]));
}

/**
 * A figure as the core wrote it (report.figures), in the words' language (figureText), or "–"
 * when the core could not give it; `why` is the core's reason then (odds_not_known,
 * percentiles_not_known), "" if none.
 */
export function figure(words, text, why = "") {
  return text === null || text === undefined ? { text: "–", why: why ?? "" } : { text: figureText(words, text), why: "" };
}

/**
 * Whether the chart can show a game's length: the throws the core computed hold at least half
 * the games that end. On a board whose games last 10^22 throws they hold 10^-16 of them, and
 * the core's words on the tail (report.figures.tail) stand in for the chart.
 */
export function chartable(r) {
  return r.finish_pmf.length > 0 && (r.finish_cdf[r.finish_cdf.length - 1] ?? 0) >= 0.5 * r.p_finish;
}

/** The report's field behind each of the game-length figures the page and the widget show. */
export const STAT_FIELDS = { mean: "expected_turns", median: "median_turns", p90: "p90_turns", mode: "mode_turns" };

/**
 * A report's figure as shown: `text`, read "≈text" when the core could not prove `field` (to 9
 * digits, or a percentile not certain), with the report's caveats in the words' language to say
 * why ("" when proven).
 */
export function shown(words, report, field, value, text) {
  const unproven = !!field && value !== null && value !== undefined && (report?.unproven ?? []).includes(field);
  return { text: unproven ? `≈${text}` : text, unproven, caveat: unproven ? caveats(words, report).join(words.t("analysis-sentence-gap")) : "" };
}

/** A percentage for axis labels and text, as the words' language writes one: "1.5%", "0.02%", "50%" ("1,5 %" in French); `digits`: exactly that many decimals. */
export function percent(words, p, digits = null) {
  const as = (options) => words.number(p, { style: "percent", ...options });
  const v = p * 100;
  if (digits !== null) return as({ minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (v === 0 || v >= 1 || Number.isInteger(v)) return as({ maximumFractionDigits: 1 });
  return as({ maximumSignificantDigits: 2 });
}

/**
 * How far along the throws axis to draw: far enough for `share` of the games to be over (and
 * past the mean), the rest summarised in words. `cdf` is P(finished by throw t), t = 1 first.
 */
export function chartRange(cdf, { share = 0.99, mean = null } = {}) {
  let end = cdf.findIndex((c) => c >= share) + 1;
  if (end <= 0) end = cdf.length;
  if (Number.isFinite(mean)) end = Math.max(end, Math.min(cdf.length, Math.ceil(mean) + 1));
  return Math.max(1, end);
}

/**
 * The chart's layout for a canvas `width` x `height` CSS pixels showing throws 1..last: the
 * plotting box and the scales. Also used to find the throw under the pointer.
 */
export function lengthChartLayout(width, height, last, pmfMax) {
  const narrow = width < 420;
  const box = { left: narrow ? 48 : 58, right: width - (narrow ? 56 : 58), top: 52, bottom: height - 42 };
  const yTicks = niceTicks(pmfMax, height < 240 ? 3 : 4);
  const yMax = yTicks[yTicks.length - 1];
  const x = (t) => box.left + ((t - 0.5) / last) * (box.right - box.left);
  const y = (p) => box.bottom - (p / yMax) * (box.bottom - box.top);
  const yc = (c) => box.bottom - c * (box.bottom - box.top);
  return { box, last, yTicks, yMax, x, y, yc, narrow };
}

/** The throw (1..last) under a point, or null outside the plot. */
export function throwAt(layout, px, py) {
  const { box, last } = layout;
  if (px < box.left || px > box.right || py < box.top - 10 || py > box.bottom + 4) return null;
  const t = Math.floor(((px - box.left) / (box.right - box.left)) * last) + 1;
  return Math.max(1, Math.min(last, t));
}

/**
 * Draws the game-length chart. `data`: { pmf, cdf (arrays, throw 1 first), min, median, mean
 * (numbers or null), last (throws to show) }. `opts`: { width, height, theme, font, highlight
 * (a throw to emphasise) }. A theme with no background leaves the canvas transparent. Returns
 * the layout (for pointer reading).
 */
export function drawLengthChart(words, canvas, data, opts) {
  return offPage(canvas, opts.width, opts.height, (ctx, dpr) => lengthChart(words, ctx, dpr, data, opts));
}

/** drawLengthChart on `ctx`, scaled to CSS pixels by `dpr`. */
function lengthChart(words, ctx, dpr, data, opts) {
  const { width, height } = opts;
  const last = Math.max(1, Math.min(data.last ?? data.pmf.length, data.pmf.length));
  let pmfMax = 0;
  for (let t = 1; t <= last; t++) pmfMax = Math.max(pmfMax, data.pmf[t - 1]);
  const L = lengthChartLayout(width, height, last, pmfMax);
  const plotWidth = L.box.right - L.box.left;
  const columns = Math.max(1, Math.floor(plotWidth * dpr));
  /** What every part of the chart draws with. */
  const k = {
    words, ctx, dpr, data, L, last, width, height, columns,
    theme: opts.theme || CHART_LIGHT,
    font: opts.font || FONT,
    small: L.narrow ? 11 : 12,
    step: plotWidth / last,
    // With more throws than device pixels, each pixel column shows the tallest bar in it.
    binned: last > columns,
    highlight: opts.highlight >= 1 && opts.highlight <= last ? opts.highlight : null,
    snap: (v) => Math.round(v * dpr) / dpr, // an edge on a device pixel
    mid: (v) => (Math.floor(v * dpr) + 0.5) / dpr, // a 1-device-pixel line's centre
  };
  ctx.clearRect(0, 0, width, height);
  if (k.theme.background) {
    ctx.fillStyle = k.theme.background;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.font = `500 ${k.small}px ${k.font}`;
  ctx.lineJoin = "round";
  drawChanceAxes(k);
  drawBars(k);
  if (k.highlight) drawHighlight(k);
  drawCumulative(k);
  drawThrowAxis(k);
  drawAxisTitles(k);
  drawMarkers(k);
  return L;
}

/** The grid and the two chance axes: finishing on that throw (left), finished by then (right). */
function drawChanceAxes({ words, ctx, dpr, L, theme, mid }) {
  const { box } = L;
  ctx.strokeStyle = theme.grid;
  ctx.lineWidth = 1 / dpr;
  ctx.beginPath();
  for (const v of L.yTicks) {
    const y = mid(L.y(v));
    ctx.moveTo(box.left, y);
    ctx.lineTo(box.right, y);
  }
  ctx.stroke();
  ctx.fillStyle = theme.soft;
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (const v of L.yTicks) ctx.fillText(percent(words, v), box.left - 6, L.y(v));
  ctx.textAlign = "left";
  for (const c of [0, 0.25, 0.5, 0.75, 1]) ctx.fillText(words.number(c, { style: "percent" }), box.right + 6, L.yc(c));
}

/**
 * Bars: one per throw, at least one device pixel wide, with a gap when there is room. Binned,
 * each pixel column shows the tallest bar that falls in it (what drawing them all would show).
 */
function drawBars({ ctx, dpr, data, L, last, columns, theme, step, binned, highlight, snap }) {
  const { box } = L;
  const gap = step >= 4 ? Math.min(2, step * 0.2) : 0;
  const bar = (x, w, p) => {
    const y0 = snap(L.y(p));
    ctx.fillRect(x, y0, w, Math.max(1 / dpr, snap(box.bottom) - y0));
  };
  ctx.fillStyle = theme.bar;
  if (binned) {
    const w = (box.right - box.left) / columns;
    for (let c = 0, t = 1; c < columns; c++) {
      const end = Math.floor(((c + 1) * last) / columns);
      let p = 0;
      for (; t <= end; t++) p = Math.max(p, data.pmf[t - 1]);
      if (p > 0) bar(box.left + c * w, w, p);
    }
    return;
  }
  for (let t = 1; t <= last; t++) {
    const p = data.pmf[t - 1];
    if (!(p > 0) || t === highlight) continue;
    const x0 = snap(box.left + (t - 1) * step + gap / 2);
    bar(x0, Math.max(x0 + 1 / dpr, snap(box.left + t * step - gap / 2)) - x0, p);
  }
}

/** The throw being read: a guide across the plot and its bar in a darker shade. */
function drawHighlight({ ctx, dpr, data, L, theme, step, highlight: hi, snap }) {
  const { box } = L;
  const p = data.pmf[hi - 1];
  const x0 = snap(box.left + (hi - 1) * step), x1 = Math.max(x0 + 2 / dpr, snap(box.left + hi * step));
  ctx.fillStyle = theme.grid;
  ctx.fillRect(Math.min(x0, L.x(hi) - 3), box.top, Math.max(x1 - x0, 6), box.bottom - box.top);
  ctx.fillStyle = theme.barHover;
  const y0 = snap(L.y(p));
  ctx.fillRect(x0, y0, x1 - x0, Math.max(1 / dpr, snap(box.bottom) - y0));
}

/** The cumulative line (one point per pixel column when binned), with a halo so it reads over the bars. */
function drawCumulative({ ctx, data, L, last, columns, theme, step, binned, highlight: hi }) {
  const { box } = L;
  ctx.beginPath();
  ctx.moveTo(box.left, L.yc(0));
  const every = binned ? last / columns : 1;
  for (let k = every; ; k += every) {
    const t = Math.min(last, Math.round(k));
    ctx.lineTo(box.left + (t - 0.5) * step, L.yc(data.cdf[t - 1]));
    if (t >= last) break;
  }
  ctx.strokeStyle = theme.halo;
  ctx.lineWidth = 4.5;
  ctx.stroke();
  ctx.strokeStyle = theme.line;
  ctx.lineWidth = 2.25;
  ctx.stroke();
  if (!hi) return;
  ctx.beginPath();
  ctx.arc(L.x(hi), L.yc(data.cdf[hi - 1]), 4.5, 0, Math.PI * 2);
  ctx.fillStyle = theme.line;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = theme.halo;
  ctx.stroke();
}

/** The x axis, its ticks and their labels (a label too close to the last one is left out). */
function drawThrowAxis({ words, ctx, L, last, theme, mid }) {
  const { box } = L;
  ctx.strokeStyle = theme.axis;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(box.left, mid(box.bottom));
  ctx.lineTo(box.right, mid(box.bottom));
  const xTicks = niceTicks(last, L.narrow ? 4 : 8).filter((v) => v >= 1 && v <= last);
  if (!xTicks.includes(1)) xTicks.unshift(1);
  for (const v of xTicks) {
    const x = mid(L.x(v));
    ctx.moveTo(x, box.bottom);
    ctx.lineTo(x, box.bottom + 5);
  }
  ctx.stroke();
  ctx.fillStyle = theme.soft;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  let lastRight = -Infinity;
  for (const v of xTicks) {
    const label = words.number(v), w = ctx.measureText(label).width;
    const x = L.x(v);
    if (x - w / 2 < lastRight + 6) continue; // "1" next to "10" on a narrow chart
    ctx.fillText(label, x, box.bottom + 8);
    lastRight = x + w / 2;
  }
}

/** The axes' titles: the x axis under the plot, the two chance axes turned along their sides. */
function drawAxisTitles({ words, ctx, L, width, height, theme, font, small }) {
  const { box } = L;
  ctx.fillStyle = theme.ink;
  ctx.font = `600 ${small}px ${font}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "bottom";
  ctx.fillText(words.t("chart-axis-throws"), (box.left + box.right) / 2, height - 4);
  const turned = (x, angle, colour, words) => {
    ctx.save();
    ctx.translate(x, (box.top + box.bottom) / 2);
    ctx.rotate(angle);
    ctx.textBaseline = "middle";
    ctx.fillStyle = colour;
    ctx.fillText(words, 0, 0);
    ctx.restore();
  };
  turned(12, -Math.PI / 2, theme.barInk, L.narrow ? words.t("chart-axis-on-throw-short") : words.t("chart-axis-on-throw"));
  turned(width - 9, Math.PI / 2, theme.lineInk, L.narrow ? words.t("chart-axis-by-then-short") : words.t("chart-axis-by-then"));
}

/**
 * Vertical lines at the shortest game, the median and the mean, labelled in rows above the plot
 * (a label moves up a row when it would overlap its neighbour). Lines first, then the labels
 * on a patch of the background, so no line crosses a label.
 */
function drawMarkers({ words, ctx, L, data, theme, font, small, mid }) {
  const { box } = L;
  const marks = [
    { key: "min", value: data.min, label: () => words.t("chart-mark-shortest", { throws: count(words, data.min) }), dash: [] },
    { key: "median", value: data.median, label: () => words.t("chart-mark-median", { throws: count(words, data.median) }), dash: [2, 3] },
    { key: "mean", value: data.mean, label: () => words.t("chart-mark-mean", { throws: count(words, data.mean, 1) }), dash: [6, 4] },
  ].filter((m) => Number.isFinite(m.value) && m.value >= 0.5 && m.value <= L.last + 0.5);
  ctx.font = `700 ${small}px ${font}`;
  const rows = [-Infinity, -Infinity, -Infinity];
  const rowY = (r) => box.top - 6 - r * (small + 3);
  for (const m of marks.sort((a, b) => a.value - b.value)) {
    m.label = m.label();
    m.x = L.x(m.value);
    m.w = ctx.measureText(m.label).width;
    // Centred on the line, kept above the plot (clear of the axes' labels beside its top),
    // in the first row where it fits.
    m.left = Math.max(box.left, Math.min(box.right - m.w, m.x - m.w / 2));
    m.row = rows.findIndex((end) => m.left > end + 8);
    if (m.row < 0) m.row = rows.length - 1;
    rows[m.row] = m.left + m.w;
  }
  for (const m of marks) {
    ctx.beginPath();
    ctx.moveTo(mid(m.x), rowY(m.row) + 2);
    ctx.lineTo(mid(m.x), box.bottom);
    ctx.strokeStyle = theme.halo;
    ctx.lineWidth = 2.75;
    ctx.setLineDash([]);
    ctx.stroke();
    ctx.strokeStyle = theme.markers[m.key];
    ctx.lineWidth = 1.5;
    ctx.setLineDash(m.dash);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.textAlign = "left";
  ctx.textBaseline = "bottom";
  ctx.lineJoin = "round";
  for (const m of marks) {
    // On a patch of the background: another mark's line, running up to its own label in a
    // higher row, stops at this label instead of crossing its letters.
    ctx.fillStyle = theme.background || theme.halo;
    ctx.fillRect(m.left - 3, rowY(m.row) - small - 1, m.w + 6, small + 3);
    ctx.fillStyle = theme.markers[m.key];
    ctx.fillText(m.label, m.left, rowY(m.row));
  }
}

/** The chart in a few sentences, for its accessible name; `table`: a table of every throw follows it. */
export function lengthChartLabel(words, data, { table = true } = {}) {
  const parts = [words.t("chart-label", { last: data.last })];
  if (Number.isFinite(data.min)) parts.push(words.t("chart-label-shortest", { throws: data.min }));
  if (Number.isFinite(data.median)) parts.push(words.t("chart-label-median", { throws: data.median }));
  if (Number.isFinite(data.mean)) parts.push(words.t("chart-label-mean", { throws: count(words, data.mean, 1) }));
  if (table) parts.push(words.t("chart-label-table"));
  return parts.join(words.t("analysis-sentence-gap"));
}
