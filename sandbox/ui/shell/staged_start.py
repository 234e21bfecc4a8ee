"""The app's start after its first paint: the rest of the window, one part per event-loop turn.

The main window is shown with only its first-paint part built (the table, see
`MainWindow.later_parts`). When the table has been drawn (or after `FALLBACK_MS`, for a
window that is never exposed) `StagedStart` builds the remaining parts in order, one per turn
of the event loop, so a click or a key between two parts is handled as it comes instead of
waiting for all of them. Each part ends with a start-up clock mark named after it (the phases
of `python -m sandbox.bench startup`); `ready` is emitted after the last one.

`painted_once` holds a window's painting while its parts are built, so that it is repainted
once when they are all in rather than after each (a repaint of the whole window per part cost
more than most parts). Input is still handled in between; it shows at the repaint.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from sandbox.startup_clock import mark
from sandbox.ui.board.view import BoardView

FALLBACK_MS = 500
Part = tuple[str, Callable[[], None]]


def painted_once(widget: QWidget, parts: Sequence[Part]) -> list[Part]:
    """`parts`, building with `widget`'s painting held from the start of the first until
    the end of the last (and released if a part fails)."""
    last = len(parts) - 1

    def held(build: Callable[[], None], at: int) -> Callable[[], None]:
        def run() -> None:
            if at == 0:
                widget.setUpdatesEnabled(False)
            try:
                build()
            except BaseException:
                widget.setUpdatesEnabled(True)  # a half-built window still repaints
                raise
            if at == last:
                widget.setUpdatesEnabled(True)

        return run

    return [(phase, held(build, at)) for at, (phase, build) in enumerate(parts)]


class StagedStart(QObject):
    """Builds `parts` ((phase, build) pairs) after `table`'s first paint; then `ready`."""

    ready = Signal()

    def __init__(self, table: BoardView, parts: Sequence[Part], parent: QObject) -> None:
        super().__init__(parent)
        self._parts = list(parts)
        self._begun = False
        self.done = False
        table.first_painted.connect(self._begin)
        QTimer.singleShot(FALLBACK_MS, self, self._begin)
        if table.painted:
            self._begin()

    def _begin(self) -> None:
        if not self._begun:
            self._begun = True
            QTimer.singleShot(0, self, self._next)

    def _next(self) -> None:
        if self._parts:
            phase, build = self._parts.pop(0)
            build()
            mark(phase)
        if self._parts:
            QTimer.singleShot(0, self, self._next)
        else:
            self.done = True
            self.ready.emit()
