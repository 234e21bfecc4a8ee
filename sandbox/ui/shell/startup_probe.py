"""The two moments `python -m sandbox.bench startup` measures inside the app.

Active only when the benchmark sets NAMESAKE_STARTUP_PROBE (`sandbox.startup_clock`).

- **First paint**: in the event loop's first turn the shown window is rendered (as the
  bare-Qt floor renders its own), the moment marked and FIRST_PAINT_LINE printed. The table
  is then drawn with its cards and names; the panels are not built yet.
- **Ready**: at first paint the probe posts a real mouse click (press and release events to
  the table's viewport, queued like a user's) on a card the inspector does not show. Once
  every part of the start is built (`StagedStart.ready`) and the inspector shows that card,
  the whole window is rendered, the moment marked, the phases and PROBE_LINE printed, and the
  app quits without closing the window (so no autosave is touched). A click that was lost
  would show as a timeout (exit code 1), not as a fast start.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from sandbox.startup_clock import FIRST_PAINT_LINE, PROBE_LINE, mark, phases_line
from sandbox.ui.board.card_item import CardItem
from sandbox.ui.shell.main_window import MainWindow
from sandbox.ui.shell.staged_start import StagedStart

GIVE_UP_SECONDS = 60.0


class StartupProbe:
    """Measures `window`'s first paint and its readiness (the `start` building the rest)."""

    def __init__(self, app: QApplication, window: MainWindow, start: StagedStart) -> None:
        self.app, self.window, self.start = app, window, start
        self.clicked: str | None = None
        self._deadline = time.monotonic() + GIVE_UP_SECONDS
        start.ready.connect(self._check)
        QTimer.singleShot(0, self._first_paint)

    def _first_paint(self) -> None:
        self.window.grab()
        mark("first_paint")
        print(FIRST_PAINT_LINE, flush=True)
        self.clicked = self._click_a_card()

    def _click_a_card(self) -> str | None:
        """Post a left click on the middle of the first card (the one drawn in front there)
        not selected yet; its object id."""
        view = self.window.board_view
        selected = set(self.window.view.selected)
        for item in view.board_scene.cards.values():
            where = view.mapFromScene(item.sceneBoundingRect().center())
            front = view.itemAt(where)
            if not isinstance(front, CardItem) or front.object_id in selected:
                continue
            self._post_click(where)
            return front.object_id
        return None

    def _post_click(self, where: QPoint) -> None:
        """Queue a press and a release of the left button at `where` on the table."""
        viewport = self.window.board_view.viewport()
        local, screen = QPointF(where), QPointF(viewport.mapToGlobal(where))
        left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
        for kind, buttons in (
            (QEvent.Type.MouseButtonPress, left),
            (QEvent.Type.MouseButtonRelease, none),
        ):
            event = QMouseEvent(kind, local, screen, left, buttons, Qt.KeyboardModifier.NoModifier)
            QApplication.postEvent(viewport, event)

    def _check(self) -> None:
        """Ready when the start is done and the inspector shows the clicked card."""
        if self.start.done and self.clicked == self.window.inspector.shown_id:
            self.window.grab()
            mark("ready")
            print(phases_line(), flush=True)
            print(PROBE_LINE, flush=True)
            self.app.exit(0)
        elif time.monotonic() > self._deadline:
            print("namesake: the clicked card never reached the inspector", flush=True)
            self.app.exit(1)
        else:
            QTimer.singleShot(0, self._check)
