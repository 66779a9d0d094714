// The page's table of answers, for a text with several boards (a HackerRank input of many cases,
// a LeetCode file of grids): every board solved under the rules on screen, listed with its
// size and fewest throws, each row a button that shows that board and its path. Solved in
// slices, or by the workers for a long text, so that 49,000 boards never hold the page still.
// Page-only: the element shows one board. Part of the Solve panel (page/solve-host.js).

import { el } from "../ui/dom.js";
import { $, S, allWords, grouped, message, t } from "./page-state.js";
import { PackedBoards } from "../core/board-list.js";

/** Shows board i of the text and its answer (the Solve panel's, handed to renderAnswers). */
let pick = (_i) => {};

/** Rows of the answers table shown at first; "Show more boards" adds as many again. */
const ANSWER_ROWS = 200;

/**
 * Every board of a text with several, solved under the rules and listed in a table, each row
 * selectable to see its path (`onPick(i)` shows board i). Solved in slices of about 30 ms, so
 * that 49,000 boards never hold the page still; rows are added as they are solved, the first
 * ANSWER_ROWS at first.
 */
export function renderAnswers(onPick) {
  pick = onPick;
  const box = $("answers");
  const boards = S.boards;
  box.hidden = !boards;
  if (!boards) return;
  const key = `${S.boardKey}|${JSON.stringify(S.view.rules)}`;
  if (!S.answers || S.answers.key !== key || S.answers.boards !== boards) {
    S.answers = { key, boards, results: [], limit: ANSWER_ROWS };
    $("answers-table").tBodies[0].replaceChildren();
    if (boards instanceof PackedBoards) solveAnswersInWorkers(S.answers);
    else solveAnswers(S.answers);
  }
  markPicked();
}

/** What the table says of a board whose end cannot be reached. */
const UNREACHABLE_ANSWER = "cannot be reached";

/** Boards per worker job when a long text's boards are solved for the table. */
const ANSWER_CHUNK = 4000;

/**
 * The boards of a long text (kept packed) solved for the table by the workers, ANSWER_CHUNK
 * boards a job: rows are added in order as the jobs come back; a newer table stops the rest.
 */
async function solveAnswersInWorkers(run) {
  const rules = { ...S.view.rules };
  const list = run.boards, n = list.length;
  const control = new AbortController();
  const results = new Array(n);
  let done = 0;
  const jobs = [];
  try {
    const { sharedPool } = await import("../core/work-pool.js");
    for (let first = 0; first < n; first += ANSWER_CHUNK) {
      const end = Math.min(n, first + ANSWER_CHUNK);
      jobs.push(sharedPool().run({ job: "answers", ...list.chunk(first, end), rules, unreachable: UNREACHABLE_ANSWER },
        { signal: control.signal }).then(({ answers }) => {
        if (S.answers !== run) {
          control.abort();
          return;
        }
        for (let i = first; i < end; i++) results[i] = { size: list.sizeOf(i), answer: answers[i - first] };
        done += end - first;
        while (run.results.length < n && results[run.results.length]) run.results.push(results[run.results.length]);
        addAnswerRows(run);
        $("answers-status").textContent = done < n ? t("answers-solving", { done, count: n }) : t("answers-done", { count: n });
      }));
    }
    await Promise.all(jobs);
  } catch (e) {
    control.abort();
    if (S.answers === run && e?.name !== "AbortError") $("answers-status").textContent = t("answers-failed", { error: message(e) });
  }
}

async function solveAnswers(run) {
  const rules = { ...S.view.rules };
  await allWords().catch(() => {}); // a board's refusal is a core's message, worded from the rest of the page's
  if (S.answers !== run) return;
  const body = $("answers-table").tBodies[0];
  while (run.results.length < run.boards.length) {
    const started = performance.now();
    while (run.results.length < run.boards.length && performance.now() - started < 30) {
      const b = run.boards[run.results.length];
      let answer;
      try {
        const min = b.solve(rules, {}).minThrows;
        answer = min === null ? UNREACHABLE_ANSWER : String(min);
      } catch (e) {
        answer = message(e);
      }
      run.results.push({ size: b.size, answer });
    }
    if (S.answers !== run) return;
    addAnswerRows(run, body);
    $("answers-status").textContent = run.results.length < run.boards.length
      ? t("answers-solving", { done: run.results.length, count: run.boards.length })
      : t("answers-done", { count: run.boards.length });
    await new Promise((r) => setTimeout(r, 0));
    if (S.answers !== run) return;
  }
}

/** Adds the rows solved so far, up to the run's limit. */
function addAnswerRows(run, body = $("answers-table").tBodies[0]) {
  const rows = document.createDocumentFragment();
  const upto = Math.min(run.results.length, run.limit);
  for (let i = body.rows.length; i < upto; i++) {
    const r = run.results[i];
    const show = el("button", { type: "button", text: t("answers-show-path"), "aria-label": t("answers-show-path-of", { board: i + 1 }), onclick: () => pick(i + 1) });
    rows.append(el("tr", { "data-board": String(i + 1) },
      el("th", { scope: "row", text: String(i + 1) }), el("td", { text: grouped(r.size) }),
      el("td", { class: "answer-value", text: r.answer === UNREACHABLE_ANSWER ? t("answers-unreachable") : r.answer }), el("td", {}, show)));
  }
  body.append(rows);
  $("answers-more").hidden = upto >= run.boards.length;
  markPicked();
}

/** Marks the row of the board on screen. */
function markPicked() {
  const pick = String(S.view.source.pick || 1);
  for (const tr of $("answers-table").tBodies[0].rows) {
    if (tr.dataset.board === pick) tr.setAttribute("aria-current", "true");
    else tr.removeAttribute("aria-current");
  }
}

/** Shows the next rows of the answers table. */
export function showMoreAnswers() {
  if (!S.answers) return;
  S.answers.limit += ANSWER_ROWS;
  addAnswerRows(S.answers);
}
