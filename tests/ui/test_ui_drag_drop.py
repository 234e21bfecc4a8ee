"""Drag and drop through the real drop handlers of the table view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex
from ui_helpers import drop_on

from sandbox.ui.kit.mime import CardRef, card_mime, objects_mime, read_card, read_objects
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_dropping_a_palette_card_adds_it_to_that_players_zone(window: MainWindow) -> None:
    model = window.card_palette.model
    window.card_palette.search_edit.setText("Amnesia")
    row = next(i for i, hit in enumerate(model.hits) if hit.name == "Amnesia")
    mime = model.mimeData([model.index(row, 0, QModelIndex())])
    assert read_card(mime) == CardRef("fab", "Amnesia", "1")
    drop_on(window.board_view, mime, "hand", "nic")
    added = [o for o in window.document.board.objects if o.card.name == "Amnesia"]
    assert len(added) == 1
    assert (added[0].zone, added[0].zone_owner, added[0].owner) == ("hand", "nic", "nic")
    assert added[0].id in window.scene.cards
    assert window.document.undo_stack.count() == 1


def test_dropping_objects_moves_them_between_zones_and_players(window: MainWindow) -> None:
    drop_on(window.board_view, objects_mime(["head-jab"]), "graveyard", "nic")
    obj = window.document.board.object("head-jab")
    assert obj is not None and (obj.zone, obj.zone_owner) == ("graveyard", "nic")
    item = window.scene.cards["head-jab"]
    assert window.scene.zones[("graveyard", "nic")].area.rect.contains(item.x() + 1, item.y() + 1)


def test_dropping_on_another_players_arena_gives_them_control(window: MainWindow) -> None:
    drop_on(window.board_view, objects_mime(["head-jab"]), "permanent", "nic")
    obj = window.document.board.object("head-jab")
    assert obj is not None and (obj.zone, obj.controller, obj.owner) == (
        "permanent",
        "nic",
        "tyler",
    )
    look = window.scene.cards["head-jab"].look
    assert any(note.kind == "owner" for note in look.notes)


def test_several_selected_objects_move_as_one_undo_step(window: MainWindow) -> None:
    window.scene.select_ids(["head-jab", "gustwave"])
    window.view.select(window.scene.selected_ids())
    drop_on(window.board_view, objects_mime(window.scene.selected_ids()), "banished", "tyler")
    board = window.document.board
    assert {board.object(i).zone for i in ("head-jab", "gustwave")} == {"banished"}  # type: ignore[union-attr]
    assert window.document.undo_stack.count() == 1
    assert window.document.undo_stack.undoText() == "Move 2 objects to Banished"
    window.document.undo_stack.undo()
    assert window.document.board.object("gustwave").zone == "combat_chain"  # type: ignore[union-attr]


def test_a_card_of_the_other_game_is_refused_with_a_visible_reason(window: MainWindow) -> None:
    drop_on(window.board_view, card_mime(CardRef("mtg", "Lightning Bolt")), "hand", "tyler")
    assert window.document.undo_stack.count() == 0
    banner = window.board_view.banner
    assert banner.isVisible() and "another game" in banner.text()


def test_a_refused_move_shows_the_models_reason(window: MainWindow) -> None:
    window.view.select(["mask"])
    window.inspector.controller_box.setCurrentIndex(1)
    window.inspector.controller_box.activated.emit(1)
    assert window.document.undo_stack.count() == 0
    assert "no controller" in window.board_view.banner.text()


def test_a_dragged_card_item_carries_every_selected_object(window: MainWindow) -> None:
    window.scene.select_ids(["head-jab", "katsu"])
    ids = sorted(window.scene.selected_ids())
    assert sorted(read_objects(objects_mime(ids))) == ["head-jab", "katsu"]


def test_dragging_over_a_zone_lights_it_and_the_drop_clears_it(window: MainWindow) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent
    from PySide6.QtWidgets import QApplication
    from ui_helpers import zone_point

    view = window.board_view
    mime = objects_mime(["katsu"])
    point = zone_point(view, "hand", "nic")
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point, Qt.DropAction.MoveAction, mime, buttons, keys)
    QApplication.sendEvent(view.viewport(), enter)
    move = QDragMoveEvent(point, Qt.DropAction.MoveAction, mime, buttons, keys)
    QApplication.sendEvent(view.viewport(), move)
    assert window.scene.zones[("hand", "nic")].hint == "ok"
    drop_on(view, mime, "hand", "nic")
    assert all(zone.hint is None for zone in window.scene.zones.values())


def test_a_card_drag_starts_with_every_selected_object(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sandbox.ui.board.card_item as card_item

    carried: list[list[str]] = []

    class FakeDrag:
        def __init__(self, source: object) -> None:
            self.data = None

        def setMimeData(self, data: object) -> None:
            self.data = data

        def exec(self, *args: object) -> None:
            carried.append(read_objects(self.data))  # type: ignore[arg-type]

    monkeypatch.setattr(card_item, "QDrag", FakeDrag)
    window.scene.select_ids(["head-jab", "gustwave"])
    window.scene.cards["gustwave"].start_drag(window.board_view.viewport())
    assert sorted(carried[0]) == ["gustwave", "head-jab"]
    window.scene.cards["katsu"].start_drag(window.board_view.viewport())
    assert carried[1] == ["katsu"]  # an unselected card is dragged alone


def test_zooming_in_still_drops_on_the_zone_under_the_pointer(window: MainWindow) -> None:
    view = window.board_view
    fitted = view.transform().m11()
    view.set_zoom(2.0)
    assert view.transform().m11() == pytest.approx(fitted * 2)
    view.centerOn(view.board_scene.cards["katsu"])
    drop_on(view, objects_mime(["head-jab"]), "hero", "tyler")
    assert window.document.board.object("head-jab").zone == "hero"  # type: ignore[union-attr]
    view.set_zoom(99)
    assert view.zoom == 4.0
    view.set_zoom(0.1)  # never smaller than the whole table (Ctrl+0)
    assert view.transform().m11() == pytest.approx(min(fitted, view.fit_scale()))


def test_a_drag_over_the_table_does_no_rules_work_and_repaints_only_the_zones_it_crosses(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 10, point 2: a drag's mouse moves derive nothing, change nothing in the document,
    lay nothing out again; a move within a zone repaints nothing, one into another zone
    repaints the zone left and the zone entered."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent
    from PySide6.QtWidgets import QApplication
    from ui_helpers import zone_point

    import sandbox.ui.document.document as document_module
    from sandbox.ui.board.scene import BoardScene
    from sandbox.ui.board.zone_item import ZoneItem

    derives: list[object] = []
    layouts: list[object] = []
    repaints: list[ZoneItem] = []
    changes: list[object] = []
    real_derive = document_module.derive
    monkeypatch.setattr(document_module, "derive", lambda b: derives.append(b) or real_derive(b))
    real_show = BoardScene.show_board
    monkeypatch.setattr(
        BoardScene, "show_board", lambda s, *a: layouts.append(a) or real_show(s, *a)
    )
    monkeypatch.setattr(ZoneItem, "update", lambda zone, *a: repaints.append(zone))
    window.document.changed.connect(changes.append)

    view = window.board_view
    mime = objects_mime(["katsu"])
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    action = Qt.DropAction.MoveAction
    start = zone_point(view, "hand", "nic", 0.1)
    QApplication.sendEvent(view.viewport(), QDragEnterEvent(start, action, mime, buttons, keys))

    def move_to(point: object) -> list[ZoneItem]:
        repaints.clear()
        event = QDragMoveEvent(point, action, mime, buttons, keys)  # type: ignore[arg-type]
        QApplication.sendEvent(view.viewport(), event)
        return list(repaints)

    hand, graveyard = window.scene.zones[("hand", "nic")], window.scene.zones[("graveyard", "nic")]
    assert move_to(start) == [hand]  # lit
    for step in range(1, 20):  # along the hand: nothing to repaint
        assert move_to(zone_point(view, "hand", "nic", 0.1 + step * 0.04)) == []
    assert move_to(zone_point(view, "graveyard", "nic")) == [hand, graveyard]
    assert move_to(zone_point(view, "graveyard", "nic", 0.6, 0.6)) == []
    assert (derives, layouts, changes) == ([], [], [])
