"""``python -m sandbox.bench startup``: seconds from launching ``namesake`` to a drawn window.

Each run is a cold start in a fresh Python process (imports included) with the bundled default
example, a private settings/data folder (no autosave to recover) and, unless a display is
given with ``--platform``, Qt's offscreen platform. The app, told by NAMESAKE_STARTUP_PROBE,
renders its main window once, prints a line and quits; the time is taken when that line
arrives. ``--command`` times another launcher instead of ``python -m sandbox``: an installed
``namesake`` script or the standalone bundle.

Python's compiled bytecode is kept as an installed app keeps it: in a private cache folder
for the benchmark's processes (PYTHONPYCACHEPREFIX, even where PYTHONDONTWRITEBYTECODE is
set), filled by one unmeasured start of the app and one of the floor before the timed runs.
Without it a source checkout would recompile every module on every start, which no installed
Namesake does.

The same run also times the floor: a bare PySide6 process (``sandbox.bench.floor_window``)
that opens a 1920x1080 window with 20 items and renders it once, probed the same way; app and
floor starts alternate so that a busy moment costs both. Prints
``startup seconds=S floor=F ratio=R`` (medians; target ratio <= 2) with the app runs' min and
max, then where each start spent its time (``sandbox.startup_clock``), median seconds per
phase: ``startup phases of=app python=… pydantic=… rules_and_files=… qt_and_ui=…
application=… document=… window=… drawn=…`` and ``startup phases of=floor python=… qt=…
application=… window=… drawn=…``. ``python`` is the interpreter's own start (with ``site``)
and the launcher's first import; ``drawn`` is the event loop's first turn and the render.

``--objects 10000`` also opens a table of that many objects (shaped as the derive benchmark's:
most in decks and graveyards) and prints ``startup objects=N seconds=S peak_mb=M``.
"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from sandbox.bench.fab_boards import fab_board
from sandbox.scenario.files import save_scenario
from sandbox.scenario.write import from_board
from sandbox.startup_clock import PROBE_LINE, durations, parse_phases

TIMEOUT = 60.0
FLOOR_COMMAND = (sys.executable, "-m", "sandbox.bench.floor_window")


@dataclass(frozen=True)
class Start:
    """One cold start: seconds from launch to the drawn window, and the seconds of each phase
    the process marked (empty for a launcher that marks none)."""

    seconds: float
    phases: dict[str, float]


def one_run(
    platform: str,
    command: Sequence[str] = (),
    scenario: Path | None = None,
    bytecode: str | None = None,
) -> Start:
    """The first drawn window of a new process (opening `scenario`, if given), keeping
    compiled bytecode in the folder `bytecode` if given."""
    with tempfile.TemporaryDirectory(prefix="namesake-bench-") as home:
        env = dict(os.environ)
        if bytecode is not None:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = bytecode
        env.update(
            NAMESAKE_STARTUP_PROBE="1",
            QT_QPA_PLATFORM=platform,
            XDG_DATA_HOME=os.path.join(home, "data"),
            XDG_CONFIG_HOME=os.path.join(home, "config"),
            XDG_CACHE_HOME=os.path.join(home, "cache"),
        )
        start = time.perf_counter()
        with subprocess.Popen(
            [*(list(command) or [sys.executable, "-m", "sandbox"])]
            + ([str(scenario)] if scenario else []),
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        ) as process:
            assert process.stdout is not None
            started = _start_from(process.stdout, start)
            try:
                process.wait(timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                process.kill()
        if started is None:
            raise RuntimeError("the app exited without drawing its window")
        return started


def _start_from(lines: Iterable[str], launched: float) -> Start | None:
    """The start read from a process's output lines, `launched` being the clock at launch."""
    phases: dict[str, float] = {}
    for line in lines:
        text = line.strip()
        if text == PROBE_LINE:
            return Start(time.perf_counter() - launched, phases)
        phases = durations(launched, parse_phases(text)) or phases
    return None


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m sandbox.bench startup")
    parser.add_argument("--runs", type=int, default=3, help="cold starts to measure")
    parser.add_argument("--platform", default="offscreen", help="Qt platform plugin")
    parser.add_argument(
        "--command", default="", help="the launcher to time (default: python -m sandbox)"
    )
    parser.add_argument(
        "--objects",
        type=int,
        nargs="*",
        default=[],
        metavar="N",
        help="also open a table of N objects (e.g. 10000), shaped as the derive benchmark's",
    )
    args = parser.parse_args(argv)
    command = shlex.split(args.command)
    runs = max(1, args.runs)
    with tempfile.TemporaryDirectory(prefix="namesake-bench-bytecode-") as bytecode:
        apps, floors = app_and_floor_runs(args.platform, command, runs, bytecode)
        times = [start.seconds for start in apps]
        seconds = statistics.median(times)
        floor = statistics.median(start.seconds for start in floors)
        print(
            f"startup seconds={seconds:.3f} floor={floor:.3f} ratio={seconds / floor:.2f}"
            f" runs={len(times)} min={min(times):.3f} max={max(times):.3f}"
        )
        for who, starts in (("app", apps), ("floor", floors)):
            if phases := median_phases(starts):
                print(f"startup phases of={who} {phases}")
        for size in args.objects:
            opened, peak = big_table_runs(args.platform, command, size, runs, bytecode)
            print(f"startup objects={size} seconds={statistics.median(opened):.3f} peak_mb={peak}")
    return 0


def median_phases(starts: Sequence[Start]) -> str:
    """`NAME=SECONDS ...`: each phase's median over the starts that marked it, in the order
    the first start marked them ("" when none did)."""
    names = list(starts[0].phases) if starts else []
    medians = (
        statistics.median(start.phases[name] for start in starts if name in start.phases)
        for name in names
    )
    return " ".join(f"{name}={seconds:.3f}" for name, seconds in zip(names, medians, strict=True))


def app_and_floor_runs(
    platform: str, command: Sequence[str], runs: int, bytecode: str | None = None
) -> tuple[list[Start], list[Start]]:
    """`runs` app starts and as many floor starts, alternating, after one unmeasured start of
    each (which compiles the bytecode into `bytecode`)."""
    one_run(platform, command, bytecode=bytecode)
    one_run(platform, FLOOR_COMMAND, bytecode=bytecode)
    apps: list[Start] = []
    floors: list[Start] = []
    for _ in range(runs):
        apps.append(one_run(platform, command, bytecode=bytecode))
        floors.append(one_run(platform, FLOOR_COMMAND, bytecode=bytecode))
    return apps, floors


def big_table_runs(
    platform: str, command: Sequence[str], size: int, runs: int, bytecode: str | None = None
) -> tuple[list[float], int]:
    """Seconds to a drawn window opening a `size`-object table, and the peak memory (MB) of
    the largest of those app processes."""
    with tempfile.TemporaryDirectory(prefix="namesake-bench-table-") as folder:
        path = Path(folder) / f"table-{size}.json"
        save_scenario(path, from_board(fab_board(size), title=f"{size} objects"))
        seconds = [one_run(platform, command, path, bytecode).seconds for _ in range(runs)]
    return seconds, peak_child_mb()


def peak_child_mb() -> int:
    """The largest resident set of the app processes run so far, in MB (0 where unknown)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0
    kilobytes = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return int(kilobytes / (1024 * 1024 if sys.platform == "darwin" else 1024))
