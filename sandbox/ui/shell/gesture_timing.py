"""Time the table's gestures in the real main window, from the gesture to the repainted window.

What `python -m sandbox.bench ui` runs in a fresh process for each table (the benchmarks sit
below the UI layer, so they launch it as the startup benchmark launches the app):
`python -m sandbox.ui.shell.gesture_timing FILE [--repeats N]` opens FILE in the main window (shown,
1920×1080, on whatever Qt platform the environment says) and prints one line,
`gestures drop_ms=X move_ms=X undo_ms=X toggle_ms=X`, each the median over the repetitions:

- drop: a palette card dropped on the active player's hand (a real drop event on the table);
- move: a card of that hand (else another of that player's cards) dropped on the player's
  graveyard (a real drop event);
- undo: the undo of each of the above (what Edit › Undo does);
- toggle: the first effect switched off by its check box in the effects table.

A gesture's time runs until every update it caused is painted: the event loop is run until a
pass brings the window no more paint request.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from sandbox.model import Zone
from sandbox.scenario.files import load_scenario
from sandbox.ui.document.document import Document
from sandbox.ui.kit.mime import card_mime, objects_mime
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

SIZE = (1920, 1080)
MAX_PASSES = 10


class _PaintRequests(QObject):
    """Counts the paint requests (UpdateRequest) a window receives."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            self.count += 1
        return False


class GestureTimer:
    """Drives one shown main window and times its gestures."""

    def __init__(self, app: QApplication, window: MainWindow) -> None:
        self.app = app
        self.window = window
        self.requests = _PaintRequests()
        window.installEventFilter(self.requests)
        board = window.document.board
        self.player = board.active_player or board.player_ids[0]

    def settle(self) -> None:
        """Run the event loop until a pass brings no paint request (everything is drawn)."""
        for _ in range(MAX_PASSES):
            before = self.requests.count
            self.app.processEvents()
            if self.requests.count == before:
                return

    def timed(self, gesture: Callable[[], object]) -> float:
        """Milliseconds from the gesture to the repainted window."""
        stack = self.window.document.undo_stack
        step = stack.index()
        self.settle()
        start = time.perf_counter()
        gesture()
        self.settle()
        elapsed = (time.perf_counter() - start) * 1000
        if stack.index() == step:
            raise RuntimeError(f"the gesture {gesture.__name__} changed nothing")
        return elapsed

    def drop(self, mime: QMimeData, zone: Zone) -> None:
        """A drag of `mime` entering the table, moving over the zone and dropped there."""
        view = self.window.board_view
        area = view.board_scene.zones[(zone, self.player)].area
        point = view.mapFromScene(QPointF(area.rect.x + area.rect.w / 2, area.rect.y + 40))
        actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
        buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        viewport = view.viewport()
        QApplication.sendEvent(viewport, QDragEnterEvent(point, actions, mime, buttons, keys))
        QApplication.sendEvent(viewport, QDragMoveEvent(point, actions, mime, buttons, keys))
        QApplication.sendEvent(viewport, QDropEvent(QPointF(point), actions, mime, buttons, keys))

    def drop_card(self) -> None:
        game = self.window.document.board.game
        hit = self.window.cards.hits(game)[0]
        self.drop(card_mime(hit.ref), "hand")

    def move_card(self) -> None:
        """A card of the player's hand (else of another of their zones) to their graveyard."""
        board = self.window.document.board
        mine = [o for o in board.objects if o.owner == self.player and o.zone != "graveyard"]
        mine.sort(key=lambda o: o.zone != "hand")
        self.drop(objects_mime([o.id for o in mine[:1]]), "graveyard")

    def toggle_effect(self) -> None:
        model = self.window.effects.model
        model.setData(model.index(0, 0), Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)

    def undo(self) -> None:
        self.window.document.undo_stack.undo()

    def round(self) -> dict[str, list[float]]:
        """One of each gesture, each undone: the table ends as it began."""
        undo = []
        drop = self.timed(self.drop_card)
        undo.append(self.timed(self.undo))
        move = self.timed(self.move_card)
        undo.append(self.timed(self.undo))
        toggle = self.timed(self.toggle_effect)
        undo.append(self.timed(self.undo))
        return {"drop": [drop], "move": [move], "undo": undo, "toggle": [toggle]}


def time_gestures(app: QApplication, window: MainWindow, repeats: int) -> dict[str, float]:
    """Median milliseconds of each gesture over `repeats` rounds (after one to warm up)."""
    timer = GestureTimer(app, window)
    stack = window.document.undo_stack
    start = stack.index()
    timer.round()
    timings: dict[str, list[float]] = {"drop": [], "move": [], "undo": [], "toggle": []}
    for _ in range(max(1, repeats)):
        for name, values in timer.round().items():
            timings[name].extend(values)
    if stack.index() != start:
        raise RuntimeError("the gestures did not all undo")
    return {name: statistics.median(values) for name, values in timings.items()}


def open_window(app: QApplication, path: Path) -> Shell:
    """The app's shell on the scenario at `path`, its window shown at a stream's size."""
    scenario = load_scenario(path)
    document = Document(scenario.start)
    document.load(scenario, path)
    shell = Shell(app, document, "en")
    shell.autosaver.stop()  # a timed gesture must not wait for an autosave
    shell.window.resize(*SIZE)
    shell.window.show()
    app.processEvents()
    return shell


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m sandbox.ui.shell.gesture_timing")
    parser.add_argument("scenario", type=Path)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setStyle("Fusion")
    shell = open_window(app, args.scenario)
    medians = time_gestures(app, shell.window, args.repeats)
    print(
        "gestures " + " ".join(f"{name}_ms={value:.1f}" for name, value in medians.items()),
        flush=True,
    )
    shell.window.hide()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
