// <snakes-ladders mode="analyze">'s lazily loaded side: the analysis task (tasks/analysis.js, the
// same component as the page's analysis card), the worker pool, and the card's styles inside
// the widget's shadow root (ANALYSIS_CSS, a constructable sheet as style.js), loaded the first
// time a widget enters analyze mode, so that view, solve and play carry none of it.

export { AnalysisTask } from "../tasks/analysis.js";
export { analyzedDetail } from "../tasks/analysis/length.js";
export { sharedPool } from "../core/work-pool.js";

export const ANALYSIS_CSS = `
.analysis { display: grid; gap: 8px; min-width: 0; }
.analysis p { margin: 0; }
.analysis .small, .analysis .help { font-size: 0.87em; color: var(--_text-soft); }
.analysis .note:empty, .analysis .error:empty { display: none; }
.analysis .error { color: var(--_error); }
.analysis .analysis-results { display: grid; gap: 6px; min-width: 0; }
/* A new board's analysis: past 200 ms (when the status says "Working it out…") the last
   board's results are hidden, not shown beside a board they are not for. */
.analysis[data-state="busy"] .analysis-results { visibility: hidden; transition: visibility 0s 200ms; }
.analysis .stats { --_stat-min: 6.5em; } /* the figures' boxes: style.js */
.analysis dt { font-size: 0.8em; color: var(--_text-soft); font-weight: 600; }
.analysis dd { margin: 0; display: grid; line-height: 1.2; }
.analysis .stat-number { font-weight: 700; font-size: 1.25em; font-variant-numeric: tabular-nums; }
.analysis .stat-note { font-size: 0.75em; color: var(--_text-soft); margin-top: 2px; }
/* A figure at ten digits ("1.65798674 × 10²²") in a narrow box: smaller, and broken if it must. */
.analysis dd[data-long] .stat-number { font-size: 1em; overflow-wrap: anywhere; }
/* The mean first, marked by the accent beside it: text in the accent (which a page may set) on
   this box's colour can fall below 4.5:1, as #0072b2 on #efe7d6 did. */
.analysis .stats > div:first-child { box-shadow: inset 3px 0 0 var(--_accent); }
.analysis figure { margin: 0; min-width: 0; }
.analysis .chart { display: block; width: 100%; touch-action: pan-y; }
.analysis .chart-key { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 6px 0 0; padding: 0; font-size: 0.85em; color: var(--_text-soft); }
.analysis .chart-key li { display: flex; align-items: center; gap: 6px; }
.analysis .chart-swatch { width: 16px; height: 10px; flex: none; border-radius: 2px; }
.analysis .chart-swatch-bar { background: #0072b2; }
.analysis .chart-swatch-line { height: 3px; background: #d55e00; }
.root.dark .analysis .chart-swatch-bar { background: #56b4e9; }
.root.dark .analysis .chart-swatch-line { background: #f0a35e; }
.analysis .chart-readout { margin-top: 4px; min-height: 1.45em; font-variant-numeric: tabular-nums; }
.analysis .summary:empty { display: none; }
.analysis summary { cursor: pointer; font-weight: 600; font-size: 0.92em; padding: 4px 0; }
.analysis .table-scroll { max-width: 100%; max-height: 240px; overflow: auto; border: 1px solid var(--_line); border-radius: 8px; }
.analysis .data-table { border-collapse: collapse; width: 100%; font-size: 0.88em; font-variant-numeric: tabular-nums; }
.analysis .data-table th, .analysis .data-table td { padding: 3px 8px; text-align: right; border-bottom: 1px solid var(--_line); }
.analysis .data-table thead th { position: sticky; top: 0; background: var(--_surface); font-size: 0.9em; color: var(--_text-soft); }
.analysis .spread-section { display: grid; gap: 6px; min-width: 0; }
.analysis .spread-title { font-weight: 700; }
.spread-section[data-showing="expected"] :is(.spread-facts, .spread-readout, .spread-note, .help),
.spread-section:not([data-showing="expected"]) .spread-expected-note { display: none; }
.analysis .spread-expected-note { font-size: 0.85em; color: var(--_text-soft); }
.analysis .spread-readout:empty { display: none; }
.analysis fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 0.9em; }
.analysis legend { font-weight: 700; padding: 0; margin-right: 6px; float: left; }
`;
