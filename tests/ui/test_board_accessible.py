"""The table through a screen reader's eyes (issue 25, points 1 and 2): every zone and card of
the board is an accessible object with a role, a name and a description, the keyboard's card
is the board's focus child, and every change is announced in a sentence, in English and
Spanish."""

from __future__ import annotations

import gc

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)

from sandbox.model import MoveObject, RemoveObject, SetController, SetFaceDown, SwitchEffect
from sandbox.ui.document.document import Change, Document
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.change_words import change_sentence
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui
Text, Role = QAccessible.Text, QAccessible.Role


def board(window: MainWindow) -> QAccessibleInterface:
    interface = QAccessible.queryAccessibleInterface(window.board_view)
    assert interface is not None
    return interface


def children(node: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [node.child(i) for i in range(node.childCount())]


def spoken(node: QAccessibleInterface) -> tuple[str, str, str]:
    return (node.role().name, node.text(Text.Name), node.text(Text.Description))


def cards(window: MainWindow) -> dict[str, tuple[str, str, str]]:
    """Every card of the board's tree by name: (role, name, description); each one's parent
    is its zone and knows it at its index."""
    found = {}
    for zone in children(board(window)):
        assert zone.parent().text(Text.Name) == board(window).text(Text.Name)
        for index, card in enumerate(children(zone)):
            assert zone.indexOfChild(card) == index
            assert card.parent().text(Text.Name) == zone.text(Text.Name)
            found[card.text(Text.Name)] = spoken(card)
    return found


def test_every_zone_and_card_of_the_default_example_is_an_accessible_object(
    window: MainWindow,
) -> None:
    table = board(window)
    assert spoken(table)[:2] == ("Pane", "Board")
    zones = {z.text(Text.Name): spoken(z) for z in children(table)}
    assert zones["Combat chain"] == ("List", "Combat chain", "2 cards")
    assert zones["Graveyard, Tyler"] == ("List", "Graveyard, Tyler", "1 card")
    assert zones["Hand, Nic"] == ("List", "Hand, Nic", "no cards")
    assert len(zones) == table.childCount() == len(window.scene.zones)
    assert cards(window) == {
        "Bravo, Showstopper": ("ListItem", "Bravo, Showstopper", "Nic's hero"),
        "Head Jab, also named Surging Strike": (
            "ListItem",
            "Head Jab, also named Surging Strike",
            "combat chain, card 1 of 2, pitch 1, found by Whelming Gustwave",
        ),
        "Whelming Gustwave": (
            "ListItem",
            "Whelming Gustwave",
            "combat chain, card 2 of 2, pitch 1, finds 1",
        ),
        "Katsu, the Wanderer": ("ListItem", "Katsu, the Wanderer", "Tyler's hero"),
        "Mask of Many Faces": ("ListItem", "Mask of Many Faces", "Tyler's graveyard"),
    }


def test_a_card_says_its_controller_and_a_source_its_verdict_after_a_change(
    window: MainWindow,
) -> None:
    document = window.document
    assert document.push(SetController("gustwave", "nic"), "controller")
    assert document.push(MoveObject("head-jab", "hand", "tyler"), "away")
    said = cards(window)
    assert said["Whelming Gustwave"][2] == (
        "combat chain, owner Tyler, controlled by Nic, pitch 1, fails"
    )
    assert said["Head Jab"][2] == "Tyler's hand, pitch 1"
    window.view.set_viewer("nic")  # Tyler's hand is hidden from Nic
    assert cards(window)["hidden card"] == ("ListItem", "hidden card", "Tyler's hand")


def test_the_cards_are_spanish_in_spanish(shell: Shell) -> None:
    shell.set_language("es")
    window = shell.window
    said = cards(window)
    assert said["Whelming Gustwave"][2] == "cadena de combate, carta 2 de 2, pitch 1, encuentra 1"
    assert "Head Jab, también llamada Surging Strike" in said
    zones = [z.text(Text.Name) for z in children(board(window))]
    assert "Cementerio, Tyler" in zones and board(window).text(Text.Name) == "Mesa"


def test_the_keyboard_card_is_the_focus_child_and_a_removed_card_leaves_the_tree(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow
) -> None:
    view = window.board_view
    window.activateWindow()
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(view.hasFocus)
    window.keyboard.board.go_to(("combat chain", None), "head-jab")
    focused = board(window).focusChild()
    assert focused is not None and focused.text(Text.Name).startswith("Head Jab")
    assert focused.state().focused and focused.state().selected
    qtbot.keyClick(view, Qt.Key.Key_Right)
    focused = board(window).focusChild()
    assert focused is not None and focused.text(Text.Name) == "Whelming Gustwave"
    node = window.board_tree.card_node("gustwave")
    assert window.document.push(RemoveObject("gustwave"), "remove")
    assert not shiboken6.isValid(node)  # Qt's cache deleted it with its handle
    assert "Whelming Gustwave" not in cards(window)


def test_rect_of_a_card_is_where_it_is_drawn(window: MainWindow) -> None:
    node = window.board_tree.card_node("mask")
    item = window.scene.cards["mask"]
    view = window.board_view
    centre = view.viewport().mapToGlobal(view.mapFromScene(item.sceneBoundingRect().center()))
    assert node.rect().contains(centre)
    assert board(window).childAt(centre.x(), centre.y()) is not None


def announced(qtbot, window: MainWindow, change) -> str:  # type: ignore[no-untyped-def]
    window.announcer.last = ""
    change()
    qtbot.waitUntil(lambda: window.announcer.last != "")
    return window.announcer.last


def flushed(window: MainWindow, change) -> str:  # type: ignore[no-untyped-def]
    change()
    window.announcer.flush()
    return window.announcer.last


def test_moves_undo_redo_and_effects_are_announced(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    document = window.document
    away = "Head Jab moved from combat chain to Tyler's hand. Head Jab loses the name Surging"
    away += " Strike. Whelming Gustwave now fails, no longer finds Head Jab."
    move = MoveObject("head-jab", "hand", "tyler")
    assert announced(qtbot, window, lambda: document.push(move, "x")) == away
    back = announced(qtbot, window, document.undo_stack.undo)
    assert back == (
        "Undone. Head Jab moved from Tyler's hand to combat chain. Head Jab gains the name"
        " Surging Strike. Whelming Gustwave now finds Head Jab."
    )
    assert announced(qtbot, window, document.undo_stack.redo) == "Redone. " + away
    announced(qtbot, window, document.undo_stack.undo)
    off = announced(qtbot, window, lambda: document.push(SwitchEffect("mask-name", False), "x"))
    assert off.startswith("Effect switched off: Gains a name, from Mask of Many Faces.")
    assert off.endswith("Whelming Gustwave now fails, now misses Head Jab.")
    removed = announced(qtbot, window, lambda: document.push(RemoveObject("mask"), "x"))
    assert removed.startswith("Mask of Many Faces removed from Tyler's graveyard.")
    refused = announced(qtbot, window, lambda: document.push(RemoveObject("mask"), "x"))
    assert refused == 'there is no object "mask"'  # what the banner shows


def test_a_jump_on_the_timeline_is_one_sentence(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    document = window.document
    document.push(MoveObject("katsu", "graveyard"), "x")
    document.push(MoveObject("katsu", "banished"), "x")
    qtbot.waitUntil(lambda: "banished" in window.announcer.last.lower())
    said = announced(
        qtbot, window, lambda: document.undo_stack.setIndex(document.undo_stack.index() - 2)
    )
    assert said == "Undone. Katsu, the Wanderer moved from Tyler's banished to Tyler's hero."


def test_announcements_are_spanish_in_spanish(shell: Shell) -> None:
    shell.set_language("es")
    window, document = shell.window, shell.document  # (no event loop: the old window stays)
    said = flushed(window, lambda: document.push(MoveObject("head-jab", "hand", "tyler"), "x"))
    assert said == (
        "Head Jab movida de cadena de combate a mano de Tyler. Head Jab pierde el nombre"
        " Surging Strike. Whelming Gustwave ahora falla, ya no encuentra Head Jab."
    )
    assert flushed(window, document.undo_stack.undo).startswith("Deshecho. Head Jab")
    off = flushed(window, lambda: document.push(SwitchEffect("mask-name", False), "x"))
    assert off.startswith("Efecto desactivado: Obtiene un nombre, de Mask of Many Faces.")


def test_the_sentence_of_a_change_needs_no_window(document: Document) -> None:
    before = document.snapshot
    assert document.push(SetController("gustwave", "nic"), "x")
    after = document.snapshot
    sides = (before.board, before.derived), (after.board, after.derived)
    change = Change.between(before, after)
    assert (
        change_sentence(*sides, change.changes, None) == "Whelming Gustwave now controlled by Nic."
    )
    assert change_sentence(*sides, change.changes, None, "undo").startswith("Undone. ")
    nothing = Change.between(after, after)
    assert change_sentence(sides[1], sides[1], nothing.changes, None) == ""


def test_with_a_screen_reader_listening_the_events_go_out(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As under a real screen reader (accessibility active): the cursor's card gets the focus
    event, a change tells the interfaces whose words changed, and the sentence goes out as
    an announcement."""
    sent: list[tuple[str, str]] = []

    def record(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            sent.append(("Announcement", event.message()))
            return
        node = event.accessibleInterface()
        sent.append((event.type().name, node.text(Text.Name) if node is not None else ""))

    QAccessible.setActive(True)
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(record))
    try:
        view = window.board_view
        window.activateWindow()
        view.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.waitUntil(view.hasFocus)
        window.keyboard.board.go_to(("combat chain", None), "head-jab")
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: ("Focus", "Whelming Gustwave") in sent)
        read = [spoken(zone) for zone in children(board(window))]  # a screen reader reads
        assert read and cards(window)
        sent.clear()
        said = announced(qtbot, window, lambda: window.document.push(RemoveObject("katsu"), "x"))
        assert said == "Katsu, the Wanderer removed from Tyler's hero."
        assert ("Announcement", said) in sent
        changed = {name for kind, name in sent if kind == "DescriptionChanged"}
        assert changed == {"Hero, Tyler"}  # its count; no other zone's or card's words changed
        assert ("NameChanged", "Hero, Tyler") not in sent
    finally:
        QAccessible.setActive(False)


def test_a_face_down_card_says_so_and_is_announced_turning(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    document = window.document
    said = announced(qtbot, window, lambda: document.push(SetFaceDown("mask", True), "x"))
    assert said.startswith("Mask of Many Faces turned face down.")
    assert cards(window)["Mask of Many Faces"][2] == "Tyler's graveyard, face down"


def test_after_a_language_switch_only_the_new_window_speaks(  # type: ignore[no-untyped-def]
    qtbot, shell: Shell, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The replaced window's announcer neither speaks nor fails once its window is gone."""
    spoken_to: list[object] = []

    def record(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            spoken_to.append(event.object())

    QAccessible.setActive(True)
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(record))
    try:
        old = shell.window
        shell.set_language("es")
        assert old is not shell.window
        del old  # (the fixture closes the windows it still holds)
        said = announced(
            qtbot, shell.window, lambda: shell.document.push(RemoveObject("katsu"), "x")
        )
        assert said.startswith("Katsu, the Wanderer")
        assert spoken_to and all(target is shell.window for target in spoken_to)
    finally:
        QAccessible.setActive(False)
        spoken_to.clear()
        gc.collect()  # (the replaced window's wrapper goes before the fixture closes windows)
