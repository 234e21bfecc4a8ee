"""Any card of either game in the app: a judge who imported the full card data drags any card
in, reads its rules text, saves the table, and it reopens (and recovers after a crash) on a
machine that never imported anything. Without the import, the palette says so plainly."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from sandbox.cards.db import paths
from sandbox.cards.resolver import forget_default_resolver
from sandbox.model import add_action
from sandbox.scenario.files import load_scenario
from sandbox.ui.cards.source import CardHit, default_source
from sandbox.ui.document import autosave
from sandbox.ui.document.document import Document
from sandbox.ui.kit.paths import autosave_file, default_scenario, scenarios_dir
from sandbox.ui.shell.app import Shell

pytestmark = [pytest.mark.gui, pytest.mark.reference]


def use_imported_data(imported_db_path: Path) -> None:
    """The user's card database is one with both games' full data imported."""
    target = paths.database_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(imported_db_path, target)
    forget_default_resolver()
    default_source.cache_clear()


def forget_imported_data() -> None:
    """Another machine: the same user, who never imported anything."""
    paths.database_path().unlink()
    forget_default_resolver()
    default_source.cache_clear()


def palette_hit(shell: Shell, text: str) -> CardHit:
    palette = shell.window.card_palette
    palette.search_edit.setText(text)
    hits = palette.model.hits
    assert hits, palette.count_label.text()
    return hits[0]


def yes(parent: QWidget, title: str, text: str) -> bool:
    return True


def test_an_imported_card_dropped_from_the_palette_shows_its_text_saves_and_reopens_anywhere(
    qapp: QApplication,
    qtbot,
    imported_db_path: Path,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    use_imported_data(imported_db_path)
    shell = Shell(qapp, _default_document(), "en")
    qtbot.addWidget(shell.window)
    palette = shell.window.card_palette
    palette.game_box.setCurrentIndex(palette.game_box.findData("fab"))
    hit = palette_hit(shell, "Biting Breeze")
    assert (hit.name, hit.pitch) == ("Biting Breeze", "1")
    tooltip = palette.model.data(palette.model.index(0), 3)  # ToolTipRole
    assert "create a Crouching Tiger" in str(tooltip) and "Ninja Action - Attack" in str(tooltip)
    palette.add_to_hand(palette.model.index(0))
    added = shell.document.board.object("biting-breeze")
    assert added is not None and added.zone == "hand"
    shell.window.view.select(["biting-breeze"])
    details = shell.window.inspector.details.toPlainText()
    assert "create a Crouching Tiger in your banished zone" in details
    assert "pitch 1" in details
    path = tmp_path / "table.json"
    assert shell.window.files._write(path)
    forget_imported_data()
    reopened = load_scenario(path)
    assert reopened.board == shell.document.board
    shell.autosaver.stop()


def test_recovery_after_a_crash_needs_no_import(
    qapp: QApplication,
    qtbot,
    imported_db_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    use_imported_data(imported_db_path)
    first = Shell(qapp, _default_document("mtg"), "en")
    qtbot.addWidget(first.window)
    palette = first.window.card_palette
    palette.game_box.setCurrentIndex(palette.game_box.findData("mtg"))
    card = first.cards.card(palette_hit(first, "Shock").ref)
    assert card is not None
    board = first.document.board
    first.document.push(add_action(board, card, "hand", board.active_player), "add")
    assert first.autosaver.save_now()  # then the app dies: the autosave stays
    forget_imported_data()
    second = Shell(qapp, _default_document("mtg"), "en")
    qtbot.addWidget(second.window)
    assert second.offer_recovery(yes)
    assert second.document.board.object("shock") is not None
    second.document.undo_stack.setClean()
    second.autosaver.stop()


def test_an_autosave_that_cannot_be_read_is_kept_aside_and_named(
    qapp: QApplication,
    qtbot,
    no_modal_boxes: list[str],  # type: ignore[no-untyped-def]
) -> None:
    broken = autosave_file()
    broken.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"schema_version": 1, "game": "fab", "players": []})
    broken.write_text(text)
    shell = Shell(qapp, _default_document(), "en")
    qtbot.addWidget(shell.window)
    assert not shell.offer_recovery(yes)
    kept = [p for p in broken.parent.iterdir() if "unreadable" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == text  # untouched
    assert autosave.pending() is None
    assert str(kept[0]) in no_modal_boxes[-1]
    shell.autosaver.stop()


def test_without_the_import_the_palette_says_the_card_is_not_in_your_data(
    qapp: QApplication,
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    shell = Shell(qapp, _default_document(), "en")
    qtbot.addWidget(shell.window)
    palette = shell.window.card_palette
    palette.game_box.setCurrentIndex(palette.game_box.findData("fab"))
    palette.search_edit.setText("Biting Breeze")
    assert palette.model.hits == []
    assert "not in your card data" in palette.count_label.text()
    assert "import" in palette.count_label.text()
    shell.autosaver.stop()


def _default_document(game: str = "fab") -> Document:
    path = default_scenario() if game == "fab" else sorted((scenarios_dir() / "mtg").iterdir())[0]
    scenario = load_scenario(path)
    document = Document(scenario.start)
    document.load(scenario, None)
    return document
