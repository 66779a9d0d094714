// Uses the widget and the JS API the way a TypeScript embedder would, with their types:
// `npm run typecheck` (tsc --noEmit) must pass on it, and tests/e2e/package.test.mjs checks that
// a wrong use of the same types fails.

import { SnakesLaddersElement, define } from "../../www/snakes-ladders.js";
import type { SnakesLaddersSolvedDetail } from "../../www/snakes-ladders.js";
import init, { Board, Game, RuleTable, limits, puzzleRules, seatNames } from "../../www/core/pkg/snakes_ladders.js";
import type { CoreRules, Rules, Solution, Move, Throw } from "../../www/core/pkg/snakes_ladders.js";
import initFull, { Board as FullBoard } from "../../www/core/pkg/snakes_ladders_full.js";
import type { AnalysisReport } from "../../www/core/pkg/snakes_ladders_full.js";

// ---- the element

const widget = document.createElement("snakes-ladders");
const same: SnakesLaddersElement = widget; // HTMLElementTagNameMap knows the tag
widget.board = "size 30\n3 -> 22\n27 -> 1";
widget.mode = "solve";
widget.faces = 6;
widget.players = ["Ada", "Bo"];
widget.controls = true;
const faces: number | null = widget.faces;
document.body.append(same);

widget.addEventListener("solved", (e) => {
  const throws: number | null = e.detail.minThrows;
  const firstRoll: number | undefined = e.detail.rolls[0];
  console.log(throws, firstRoll, e.detail.path.map((s) => s.to));
});
widget.addEventListener("move", (e) => console.log(e.detail.name, e.detail.to, e.detail.jumps));
widget.addEventListener("gameover", (e) => console.log(e.detail.winner, e.detail.moves));
widget.addEventListener("analyzed", (e) => console.log(e.detail.expectedTurns?.toFixed(1), e.detail.finishPmf.length));
widget.addEventListener("boardchange", (e) => console.log(e.detail.text.split("\n")[0], e.detail.jumps.length / 2));
widget.addEventListener("designed", (e) => console.log(e.detail.minThrows, e.detail.winProbability?.[0]));
widget.mode = "design";
widget.addEventListener("error", (e) => console.log(e.detail.source, e.detail.message));
widget.addEventListener("click", (e) => console.log(e.clientX)); // the element's own events stay typed
document.addEventListener("gameover", (e) => console.log(e.detail.name)); // they bubble

async function drive(el: SnakesLaddersElement): Promise<number | null> {
  const detail: SnakesLaddersSolvedDetail = await el.solve();
  el.mode = "play";
  await el.newGame();
  const move = await el.roll();
  console.log(move?.to, el.boardInfo?.size, el.result?.optimalSequences);
  return detail.minThrows;
}
drive(widget);
const Other: typeof SnakesLaddersElement = define("my-board");
console.log(new Other().mode, faces);

// ---- the JS API

async function api(): Promise<void> {
  await init();
  const board = Board.parse("size 30\n3 -> 22\n27 -> 1", "native");
  const rules: Rules = { start: "1", overshoot: "bounce", jumps: "chain", faces: 6 };
  const solution: Solution = board.solve(rules, { randomness: 0.5, seed: 7 });
  const steps: number[] = solution.path.map((s) => s.roll);
  const unreachable = solution.distances[0] === limits().unreachable;
  const walked: Uint32Array = solution.path[0].walk;
  const table = new RuleTable(board, rules);
  const thrown: Throw = table.describeThrow(0, 3);
  const throwWords: string = thrown.text;
  const start: number = new RuleTable(board, { start: "one" }).start;
  const puzzle: CoreRules = puzzleRules();
  const spelled: CoreRules = table.rules;
  const samePuzzle = new RuleTable(board, puzzle).rules.overshoot === puzzle.overshoot;
  const bounce: Uint32Array = table.walk(27, 6);
  const seats: string[] = seatNames().slice(0, limits().maxPlayers);
  console.log(walked, start, spelled.start, samePuzzle, bounce, seats, thrown.walk.length);
  const game = new Game(board, { players: ["Ada", "Bo"], knockOff: true, seed: 1 });
  const move: Move = game.roll();
  const moveWalk: Uint32Array = move.walk;
  console.log(moveWalk.length);
  const history: Move[] = game.history();
  console.log(steps, unreachable, throwWords, move.jumps, history.length, limits().maxFaces);

  // The world builder, the other formats and the recorded search are the full module's.
  await initFull();
  const generated = FullBoard.generate({ size: 100, snakes: 8, ladders: 8, seed: 3, minThrows: [5, 9] });
  console.log(generated.size, generated.toString("json"));
  const full = FullBoard.parse("size 30\n3 -> 22", null);
  const report: AnalysisReport = full.analyze(rules, { players: 2 });
  console.log(report.expected_turns?.toFixed(2), report.finish_pmf.length, full.jumpValues(null)[0]?.change);
}
api();
