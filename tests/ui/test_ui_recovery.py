"""Recovery that never deletes (issue 22, finding 2): a crashed session's autosave is offered
whatever the first file, share string or player to view as did, and until the user answered
this session neither writes over it nor removes it; declined, it is moved aside.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from sandbox.model import MoveObject
from sandbox.scenario.files import load_scenario
from sandbox.ui.document import autosave
from sandbox.ui.document.document import Document
from sandbox.ui.kit.paths import autosave_file, default_scenario
from sandbox.ui.shell.app import Shell, start_document, view_from

pytestmark = pytest.mark.gui


def _crashed_session(qapp: QApplication, qtbot: QtBot) -> bytes:
    """A session that left an autosave behind (as after a crash); the autosave's bytes."""
    document = Document(load_scenario(default_scenario()).start)
    document.load(load_scenario(default_scenario()), None)
    crashed = Shell(qapp, document, "en")
    qtbot.addWidget(crashed.window)
    crashed.autosaver.release()
    document.push(MoveObject("katsu", "banished"), "move")
    assert crashed.autosaver.save_now()
    crashed.autosaver._period.stop()
    return autosave_file().read_bytes()


def _next_start(qapp: QApplication, qtbot: QtBot, scenario: str | None) -> tuple[Shell, str]:
    document, error = start_document(scenario, "en")
    shell = Shell(qapp, document, "en")
    qtbot.addWidget(shell.window)
    return shell, error or ""


@pytest.mark.parametrize("first", ["missing.namesake.json", "namesake1.brokenbrokenbroken"])
def test_recovery_is_offered_after_a_first_file_that_fails(
    qapp: QApplication, qtbot: QtBot, tmp_path: Path, first: str
) -> None:
    saved = _crashed_session(qapp, qtbot)
    shell, error = _next_start(qapp, qtbot, str(tmp_path / first) if ".json" in first else first)
    assert error  # the first file could not be opened...
    asked: list[str] = []

    def no(parent: QWidget, title: str, text: str) -> bool:
        asked.append(text)
        return False

    assert not shell.greet(error, no)
    assert asked and "Recover" in asked[0]  # ...and the recovery is offered all the same
    kept = list(autosave_file().parent.glob("autosave-declined-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == saved  # declined: moved aside, whole


def test_recovery_is_offered_after_viewing_as_nobody(qapp: QApplication, qtbot: QtBot) -> None:
    _crashed_session(qapp, qtbot)
    shell, _ = _next_start(qapp, qtbot, None)
    error = view_from(shell.window, "nobody")
    assert error and "nobody" in error
    assert shell.greet(error, lambda *args: True)
    assert shell.document.board.object("katsu").zone == "banished"  # type: ignore[union-attr]


def test_an_unanswered_autosave_survives_a_clean_exit_and_this_sessions_work(
    qapp: QApplication, qtbot: QtBot
) -> None:
    saved = _crashed_session(qapp, qtbot)
    shell, _ = _next_start(qapp, qtbot, None)
    shell.document.push(MoveObject("katsu", "hand"), "this session's change")
    assert not shell.autosaver.save_now()  # held: the crashed session's table stays
    shell.document.undo_stack.setClean()
    shell.autosaver.stop()  # a clean exit before the question was answered
    assert autosave.pending() is not None and autosave_file().read_bytes() == saved


def test_once_recovered_the_autosave_is_this_sessions(qapp: QApplication, qtbot: QtBot) -> None:
    _crashed_session(qapp, qtbot)
    shell, _ = _next_start(qapp, qtbot, None)
    assert shell.greet(None, lambda *args: True)
    shell.document.push(MoveObject("katsu", "hand"), "more")
    assert shell.autosaver.save_now()
    assert load_scenario(autosave_file()).board.object("katsu").zone == "hand"  # type: ignore[union-attr]
