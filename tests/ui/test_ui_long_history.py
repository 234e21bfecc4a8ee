"""Opening a file with a long history derives the step it shows, not every step (issue 22,
finding 12: 10,000 objects and 9,999 actions did not open in 400 s: each step was derived,
described and drawn as it was pushed onto the undo stack)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.bench.history_boards import history_actions, history_board
from sandbox.model import Board, Derived, derive
from sandbox.scenario.files import load_scenario, save_scenario
from sandbox.scenario.write import from_history
from sandbox.ui.document import document as document_module
from sandbox.ui.document.document import Change, Document


def test_a_long_history_opens_deriving_only_the_last_step(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start = history_board(300)
    path = tmp_path / "long.json"
    save_scenario(path, from_history(start, history_actions(start, 300)))
    scenario = load_scenario(path)
    document = Document(scenario.start)
    derived: list[Board] = []

    def counting(board: Board) -> Derived:
        derived.append(board)
        return derive(board)

    monkeypatch.setattr(document_module, "derive", counting)
    told: list[Change] = []
    document.changed.connect(told.append)
    document.load(scenario, path)
    assert document.undo_stack.count() == 300 and document.undo_stack.isClean()
    assert document.board is scenario.board
    assert len(told) == 1 and told[0].after.board is scenario.board
    assert derived == []  # no step is derived until something asks
    assert told[0].after.derived is document.derived  # what the views ask for
    assert len(derived) == 1 and derived[0] is scenario.board
    document.undo_stack.undo()  # a step is derived when it is shown
    assert document.board is scenario.history[-2]
    assert document.derived == derive(scenario.history[-2])
