"""English and Spanish: every string translated, the .qm built from the .ts, the switch."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from sandbox.model import MoveObject, SetController
from sandbox.ui.document.document import Document
from sandbox.ui.kit import i18n, settings
from sandbox.ui.kit.paths import translations_dir
from sandbox.ui.shell.app import Shell

pytestmark = pytest.mark.gui

TS = translations_dir() / "namesake_es.ts"
QM = translations_dir() / "namesake_es.qm"
ROOT = Path(__file__).resolve().parents[2]


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def test_every_string_has_a_spanish_translation() -> None:
    root = ET.parse(TS).getroot()
    messages = root.findall("context/message")
    assert len(messages) > 200
    unfinished = [
        m.findtext("source")
        for m in messages
        if m.find("translation") is not None
        and (m.find("translation").get("type") in ("unfinished", "vanished", "obsolete"))  # type: ignore[union-attr]
    ]
    assert unfinished == []


def test_the_ts_file_has_every_string_of_the_code(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    shutil.copy(TS, fresh)
    sources = sorted(str(p) for p in (ROOT / "sandbox" / "ui").rglob("*.py"))
    result = subprocess.run(
        [tool("pyside6-lupdate"), "-no-obsolete", *sources, "-ts", str(fresh)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "0 new" in result.stdout, result.stdout


def test_the_qm_file_is_built_from_the_ts_file(tmp_path: Path) -> None:
    built = tmp_path / "built.qm"
    subprocess.run(
        [tool("pyside6-lrelease"), str(TS), "-qm", str(built)], capture_output=True, check=True
    )
    assert built.read_bytes() == QM.read_bytes()


def test_spanish_translates_widgets_and_explanations(qapp: QApplication, shell: Shell) -> None:
    shell.set_language("es")
    window = shell.window
    assert QCoreApplication.translate("Zone", "Graveyard", "zone name") == "Cementerio"
    titles = [action.text() for action in window.menuBar().actions()]
    assert "&Archivo" in titles and "A&yuda" in titles
    assert window.scene.zones[("graveyard", "tyler")].label == "Cementerio"
    window.view.select_finding("gustwave:combo")
    assert "Encuentra" in window.references.explanation.toPlainText()
    window.document.push(SetController("mask", "nic"), "x")
    assert "no tienen controlador" in window.board_view.banner.text()
    assert settings.language() == "es"
    shell.set_language("en")
    assert shell.window.scene.zones[("graveyard", "tyler")].label == "Graveyard"
    assert settings.language() == "en"


def test_switching_language_keeps_the_document_and_its_history(shell: Shell) -> None:
    shell.document.push(MoveObject("katsu", "banished"), "move")
    shell.set_language("es")
    assert shell.window.document is shell.document
    assert shell.window.undo_action.isEnabled()
    shell.window.undo_action.trigger()
    assert shell.document.board.object("katsu").zone == "hero"  # type: ignore[union-attr]
    shell.set_language("en")


def test_install_reports_a_missing_language(qapp: QApplication) -> None:
    assert i18n.install(qapp, "en")
    assert not i18n.install(qapp, "xx")
    i18n.install(qapp, "en")


def test_after_a_language_switch_the_old_window_hears_nothing(
    qapp: QApplication, document: Document
) -> None:
    from PySide6.QtCore import QEvent

    shell = Shell(qapp, document, "en")  # not the fixture: its first window is deleted here
    document.push(MoveObject("katsu", "banished"), "move")
    shell.set_language("es")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old one is gone
    document.undo_stack.undo()  # clean again: only the new window's title changes
    shell.view.select(["katsu"])
    assert shell.window.windowTitle().startswith(document.info.title_in("es"))
    assert shell.window.scene.cards["katsu"].isSelected()
    shell.set_language("en")
    shell.autosaver.stop()


def test_a_players_view_counts_hidden_cards_in_spanish(shell: Shell) -> None:
    from sandbox.ui.kit.paths import scenarios_dir

    shell.set_language("es")
    path = scenarios_dir() / "fab" / "f19-righteous-cleansing.json"
    assert shell.window.files.open_path(path, remember=False)
    shell.view.set_viewer("ann")
    shell.view.select_finding("cleansing:banish")
    assert "5 cartas ocultas en el mazo" in shell.window.references.explanation.toPlainText()
    shell.set_language("en")


def test_an_undo_text_for_several_objects_is_spanish(shell: Shell) -> None:
    from sandbox.ui.document import object_actions

    shell.set_language("es")
    object_actions.set_face_down(shell.document, ["head-jab", "gustwave"], True)
    assert shell.document.undo_stack.undoText() == "Poner 2 objetos boca abajo"
    shell.set_language("en")


def test_the_undo_texts_of_a_files_actions_are_spanish(shell: Shell) -> None:
    """Each action kind's undo words come from the message catalog, in the window's language,
    with the window's zone headings."""
    from sandbox.ui.document.action_text import action_text
    from sandbox.ui.kit.paths import scenarios_dir

    shell.set_language("es")
    assert shell.window.files.open_path(scenarios_dir() / "mtg" / "m6-meld.json", remember=False)
    stack = shell.document.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == [
        "Quitar Gisela, the Broken Blade // Brisela, Voice of Nightmares",
        "Cambiar Bruna, the Fading Light // Brisela, Voice of Nightmares",
    ]
    leave = action_text(MoveObject("bruna", "graveyard"), shell.document.board, "es")
    assert leave == (
        "Mover Brisela, Voice of Nightmares a Cementerio: sale como dos cartas, "
        "Bruna, the Fading Light y Gisela, the Broken Blade (712.21)"
    )
    shell.set_language("en")
