"""Targets… and Links… from the window: the object menu, the inspector, the keyboard and the
explanation's "Set targets…" offer open them; OK sets them in one undo step, Cancel changes
nothing (MTG 115.1, M12; 607.2a). Board: Lobotomy, after the rules' example for 701.23c (M0a),
with its target and its revealed card not set yet."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from sandbox.model import SetTargets
from sandbox.scenario.files import load_scenario
from sandbox.ui.dialogs.object_menu import ObjectMenu
from sandbox.ui.dialogs.relations import LinksDialog, TargetsDialog, edit_links
from sandbox.ui.document.document import Document
from sandbox.ui.kit import i18n
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

LOBOTOMY = scenarios_dir() / "mtg" / "d-m0a-lobotomy-that-players-zones.json"
FINDING = "lobotomy:same_name_as-1"


@pytest.fixture
def document(tmp_path: Path) -> Document:
    """The Lobotomy board with no target and no link on Lobotomy (the `shell` and `window`
    fixtures open it)."""
    data = json.loads(LOBOTOMY.read_text(encoding="utf-8"))
    source = next(o for o in data["objects"] if o["id"] == "lobotomy")
    source.pop("targets")
    source.pop("links")
    path = tmp_path / "lobotomy.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    scenario = load_scenario(path)
    loaded = Document(scenario.start)
    loaded.load(scenario, path)
    return loaded


def answering(handle: Callable[[QWidget], None]) -> list[BaseException]:
    """Run `handle` on the dialog about to open modally; a failure closes it (so the test
    does not hang) and is returned, to be raised by the test."""
    failures: list[BaseException] = []

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        try:
            assert dialog is not None, "no dialog opened"
            handle(dialog)
        except BaseException as failure:  # handed back to the test, which raises it
            failures.append(failure)
            if dialog is not None and dialog.isVisible():
                dialog.close()

    QTimer.singleShot(0, run)
    return failures


def press_on_table(qtbot, window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:  # type: ignore[no-untyped-def]
    """A shortcut typed on the table (the window active, as when a user types it)."""
    window.activateWindow()
    window.board_view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(window.board_view.hasFocus)
    qtbot.keyClick(window.board_view, key, modifiers)


def press_ok(dialog: QWidget) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def pick_ben(qtbot) -> Callable[[QWidget], None]:  # type: ignore[no-untyped-def]
    """Type "ben" in the Targets dialog's search, tick the first row with Enter, OK."""

    def handle(dialog: QWidget) -> None:
        assert isinstance(dialog, TargetsDialog)
        picks = dialog.picks
        titles = [picks.list.item(row).text() for row in range(picks.list.count())]
        assert titles[:2] == ["Ann [ann]", "Ben [ben]"]  # the players first
        assert "Howling Mine [mine-hand] · Hand — Ben · owner Ben" in titles
        assert not any("[lobotomy]" in title for title in titles)  # not itself (115.5)
        assert dialog.focusWidget() is picks.search  # typing finds at once
        qtbot.keyClicks(picks.search, "ben")
        assert picks.list.currentItem().text() == "Ben [ben]"
        qtbot.keyClick(picks.search, Qt.Key.Key_Down)
        assert "[mine-hand]" in picks.list.currentItem().text()
        qtbot.keyClick(picks.search, Qt.Key.Key_Up)
        qtbot.keyClick(picks.search, Qt.Key.Key_Return)
        assert picks.chosen() == ("ben",)
        press_ok(dialog)

    return handle


def test_targets_from_the_object_menu_set_ben_and_undo_restores(shell: Shell, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, document = shell.window, shell.document
    before = document.derived.finding(FINDING)
    assert before is not None and before.status == "n/a"
    assert [r.code for r in before.reasons] == ["ref.unset_target_player"]
    menu = ObjectMenu(document, window.view, window.cards, ["lobotomy"], window)
    entry = next(a for a in menu.actions() if a.text() == "Targets…")
    failures = answering(pick_ben(qtbot))
    entry.trigger()
    assert failures == []
    assert document.board.object("lobotomy").targets == ("ben",)  # type: ignore[union-attr]
    after = document.derived.finding(FINDING)
    assert after is not None and after.status != "n/a"
    assert "ref.unset_target_player" not in [r.code for r in after.reasons]
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Set targets of Lobotomy"
    window.view.select(["lobotomy"])
    assert "Targets: Ben" in window.inspector.details.toPlainText()
    press_on_table(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert document.board.object("lobotomy").targets == ()  # type: ignore[union-attr]
    assert document.derived.finding(FINDING).status == "n/a"  # type: ignore[union-attr]


def test_cancel_changes_nothing(shell: Shell) -> None:
    window, document = shell.window, shell.document
    window.view.select(["lobotomy"])

    def tick_then_cancel(dialog: QWidget) -> None:
        assert isinstance(dialog, TargetsDialog)
        dialog.picks.tick("ann")
        dialog.findChild(QDialogButtonBox).button(  # type: ignore[union-attr]
            QDialogButtonBox.StandardButton.Cancel
        ).click()

    failures = answering(tick_then_cancel)
    window.inspector.targets_button.click()
    assert failures == []
    assert document.board.object("lobotomy").targets == ()  # type: ignore[union-attr]
    assert document.undo_stack.count() == 0


def test_the_links_shortcut_sets_a_trigger_link(shell: Shell, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, document = shell.window, shell.document
    window.view.select(["lobotomy"])

    def link_mine(dialog: QWidget) -> None:
        assert isinstance(dialog, LinksDialog)
        picks = dialog.picks["trigger"]
        assert dialog.tabs.currentIndex() == 0 and picks.isVisible()
        assert dialog.focusWidget() is picks.search
        qtbot.keyClicks(picks.search, "graveyard")
        assert "[mine-graveyard]" in picks.list.currentItem().text()
        qtbot.keyClick(picks.search, Qt.Key.Key_Down)  # over the hidden Library row
        assert "[ann-mine]" in picks.list.currentItem().text()
        picks.search.clear()
        picks.tick("mine-library")
        assert dialog.tabs.tabText(0).endswith("(1)")
        press_ok(dialog)

    failures = answering(link_mine)
    press_on_table(
        qtbot,
        window,
        Qt.Key.Key_L,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert failures == []
    links = document.board.object("lobotomy").links  # type: ignore[union-attr]
    assert links == (("trigger", "mine-library"),)
    assert document.undo_stack.undoText() == "Set links of Lobotomy"
    assert "Triggered by: Howling Mine (mine-library)" in window.inspector.details.toPlainText()

    def reveal_too(dialog: QWidget) -> None:  # the trigger tab is never shown: its link stays
        assert isinstance(dialog, LinksDialog)
        assert "trigger" not in dialog.picks and dialog.tabs.tabText(0).endswith("(1)")
        dialog.picks["revealed"].tick("mine-hand")
        press_ok(dialog)

    failures = answering(reveal_too)
    edit_links(document, "lobotomy", None, window, "revealed")
    assert failures == []
    links = document.board.object("lobotomy").links  # type: ignore[union-attr]
    assert links == (("trigger", "mine-library"), ("revealed", "mine-hand"))


def test_the_explanation_offers_set_targets_then_set_links(shell: Shell, qtbot) -> None:  # type: ignore[no-untyped-def]
    """ref.unset_target_player offers "Set targets…"; with Ben targeted, the anchor (the card
    Lobotomy revealed) is missing and "Set links…" opens Links… on its tab; with both set,
    Lobotomy finds Ben's three Howling Mines and not Ann's (M0a)."""
    window, document = shell.window, shell.document
    window.view.select_finding(FINDING)
    explanation = window.references.explanation
    assert "Set targets…" in explanation.toPlainText()
    assert 'href="set:targets"' in explanation.toHtml()
    failures = answering(pick_ben(qtbot))
    explanation.setFocus()
    qtbot.keyClick(explanation, Qt.Key.Key_Tab)  # the first link: "Set targets…"
    qtbot.keyClick(explanation, Qt.Key.Key_Return)
    assert failures == []
    assert document.board.object("lobotomy").targets == ("ben",)  # type: ignore[union-attr]
    finding = document.derived.finding(FINDING)
    assert finding is not None and "ref.no_anchor_revealed" in [r.code for r in finding.reasons]
    assert "Set links…" in explanation.toPlainText()

    def reveal(dialog: QWidget) -> None:
        assert isinstance(dialog, LinksDialog)
        assert dialog.tabs.currentIndex() == 2  # "The card it revealed or milled"
        dialog.picks["revealed"].tick("mine-hand")
        press_ok(dialog)

    failures = answering(reveal)
    assert 'href="set:links/revealed"' in explanation.toHtml()
    explanation.anchorClicked.emit(QUrl("set:links/revealed"))  # what a click on it sends
    assert failures == []
    finding = document.derived.finding(FINDING)
    assert finding is not None and finding.status == "finds"
    assert set(finding.found) == {"mine-hand", "mine-graveyard", "mine-library"}


def test_in_spanish_the_dialog_and_its_undo_step_read_in_spanish(
    qapp: QApplication, shell: Shell
) -> None:
    i18n.install(qapp, "es")  # (the autouse fixture puts English back)
    window = shell.window
    window.view.select(["lobotomy"])

    def target_ann(dialog: QWidget) -> None:
        assert isinstance(dialog, TargetsDialog)
        assert dialog.windowTitle() == "Objetivos de Lobotomy"
        titles = [dialog.picks.list.item(r).text() for r in range(dialog.picks.list.count())]
        assert "Howling Mine [ann-mine] · Cementerio — Ann · propietario Ann" in titles
        dialog.picks.tick("ann")
        press_ok(dialog)

    failures = answering(target_ann)
    window.keyboard.targets_action.trigger()
    assert failures == []
    assert shell.document.undo_stack.undoText() == "Fijar los objetivos de Lobotomy"


def test_targets_keep_the_order_they_are_put_in(window: MainWindow) -> None:
    document = window.document
    source = document.board.object("lobotomy")
    assert source is not None
    dialog = TargetsDialog(document.board, document.derived, source, None, window)
    picks = dialog.picks
    picks.tick("ann")
    picks.tick("mine-hand")
    picks.tick("ben")
    assert picks.chosen() == ("ann", "mine-hand", "ben")
    picks.order.setCurrentRow(2)
    picks.up_button.click()
    assert picks.chosen() == ("ann", "ben", "mine-hand")
    picks.order.setCurrentRow(0)
    picks.remove_button.click()
    assert picks.chosen() == ("ben", "mine-hand")
    assert picks.list.item(0).checkState() == Qt.CheckState.Unchecked  # Ann unticked too
    press_ok(dialog)
    assert dialog.action == SetTargets("lobotomy", ("ben", "mine-hand"))


def test_a_player_sees_hidden_cards_unnamed_in_the_lists(window: MainWindow) -> None:
    """In Ann's view Ben's hand and library are hidden: listed by zone and owner only, with
    neither name nor id (an id may say what a card is)."""
    document = window.document
    source = document.board.object("lobotomy")
    assert source is not None
    dialog = TargetsDialog(document.board, document.derived, source, "ann", window)
    titles = [dialog.picks.list.item(r).text() for r in range(dialog.picks.list.count())]
    assert "a hidden card · Hand — Ben · owner Ben" in titles
    assert "Howling Mine [mine-graveyard] · Graveyard — Ben · owner Ben" in titles
    assert not any("mine-hand" in title or "mine-library" in title for title in titles)
    dialog.picks.search.setText("mine-hand")
    assert dialog.picks.shown_rows() == []


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_stop_of_the_two_dialogs_has_a_name(  # type: ignore[no-untyped-def]
    qapp: QApplication, qtbot, window: MainWindow, language: str
) -> None:
    """Every widget Tab reaches says what it is to a screen reader, in both languages."""
    i18n.install(qapp, language)
    document = window.document
    source = document.board.object("lobotomy")
    assert source is not None
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    try:
        for dialog in (
            TargetsDialog(document.board, document.derived, source, None, window),
            LinksDialog(document.board, document.derived, source, None, window),
        ):
            qtbot.addWidget(dialog)
            dialog.show()
            reached = [
                w
                for w in dialog.findChildren(QWidget)
                if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
            ]
            assert len(reached) >= 8  # search, list, order, three buttons, OK, Cancel (tabs)
            unnamed = [
                f"{type(w).__name__} {w.objectName()}"
                for w in reached
                if not QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name).strip()
            ]
            assert unnamed == [], dialog.objectName()
    finally:
        QAccessible.setActive(was)
