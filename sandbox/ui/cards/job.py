"""One card-database operation (an import, an update) run on a worker thread.

`CardJob` runs a function that takes a progress callback and a callback for each build swapped
in (``import_files``, ``download.update``) on its own QThread. The callback only records and
signals: every report is emitted as `reported` and reaches the widgets through a queued
connection on the GUI thread; no widget is touched here. `cancel` sets a flag that the next
progress report turns into ``ImportCancelled``, which the card database answers by leaving its
file as it was. When `run` returns, `outcome` says what happened, with what was swapped in
before an error or a cancel stopped the rest (an import of several files builds in turns);
QThread's `finished` tells the GUI thread to look.

At most one job runs at a time in the process (`active`): a window built while one runs (a
language switch) takes it over instead of starting another.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal

from sandbox.cards.errors import ImportCancelled
from sandbox.cards.progress import Progress, ProgressCallback

if TYPE_CHECKING:  # the importers load with the first job, not with the window
    from sandbox.cards.importers.importing import ImportSummary

SwappedIn = Callable[["list[ImportSummary]"], None]
Operation = Callable[[ProgressCallback, SwappedIn], "Sequence[ImportSummary]"]


@dataclass(frozen=True)
class Outcome:
    """How a job ended: its summaries, or cancelled, or the error that stopped it. After an
    error or a cancel, `summaries` are those of the builds swapped in before it (they stay)."""

    summaries: tuple[ImportSummary, ...] = ()
    cancelled: bool = False
    error: Exception | None = None


@dataclass
class JobInfo:
    """What the dialogs say about a job: its title and what each summary came from."""

    title: str
    sources: list[str] = field(default_factory=list)


class CardJob(QThread):
    """Runs `operation` off the GUI thread; see the module docstring."""

    reported = Signal(object)  # Progress

    def __init__(self, operation: Operation, info: JobInfo) -> None:
        super().__init__()
        self.setObjectName("cardJob")
        self.info = info
        self.outcome: Outcome | None = None
        self.owner: QObject | None = None  # the window's controller that shows this job
        self._operation = operation
        self._cancel = threading.Event()
        self.last_report: Progress | None = None
        self._kept: list[ImportSummary] = []  # the builds swapped in so far

    def cancel(self) -> None:
        """Ask the job to stop at its next progress report."""
        self._cancel.set()

    @property
    def cancel_requested(self) -> bool:
        return self._cancel.is_set()

    def run(self) -> None:  # the worker thread
        try:
            summaries = tuple(self._operation(self._progress, self._kept.extend))
        except ImportCancelled:
            self.outcome = Outcome(tuple(self._kept), cancelled=True)
        except Exception as error:  # shown to the user: not lost with the thread
            self.outcome = Outcome(tuple(self._kept), error=error)
        else:
            self.outcome = Outcome(summaries=summaries)

    def _progress(self, report: Progress) -> None:  # the worker thread
        if self._cancel.is_set():
            raise ImportCancelled
        self.last_report = report
        self.reported.emit(report)


_active: list[CardJob] = []


def active() -> CardJob | None:
    """The job running now (or finished but not yet collected), if any."""
    return _active[0] if _active else None


def register(job: CardJob) -> None:
    _active.append(job)


def collect(job: CardJob) -> None:
    """Forget a finished job (waiting for its thread to end first)."""
    job.wait()
    if job in _active:
        _active.remove(job)
