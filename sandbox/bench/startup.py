"""``python -m sandbox.bench startup``: seconds from launching ``namesake`` to its first paint
and to a ready window.

Each run is a cold start in a fresh Python process (imports included) with the bundled default
example, a private settings/data folder (no autosave to recover) and, unless a display is
given with ``--platform``, Qt's offscreen platform. The app, told by NAMESAKE_STARTUP_PROBE
(``sandbox.ui.shell.startup_probe``), prints a line at each of two moments and quits; each
time is taken when its line arrives:

- **first paint**: the main window shown with the example's table drawn (cards and names);
- **ready**: every panel filled and the window answering input: a real mouse click on a card,
  posted at first paint, shows that card in the inspector.
 ``--command`` times another launcher instead of ``python -m sandbox``: an installed
``namesake`` script or the standalone bundle.

Python's compiled bytecode is kept as an installed app keeps it: in a private cache folder
for the benchmark's processes (PYTHONPYCACHEPREFIX, even where PYTHONDONTWRITEBYTECODE is
set), filled by one unmeasured start of the app and one of the floor before the timed runs.
Without it a source checkout would recompile every module on every start, which no installed
Namesake does.

The same run also times the floor: a bare PySide6 process (``sandbox.bench.floor_window``)
that opens a 1920x1080 window with 20 items and renders it once, probed the same way; app and
floor starts alternate so that a busy moment costs both. Prints
``startup first_paint=S ready=S floor=S first_paint_ratio=R ready_ratio=R runs=N`` (medians,
ratios to the floor of the same run; goals: first paint <= 2x, ready <= 3x), then where each
start spent its time (``sandbox.startup_clock``), median seconds per phase:
``startup phases of=app python=… pydantic=… rules_and_files=… qt_and_ui=… application=…
document=… window=… first_paint=… inspector=… references=… effects=… palette=… timeline=…
menus=… keyboard=… dialogs=… ready=…`` and ``startup phases of=floor python=… qt=…
application=… window=… drawn=…``. ``python`` is the interpreter's own start (with ``site``)
and the launcher's imports; ``first_paint`` and ``drawn`` are the event loop's first turn and
the render; the phases from ``inspector`` to ``dialogs`` are the parts built after the first
paint, one per turn; ``ready`` is the wait for the click to reach the inspector and the render
of the whole window.

``--objects 10000`` also opens a table of that many objects (shaped as the derive benchmark's:
most in decks and graveyards) and prints ``startup objects=N first_paint=S ready=S peak_mb=M``.
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
from sandbox.startup_clock import FIRST_PAINT_LINE, PROBE_LINE, durations, parse_phases

TIMEOUT = 60.0
FLOOR_COMMAND = (sys.executable, "-m", "sandbox.bench.floor_window")


@dataclass(frozen=True)
class Start:
    """One cold start: seconds from launch to the first paint and to the ready window (the
    same for the floor, which has one moment), and the seconds of each phase the process
    marked (empty for a launcher that marks none)."""

    first_paint: float
    ready: float
    phases: dict[str, float]


def one_run(
    platform: str,
    command: Sequence[str] = (),
    scenario: Path | None = None,
    bytecode: str | None = None,
) -> Start:
    """The start of a new process's window (opening `scenario`, if given), keeping
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
    first_paint: float | None = None
    for line in lines:
        text = line.strip()
        if text == FIRST_PAINT_LINE:
            first_paint = time.perf_counter() - launched
        elif text == PROBE_LINE:
            ready = time.perf_counter() - launched
            return Start(ready if first_paint is None else first_paint, ready, phases)
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
        first_paint = statistics.median(start.first_paint for start in apps)
        ready = statistics.median(start.ready for start in apps)
        floor = statistics.median(start.ready for start in floors)
        print(
            f"startup first_paint={first_paint:.3f} ready={ready:.3f} floor={floor:.3f}"
            f" first_paint_ratio={first_paint / floor:.2f} ready_ratio={ready / floor:.2f}"
            f" runs={len(apps)}"
        )
        for who, starts in (("app", apps), ("floor", floors)):
            if phases := median_phases(starts):
                print(f"startup phases of={who} {phases}")
        for size in args.objects:
            opened, peak = big_table_runs(args.platform, command, size, runs, bytecode)
            print(
                f"startup objects={size}"
                f" first_paint={statistics.median(s.first_paint for s in opened):.3f}"
                f" ready={statistics.median(s.ready for s in opened):.3f} peak_mb={peak}"
            )
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
) -> tuple[list[Start], int]:
    """The starts opening a `size`-object table, and the peak memory (MB) of the largest of
    those app processes."""
    with tempfile.TemporaryDirectory(prefix="namesake-bench-table-") as folder:
        path = Path(folder) / f"table-{size}.json"
        save_scenario(path, from_board(fab_board(size), title=f"{size} objects"))
        starts = [one_run(platform, command, path, bytecode) for _ in range(runs)]
    return starts, peak_child_mb()


def peak_child_mb() -> int:
    """The largest resident set of the app processes run so far, in MB (0 where unknown)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0
    kilobytes = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return int(kilobytes / (1024 * 1024 if sys.platform == "darwin" else 1024))
