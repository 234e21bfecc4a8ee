"""A scenario's expectations checked at their checkpoints (`expect[].after`).

An expectation is checked on the board after the action at its index, or after the action
with its label, or on the starting board ("start"); without `after`, on the final board. Each
board is derived once, however many expectations look at it.
"""

from __future__ import annotations

from typing import Any

from sandbox.model import Board, Derived, derive
from sandbox.scenario.read import Scenario
from sandbox.scenario.report import check_expectation

START = "start"


def checkpoint(scenario: Scenario, after: int | str | None) -> int:
    """How many of the scenario's actions had happened at the checkpoint `after` (the file
    was checked as it loaded, so the label or index exists)."""
    if after is None:
        return len(scenario.actions)
    if after == START:
        return 0
    if isinstance(after, int):
        return after + 1
    labels = [a.label for a in scenario.model.actions]
    return labels.index(after) + 1


def board_after(scenario: Scenario, done: int) -> Board:
    """The board once the first `done` actions were applied."""
    if done == 0:
        return scenario.start
    return scenario.history[done - 1]


def check_all(scenario: Scenario) -> list[dict[str, Any]]:
    """Every expectation of the scenario, checked at its checkpoint."""
    derived: dict[int, tuple[Board, Derived]] = {}
    results = []
    for expect in scenario.model.expect:
        done = checkpoint(scenario, expect.after)
        if done not in derived:
            board = board_after(scenario, done)
            derived[done] = (board, derive(board))
        board, at = derived[done]
        results.append(check_expectation(expect, at, board))
    return results
