"""Progress reporting: the callback importers and downloads call, and the CLI's text bar.

A long operation calls ``progress(Progress(...))`` now and then (throttled by ``Throttle``).
The CLI passes a ``TextProgressBar``; the GUI passes a function that updates a progress
dialog (and may raise ``ImportCancelled`` to stop, which leaves the database unchanged).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO


@dataclass(frozen=True)
class Progress:
    """``done`` of ``total`` units (``total`` is None when unknown) in stage ``stage``."""

    stage: str  # "download", "read", "derive", "index"
    done: int
    total: int | None
    unit: str = "bytes"  # "bytes" or "cards"
    label: str = ""

    @property
    def fraction(self) -> float | None:
        if not self.total:
            return None
        return min(1.0, max(0.0, self.done / self.total))


ProgressCallback = Callable[[Progress], None]


def ignore_progress(_: Progress) -> None:
    """The default callback: report nothing."""


class Throttle:
    """Pass reports on to ``callback`` at most every ``interval`` seconds (and always the last)."""

    def __init__(self, callback: ProgressCallback | None, interval: float = 0.1) -> None:
        self._callback = callback or ignore_progress
        self._interval = interval
        self._last = 0.0

    def __call__(self, report: Progress, *, force: bool = False) -> None:
        now = time.monotonic()
        if force or now - self._last >= self._interval:
            self._last = now
            self._callback(report)


STAGE_WORDS = {
    "download": "downloading",
    "read": "reading",
    "derive": "reading abilities",
    "index": "indexing",
}


class TextProgressBar:
    """A one-line progress bar redrawn in place on a terminal stream."""

    def __init__(self, stream: TextIO, width: int = 30) -> None:
        self._stream = stream
        self._width = width
        self._drawn = False

    def __call__(self, report: Progress) -> None:
        self._stream.write("\r" + self.render(report))
        self._stream.flush()
        self._drawn = True

    def render(self, report: Progress) -> str:
        word = STAGE_WORDS.get(report.stage, report.stage)
        label = f" {report.label}" if report.label else ""
        fraction = report.fraction
        if fraction is None:
            return f"{word}{label}: {_amount(report.done, report.unit)}"
        filled = round(fraction * self._width)
        bar = "#" * filled + "-" * (self._width - filled)
        amount = f"{_amount(report.done, report.unit)}/{_amount(report.total or 0, report.unit)}"
        return f"{word}{label} [{bar}] {fraction * 100:3.0f}% {amount}"

    def finish(self) -> None:
        """End the line the bar was drawn on, if any."""
        if self._drawn:
            self._stream.write("\n")
            self._stream.flush()
            self._drawn = False


def _amount(value: int, unit: str) -> str:
    if unit != "bytes":
        return f"{value} {unit}"
    if value >= 1 << 20:
        return f"{value / (1 << 20):.1f} MB"
    return f"{value / 1024:.0f} kB"
