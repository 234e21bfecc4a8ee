"""`python -m sandbox.bench derive`: derive() time on boards of 100, 1,000 and 10,000 objects.

Prints one line per game and size: `derive game=G objects=N effects=E references=R median_ms=X`,
then, when both were measured, `derive game=G scaling=R`: the 10,000-object median over the
1,000-object one. Targets on a 2-core machine: 1,000 objects <= 5 ms median; scaling <= 12.
The garbage collector runs as it does in the app (derive never switches it off).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from sandbox.model import Board, derive

SIZES = (100, 1_000, 10_000)


def _generators() -> dict[str, Callable[[int, int], Board]]:
    from sandbox.bench.fab_boards import fab_board

    generators: dict[str, Callable[[int, int], Board]] = {"fab": fab_board}
    try:
        from sandbox.bench.mtg_boards import mtg_board
    except ImportError:
        return generators
    generators["mtg"] = mtg_board
    return generators


def measure(board: Board, repeats: int) -> float:
    """The median wall time of derive(board), in milliseconds."""
    derive(board)  # warm caches that belong to the process, not the derivation
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        derive(board)
        timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m sandbox.bench derive")
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--repeats", type=int, default=0, help="runs per size (default: auto)")
    args = parser.parse_args(argv)
    for game, generate in _generators().items():
        medians: dict[int, float] = {}
        for size in args.sizes:
            board = generate(size, 1)
            references = sum(len(o.references) for o in board.objects)
            repeats = args.repeats or max(5, min(200, 200_000 // max(size, 1)))
            medians[size] = median = measure(board, repeats)
            print(
                f"derive game={game} objects={len(board.objects)} effects={len(board.effects)} "
                f"references={references} median_ms={median:.2f}",
                flush=True,
            )
        if 1_000 in medians and 10_000 in medians:
            print(f"derive game={game} scaling={medians[10_000] / medians[1_000]:.1f}", flush=True)
    return 0
