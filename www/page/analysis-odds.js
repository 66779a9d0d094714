// "Who wins?" and "Simulate games", what only the page's analysis card offers: each seat's
// chance to win, exact where the core can work it out (from the game-length distribution without
// house rules; from two players' joint chain with knock-off), and seeded simulations of many
// games in the worker pool for every setup, with 95% intervals. analysis-host.js hands it the
// page's setup (players, house rules) and, once the analysis task is done, the core's report;
// this part asks the pool for the rest.
//
// Test hooks: see analysis-host.js (#odds-table, #sim-*).

import { PLAYER_COLOURS } from "../ui/controls.js";
import { el } from "../ui/dom.js";
import { coreSentence, figureText, fixed, percent } from "../tasks/charts.js";
import { loadAnalysis } from "../core/load.js";
import { NO_WORDS, localize } from "../i18n/messages.js";
import { S, freshSeed, message, t } from "./page-state.js";

const $ = /** @type {(id: string) => any} */ ((id) => document.getElementById(id));

/**
 * Whether the core's proven `[lower, upper]` bounds pin each value within a percent of its
 * upper end, so that an unproven estimate is still worth showing (with ≈); wider bounds (the
 * throws worked out cover too little of a very long game) show no number at all.
 */
const useful = (bounds) => !!bounds && bounds.every((b) => !!b && b[1] - b[0] <= 0.01 * b[1]);

/** The analysis module (mergeSimulations, simulationReport), instantiated once, when first needed. */
const analysisCore = loadAnalysis;
const isAbort = (e) => e && e.name === "AbortError";
/** The page's words, for the charts' numbers. */
const words = () => S.words ?? NO_WORDS;
/** Names as the page's language lists them ("Ann and Bob"). */
const listed = (names) => new Intl.ListFormat(S.words?.locale ?? "en", { type: "conjunction" }).format(names);

/** A simulated game is stopped after this many rounds (the core's cap, which limits() does not give), as the messages say. */
const ROUND_CAP = 100000;

/** The games a simulation plays first, to tell at once a board whose games outlast the cap. */
const PROBE_GAMES = 32;

/** Knock-off odds are solved exactly (two players' joint chain) up to this many squares. */
const KNOCK_OFF_EXACT_MAX = 400;

export class WinOdds {
  #pool; #announce;
  // what the odds are about: the card's setup, and its analysis once done
  #boardKey = null; #boardText = null; #size = 0; #rules = null; #players = []; #house = {};
  #report = null;
  #keys = { knock: null, sim: null };
  // results and work in flight
  #knock = null; #knockUnproven = false; #knockState = "none"; #sim = null;
  /** Why the knock-off figures are not known, as the core says it: `{ coded, english }`. */
  #knockWhy = null;
  #knockCtl = null; #simCtl = null; #seedTyped = false;

  /** `pool`: the worker pool (work-pool.js); `announce(text)` speaks in the page's live region. */
  constructor({ pool, announce }) {
    this.#pool = pool;
    this.#announce = announce;
    $("sim-run").addEventListener("click", () => this.#simulate());
    $("sim-cancel").addEventListener("click", () => this.#simCtl?.abort());
    $("sim-seed").addEventListener("input", () => { this.#seedTyped = true; });
    const help = $("sim-seed-help");
    help.dataset.l10nArgs = JSON.stringify({ workers: this.#pool.size });
    if (S.words) localize(help, S.words);
  }

  /**
   * The card's setup: `{boardKey, boardText, size, rules, players: [names], house}`. A new
   * setup stops a simulation (its numbers were for the old one); with the same analysis, a
   * change of knock-off asks for the knock-off odds again.
   */
  setup({ boardKey, boardText, size, rules, players, house }, { sameAnalysis }) {
    this.#boardKey = boardKey;
    this.#boardText = boardText;
    this.#size = size;
    this.#rules = rules;
    this.#players = players;
    this.#house = house;
    const base = [boardKey, rules, players.length];
    const simKey = JSON.stringify([...base, house]);
    if (simKey !== this.#keys.sim) {
      this.#keys.sim = simKey;
      this.#resetSimulation();
    }
    const knockKey = JSON.stringify([...base, house.knockOff]);
    if (sameAnalysis && knockKey !== this.#keys.knock) {
      this.#keys.knock = knockKey;
      this.#analyzeKnockOff();
    }
  }

  /** A new analysis started: the knock-off odds of the last one stop. */
  analysisStarted() {
    this.#knockCtl?.abort();
    this.#keys.knock = null;
  }

  /** The analysis is done (`report`, the core's) or failed (null): exact odds follow from it. */
  analysisDone(report) {
    this.#report = report;
    if (!report) return;
    this.#keys.knock = JSON.stringify([this.#boardKey, this.#rules, this.#players.length, this.#house.knockOff]);
    this.#analyzeKnockOff();
  }

  /** Shows the setup, the odds and the simulation's numbers as they stand. */
  show() {
    this.#showSetup();
    this.#showOdds();
  }

  /** With knock-off, two players' odds from their joint chain (exact), in the background. */
  #analyzeKnockOff() {
    this.#knockCtl?.abort();
    this.#knock = null; this.#knockWhy = null;
    this.#knockState = "none";
    if (!this.#house.knockOff || this.#players.length !== 2 || this.#size > KNOCK_OFF_EXACT_MAX || !this.#report) {
      this.#showOdds();
      return;
    }
    const ctl = (this.#knockCtl = new AbortController());
    this.#knockState = "busy";
    this.#showOdds();
    const job = { job: "analyze", board: this.#boardText, rules: this.#rules, options: { players: 2, knockOff: true }, overlay: false };
    this.#pool.run(job, { signal: ctl.signal }).then(({ report }) => {
      if (ctl.signal.aborted) return;
      this.#knock = report.knock_off;
      this.#knockUnproven = report.unproven.includes("knock_off");
      const at = report.said?.caveats?.findIndex((c) => c.code === "analysis.knock_off_not_known") ?? -1;
      this.#knockWhy = report.knock_off?.not_known ? { coded: at >= 0 ? report.said.caveats[at] : null, english: at >= 0 ? report.caveats[at] : report.knock_off.not_known } : null;
      this.#knockState = this.#knock?.method === "exact joint chain" ? "ready" : "none";
      this.#showOdds();
    }, (e) => {
      if (isAbort(e) || ctl.signal.aborted) return;
      this.#knockState = "error";
      this.#showOdds();
      $("odds-note").textContent = t("odds-knock-failed", { error: message(e) });
    });
  }

  #showSetup() {
    const h = this.#house;
    const rules = [h.knockOff && t("house-knock-off"), h.sixesAgain && t("house-sixes-again"), h.threeSixesEnd && t("house-three-sixes")].filter(Boolean);
    const count = this.#players.length, names = listed(this.#players);
    $("sim-setup").textContent = rules.length ? t("sim-setup", { count, names, rules: listed(rules) }) : t("sim-setup-no-rules", { count, names });
  }

  /** Exact win chances for the current setup: `{ odds, method }`, or `{ odds: null, why }`. */
  #exactOdds() {
    const r = this.#report, h = this.#house, n = this.#players.length;
    if (!r) return { odds: null, why: "" };
    if (h.sixesAgain) return { odds: null, why: t("odds-sixes-again") };
    if (h.knockOff) {
      if (n !== 2) return { odds: null, why: t("odds-knock-two") };
      if (this.#size > KNOCK_OFF_EXACT_MAX) return { odds: null, why: t("odds-knock-size", { squares: KNOCK_OFF_EXACT_MAX }) };
      if (this.#knockState === "busy") return { odds: null, why: t("odds-knock-busy") };
      // The core's reason when it gives no figures (a solve that failed its own check).
      if (this.#knockWhy) return { odds: null, why: coreSentence(words(), this.#knockWhy.coded, this.#knockWhy.english) };
      if (this.#knockState !== "ready") return { odds: null, why: "" };
      const proven = !this.#knockUnproven;
      if (!proven && !useful(this.#knock.win_probability_bounds)) {
        return { odds: null, why: t("odds-knock-unpinned") };
      }
      return {
        odds: this.#knock.win_probability, rounds: this.#knock.expected_rounds, turns: this.#knock.expected_game_turns, proven,
        method: proven ? t("odds-knock-exact") : t("odds-knock-estimated"),
      };
    }
    if (r.min_throws === null) return { odds: null, why: t("odds-nobody") };
    if (!r.win_probability) {
      return { odds: null, why: r.odds_not_known ? t("odds-not-known", { why: coreSentence(words(), r.said?.odds_not_known, r.odds_not_known) }) : "" };
    }
    // The odds and the length each proven or not: on a board whose games last 10^22 throws the
    // odds are even to 12 digits (ties are that rare) while the rounds are an estimate.
    const proven = !r.unproven.includes("win_probability");
    const lengthProven = !["expected_rounds", "expected_game_turns"].some((f) => r.unproven.includes(f));
    // The core gives no capped sum as an estimate: what it gives is shown, ≈ when unproven.
    const rounds = r.expected_rounds;
    return {
      odds: r.win_probability, rounds, turns: r.expected_game_turns, proven, lengthProven, texts: r.figures,
      method: proven ? t("odds-method-exact") : t("odds-method-estimated"),
    };
  }

  #showOdds() {
    const exact = this.#exactOdds();
    const sim = this.#sim;
    const names = this.#players;
    const rows = names.map((name, i) => {
      const swatch = el("span", { class: "swatch", "aria-hidden": "true" });
      swatch.style.setProperty("--swatch", PLAYER_COLOURS[i]?.color ?? "#888");
      const ex = exact.odds ? exact.odds[i] : null;
      const exCell = el("td", { "data-exact": ex === null ? "" : String(ex) });
      const exText = exact.texts ? figureText(words(), exact.texts.win_probability[i]) : percent(words(), ex ?? 0, 1);
      if (ex !== null) exCell.append(bar(ex), el("span", { text: `${exact.proven ? "" : "≈"}${exText}` }));
      else exCell.append(el("span", { class: "muted", text: "–" }));
      // No game finished: there are no shares to show, only that games this long cannot be simulated.
      const s = sim && sim.report.finished > 0 ? sim.report.wins[i] : null;
      const simCell = el("td", { "data-simulated": s ? String(s.share) : "" });
      if (s) simCell.append(bar(s.share, [s.low, s.high]), el("span", { text: percent(words(), s.share, 1) }), el("span", { class: "interval", text: ` ${percent(words(), s.low, 1)}–${percent(words(), s.high, 1)}` }));
      else simCell.append(el("span", { class: "muted", text: "–" }));
      return el("tr", {}, el("th", { scope: "row" }, el("span", { class: "player-name" }, swatch, `${i + 1}. ${name}`)), exCell, simCell);
    });
    $("odds-table").tBodies[0].replaceChildren(...rows);
    const notes = [];
    if (exact.odds) {
      notes.push(exact.method);
      if (Number.isFinite(exact.rounds) && exact.texts) {
        const texts = exact.texts;
        const about = exact.lengthProven === false ? "≈" : "";
        notes.push(t("odds-game-lasts", { rounds: about + figureText(words(), texts.expected_rounds), turns: about + figureText(words(), texts.expected_game_turns) }));
      } else if (Number.isFinite(exact.rounds)) {
        notes.push(t("odds-game-lasts", { rounds: fixed(words(), exact.rounds, 1), turns: fixed(words(), exact.turns, 1) }));
      }
    } else if (exact.why) {
      notes.push(exact.why);
    }
    if (sim && sim.report.finished === 0) notes.push(cannotSimulate(sim.report));
    else if (sim) notes.push(t("odds-sim-note", { games: sim.report.games, seed: String(sim.report.seed) }));
    $("odds-note").textContent = notes.join(" ");
  }

  // ---------------------------------------------------------------- simulation in workers

  #resetSimulation() {
    const running = this.#simCtl !== null;
    this.#simCtl?.abort();
    this.#simCtl = null;
    const hadResult = this.#sim !== null;
    this.#clearResult();
    if (running || hadResult) {
      this.#simStatus(running ? "cancelled" : "", running
        ? t("sim-stopped-changed")
        : t("sim-changed"));
    }
  }

  #clearResult() {
    this.#sim = null;
    const box = $("sim-result");
    box.replaceChildren();
    for (const k of ["sums", "seed", "games", "workers"]) delete box.dataset[k];
  }

  #simStatus(state, text) {
    const s = $("sim-status");
    if (state) s.dataset.state = state;
    else delete s.dataset.state;
    s.textContent = text;
  }

  async #simulate() {
    if (this.#simCtl || !this.#boardText) return;
    const typed = $("sim-seed").value.trim();
    if (this.#seedTyped && typed !== "" && !/^\d{1,15}$/.test(typed)) {
      this.#simStatus("error", t("sim-seed-bad", { typed: typed.slice(0, 20) }));
      return;
    }
    const seed = this.#seedTyped && typed !== "" ? Number(typed) : freshSeed();
    this.#seedTyped = false;
    $("sim-seed").value = String(seed);
    const games = Number($("sim-games").value);
    const options = { players: this.#players.length, ...this.#house, seed };
    this.#clearResult(); // a new run replaces the last one's numbers (a cancelled run shows none)
    this.#showOdds();
    const ctl = (this.#simCtl = new AbortController());
    const progress = $("sim-progress");
    const workers = this.#pool.size;
    progress.value = 0;
    progress.hidden = false;
    $("sim-run").disabled = true;
    $("sim-cancel").disabled = false;
    this.#simStatus("running", t("sim-running", { games, workers }));
    this.#announce(t("sim-running-said", { games }));
    const started = performance.now();
    let done = 0;
    try {
      const core = await analysisCore();
      ctl.signal.throwIfAborted();
      // A few games first: when none of them finishes within the cap on rounds, games this
      // long cannot be simulated, and the run says so at once.
      const probe = { games: PROBE_GAMES, enough: (sums) => core.simulationReport(sums, { ...options, games: PROBE_GAMES }).finished === 0 };
      const { sums, games: played } = await this.#pool.simulate({
        board: this.#boardText, rules: this.#rules, options, games, size: this.#size,
        merge: core.mergeSimulations, signal: ctl.signal, probe,
        onProgress: (n, total) => {
          done = n;
          progress.value = n / total;
          this.#simStatus("running", t("sim-progress", { done: n, games: total, percent: Math.floor((100 * n) / total), workers }));
        },
      });
      if (ctl.signal.aborted) return;
      const report = core.simulationReport(sums, { ...options, games: played });
      const seconds = (performance.now() - started) / 1000;
      this.#sim = { report, sums };
      progress.value = 1;
      this.#simStatus("done", t("sim-done", { games: played, seconds, workers }));
      this.#showSimulation(sums, workers);
      this.#showOdds();
      this.#announce(`${t("sim-done-said")} ${$("sim-result").textContent}`);
    } catch (e) {
      if (isAbort(e)) {
        if (this.#simCtl === ctl) {
          this.#simStatus("cancelled", t("sim-cancelled", { done, games }));
          this.#announce(t("sim-cancelled-said"));
        }
      } else {
        this.#simStatus("error", t("sim-failed", { error: message(e) }));
      }
    } finally {
      if (this.#simCtl === ctl) this.#simCtl = null;
      $("sim-run").disabled = false;
      $("sim-cancel").disabled = true;
      if (!this.#sim) progress.hidden = done === 0;
    }
  }

  #showSimulation(sums, workers) {
    const r = this.#sim.report;
    const box = $("sim-result");
    box.dataset.sums = sums;
    box.dataset.seed = String(r.seed);
    box.dataset.games = String(r.games);
    box.dataset.workers = String(workers);
    const lines = [];
    // A mean and its 95% interval, as figures (charts.js) for the message.
    const range = (i) => ({ mean: fixed(words(), i.mean), low: fixed(words(), i.low), high: fixed(words(), i.high) });
    if (r.mean_turns) {
      lines.push(el("p", { id: "sim-mean-turns", "data-value": String(r.mean_turns.mean) },
        el("strong", { text: t("sim-turns-label") }), " ", t("sim-turns", range(r.mean_turns))));
    }
    if (r.mean_rounds) {
      lines.push(el("p", { id: "sim-mean-rounds", "data-value": String(r.mean_rounds.mean) },
        el("strong", { text: t("sim-rounds-label") }), " ", t("sim-rounds", range(r.mean_rounds))));
    }
    if (r.sixes_again && r.mean_throws) {
      lines.push(el("p", {}, el("strong", { text: t("sim-throws-label") }), " ", t("sim-throws", range(r.mean_throws))));
    }
    if (r.finished === 0) {
      lines.push(el("p", { id: "sim-cannot", text: cannotSimulate(r) }));
    } else if (r.unfinished > 0) {
      lines.push(el("p", { class: "muted", text: t("sim-unfinished", { count: r.unfinished, rounds: ROUND_CAP }) }));
    }
    box.replaceChildren(...lines);
  }
}

/** What a simulation in which no game finished says instead of 0% for every player. */
function cannotSimulate(r) {
  return t("sim-none-finished", { games: r.games, rounds: ROUND_CAP });
}

/** A horizontal bar for a share (0..1), with an optional interval whisker; decorative. */
function bar(share, interval = null) {
  const b = el("span", { class: "odds-bar", "aria-hidden": "true" });
  const fill = el("span", { class: "odds-fill" });
  fill.style.width = `${(share * 100).toFixed(2)}%`; // CSSOM: allowed by a strict style-src
  b.append(fill);
  if (interval) {
    const w = el("span", { class: "odds-interval" });
    w.style.left = `${(interval[0] * 100).toFixed(2)}%`;
    w.style.width = `${Math.max(0.5, (interval[1] - interval[0]) * 100).toFixed(2)}%`;
    b.append(w);
  }
  return b;
}

