"""Abilities read from any card's text, in the app (issue 9): who encoded each one is shown, a
suggested one carries "⚠ check this" and is confirmed in one click for every copy, the text an
ability was read from is highlighted, and text that uses names but is not encoded links to the
ability dialog prefilled with it."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication
from test_ui_any_card import _default_document, use_imported_data

from sandbox.cards.library import bundled_library
from sandbox.model import CardDef, add_action, finding_id
from sandbox.ui.dialogs import reference as reference_dialog
from sandbox.ui.shell.app import Shell

pytestmark = [pytest.mark.gui, pytest.mark.reference]


def imported_fab_card(database: Path, where: str) -> tuple[str, str]:
    """(name, pitch) of the first imported FaB card, not in the bundled library, whose stored
    name use matches the SQL condition `where` on the name_use row `n`."""
    with closing(sqlite3.connect(database)) as conn:
        rows = conn.execute(
            "SELECT c.name, c.pitch FROM cards c JOIN name_use n ON n.card_id = c.id"
            f" WHERE c.game = 'fab' AND c.is_token = 0 AND {where} ORDER BY c.name, c.pitch"
        ).fetchall()
    bundled = {c.name for c in bundled_library().cards("fab")}
    name, pitch = next((n, p) for n, p in rows if n not in bundled)
    return str(name), str(pitch)


def put_in_hand(shell: Shell, name: str, pitch: str) -> CardDef:
    card = shell.cards.resolver.resolve("fab", name, pitch or None)
    board = shell.document.board
    assert shell.document.push(add_action(board, card, "hand", board.active_player), "add")
    return card


def test_a_suggested_ability_says_check_this_and_is_confirmed_in_one_click(
    qapp: QApplication,
    qtbot,
    imported_db_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    use_imported_data(imported_db_path)
    name, pitch = imported_fab_card(imported_db_path, "n.refs LIKE '%\"suggested\"%'")
    shell = Shell(qapp, _default_document(), "en")
    qtbot.addWidget(shell.window)
    card = put_in_hand(shell, name, pitch)
    put_in_hand(shell, name, pitch)  # a second copy
    suggested = next(r for r in card.references if r.origin == "suggested")
    objects = [o.id for o in shell.document.board.objects if o.card.name == name]
    panel = shell.window.references
    finding = f"{objects[0]}:{suggested.key}"
    row = panel.model.row_of(finding)
    assert "⚠ check this" in panel.model.rows[row].cells[1]
    shell.window.view.select([objects[0]])
    shell.window.view.select_finding(finding)
    assert panel.confirm_button.isEnabled()
    panel.confirm_button.click()
    for object_id in objects:  # every copy: the judge's now
        obj = shell.document.board.object(object_id)
        assert obj is not None
        spec = next(r for r in obj.references if r.key == suggested.key)
        assert spec.origin == "written"
    assert "⚠" not in panel.model.rows[panel.model.row_of(finding)].cells[1]
    assert not panel.confirm_button.isEnabled()
    shell.document.undo_stack.undo()  # one step
    obj = shell.document.board.object(objects[0])
    assert obj is not None and obj.card == card
    shell.document.undo_stack.setClean()
    shell.autosaver.stop()


def test_unencoded_text_is_marked_and_opens_the_dialog_prefilled(
    qapp: QApplication,
    qtbot,  # type: ignore[no-untyped-def]
    imported_db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    use_imported_data(imported_db_path)
    name, pitch = imported_fab_card(imported_db_path, "n.unencoded != '[]'")
    shell = Shell(qapp, _default_document(), "en")
    qtbot.addWidget(shell.window)
    card = put_in_hand(shell, name, pitch)
    object_id = next(o.id for o in shell.document.board.objects if o.card.name == name)
    shell.window.view.select([object_id])
    inspector = shell.window.inspector
    html = inspector.details.toHtml()
    start, end = card.unencoded[0]
    assert f"write:{start}-{end}" in html
    assert "not encoded, write it" in inspector.details.toPlainText()
    opened: list[str] = []
    monkeypatch.setattr(
        reference_dialog.ReferenceDialog,
        "exec",
        lambda dialog: opened.append(dialog.text_edit.text()) or 0,
    )
    inspector.open_link(QUrl(f"write:{start}-{end}"))
    assert opened == [card.text[start:end]]
    shell.document.undo_stack.setClean()
    shell.autosaver.stop()


def test_the_selected_abilitys_text_is_highlighted_in_the_rules_text(
    qapp: QApplication,
    qtbot,
    imported_db_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    use_imported_data(imported_db_path)
    name, pitch = imported_fab_card(imported_db_path, "n.refs LIKE '%\"derived\"%'")
    shell = Shell(qapp, _default_document(), "en")
    qtbot.addWidget(shell.window)
    card = put_in_hand(shell, name, pitch)
    spec = next(r for r in card.references if r.origin == "derived" and r.span)
    object_id = next(o.id for o in shell.document.board.objects if o.card.name == name)
    shell.window.view.select([object_id])
    assert "#fff1a8" not in shell.window.inspector.details.toHtml().lower()
    shell.window.view.select_finding(finding_id(object_id, spec.key))
    assert "#fff1a8" in shell.window.inspector.details.toHtml().lower()
    stored = json.loads(json.dumps(spec.span))
    assert card.text[stored[0] : stored[1]]
    shell.document.undo_stack.setClean()
    shell.autosaver.stop()
