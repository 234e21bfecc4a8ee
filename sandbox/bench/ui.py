"""`python -m sandbox.bench ui`: a drop, a move, an undo and an effect toggle in the real window.

For each game (FaB and MTG, four players) and size (150 and 1,000 objects by default), the
benchmark board (`fab_boards`, `mtg_boards`) is saved as a scenario and opened in a fresh app
process (`python -m sandbox.ui.shell.gesture_timing`: the UI layer times itself, from the gesture to
the repainted window; Qt's offscreen platform unless `--platform` says otherwise). Prints
`ui game=G objects=N drop_ms=X move_ms=X undo_ms=X toggle_ms=X derive_ms=X`, medians, with
derive_ms the model's derive of the same board in this process.
Targets: 150 objects <= 33 ms each; 1,000 objects <= 66 ms; drop_ms <= 4 x derive_ms + 10.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from sandbox.bench.derive import _generators, measure
from sandbox.scenario.files import save_scenario
from sandbox.scenario.write import from_board

SIZES = (150, 1_000)
GESTURES = ("drop", "move", "undo", "toggle")
TIMEOUT = 600.0


def gesture_times(path: Path, repeats: int, platform: str, home: Path) -> dict[str, str]:
    """The driver's medians for the scenario at `path`, by gesture name ("drop"...)."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM=platform,
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    command = [sys.executable, "-m", "sandbox.ui.shell.gesture_timing", str(path)]
    result = subprocess.run(
        [*command, "--repeats", str(repeats)],
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )
    lines = [line for line in result.stdout.splitlines() if line.startswith("gestures ")]
    if result.returncode != 0 or not lines:
        problem = (result.stderr.strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(f"the gesture timing run failed: {problem}")
    pairs = (field.split("=", 1) for field in lines[-1].split()[1:])
    return {key.removesuffix("_ms"): value for key, value in pairs}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m sandbox.bench ui")
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--repeats", type=int, default=7, help="rounds of gestures per table")
    parser.add_argument("--games", nargs="+", default=["fab", "mtg"], choices=["fab", "mtg"])
    parser.add_argument("--platform", default="offscreen", help="Qt platform plugin")
    args = parser.parse_args(argv)
    generators = _generators()
    with tempfile.TemporaryDirectory(prefix="namesake-bench-ui-") as folder:
        home = Path(folder)
        for game in args.games:
            for size in args.sizes:
                board = generators[game](size, 1)
                path = home / f"{game}-{size}.json"
                save_scenario(path, from_board(board, title=f"{game} {size} objects"))
                times = gesture_times(path, args.repeats, args.platform, home)
                derive_ms = measure(board, max(5, args.repeats))
                fields = " ".join(f"{name}_ms={times[name]}" for name in GESTURES)
                print(
                    f"ui game={game} objects={len(board.objects)} {fields}"
                    f" derive_ms={derive_ms:.1f}",
                    flush=True,
                )
    return 0
