// The solved path walked on the board, one component for both hosts of Solve: the page's solve
// panel (page/solve-host.js) and the element's solve mode (widget/solve-mode.js). The token follows
// each throw's snakes and ladders as the core tells them (RuleTable.describeThrow), leg after
// leg: each leg asks the core for its throws only when it starts, so a path of a million throws
// is never described in one go.
//
//   const walk = walkPath({ view, table, path, from, to, speed, reduced, onThrow });
//   walk.done.then((finished) => ...);   // true when throw `to` was reached, false if cancelled
//   walk.cancel();

/** Throws of a path walked in one animation; a longer walk goes on leg after leg. */
export const WALK_LEG = 1000;

/**
 * Walks token `id` on `view` (the board component) through throws `from` up to `to` of `path`
 * ({from, roll, to} each) under `table` (the core's RuleTable), at `speed` (1 = normal) or
 * without motion when `reduced`; `onThrow(i)` runs as throw `i` of the path comes to rest.
 */
export function walkPath({ view, table, path, from = 0, to = path.length, id = "solver", speed = 1, reduced = false, onThrow = (_i) => {} }) {
  let anim = null;
  let cancelled = false;
  const leg = (start) => {
    const end = Math.min(to, start + WALK_LEG);
    const moves = path.slice(start, end).map((s) => table.describeThrow(s.from, s.roll));
    anim = view.moveToken(id, moves, { speed, reduced, onThrow: (i) => onThrow(start + i) });
    return anim.done.then((finished) => (finished && !cancelled && end < to ? leg(end) : finished && !cancelled));
  };
  return {
    done: leg(from),
    cancel() {
      cancelled = true;
      anim?.cancel();
    },
  };
}
