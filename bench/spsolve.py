"""The baseline of the `analyze-cli` bench row: scipy's sparse direct solver on the board's
expected-throws system, built here from the board file independently of the Rust core.

    python3 bench/spsolve.py BOARD.txt      prints the expected throws from the start and the
                                            seconds the whole process took to reach it

The rules are those of the row: start off the board (square 0), a d6, single jumps, and "stay"
(a throw past the last square does not move). The board is the native text format
(`size N`, then `from -> to` lines; `#` starts a comment). scipy is not a dependency of the
project: `pip install scipy` first.
"""

import sys
import time

import numpy as np
import scipy.sparse as sp
import scipy.sparse.linalg as spla

FACES = 6


def read_board(path):
    size, jumps = None, {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            if line.startswith("size"):
                size = int(line.split()[1])
            else:
                a, b = line.split("->")
                jumps[int(a)] = int(b)
    return size, jumps


def expected_from_start(size, jumps):
    """E[p] = 1 + (1/6) Σ E[rest(p + r)] on squares 0..size-1, E[size] = 0."""
    rest = np.arange(size + 1)
    for a, b in jumps.items():
        rest[a] = b
    p = np.repeat(np.arange(size), FACES)
    landing = p + np.tile(np.arange(1, FACES + 1), size)
    to = np.where(landing > size, p, rest[np.minimum(landing, size)])
    keep = to < size  # the last square's value is 0
    rows = np.concatenate([np.arange(size), p[keep]])
    cols = np.concatenate([np.arange(size), to[keep]])
    vals = np.concatenate([np.ones(size), np.full(keep.sum(), -1.0 / FACES)])
    a = sp.csc_matrix((vals, (rows, cols)), shape=(size, size))
    return spla.spsolve(a, np.ones(size))[0]


def main():
    start = time.perf_counter()
    size, jumps = read_board(sys.argv[1])
    e = expected_from_start(size, jumps)
    print(f"{float(e)!r} {time.perf_counter() - start:.6f}")


if __name__ == "__main__":
    main()
