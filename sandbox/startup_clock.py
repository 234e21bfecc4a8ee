"""Where a cold start spends its time: phase marks for ``python -m sandbox.bench startup``.

When the benchmark starts the app (or the bare PySide6 floor) it sets NAMESAKE_STARTUP_PROBE.
The process then marks the end of each start-up phase (`mark`) and, once its window is drawn,
prints `phases_line()` before the probe line (the app prints FIRST_PAINT_LINE earlier, when
its table is first drawn). The benchmark subtracts consecutive marks, and
its own launch time from the first one, to say how long each phase took. Without the variable
`mark` does nothing.

The marks are `time.perf_counter()` readings: one system-wide monotonic clock on Linux, macOS
and Windows, so the benchmark's reading at launch and the child's marks are comparable.
Imports nothing of Namesake, so the floor can use it without paying for the app.
"""

from __future__ import annotations

import os
import time

PROBE_VARIABLE = "NAMESAKE_STARTUP_PROBE"
PROBE_LINE = "namesake: window drawn"  # the app: ready (every panel filled); the floor: drawn
FIRST_PAINT_LINE = "namesake: first paint"  # the app's table on screen, before its panels
PHASES_PREFIX = "namesake: phases"

_marks: list[tuple[str, float]] = []


def probing() -> bool:
    """Whether the start-up benchmark is timing this process."""
    return bool(os.environ.get(PROBE_VARIABLE))


def mark(phase: str) -> None:
    """Note that `phase` (a word without spaces or "=") ends now."""
    if probing():
        _marks.append((phase, time.perf_counter()))


def phases_line() -> str:
    """`namesake: phases NAME=SECONDS ...`: the clock reading at the end of each phase so far."""
    readings = " ".join(f"{phase}={moment:.6f}" for phase, moment in _marks)
    return f"{PHASES_PREFIX} {readings}".rstrip()


def parse_phases(line: str) -> list[tuple[str, float]]:
    """The (phase, clock reading) pairs of a `phases_line`, in order; [] for any other line.
    A malformed pair is skipped (the line comes from another process)."""
    if not line.startswith(PHASES_PREFIX):
        return []
    pairs: list[tuple[str, float]] = []
    for word in line[len(PHASES_PREFIX) :].split():
        phase, _, reading = word.partition("=")
        try:
            moment = float(reading)
        except ValueError:
            continue
        if phase:
            pairs.append((phase, moment))
    return pairs


def durations(launched: float, pairs: list[tuple[str, float]]) -> dict[str, float]:
    """Seconds each phase took: from the previous mark (the launch, for the first) to its own."""
    spans: dict[str, float] = {}
    previous = launched
    for phase, moment in pairs:
        spans[phase] = spans.get(phase, 0.0) + max(0.0, moment - previous)
        previous = moment
    return spans
