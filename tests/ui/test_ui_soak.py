"""A soak test: 500 random user gestures through the real widgets, no exception, no Qt warning,
and after each one the table, the panels and the document agree."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, Qt
from ui_helpers import drop_at, zone_point

from sandbox.cards.presets import bare, presets_for
from sandbox.model import derive, is_ordered
from sandbox.ui.board.layout import display_key
from sandbox.ui.dialogs.effect import EffectDialog
from sandbox.ui.dialogs.gallery import find_examples
from sandbox.ui.dialogs.object_menu import ObjectMenu
from sandbox.ui.kit.mime import objects_mime
from sandbox.ui.shell.main_window import MainWindow

pytestmark = [pytest.mark.gui, pytest.mark.slow]

STEPS = 500
NAMES = ("Surging Strike", "Head Jab", "Crouching Tiger", "Amnesia", "Dawnblade", "Gust", "Zz")


def random_zone(window: MainWindow, rng: random.Random) -> tuple[str, str | None]:
    return rng.choice(sorted(window.scene.zones, key=lambda k: (k[0], k[1] or "")))


def drop_somewhere(window: MainWindow, rng: random.Random, mime: QMimeData) -> None:
    """Drop at a random point of a random zone: in an ordered zone, at a random place."""
    kind, player = random_zone(window, rng)
    fx, fy = rng.uniform(0.02, 0.98), rng.uniform(0.02, 0.98)
    drop_at(window.board_view, mime, zone_point(window.board_view, kind, player, fx, fy))


def some_objects(window: MainWindow, rng: random.Random, most: int = 3) -> list[str]:
    ids = sorted(window.document.board.object_index)
    return rng.sample(ids, min(len(ids), rng.randint(1, most))) if ids else []


def drop_card(window: MainWindow, rng: random.Random) -> None:
    palette = window.card_palette
    palette.search_edit.setText(rng.choice(["", "a", "gust", "head", "the"]))
    model = palette.model
    if model.rowCount():
        mime = model.mimeData([model.index(rng.randrange(model.rowCount()), 0, QModelIndex())])
        drop_somewhere(window, rng, mime)


def drop_objects(window: MainWindow, rng: random.Random) -> None:
    ids = some_objects(window, rng)
    window.scene.select_ids(ids)
    window.view.select(window.scene.selected_ids())
    if ids:
        drop_somewhere(window, rng, objects_mime(ids))


def inspector_combo(window: MainWindow, rng: random.Random) -> None:
    window.view.select(some_objects(window, rng, 2))
    box = rng.choice(
        [window.inspector.owner_box, window.inspector.controller_box, window.inspector.face_box]
    )
    if box.isEnabled() and box.count():
        box.setCurrentIndex(rng.randrange(box.count()))
        box.activated.emit(box.currentIndex())


def flip(window: MainWindow, rng: random.Random) -> None:
    window.view.select(some_objects(window, rng, 1))
    if window.inspector.face_down_box.isEnabled():
        window.inspector.face_down_box.click()


def add_effect(window: MainWindow, rng: random.Random) -> None:
    selected = some_objects(window, rng, 1)
    form = rng.choice([*presets_for(window.document.board.game), bare("gain_name")])
    dialog = EffectDialog(
        form, window.document.board, window.cards, selected=selected[0] if selected else None
    )
    dialog.name_edit.setText(rng.choice(NAMES))
    dialog.duration_box.setCurrentIndex(rng.randrange(dialog.duration_box.count()))
    dialog.try_accept()
    if dialog.action is not None:
        window.document.push(dialog.action, dialog.undo_text())
    dialog.deleteLater()


def switch_or_remove_effect(window: MainWindow, rng: random.Random) -> None:
    panel = window.effects
    if not panel.model.rowCount():
        return
    row = rng.randrange(panel.model.rowCount())
    panel.table.selectRow(row)
    if rng.random() < 0.5:
        index = panel.model.index(row, 0)
        state = panel.model.data(index, Qt.ItemDataRole.CheckStateRole)
        flipped = (
            Qt.CheckState.Unchecked if state == Qt.CheckState.Checked else Qt.CheckState.Checked
        )
        panel.model.setData(index, flipped.value, Qt.ItemDataRole.CheckStateRole)
    elif rng.random() < 0.5:
        panel.toggle_button.click()
    else:
        panel.remove_button.click()


def select_finding(window: MainWindow, rng: random.Random) -> None:
    table = window.references.table
    rows = window.references.model.rowCount()
    if rows:
        table.selectRow(rng.randrange(rows))


def object_menu(window: MainWindow, rng: random.Random) -> None:
    ids = some_objects(window, rng, 2)
    if not ids:
        return
    menu = ObjectMenu(window.document, window.view, window.cards, ids, window)
    entries = [a for a in _walk(menu) if a.isEnabled() and not a.text().endswith("…")]
    if entries:
        rng.choice(entries).trigger()
    menu.deleteLater()


def _walk(menu: ObjectMenu) -> list:  # type: ignore[type-arg]
    found = []
    for action in menu.actions():
        if action.menu() is not None:
            found += _walk(action.menu())  # type: ignore[arg-type]
        elif not action.isSeparator():
            found.append(action)
    return found


def history(window: MainWindow, rng: random.Random) -> None:
    action = rng.choice([window.undo_action, window.redo_action])
    if action.isEnabled():
        action.trigger()


def next_turn(window: MainWindow, rng: random.Random) -> None:
    window.turn_bar.next_button.click()


def viewer(window: MainWindow, rng: random.Random) -> None:
    box = window.turn_bar.viewer_box
    box.setCurrentIndex(rng.randrange(box.count()))
    box.activated.emit(box.currentIndex())


def open_example(window: MainWindow, rng: random.Random) -> None:
    window.document.undo_stack.setClean()
    window.files.open_path(rng.choice(find_examples()).path, remember=False)


GESTURES: list[tuple[Callable[[MainWindow, random.Random], None], int]] = [
    (drop_card, 6),
    (drop_objects, 8),
    (inspector_combo, 5),
    (flip, 3),
    (add_effect, 5),
    (switch_or_remove_effect, 4),
    (select_finding, 4),
    (object_menu, 5),
    (history, 6),
    (next_turn, 2),
    (viewer, 2),
    (open_example, 1),
]


def drawn_in_board_order(window: MainWindow) -> bool:
    """Every ordered zone draws its cards in board order (piles down to the top card, the
    chain and stack left to right up to the newest)."""
    board = window.document.board
    for (kind, player), zone in window.scene.zones.items():
        if not is_ordered(board, kind):
            continue
        ids = [o.id for o in board.objects if display_key(board, o) == (kind, player)]
        cards = [window.scene.cards[i] for i in reversed(ids)]  # back to front
        along = [c.y() if zone.area.pile else c.x() for c in cards]
        if along != sorted(along):
            return False
    return True


def test_500_random_gestures(window: MainWindow) -> None:
    rng = random.Random(20240501)
    gestures = [g for g, weight in GESTURES for _ in range(weight)]
    for step in range(STEPS):
        gesture = rng.choice(gestures)
        gesture(window, rng)
        document = window.document
        assert document.derived == derive(document.board), (step, gesture.__name__)
        assert window.scene.cards.keys() == document.board.object_index.keys()
        assert len(window.effects.model.rows) == len(document.board.effects)
        assert len(window.references.model.rows) == len(document.derived.findings)
        assert set(window.view.selected) <= set(document.board.object_index)
        assert drawn_in_board_order(window), (step, gesture.__name__)
