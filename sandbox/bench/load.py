"""``python -m sandbox.bench load``: opening a table with a long history.

A file of N objects (the derive benchmark's FaB board) and M actions after it
(`sandbox.bench.history_boards`) is read in a fresh process, which parses, checks and builds
it, replays every action (each step of the undo history) and derives the last board, as
opening it does. Prints ``load objects=N actions=M seconds=S peak_mb=P`` (the child's time
and its peak resident memory) for each size. ``--window`` also opens the same file in the
app (offscreen, as ``bench startup`` does) and prints ``load window objects=N actions=M
seconds=S peak_mb=P``, launch to a drawn window. Target: 10,000 + 10,000 in ≤ 10 s, ≤ 1 GB.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sandbox.bench.history_boards import history_actions, history_board
from sandbox.bench.startup import one_run, peak_child_mb
from sandbox.model import derive
from sandbox.scenario.files import load_scenario, save_scenario
from sandbox.scenario.write import from_history

CHILD_FLAG = "--child"


def write_table(folder: Path, objects: int, actions: int) -> Path:
    """A scenario file of `objects` objects and `actions` actions in `folder`."""
    board = history_board(objects)
    path = folder / f"history-{objects}-{actions}.json"
    model = from_history(board, history_actions(board, actions), title="A long session")
    save_scenario(path, model)
    return path


def open_in_child(path: Path) -> tuple[float, int]:
    """Seconds a fresh process takes to load `path` and derive its last board, and its
    peak memory in MB (printed by the child, `child_main`)."""
    done = subprocess.run(
        [sys.executable, "-m", "sandbox.bench.load", CHILD_FLAG, str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    seconds, peak = done.stdout.split()
    return float(seconds), int(peak)


def child_main(path: Path) -> int:
    start = time.perf_counter()
    scenario = load_scenario(path)
    derive(scenario.board)
    print(f"{time.perf_counter() - start:.3f} {_own_peak_mb()}")
    return 0


def _own_peak_mb() -> int:
    try:
        import resource
    except ImportError:  # Windows
        return 0
    kilobytes = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return int(kilobytes / (1024 * 1024 if sys.platform == "darwin" else 1024))


def main(argv: list[str]) -> int:
    if argv[:1] == [CHILD_FLAG]:
        return child_main(Path(argv[1]))
    parser = argparse.ArgumentParser(prog="python -m sandbox.bench load")
    parser.add_argument("--objects", type=int, nargs="*", default=[1000, 10000])
    parser.add_argument("--actions", type=int, default=0, help="default: as many as objects")
    parser.add_argument("--window", action="store_true", help="also open it in the app")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="namesake-bench-load-") as folder:
        for size in args.objects:
            actions = args.actions or size
            path = write_table(Path(folder), size, actions)
            seconds, peak = open_in_child(path)
            print(f"load objects={size} actions={actions} seconds={seconds:.2f} peak_mb={peak}")
            if args.window:
                opened = one_run("offscreen", (), path)
                print(
                    f"load window objects={size} actions={actions}"
                    f" first_paint={opened.first_paint:.2f} ready={opened.ready:.2f}"
                    f" peak_mb={peak_child_mb()}"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
