"""``python -m sandbox.bench load`` prints one line per size in the documented form (issue 22,
point 9); its target (10,000 objects + 10,000 actions in ≤ 10 s, ≤ 1 GB) is the benchmark's."""

from __future__ import annotations

import re

import pytest

from sandbox.bench import load
from sandbox.bench.history_boards import history_actions, history_board


def test_load_prints_one_line_per_size(capsys: pytest.CaptureFixture[str]) -> None:
    assert load.main(["--objects", "60", "--actions", "80"]) == 0
    line = capsys.readouterr().out.strip()
    assert re.fullmatch(r"load objects=60 actions=80 seconds=\d+\.\d\d peak_mb=\d+", line), line


def test_the_history_it_opens_has_every_kind_of_step() -> None:
    board = history_board(100)
    kinds = {type(action).__name__ for action in history_actions(board, 60)}
    assert kinds == {"SwitchEffect", "SetFaceDown", "AddObject", "RemoveObject", "MoveObject"}
